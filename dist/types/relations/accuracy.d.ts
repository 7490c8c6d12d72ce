import type { AccuracySummary, ModelAccuracy, ProbMatrix } from './types.js';
/**
 * Accuracy and (binary tasks only) F1 of one model on the labelled inputs.
 *
 * Only rows with label >= 0 count; -1 marks an unlabelled row.
 *
 *     accuracy = (1/n) Σ_i [argmax m_i = y_i]
 *     F1       = 2·TP / (2·TP + FP + FN)     positive class = column 1, K = 2 only
 *
 * Edge cases: no labels (null) or no labelled row gives n 0, accuracy null and
 * F1 null. F1 is null when K ≠ 2, and when it is undefined: no predicted and
 * no true positive (2·TP + FP + FN = 0). scikit-learn returns 0 with a warning
 * there; null keeps "undefined" distinct from "all wrong". F1 is 0 when there
 * are positives but TP = 0.
 *
 * @param m - N x K probability matrix (validated by `computeRelations`).
 * @param labels - length N, values in -1..K−1, or null; not modified.
 *
 * @example
 * const m = { data: Float64Array.of(0.2, 0.8, 0.6, 0.4, 0.3, 0.7, 0.9, 0.1), rows: 4, cols: 2 };
 * modelAccuracy(m, Int32Array.of(1, 1, 0, -1));
 * // predictions 1, 0, 1 on the three labelled rows: TP 1, FN 1, FP 1
 * // → { n: 3, accuracy: 0.3333333333333333, f1: 0.5 }
 */
export declare function modelAccuracy(m: ProbMatrix, labels: Int32Array | null): ModelAccuracy;
/**
 * What accuracy-style evaluation shows for teacher p and student q on the
 * labelled inputs, and the gaps (teacher − student, as fractions: 0.03 is
 * three points).
 *
 *     accuracyGap = accuracy(T) − accuracy(S)
 *     f1Gap       = F1(T) − F1(S)
 *
 * Edge cases: a gap is null when either side is null (no labelled input, K ≠ 2,
 * or an undefined F1). See {@link modelAccuracy}.
 *
 * @example
 * const p = { data: Float64Array.of(0.2, 0.8, 0.6, 0.4), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.7, 0.3, 0.6, 0.4), rows: 2, cols: 2 };
 * accuracySummary(p, q, Int32Array.of(1, 0));
 * // { teacher: { n: 2, accuracy: 1, f1: 1 }, student: { n: 2, accuracy: 0.5, f1: 0 },
 * //   accuracyGap: 0.5, f1Gap: 1 }
 */
export declare function accuracySummary(p: ProbMatrix, q: ProbMatrix, labels: Int32Array | null): AccuracySummary;
