/**
 * Batches the model calls of many concurrent searches into one `score()` call.
 *
 * Each attack on one input is written as a plain sequential search that
 * awaits its own small batches of variants; run side by side through a
 * ScoreCoalescer, their requests are gathered until every running search is
 * waiting, then scored in one call, so the model sees large length-bucketed
 * batches through the same inference path as the gate itself.
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
export interface Scored {
    /** [examples, cols] probabilities, in the order asked. */
    data: Float64Array;
    cols: number;
}
export declare class ScoreCoalescer {
    private readonly source;
    private waiting;
    private running;
    /** Calls made to the underlying source. */
    calls: number;
    constructor(source: ProbabilitySource);
    /** Runs the searches side by side; their `score` calls are batched together. */
    all<T>(searches: readonly (() => Promise<T>)[]): Promise<T[]>;
    /** Scores examples for one search; resolves when the whole gathered batch is scored. */
    score(examples: readonly Example[]): Promise<Scored>;
    private flushWhenAllWait;
    private flush;
}
