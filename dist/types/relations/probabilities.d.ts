import type { ProbMatrix, Rate } from './types.js';
/**
 * Predicted class of one row: the index of the largest probability.
 *
 * Ties go to the lowest index, so [0.5, 0.5] predicts class 0 (the same rule
 * as numpy's `argmax`).
 *
 * @param m - N x K probability matrix (row-major, float64).
 * @param row - row index in 0..N-1.
 * @returns the class index in 0..K-1.
 *
 * @example
 * const m = { data: Float64Array.of(0.2, 0.8, 0.5, 0.5), rows: 2, cols: 2 };
 * argmax(m, 0); // 1
 * argmax(m, 1); // 0 (tie: lowest index)
 */
export declare function argmax(m: ProbMatrix, row: number): number;
/**
 * Confidence of one row: its largest probability, max_k m[row][k].
 *
 * @param m - N x K probability matrix (row-major, float64).
 * @param row - row index in 0..N-1.
 * @returns the maximum of the row, in [0, 1] for a probability row.
 *
 * @example
 * confidence({ data: Float64Array.of(0.3, 0.7), rows: 1, cols: 2 }, 0); // 0.7
 */
export declare function confidence(m: ProbMatrix, row: number): number;
/**
 * A violation rate with its count and 95% Wilson interval.
 *
 *     rate = violations / n,   ci95 = wilsonInterval(violations, n)
 *
 * Edge case: n = 0 gives rate = null and ci95 = null: an undefined rate, which
 * the gate never counts as passed.
 *
 * @param violations - integer in 0..n.
 * @param n - non-negative integer.
 * @throws RangeError when the counts are not integers with 0 <= violations <= n.
 *
 * @example
 * rate(1, 4); // { violations: 1, n: 4, rate: 0.25, ci95: [0.04558726080970055, 0.6993581574175981] }
 * rate(0, 0); // { violations: 0, n: 0, rate: null, ci95: null }
 */
export declare function rate(violations: number, n: number): Rate;
