import type { ProbMatrix, RelationsOptions } from '../types.js';
import type { PerInputViolations } from './violation-set.js';
/**
 * The relations a paired test applies to: those whose violations are per input.
 *
 * MR4 is not among them: its unit is a calibration bin, not an input, and
 * each model is binned by its own confidence, so the "same bin" in two runs
 * holds different inputs and there are no pairs to compare. For MR4 the gate
 * keeps the fixed-points check against the baseline rate (max-degradation /
 * percent-max-degradation).
 */
export type PairedRelationName = 'MR1' | 'MR2' | 'MR3';
export declare const PAIRED_RELATIONS: readonly PairedRelationName[];
/**
 * Per-input MR1 outcome: violated[i] = 1 when teacher and student predict
 * different classes on input i (the rule of `predictionAgreement`). Every
 * input is tested.
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.4, 0.6, 0.5, 0.5), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3, 0.5, 0.5), rows: 3, cols: 2 };
 * mr1PerInput(p, q); // { violated: Uint8Array [0, 1, 0], tested: null }
 */
export declare function mr1PerInput(p: ProbMatrix, q: ProbMatrix): PerInputViolations;
/**
 * Per-input MR2 outcome: violated[i] = 1 when KL(p_i ‖ q_i) > epsilon nats,
 * with the student clipped at 1e-7 (the rules of `distributionSimilarity`).
 * Every input is tested.
 *
 * @example
 * const p = { data: Float64Array.of(0.5, 0.5, 1, 0), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.45, 0.55, 0, 1), rows: 2, cols: 2 };
 * mr2PerInput(p, q, 0.1); // { violated: Uint8Array [0, 1], tested: null }  (KL 0.005, 16.1)
 */
export declare function mr2PerInput(p: ProbMatrix, q: ProbMatrix, epsilon: number): PerInputViolations;
/**
 * Per-input MR3 outcome (the rules of `highConfidencePreservation`): tested[i]
 * = 1 when the teacher's confidence on input i is at least tau (i ∈ C);
 * violated[i] = 1 when i ∈ C and the student flips the teacher's class or
 * gives it less than tau − delta3.
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.9, 0.1, 0.6, 0.4), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.9, 0.1, 0.8, 0.2, 0.1, 0.9), rows: 3, cols: 2 };
 * mr3PerInput(p, q, 0.9, 0);
 * // { violated: Uint8Array [0, 1, 0], tested: Uint8Array [1, 1, 0] }
 */
export declare function mr3PerInput(p: ProbMatrix, q: ProbMatrix, tau: number, delta3: number): PerInputViolations;
/**
 * Per-input outcomes of MR1, MR2 and MR3 for one run, with the thresholds of
 * `computeRelations`. Counting `violated` (over `tested`) gives exactly the
 * violations (and n) of that relation's rate.
 *
 * Inputs: p and q as for `computeRelations`, which validates them; call this
 * after it, on the same matrices. Not modified.
 */
export declare function perInputViolations(p: ProbMatrix, q: ProbMatrix, options: Pick<RelationsOptions, 'epsilon' | 'tau' | 'delta3'>): Record<PairedRelationName, PerInputViolations>;
