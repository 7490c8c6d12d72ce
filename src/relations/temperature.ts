import { compensatedSum } from './compensated-sum.js';
import { computeRelations } from './index.js';
import { klPerRow } from './mr2-distribution-similarity.js';
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
export const TEMPERATURE_BRACKET: readonly [number, number] = [0.05, 20];

/** The bracket on ln T is narrowed until it is this wide (T known to a relative 1e-6). */
const LOG_TOLERANCE = 1e-6;

const INVERSE_PHI = (Math.sqrt(5) - 1) / 2;

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
export function temper(q: ProbMatrix, t: number): ProbMatrix {
  if (!(Number.isFinite(t) && t > 0)) {
    throw new RangeError(`temper: t must be a finite number > 0, got ${t}`);
  }
  const data = new Float64Array(q.data.length);
  const logs = new Float64Array(q.cols);
  for (let i = 0; i < q.rows; i++) {
    const offset = i * q.cols;
    let max = -Infinity;
    for (let k = 0; k < q.cols; k++) {
      logs[k] = Math.log(q.data[offset + k] as number);
      max = Math.max(max, logs[k] as number);
    }
    let sum = 0;
    for (let k = 0; k < q.cols; k++) {
      const w = Math.exp(((logs[k] as number) - max) / t);
      data[offset + k] = w;
      sum += w;
    }
    for (let k = 0; k < q.cols; k++) data[offset + k] = (data[offset + k] as number) / sum;
  }
  return { data, rows: q.rows, cols: q.cols };
}

/** Mean KL(p ‖ q) in nats, with MR2's conventions (q clipped below at 1e-7); NaN when there is no row. */
export function meanKl(p: ProbMatrix, q: ProbMatrix): number {
  return compensatedSum(klPerRow(p, q)) / p.rows;
}

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
export function bestTemperature(p: ProbMatrix, q: ProbMatrix): number | null {
  if (p.rows === 0) return null;
  const objective = (u: number) => meanKl(p, temper(q, Math.exp(u)));
  let a = Math.log(TEMPERATURE_BRACKET[0]);
  let b = Math.log(TEMPERATURE_BRACKET[1]);
  let c = b - INVERSE_PHI * (b - a);
  let d = a + INVERSE_PHI * (b - a);
  let fc = objective(c);
  let fd = objective(d);
  while (b - a > LOG_TOLERANCE) {
    // Ties keep the lower part, so a flat objective narrows to a fixed point.
    if (fc <= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - INVERSE_PHI * (b - a);
      fc = objective(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + INVERSE_PHI * (b - a);
      fd = objective(d);
    }
  }
  const u = (a + b) / 2;
  // T = 1 as good or better (a flat objective, or a minimum the search passed over): no scaling.
  return objective(0) <= objective(u) ? 1 : Math.exp(u);
}

/** A rate as temperature scaling reports it: MR2's, or MR4's with its undecided bins. */
export type ScaledRate = Rate & { undecided?: number; skippedReason?: string | null };

/** What temperature scaling changes: T*, the mean KL and MR2, MR4 and the student's ECE, raw and at T*. */
export interface TemperatureScaling {
  temperature: number;
  klMean: { raw: number; atT: number };
  mr2: { raw: ScaledRate; atT: ScaledRate };
  mr4: { raw: ScaledRate; atT: ScaledRate };
  studentEce: { raw: number | null; atT: number | null };
}

function rateOf(r: Rate): Rate {
  return { violations: r.violations, n: r.n, rate: r.rate, ci95: r.ci95 };
}

/**
 * T* (bestTemperature) and the relations it moves, raw and at T*, on the
 * evaluated inputs. Reported beside the gate, never gated. Null when there
 * is no input.
 *
 * @param p - teacher, q - student, labels and options as for computeRelations (validated there).
 * @param raw - computeRelations on the same inputs, when the caller has it already (the report does).
 */
export function temperatureScaling(
  p: ProbMatrix,
  q: ProbMatrix,
  labels: Int32Array | null,
  options: RelationsOptions,
  raw: Relations = computeRelations(p, q, labels, options),
): TemperatureScaling | null {
  const temperature = bestTemperature(p, q);
  if (temperature === null) return null;
  const scaled = computeRelations(p, temper(q, temperature), labels, options);
  const mr4 = (r: typeof raw.mr4): ScaledRate => ({
    ...rateOf(r),
    undecided: r.undecided,
    skippedReason: r.skippedReason,
  });
  return {
    temperature,
    klMean: { raw: raw.mr2.klMean!, atT: scaled.mr2.klMean! },
    mr2: { raw: rateOf(raw.mr2), atT: rateOf(scaled.mr2) },
    mr4: { raw: mr4(raw.mr4), atT: mr4(scaled.mr4) },
    studentEce: { raw: raw.mr4.studentEce, atT: scaled.mr4.studentEce },
  };
}
