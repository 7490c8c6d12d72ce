import { argmax, rate } from './probabilities.js';
import type { ClassDirection, ProbMatrix } from './types.js';

export type { ClassDirection };

/**
 * MR1 split by the classes the two models predict: for each ordered pair of
 * distinct classes (a, b), the inputs where the teacher predicts a and the
 * student b, over all N inputs. The costly direction of a vulnerability
 * model is teacher "vulnerable", student "not vulnerable": a vulnerability
 * the student misses. Needs no labels.
 *
 *     t_i = argmax p_i, s_i = argmax q_i (ties to the lowest index)
 *     count(a, b) = #{ i : t_i = a, s_i = b },  a ≠ b
 *     rate = count / N, with its Wilson 95% interval
 *
 * Only the pairs with at least one input are listed, in order of the
 * teacher's class then the student's (K classes have K(K − 1) directions);
 * an unlisted pair has 0 of N. The counts sum to MR1's violations, which a
 * report read back is checked against.
 *
 * Edge cases: N = 0 or no disagreement gives an empty list.
 *
 * @param p - teacher, N x K; q - student, N x K (validated by `computeRelations`). Not modified.
 *
 * @example
 * const p = { data: Float64Array.of(0.1, 0.9, 0.2, 0.8, 0.7, 0.3, 0.6, 0.4), rows: 4, cols: 2 };
 * const q = { data: Float64Array.of(0.6, 0.4, 0.7, 0.3, 0.2, 0.8, 0.9, 0.1), rows: 4, cols: 2 };
 * classDirections(p, q);
 * // rows 0, 1: teacher 1, student 0; row 2: teacher 0, student 1; row 3 agrees
 * // [{ teacher: 0, student: 1, violations: 1, n: 4, rate: 0.25, ci95: [...] },
 * //  { teacher: 1, student: 0, violations: 2, n: 4, rate: 0.5, ci95: [...] }]
 */
export function classDirections(p: ProbMatrix, q: ProbMatrix): ClassDirection[] {
  const counts = new Map<number, number>();
  const K = p.cols;
  for (let i = 0; i < p.rows; i++) {
    const teacher = argmax(p, i);
    const student = argmax(q, i);
    if (teacher === student) continue;
    const cell = teacher * K + student;
    counts.set(cell, (counts.get(cell) ?? 0) + 1);
  }
  return [...counts.keys()]
    .sort((a, b) => a - b)
    .map((cell) => ({
      teacher: Math.floor(cell / K),
      student: cell % K,
      ...rate(counts.get(cell)!, p.rows),
    }));
}

/**
 * The rate of one direction in a list `classDirections` made: its entry, or
 * 0 of `n` when the list has none (no input went that way).
 */
export function directionRate(
  directions: readonly ClassDirection[],
  teacher: number,
  student: number,
  n: number,
): ClassDirection {
  const found = directions.find((d) => d.teacher === teacher && d.student === student);
  return found ?? { teacher, student, ...rate(0, n) };
}
