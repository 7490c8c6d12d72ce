import { accuracySummary } from './accuracy.js';
import { notComputed } from './hard-labels.js';
import { classDirections } from './mr1-class-directions.js';
import { flipDirection } from './mr1-flip-direction.js';
import { predictionAgreement } from './mr1-prediction-agreement.js';
import { distributionSimilarity } from './mr2-distribution-similarity.js';
import { highConfidencePreservation } from './mr3-high-confidence.js';
import { calibrationAlignment } from './mr4-calibration.js';
import type { HardLabelModels, ProbMatrix, Relations, RelationsOptions } from './types.js';

export { accuracySummary, modelAccuracy } from './accuracy.js';
export { compensatedSum } from './compensated-sum.js';
export { needsProbabilities, notComputed } from './hard-labels.js';
export { classDirections, directionRate, type ClassDirection } from './mr1-class-directions.js';
export { flipDirection, type FlipDirection } from './mr1-flip-direction.js';
export { predictionAgreement } from './mr1-prediction-agreement.js';
export { distributionSimilarity, klPerRow, Q_FLOOR } from './mr2-distribution-similarity.js';
export { highConfidencePreservation } from './mr3-high-confidence.js';
export {
  beyondDelta4,
  binEdges,
  calibrationAlignment,
  confidenceBin,
  decideBins,
} from './mr4-calibration.js';
export type { CalibrationOptions } from './mr4-calibration.js';
export { argmax, confidence, rate } from './probabilities.js';
export { quantileSorted } from './quantile.js';
export {
  escapeProbability,
  poisonedRows,
  SPOT_CHECK_ESCAPE,
  SPOT_CHECK_SHARE,
  spotCheckRows,
} from './spot-check-size.js';
export { WILSON_Z, wilsonInterval } from './wilson.js';
export * from './types.js';

function assertProbMatrix(name: string, m: ProbMatrix): void {
  if (typeof m !== 'object' || m === null || !(m.data instanceof Float64Array)) {
    throw new TypeError(`${name}.data must be a Float64Array`);
  }
  if (!Number.isInteger(m.rows) || m.rows < 0) {
    throw new RangeError(`${name}.rows must be a non-negative integer, got ${m.rows}`);
  }
  if (!Number.isInteger(m.cols) || m.cols < 2) {
    throw new RangeError(`${name}.cols must be an integer >= 2 (K classes), got ${m.cols}`);
  }
  if (m.data.length !== m.rows * m.cols) {
    throw new RangeError(
      `${name}.data has length ${m.data.length}, expected rows x cols = ${m.rows} x ${m.cols} = ${m.rows * m.cols}`,
    );
  }
  for (let i = 0; i < m.rows; i++) {
    for (let k = 0; k < m.cols; k++) {
      const value = m.data[i * m.cols + k] as number;
      if (!Number.isFinite(value) || value < 0) {
        throw new RangeError(
          `${name}[${i}][${k}] is ${value}; probabilities must be finite and >= 0`,
        );
      }
    }
  }
}

function assertLabels(labels: Int32Array | null, rows: number, classes: number): void {
  if (labels === null) return;
  if (!(labels instanceof Int32Array)) {
    throw new TypeError('labels must be an Int32Array (-1 = unlabelled) or null');
  }
  if (labels.length !== rows) {
    throw new RangeError(`labels has length ${labels.length}, expected ${rows} (one per row)`);
  }
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i] as number;
    if (label < -1 || label >= classes) {
      throw new RangeError(
        `labels[${i}] is ${label}; allowed are -1 (unlabelled) and 0..${classes - 1}`,
      );
    }
  }
}

function assertOptions(options: RelationsOptions): void {
  for (const key of ['epsilon', 'tau', 'delta3', 'delta4'] as const) {
    if (typeof options[key] !== 'number' || !Number.isFinite(options[key])) {
      throw new RangeError(`options.${key} must be a finite number, got ${options[key]}`);
    }
  }
  if (!Number.isInteger(options.bins) || options.bins < 1) {
    throw new RangeError(`options.bins must be an integer >= 1, got ${options.bins}`);
  }
  if (!Number.isInteger(options.nMin) || options.nMin < 1) {
    throw new RangeError(`options.nMin must be an integer >= 1, got ${options.nMin}`);
  }
}

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
export function computeRelations(
  p: ProbMatrix,
  q: ProbMatrix,
  labels: Int32Array | null,
  options: RelationsOptions,
  hardLabels: HardLabelModels | null = null,
): Relations {
  assertProbMatrix('p', p);
  assertProbMatrix('q', q);
  if (p.rows !== q.rows) {
    throw new RangeError(
      `p has ${p.rows} rows but q has ${q.rows}; both must score the same inputs`,
    );
  }
  if (p.cols !== q.cols) {
    throw new RangeError(
      `p has ${p.cols} columns but q has ${q.cols}; both must have the same K classes`,
    );
  }
  assertLabels(labels, p.rows, p.cols);
  assertOptions(options);
  const mr1 = predictionAgreement(p, q);
  const flips = flipDirection(p, q, labels);
  const directions = classDirections(p, q);
  const accuracy = accuracySummary(p, q, labels);
  if (hardLabels !== null) {
    return {
      mr1,
      flips,
      directions,
      ...notComputed(hardLabels, options, flips.labelled),
      accuracy,
      hardLabels,
    };
  }
  return {
    mr1,
    flips,
    directions,
    mr2: distributionSimilarity(p, q, options.epsilon),
    mr3: highConfidencePreservation(p, q, options.tau, options.delta3),
    mr4: calibrationAlignment(p, q, labels, options),
    accuracy,
  };
}
