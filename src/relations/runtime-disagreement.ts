/**
 * How much two runs of models on the same inputs disagree, in MR1's and
 * MR2's terms: the teacher against itself under other runtime settings (the
 * noise floor, docs/spec.md §3.6), and a student against it on the same
 * inputs, so that the two can be set side by side.
 */
import { compensatedSum } from './compensated-sum.js';
import { klPerRow } from './mr2-distribution-similarity.js';
import { argmax } from './probabilities.js';
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
export function disagreement(p: ProbMatrix, q: ProbMatrix): Disagreement {
  if (p.rows !== q.rows || p.cols !== q.cols) {
    throw new RangeError(`p is ${p.rows} x ${p.cols}, q ${q.rows} x ${q.cols}`);
  }
  let flips = 0;
  for (let i = 0; i < p.rows; i++) if (argmax(p, i) !== argmax(q, i)) flips += 1;
  const kl = klPerRow(p, q);
  const n = p.rows;
  return {
    n,
    flips,
    klMean: n === 0 ? null : compensatedSum(kl) / n,
    klMax: n === 0 ? null : kl.reduce((max, x) => Math.max(max, x), -Infinity),
  };
}

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
export function withinFloor(student: Disagreement, floor: readonly Disagreement[]): boolean {
  if (floor.length === 0 || student.klMean === null) return false;
  const flips = Math.max(...floor.map((f) => f.flips));
  const klMean = Math.max(...floor.map((f) => f.klMean ?? -Infinity));
  return student.flips <= flips && student.klMean <= klMean;
}
