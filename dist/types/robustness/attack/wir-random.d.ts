/**
 * The attack method `wir-random`: WIR-Random as Zeng, Tan, Zhang, Li, Zhang
 * and Zhang adapt it to code in "An Extensive Study on Pre-trained Models for
 * Program Understanding and Generation" (ISSTA 2022, the robustness study):
 * identifiers are ranked by word importance, then substituted in that order
 * by randomly chosen identifiers.
 *
 * 1. Importance: each identifier is replaced alone (here by a neutral name the
 *    function does not use) and the drop of p(y) is its importance, one query
 *    per identifier (search.ts, rankByImportance).
 * 2. Random substitution: in order of importance, each identifier is replaced
 *    by one candidate drawn at random from the vocabulary (the data set's
 *    identifiers, candidates.ts), one query each. A substitution is kept when
 *    it lowers p(y), so later identifiers build on it; passes over the
 *    identifiers repeat with untried candidates while queries remain.
 * It succeeds as soon as a variant makes the model predict another class.
 * Unlike `greedy`, each step scores a single random candidate instead of the
 * best of a batch: the difference between the two is how much a search that
 * chooses its names buys over one that does not.
 */
import { type Outcome, type SearchContext } from './search.js';
/** WIR-Random on one correctly predicted input; see the module comment. */
export declare function wirRandomSearch(ctx: SearchContext): Promise<Outcome>;
