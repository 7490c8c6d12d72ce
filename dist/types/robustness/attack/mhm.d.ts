import { type AttackMethodDescriptor, type Outcome, type SearchContext } from './search.js';
/** mcmc_random's _max_iter. */
export declare const MHM_ITERATIONS = 100;
/** mcmc_random's _n_candi. */
export declare const MHM_CANDIDATES = 30;
/** _prob_threshold as every run script sets it. */
export declare const MHM_THRESHOLD = 1;
/** mhm: 100 iterations of 30 candidates, its batch; the proposal acceptance is not the reference's. */
export declare const MHM: AttackMethodDescriptor;
/**
 * __replaceUID_random's acceptance rate α from the current p(y) and the
 * proposal's.
 *
 * @example
 * mhmAcceptance(0.9, 0.8); // ≈ 2: more "uncorrect", accepted (α ≥ 1)
 * mhmAcceptance(0.8, 0.9); // ≈ 0.5: rejected under the threshold 1
 */
export declare function mhmAcceptance(current: number, proposed: number): number;
/** One MHM chain on one correctly predicted input; see the module comment. */
export declare function mhmSearch(ctx: SearchContext): Promise<Outcome>;
