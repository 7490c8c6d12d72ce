import type { Mr2Result, ProbMatrix } from './types.js';
/**
 * Floor applied to student probabilities before the logarithm, so that KL stays
 * finite when the student gives a class probability 0 (or underflows to 0).
 */
export declare const Q_FLOOR = 1e-7;
/**
 * Per-input Kullback–Leibler divergence KL(p_i ‖ q_i) of the student from the
 * teacher, in nats (natural logarithm).
 *
 *     KL_i = Σ_k p_ik · (ln p_ik − ln max(q_ik, 1e-7))
 *
 * Edge-case policy:
 * - p_ik = 0 contributes 0 (the convention 0 · ln 0 = 0), whatever q_ik is;
 * - q_ik below {@link Q_FLOOR} (including exactly 0) is replaced by 1e-7, so a
 *   student that gives the teacher's certain class probability 0 scores
 *   ln(1e7) ≈ 16.118 instead of +∞;
 * - p_i = q_i gives exactly 0; because of the floor (and of rows that sum to 1
 *   only within rounding) a row can come out a few ulp below 0; it is not
 *   clamped.
 *
 * Inputs: N x K matrices of the same shape (validated by `computeRelations`);
 * not modified. N = 0 gives an empty array.
 *
 * @returns Float64Array of length N.
 *
 * @example
 * const p = { data: Float64Array.of(0.5, 0.5, 1, 0), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.25, 0.75, 0, 1), rows: 2, cols: 2 };
 * klPerRow(p, q); // Float64Array [0.14384103622589045, 16.11809565095832]
 */
export declare function klPerRow(p: ProbMatrix, q: ProbMatrix): Float64Array;
/**
 * MR2's per-input rule: true when an input's KL (from {@link klPerRow}) is a
 * violation, i.e. strictly above epsilon; a KL equal to epsilon is not.
 *
 * @example
 * klExceeds(0.2, 0.1); // true
 * klExceeds(0.1, 0.1); // false
 */
export declare function klExceeds(kl: number, epsilon: number): boolean;
/**
 * MR2 — distribution similarity: share of inputs whose student distribution
 * diverges from the teacher's by more than epsilon nats.
 *
 *     violation_i = [KL_i > epsilon],   rate = Σ_i violation_i / N
 *     klMean = (Σ_i KL_i) / N           (Neumaier-compensated sum)
 *     klP95  = 95th percentile of KL_i  (numpy's default linear interpolation)
 *     klMax  = max_i KL_i
 *
 * KL_i is in nats with 0 · ln 0 = 0 and q clipped below at 1e-7; see
 * {@link klPerRow}. A KL exactly equal to epsilon is not a violation.
 *
 * Edge cases: N = 0 gives rate, ci95, klMean, klP95 and klMax all null.
 *
 * @param epsilon - KL threshold in nats (default 0.1).
 *
 * @example
 * const p = { data: Float64Array.of(0.5, 0.5, 1, 0), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.25, 0.75, 0, 1), rows: 2, cols: 2 };
 * distributionSimilarity(p, q, 0.1);
 * // { relation: 'MR2', violations: 2, n: 2, rate: 1, ci95: [0.34238022750665303, 1],
 * //   epsilon: 0.1, qFloor: 1e-7, klMean: 8.130968343592105,
 * //   klP95: 15.319382920221699, klMax: 16.11809565095832 }
 */
export declare function distributionSimilarity(p: ProbMatrix, q: ProbMatrix, epsilon: number): Mr2Result;
