import type { HardLabelModels, ProbMatrix, Relations, RelationsOptions } from './types.js';
export { accuracySummary, modelAccuracy } from './accuracy.js';
export { compensatedSum } from './compensated-sum.js';
export { needsProbabilities, notComputed } from './hard-labels.js';
export { classDirections, directionRate, type ClassDirection } from './mr1-class-directions.js';
export { flipDirection, type FlipDirection } from './mr1-flip-direction.js';
export { predictionAgreement } from './mr1-prediction-agreement.js';
export { distributionSimilarity, klPerRow, Q_FLOOR } from './mr2-distribution-similarity.js';
export { highConfidencePreservation } from './mr3-high-confidence.js';
export { beyondDelta4, binEdges, calibrationAlignment, confidenceBin, decideBins, } from './mr4-calibration.js';
export type { CalibrationOptions } from './mr4-calibration.js';
export { argmax, confidence, rate } from './probabilities.js';
export { quantileSorted } from './quantile.js';
export { escapeProbability, poisonedRows, SPOT_CHECK_ESCAPE, SPOT_CHECK_SHARE, spotCheckRows, } from './spot-check-size.js';
export { WILSON_Z, wilsonInterval } from './wilson.js';
export * from './types.js';
/**
 * Computes the four metamorphic relations between teacher p and student q, and
 * the accuracy summary, after validating every input.
 *
 * - MR1 prediction agreement ({@link predictionAgreement}), split by which
 *   model is right ({@link flipDirection}) and by the classes predicted
 *   ({@link classDirections}),
 * - MR2 KL distribution similarity in nats ({@link distributionSimilarity}),
 * - MR3 high-confidence preservation ({@link highConfidencePreservation}),
 * - MR4 calibration alignment on labelled rows ({@link calibrationAlignment}),
 * - accuracy and binary F1 of both models ({@link accuracySummary}).
 *
 * Inputs: p and q are N x K row-major float64 probability matrices with the
 * same N and K, K >= 2, columns already aligned to the dataset's classes
 * (conversion from logits happens before this). Labels are an Int32Array of
 * length N with values in 0..K−1, or -1 for an unlabelled row; null when the
 * dataset has no labels. Nothing is modified; all arithmetic is float64.
 *
 * Edge cases: N = 0 is allowed and gives undefined (null) rates everywhere;
 * labels null or all -1 make MR4 skipped and the accuracies null. With
 * `hardLabels` (a model gave predicted classes only, its rows one-hot), MR2–MR4
 * are not computed: their rates are undefined and their reasons say they
 * need probabilities (see notComputed).
 *
 * @throws TypeError when p.data or q.data is not a Float64Array, or labels is
 *   neither an Int32Array nor null.
 * @throws RangeError naming the argument (and row, column or index) when the
 *   shapes differ, K < 2, data length ≠ rows · cols, a probability is NaN,
 *   infinite or negative, a label is outside -1..K−1, or an option is out of
 *   range (bins and nMin integers >= 1; the others finite).
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.3, 0.7), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.85, 0.15, 0.6, 0.4), rows: 2, cols: 2 };
 * const r = computeRelations(p, q, Int32Array.of(0, 1), DEFAULT_RELATIONS);
 * r.mr1.rate;                  // 0.5   (row 1 flips)
 * r.mr3.rate;                  // 1     (row 0: teacher 0.95, student 0.85 < 0.9)
 * r.mr4.skippedReason !== null // true  (2 labelled rows cannot fill nMin = 10)
 * r.accuracy.accuracyGap;      // 0.5
 */
export declare function computeRelations(p: ProbMatrix, q: ProbMatrix, labels: Int32Array | null, options: RelationsOptions, hardLabels?: HardLabelModels | null): Relations;
