/**
 * Misconfiguration named from the scores, not left to look like low
 * fidelity (docs/models.md, "Misconfiguration the gate names"). Binary tasks
 * only: with two classes, a reversed class-order is a mirror image of the
 * accuracy, and agreement by chance is 50%.
 *
 * - With labels, a model whose accuracy is below 50% − MARGIN while its
 *   columns swapped score above the majority class's share: `class-order`
 *   is likely reversed (the check names both accuracies).
 * - With labels, a model no better than the majority class's share + MARGIN
 *   / 5 while the other is MARGIN above it: the model is at chance, and what
 *   to check is named.
 * - Without labels, the models disagreeing on more than half the inputs:
 *   more than two unrelated coin flips would. On more than 1 − MARGIN of
 *   them, which swapping one model's columns would bring under MARGIN, a
 *   class-order is likely reversed: the student's is named (the teacher is
 *   the reference a run trusts).
 */

/** How far from 50% (and from the majority share) an accuracy must be to be named. */
export const MISCONFIGURATION_MARGIN = 0.1;
/** Fewer labelled inputs than this decide nothing. */
const MIN_INPUTS = 20;

export interface Misconfiguration {
  /** The model whose class-order is likely reversed, with the message; null when none. */
  reversed: { role: 'teacher' | 'student'; message: string } | null;
  /** Every finding as a warning line (the reversed class-order among them). */
  warnings: string[];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** argmax of row i of a [rows, 2] probability matrix (ties to class 0, as MR1 does). */
const predicted = (probs: Float64Array, i: number) => (probs[2 * i + 1]! > probs[2 * i]! ? 1 : 0);

/**
 * @param scores - [rows, classes] probabilities in dataset class order and
 *   the labels (-1 = unlabelled).
 */
export function findMisconfiguration(scores: {
  classes: number;
  labels: readonly number[];
  teacher: Float64Array;
  student: Float64Array;
}): Misconfiguration {
  const none: Misconfiguration = { reversed: null, warnings: [] };
  if (scores.classes !== 2) return none;
  const labelled = scores.labels.flatMap((label, i) => (label >= 0 ? [i] : []));
  if (labelled.length < MIN_INPUTS) {
    if (scores.labels.length < MIN_INPUTS) return none;
    let disagree = 0;
    for (let i = 0; i < scores.labels.length; i += 1) {
      if (predicted(scores.teacher, i) !== predicted(scores.student, i)) disagree += 1;
    }
    const share = disagree / scores.labels.length;
    if (share <= 0.5) return none;
    if (share > 1 - MISCONFIGURATION_MARGIN) {
      const message = `student.class-order: the models disagree on ${pct(share)} of the inputs (${disagree} of ${scores.labels.length}) and on ${pct(1 - share)} with the student's two columns swapped: one class-order is likely reversed; give the opposite of student.class-order (or of teacher.class-order, if the teacher's is the one reversed)`;
      return { reversed: { role: 'student', message }, warnings: [message] };
    }
    return {
      reversed: null,
      warnings: [
        `the models disagree on ${pct(share)} of the inputs (${disagree} of ${scores.labels.length}), more than half: more than two unrelated coin flips would; without labels it cannot be told which, so check the student's class-order (reversed?), tokenizer, max-length and pair-mode`,
      ],
    };
  }
  const ones = labelled.filter((i) => scores.labels[i] === 1).length;
  const majority = Math.max(ones, labelled.length - ones) / labelled.length;
  const accuracy = (probs: Float64Array) =>
    labelled.filter((i) => predicted(probs, i) === scores.labels[i]).length / labelled.length;
  const accuracies = { teacher: accuracy(scores.teacher), student: accuracy(scores.student) };
  const warnings: string[] = [];
  let reversed: Misconfiguration['reversed'] = null;
  for (const role of ['teacher', 'student'] as const) {
    const other = role === 'teacher' ? 'student' : 'teacher';
    const own = accuracies[role];
    const swapped = 1 - own;
    if (own < 0.5 - MISCONFIGURATION_MARGIN && swapped > majority) {
      const message = `${role}.class-order: the ${role}'s accuracy is ${pct(own)}, below chance, and ${pct(swapped)} with its two columns swapped (${labelled.length} labelled inputs): its class-order is likely reversed; give the opposite of ${role}.class-order`;
      reversed ??= { role, message };
      warnings.push(message);
    } else if (
      own <= majority + MISCONFIGURATION_MARGIN / 5 &&
      accuracies[other] >= majority + MISCONFIGURATION_MARGIN
    ) {
      warnings.push(
        `${role}: accuracy ${pct(own)} is no better than chance (the majority class alone scores ${pct(majority)}) while the ${other} scores ${pct(accuracies[other])} on the same ${labelled.length} labelled inputs: check ${role}.tokenizer, max-length, pair-mode and class-order`,
      );
    }
  }
  return { reversed, warnings };
}
