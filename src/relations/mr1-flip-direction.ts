import { argmax, rate } from './probabilities.js';
import type { FlipDirection, ProbMatrix } from './types.js';

export type { FlipDirection };

/**
 * MR1 split by direction, as model-update work counts "negative flips"
 * (Yan et al., "Positive-Congruent Training", CVPR 2021): of the labelled
 * inputs on which teacher and student disagree, those where the student broke
 * what the teacher got right, and those where it fixed what the teacher got
 * wrong.
 *
 *     t_i = argmax p_i, s_i = argmax q_i (ties to the lowest index), y_i the label
 *     negative flip: t_i = y_i ≠ s_i        positive flip: s_i = y_i ≠ t_i
 *     rate = count / labelled, with its Wilson 95% interval
 *
 * The two rates explain the accuracy gap exactly:
 * accuracy(T) − accuracy(S) = (negative − positive) / labelled. An MR1 rate
 * that hides a small gap is many flips both ways; a gap made only of
 * negative flips is the student forgetting.
 *
 * Edge cases: labels null or all -1 give labelled 0, both rates with n 0 and
 * rate null, and a skippedReason.
 *
 * @param p - teacher, N x K; q - student, N x K (validated by `computeRelations`).
 * @param labels - length N, values in -1..K−1 (-1 = unlabelled), or null. Not modified.
 *
 * @example
 * const p = { data: Float64Array.of(0.9, 0.1, 0.2, 0.8, 0.7, 0.3, 0.6, 0.4), rows: 4, cols: 2 };
 * const q = { data: Float64Array.of(0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9), rows: 4, cols: 2 };
 * flipDirection(p, q, Int32Array.of(0, 1, 1, -1));
 * // row 0: teacher right, student wrong; row 2: teacher wrong, student right; row 3 unlabelled
 * // { labelled: 3, negativeFlips: { violations: 1, n: 3, rate: 1/3, ci95: [...] },
 * //   positiveFlips: { violations: 1, n: 3, rate: 1/3, ci95: [...] }, bothWrong: 0, skippedReason: null }
 */
export function flipDirection(
  p: ProbMatrix,
  q: ProbMatrix,
  labels: Int32Array | null,
): FlipDirection {
  let labelled = 0;
  let negative = 0;
  let positive = 0;
  let bothWrong = 0;
  if (labels !== null) {
    for (let i = 0; i < p.rows; i++) {
      const label = labels[i] as number;
      if (label < 0) continue;
      labelled++;
      const teacher = argmax(p, i);
      const student = argmax(q, i);
      if (teacher === student) continue;
      if (teacher === label) negative++;
      else if (student === label) positive++;
      else bothWrong++;
    }
  }
  return {
    labelled,
    negativeFlips: rate(negative, labelled),
    positiveFlips: rate(positive, labelled),
    bothWrong,
    skippedReason:
      labelled === 0
        ? labels === null
          ? 'the dataset has no labels, so flips cannot be split by which model is right'
          : 'no input is labelled, so flips cannot be split by which model is right'
        : null,
  };
}
