import type { ProbMatrix } from './types.js';
/** The disagreement of run q with run p on the same n inputs. */
export interface Disagreement {
    n: number;
    /** Inputs whose predicted class differs (MR1's rule: argmax, ties to the lowest class). */
    flips: number;
    /** Mean and largest KL(p ‖ q) in nats, q clipped at 1e-7 (MR2's rule); null when n = 0. */
    klMean: number | null;
    klMax: number | null;
}
/**
 * The flips and KL of q against p, row by row (same shape; the caller
 * validated both as probability matrices).
 *
 * KL is MR2's (klPerRow): two rows equal to the last bit give exactly 0;
 * rows that differ by rounding alone can give a value a few ulp below 0,
 * which is kept (the mean of such rows is the runtime's noise, not 0).
 *
 * @example
 * const p = { data: Float64Array.of(0.6, 0.4, 0.5, 0.5), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.4, 0.6, 0.5, 0.5), rows: 2, cols: 2 };
 * disagreement(p, q);
 * // { n: 2, flips: 1, klMean: 0.0405…, klMax: 0.0810… }  (0.2·ln 1.5 = 0.08109)
 */
export declare function disagreement(p: ProbMatrix, q: ProbMatrix): Disagreement;
/**
 * Whether a student's disagreement with its teacher is within what the
 * runtime alone makes on the same inputs: no more flips than the floor's
 * largest, and a mean KL no larger than the floor's largest. False when
 * no setting was measured (no floor to be within).
 *
 * @example
 * withinFloor({ n: 200, flips: 0, klMean: 1e-9, klMax: 1e-8 },
 *             [{ n: 200, flips: 1, klMean: 2e-9, klMax: 5e-7 }]); // true
 */
export declare function withinFloor(student: Disagreement, floor: readonly Disagreement[]): boolean;
