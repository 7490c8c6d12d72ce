import type { Mr1Result, ProbMatrix } from './types.js';
/**
 * MR1's per-input rule: true when input `row` is a violation, i.e. teacher and
 * student predict different classes (argmax, ties to the lowest index).
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.4, 0.6), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3), rows: 2, cols: 2 };
 * predictionsDisagree(p, q, 0); // false
 * predictionsDisagree(p, q, 1); // true
 */
export declare function predictionsDisagree(p: ProbMatrix, q: ProbMatrix, row: number): boolean;
/**
 * MR1 — prediction agreement between teacher and student.
 *
 *     violation_i = [argmax q_i ≠ argmax p_i]
 *     rate        = Σ_i violation_i / N
 *
 * Predictions are argmax with ties to the lowest index (see {@link argmax}), so
 * a teacher row [0.5, 0.5] predicts class 0.
 *
 * Inputs: p (teacher) and q (student), N x K probability matrices with the
 * same shape and class order, K >= 2; validated by `computeRelations`, not
 * here. Neither is modified.
 *
 * Edge cases: N = 0 gives violations 0, n 0, rate null, ci95 null.
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.4, 0.6, 0.5, 0.5), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3, 0.5, 0.5), rows: 3, cols: 2 };
 * predictionAgreement(p, q);
 * // { relation: 'MR1', violations: 1, n: 3, rate: 0.3333333333333333,
 * //   ci95: [0.06149194472039626, 0.7923403991979523] }
 */
export declare function predictionAgreement(p: ProbMatrix, q: ProbMatrix): Mr1Result;
