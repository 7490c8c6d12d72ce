import { argmax, confidence, rate } from './probabilities.js';
import type { Mr3Result, ProbMatrix } from './types.js';

/**
 * MR3's per-input rule: null when input `row` is outside C (teacher confidence
 * below tau, so MR3 does not test it); otherwise true when it is a violation
 * (the student flips the teacher's class, or gives it less than tau − delta3).
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.6, 0.4), rows: 2, cols: 2 };
 * const q = { data: Float64Array.of(0.8, 0.2, 0.1, 0.9), rows: 2, cols: 2 };
 * highConfidenceViolation(p, q, 0, 0.9, 0); // true  (0.8 < 0.9)
 * highConfidenceViolation(p, q, 1, 0.9, 0); // null  (0.6 < tau: not in C)
 */
export function highConfidenceViolation(
  p: ProbMatrix,
  q: ProbMatrix,
  row: number,
  tau: number,
  delta3: number,
): boolean | null {
  if (confidence(p, row) < tau) return null;
  const teacherClass = argmax(p, row);
  const studentProbability = q.data[row * q.cols + teacherClass] as number;
  return argmax(q, row) !== teacherClass || studentProbability < tau - delta3;
}

/**
 * MR3 — high-confidence preservation: where the teacher is sure, the student
 * must be as sure of the teacher's class.
 *
 *     C           = { i : max_k p_ik >= tau }
 *     t_i         = argmax p_i  (ties to the lowest index)
 *     violation_i = [argmax q_i ≠ t_i  or  q_i[t_i] < tau − delta3],  i ∈ C
 *     rate        = Σ_{i ∈ C} violation_i / |C|
 *
 * The flip clause makes "a flip is always a violation" hold for every delta3;
 * with the defaults (tau 0.9, delta3 0) a flip already implies
 * q_i[t_i] <= 0.5 < 0.9, so it only matters when tau − delta3 <= 1/2.
 * A teacher confidence exactly equal to tau is in C; a student probability
 * exactly equal to tau − delta3 is not a violation.
 *
 * Inputs: N x K matrices of the same shape (validated by `computeRelations`);
 * not modified.
 *
 * Edge cases: C empty (including N = 0) gives n = 0, rate null, ci95 null and
 * an `undefinedReason` saying no input reached tau; the gate reports it as
 * undefined, neither passed nor failed.
 *
 * @param tau - teacher-confidence threshold in [0, 1] (default 0.9).
 * @param delta3 - allowed student shortfall below tau (default 0).
 *
 * @example
 * const p = { data: Float64Array.of(0.95, 0.05, 0.9, 0.1, 0.6, 0.4), rows: 3, cols: 2 };
 * const q = { data: Float64Array.of(0.9, 0.1, 0.8, 0.2, 0.1, 0.9), rows: 3, cols: 2 };
 * highConfidencePreservation(p, q, 0.9, 0);
 * // { relation: 'MR3', violations: 1, n: 2, rate: 0.5,
 * //   ci95: [0.09453120573423074, 0.9054687942657693],
 * //   tau: 0.9, delta3: 0, confident: 2, undefinedReason: null }
 */
export function highConfidencePreservation(
  p: ProbMatrix,
  q: ProbMatrix,
  tau: number,
  delta3: number,
): Mr3Result {
  let confident = 0;
  let violations = 0;
  for (let i = 0; i < p.rows; i++) {
    const violated = highConfidenceViolation(p, q, i, tau, delta3);
    if (violated === null) continue;
    confident++;
    if (violated) violations++;
  }
  return {
    relation: 'MR3',
    ...rate(violations, confident),
    tau,
    delta3,
    confident,
    undefinedReason:
      confident === 0
        ? `no input has teacher confidence ≥ τ = ${tau} (of ${p.rows}), so MR3 has nothing to test`
        : null,
  };
}
