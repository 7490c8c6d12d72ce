/**
 * The attack method `mhm`: the Metropolis-Hastings Modifier of Zhang, Li, Li,
 * Zhou, Jin and Li, "Generating Adversarial Examples for Holistic Code
 * Understanding" (AAAI 2020; the paper's MHM, Algorithm 1), a black-box
 * identifier-renaming attack that samples renamings by Metropolis-Hastings
 * with the victim's output as the target distribution.
 *
 * The chain's states are renamings of x. Its stationary distribution is the
 * victim's "uncorrectness" π(x') ∝ 1 − p(y | x'), so the chain drifts to
 * variants the model finds unlike their label. Each iteration:
 *
 * 1. Proposal: pick one renamable identifier uniformly, and draw K candidate
 *    names uniformly without replacement from the vocabulary (here the data
 *    set's identifiers, candidates.ts; the paper draws from the data set's
 *    vocabulary too); all K variants are scored in one batch (K queries).
 *    If one of them flips the prediction the attack has succeeded.
 * 2. Otherwise one candidate x' is drawn among the K with probability
 *    proportional to π(x') (MHM's sampling step), and accepted with
 *    α = min(1, π(x') / π(x)), the Metropolis-Hastings ratio with the
 *    proposal treated as symmetric (uniform identifier, uniform candidates),
 *    as MHM does. An accepted x' is the new state.
 *
 * The paper runs up to 100 iterations of K = 30 candidates; here the
 * iterations stop when the query budget runs out, and K is a tenth of the
 * budget (at least 1, at most the paper's 30), so a chain makes about ten
 * moves whatever the budget.
 */
import { type Outcome, type SearchContext } from './search.js';
/** Candidates per iteration for a query budget: about a tenth of it, in [1, 30]. */
export declare function mhmCandidates(queries: number): number;
/**
 * The Metropolis-Hastings acceptance of a move from x to x', with
 * π = 1 − p(label): min(1, π(x') / π(x)). A state the model is certain of
 * (π(x) = 0) accepts any move.
 *
 * @example
 * mhmAcceptance(0.9, 0.95); // 0.5: the proposal is more "correct", accepted half the time
 * mhmAcceptance(0.9, 0.6);  // 1
 */
export declare function mhmAcceptance(current: number, proposed: number): number;
/** One MHM chain on one correctly predicted input; see the module comment. */
export declare function mhmSearch(ctx: SearchContext): Promise<Outcome>;
