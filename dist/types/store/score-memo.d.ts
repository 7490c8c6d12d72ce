/**
 * A model's probabilities remembered by the digest of the input's texts, so
 * that an input scored once is never run again: within a run (an attack
 * revisits a variant, the adversarial relations re-score what a search
 * found) and, for the teacher, between runs (its robustness side restored
 * from the cache). Keyed by content, an entry can only ever answer for the
 * exact text it was computed on.
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { CachedScores } from './types.js';
/** sha256 of an input's texts (each function's length, then its text: no two inputs collide by joining). */
export declare function inputDigest(texts: readonly string[]): string;
export declare class ScoreMemo {
    private readonly known;
    /** Digests restored from the cache: an answer from these is "from the cache". */
    private readonly restored;
    /** The inputs restored entries answered, by digest: what a spot check of them re-scores. */
    private readonly answered;
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
    /** The inputs that restored entries answered so far, with their digests (each once). */
    restoredAnswers(): [string, Example][];
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
