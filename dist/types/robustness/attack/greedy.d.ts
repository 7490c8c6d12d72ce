/**
 * The attack method `greedy` (this project's search before the paper's
 * methods were added, kept for comparison): importance-ordered renaming where
 * each site tries a batch of candidates and keeps the best.
 *
 * 1. Importance: as WIR-Random (search.ts, rankByImportance).
 * 2. Substitution: in order of importance, each site gets a seeded sample of
 *    candidate names scored in one batch: the most important site up to half
 *    the remaining queries, the next half of what is left, the last all that
 *    remains. The candidate that lowers p(y) most is kept, and passes over
 *    the sites repeat with untried candidates while queries remain.
 * It succeeds as soon as a variant makes the model predict another class.
 */
import { SearchState, type AttackMethodDescriptor, type Outcome, type SearchContext, type Site } from './search.js';
/** greedy's budget per input without a cap: it has no reference (the project's search; its former default). */
export declare const GREEDY_QUERIES = 100;
/** greedy: no reference; each step scores half the queries it has left. */
export declare const GREEDY: AttackMethodDescriptor;
/**
 * The substitution passes of the greedy search over `ranked` sites, from the
 * state's current texts, drawing names from `names`: a seeded sample of
 * them, or (`inOrder`, for coda's reference names first) the first ones.
 */
export declare function greedySubstitution(ctx: SearchContext, state: SearchState, ranked: readonly Site[], names: readonly string[], taken: (site: Site) => ReadonlySet<string>, startProbability: number, inOrder?: boolean): Promise<Outcome>;
/** The greedy search on one correctly predicted input; see the module comment. */
export declare function greedySearch(ctx: SearchContext): Promise<Outcome>;
