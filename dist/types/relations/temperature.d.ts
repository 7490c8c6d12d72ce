import type { ProbMatrix, Rate, Relations, RelationsOptions } from './types.js';
/**
 * Temperature scaling of the student (docs/spec.md §3.5): is its divergence
 * from the teacher calibration, which a temperature after distillation
 * fixes, or a different decision, which it does not?
 *
 * The student at temperature T is softmax(z / T). Its logits z are not kept,
 * only its probabilities q; ln q = z − logsumexp(z) differs from z by a
 * constant per row, and softmax is shift-invariant, so softmax(ln q / T) is
 * the same distribution (for a single sigmoid logit too: ln(σ(z)/(1 − σ(z)))
 * = z). A probability of exactly 0 stays 0 at every T. T changes no argmax,
 * so MR1 and every prediction stay; MR2, MR3's margins and MR4's bins move.
 */
/** The search bracket of T: [1/20, 20], searched on ln T. */
export declare const TEMPERATURE_BRACKET: readonly [number, number];
/**
 * The student's probabilities at temperature t: row i is
 * q_i^(1/t) / Σ_k q_ik^(1/t), computed as exp((ln q_ik − max_k ln q_ik) / t)
 * so that no power underflows the whole row.
 *
 * @throws RangeError when t is not a finite number > 0.
 *
 * @example
 * temper({ data: Float64Array.of(0.8, 0.2), rows: 1, cols: 2 }, 2).data;
 * // Float64Array [0.6666666666666666, 0.3333333333333333]  (√0.8 : √0.2 = 2 : 1)
 */
export declare function temper(q: ProbMatrix, t: number): ProbMatrix;
/** Mean KL(p ‖ q) in nats, with MR2's conventions (q clipped below at 1e-7); NaN when there is no row. */
export declare function meanKl(p: ProbMatrix, q: ProbMatrix): number;
/**
 * The T in TEMPERATURE_BRACKET that minimises the mean KL(teacher ‖ student
 * at T): golden-section search on u = ln T over [ln 0.05, ln 20], narrowed
 * until the bracket is 1e-6 wide (a fixed 33 steps, so the result depends
 * on the data alone), T = exp of the bracket's midpoint, unless T = 1 does
 * at least as well, then 1. The search assumes the mean KL has one minimum
 * in the bracket (it is a smooth function of ln T, convex for a single
 * input); a minimum beyond the bracket gives an end of it.
 *
 * Edge cases: no row gives null; a student whose every row is one-hot (or
 * uniform) is unchanged by T: the mean KL is flat, and T = 1.
 *
 * @example
 * // The teacher is the student at T = 2 on every row: the search finds 2.
 * const q = { data: Float64Array.of(0.9, 0.1, 0.3, 0.7), rows: 2, cols: 2 };
 * bestTemperature(temper(q, 2), q); // 2.0000002 (within the 1e-6 bracket on ln T)
 */
export declare function bestTemperature(p: ProbMatrix, q: ProbMatrix): number | null;
/** A rate as temperature scaling reports it: MR2's, or MR4's with its undecided bins. */
export type ScaledRate = Rate & {
    undecided?: number;
    skippedReason?: string | null;
};
/** What temperature scaling changes: T*, the mean KL and MR2, MR4 and the student's ECE, raw and at T*. */
export interface TemperatureScaling {
    temperature: number;
    klMean: {
        raw: number;
        atT: number;
    };
    mr2: {
        raw: ScaledRate;
        atT: ScaledRate;
    };
    mr4: {
        raw: ScaledRate;
        atT: ScaledRate;
    };
    studentEce: {
        raw: number | null;
        atT: number | null;
    };
}
/**
 * T* (bestTemperature) and the relations it moves, raw and at T*, on the
 * evaluated inputs. Reported beside the gate, never gated. Null when there
 * is no input.
 *
 * @param p - teacher, q - student, labels and options as for computeRelations (validated there).
 * @param raw - computeRelations on the same inputs, when the caller has it already (the report does).
 */
export declare function temperatureScaling(p: ProbMatrix, q: ProbMatrix, labels: Int32Array | null, options: RelationsOptions, raw?: Relations): TemperatureScaling | null;
