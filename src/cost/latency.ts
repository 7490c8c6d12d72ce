import { quantileSorted } from '../relations/quantile.js';

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

/** P(Bin(n, ½) ≤ k), exactly enough for the few rounds a run times (n ≤ 1000). */
function binomialHalfCdf(k: number, n: number): number {
  let term = Math.pow(0.5, n);
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term *= (n - i + 1) / i;
    sum += term;
  }
  return sum;
}

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
export function medianInterval(sorted: Float64Array): [number, number] | null {
  const n = sorted.length;
  let k = 0;
  while (2 * binomialHalfCdf(k, n) <= 0.05) k++;
  if (k === 0) return null;
  return [sorted[k - 1]!, sorted[n - k]!];
}

function checkedSorted(values: readonly number[], what: string): Float64Array {
  values.forEach((v, i) => {
    if (!(Number.isFinite(v) && v >= 0)) throw new RangeError(`${what}: round ${i} is ${v}`);
  });
  return Float64Array.from(values).sort();
}

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
export function latencyOf(perInputMs: readonly number[], inputs: number): Latency | null {
  if (perInputMs.length === 0) return null;
  const sorted = checkedSorted(perInputMs, 'latencyOf');
  const medianMs = quantileSorted(sorted, 0.5)!;
  return {
    rounds: sorted.length,
    inputs,
    medianMs,
    ci95: medianInterval(sorted),
    throughput: medianMs === 0 ? null : 1000 / medianMs,
  };
}

/**
 * The paired speedup: per round teacher / student, their median and interval.
 * Null without rounds, with rounds of different counts, or when a round's
 * student time is 0 (no ratio).
 *
 * @example
 * speedupOf([10, 12, 11], [2, 3, 2]); // { rounds: 3, median: 5, ci95: null }
 */
export function speedupOf(
  teacherMs: readonly number[],
  studentMs: readonly number[],
): Speedup | null {
  if (teacherMs.length === 0 || teacherMs.length !== studentMs.length) return null;
  checkedSorted(teacherMs, 'speedupOf (teacher)');
  if (checkedSorted(studentMs, 'speedupOf (student)')[0] === 0) return null;
  const ratios = Float64Array.from(teacherMs, (t, i) => t / studentMs[i]!).sort();
  return {
    rounds: ratios.length,
    median: quantileSorted(ratios, 0.5)!,
    ci95: medianInterval(ratios),
  };
}

/** "faster" only where the whole interval is above 1, "slower" where below; otherwise noise could say either. */
export function speedClaim(speedup: Speedup): SpeedClaim {
  const ci = speedup.ci95;
  if (ci !== null && ci[0] > 1) return 'faster';
  if (ci !== null && ci[1] < 1) return 'slower';
  return 'no measurable difference';
}
