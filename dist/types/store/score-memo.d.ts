import type { ProbabilitySource } from '../inference/sources.js';
import type { CachedScores } from './types.js';
/** sha256 of an input's texts (each function's length, then its text: no two inputs collide by joining). */
export declare function inputDigest(texts: readonly string[]): string;
export declare class ScoreMemo {
    private readonly known;
    /** Digests restored from the cache: an answer from these is "from the cache". */
    private readonly restored;
    private cols;
    /** Scorings answered by entries restored from the cache. */
    fromCache: number;
    /** Scorings answered by entries computed earlier in this run. */
    fromRun: number;
    /** Scorings that ran the model. */
    computed: number;
    constructor(restored?: CachedScores | null);
    /** Entries held (restored and computed). */
    get size(): number;
    /** Entries computed in this run (what a save would add). */
    get added(): number;
    /**
     * `inner` behind the memo: each call scores only the inputs the memo does
     * not hold (distinct ones once), in one call to the model, so batches stay
     * as large as the caller made them. `inner` is asked for only when a call
     * has something to compute: a fully cached teacher is never opened.
     */
    source(inner: () => Promise<ProbabilitySource>): ProbabilitySource & {
        opened: boolean;
    };
    /** The probabilities held for the input of this digest (inputDigest), if any. */
    probabilities(digest: string): Float64Array | undefined;
    /**
     * Adds an entry kept in another cache entry (the teacher's attack outcomes
     * keep its probabilities on its adversarial examples), as restored; an
     * entry already held, or of another number of classes, is left as it is.
     */
    restore(digest: string, probs: Float64Array): void;
    /** Every entry, for the cache; null when nothing was scored. */
    toCached(): CachedScores | null;
}
