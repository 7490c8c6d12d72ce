/** One batch a model ran: how many inputs, and its wall time in milliseconds. */
export interface BatchTiming {
    inputs: number;
    ms: number;
}
/** A model's speed on this runner, from the batches it ran for the gate's rows. */
export interface Latency {
    batches: number;
    inputs: number;
    /** Median over the batches of (batch wall time / batch size), ms per input. */
    medianMs: number;
    /** 95th percentile of the same per-batch values (numpy's default linear interpolation). */
    p95Ms: number;
    /** Inputs per second over all the batches: Σ inputs / Σ wall time; null when that time is 0. */
    throughput: number | null;
}
/**
 * Latency per input and throughput of a model from its batch timings.
 *
 *     t_b = ms_b / inputs_b                 (one value per batch)
 *     medianMs = Q(t, 0.5),  p95Ms = Q(t, 0.95)   (quantileSorted: numpy's linear)
 *     throughput = 1000 · Σ inputs_b / Σ ms_b      (inputs per second)
 *
 * Every batch weighs the same in the percentiles, whatever its size: the
 * runner's time per input in a batch as the gate ran it. Batches of no input
 * are left out.
 *
 * Edge cases: no batch (or only empty ones) gives null; a total time of 0
 * (a clock too coarse for the batches) gives throughput null.
 *
 * @throws RangeError naming the batch when a count or a time is negative or not finite.
 *
 * @example
 * latencyOf([{ inputs: 2, ms: 10 }, { inputs: 4, ms: 8 }, { inputs: 1, ms: 6 }]);
 * // { batches: 3, inputs: 7, medianMs: 5, p95Ms: 5.9, throughput: 291.6666666666667 }
 */
export declare function latencyOf(timings: readonly BatchTiming[]): Latency | null;
