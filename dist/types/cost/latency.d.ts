/**
 * A model's time per input, measured as the timing step measures it
 * (pipeline/timing-step.ts): the same inputs scored in several rounds, a
 * warm-up round before them not counted, one value per round. A causal
 * language model's unit is a position (pipeline/completion-timing.ts):
 * `inputs` then counts the positions a round scores, and `medianMs` is per
 * position.
 */
export interface Latency {
    /** Timed rounds (the warm-up excluded); 1 in a report made before rounds existed. */
    rounds: number;
    /** Inputs scored in each round. */
    inputs: number;
    /** Median over the rounds of (the round's model time / inputs), ms per input. */
    medianMs: number;
    /** The median's distribution-free 95% interval (see medianInterval); null with too few rounds for one. */
    ci95: [number, number] | null;
    /** Inputs per second at the median: 1000 / medianMs; null when that is 0 (a clock too coarse). */
    throughput: number | null;
}
/**
 * How many times faster the student is than its teacher, from rounds in which
 * both scored the same inputs one after the other: per round the ratio
 * teacher ms / student ms, then their median and its interval. Pairing by
 * round cancels what slows both alike (a busy runner).
 */
export interface Speedup {
    rounds: number;
    /** Median of teacher / student per round: 4.2 = the student is 4.2× faster. */
    median: number;
    ci95: [number, number] | null;
}
/** What a speedup lets the report say: only what its interval decides. */
export type SpeedClaim = 'faster' | 'slower' | 'no measurable difference';
/**
 * The 95% interval of a median from order statistics, which assumes nothing
 * about the distribution (timings are skewed: a slow round is far slower,
 * never far faster): [x₍ₖ₎, x₍ₙ₊₁₋ₖ₎] with the largest k such that
 * 2·P(Bin(n, ½) ≤ k − 1) ≤ 0.05, whose coverage is then at least 95%.
 * Null below 6 values, where even [min, max] covers less than 95%.
 *
 * @example
 * // n = 9: P(Bin ≤ 1) = 10/512, so k = 2 (coverage 1 − 20/512 = 96.1%): the 2nd and 8th values.
 * medianInterval(Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9)); // [2, 8]
 */
export declare function medianInterval(sorted: Float64Array): [number, number] | null;
/**
 * A model's latency from its per-round times per input.
 *
 * @param perInputMs - one value per timed round: the round's model time / inputs.
 * @param inputs - inputs scored in each round.
 * @returns null without a round.
 * @throws RangeError naming the round when a value is negative or not finite.
 *
 * @example
 * latencyOf([5, 4, 6, 5, 4, 5, 9, 5, 4], 16);
 * // { rounds: 9, inputs: 16, medianMs: 5, ci95: [4, 6], throughput: 200 }
 */
export declare function latencyOf(perInputMs: readonly number[], inputs: number): Latency | null;
/**
 * The paired speedup: per round teacher / student, their median and interval.
 * Null without rounds, with rounds of different counts, or when a round's
 * student time is 0 (no ratio).
 *
 * @example
 * speedupOf([10, 12, 11], [2, 3, 2]); // { rounds: 3, median: 5, ci95: null }
 */
export declare function speedupOf(teacherMs: readonly number[], studentMs: readonly number[]): Speedup | null;
/** "faster" only where the whole interval is above 1, "slower" where below; otherwise noise could say either. */
export declare function speedClaim(speedup: Speedup): SpeedClaim;
