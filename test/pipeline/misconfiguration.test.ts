import { describe, expect, it } from 'vitest';
import { findMisconfiguration } from '../../src/pipeline/misconfiguration.js';

/** [rows, 2] probabilities where row i predicts classes[i] with 0.9. */
const predicting = (classes: number[]) =>
  Float64Array.from(classes.flatMap((c) => (c === 1 ? [0.1, 0.9] : [0.9, 0.1])));

describe('misconfiguration named from the scores', () => {
  // 20 labelled inputs, 10 of each class: the majority class alone scores 50%.
  const labels = Array.from({ length: 20 }, (_, i) => i % 2);
  const right = labels;
  const wrong = labels.map((l) => 1 - l);

  it('names a reversed class-order with both accuracies', () => {
    const found = findMisconfiguration({
      classes: 2,
      labels,
      teacher: predicting(right),
      student: predicting(wrong),
    });
    // Student: 0 of 20 right, 20 of 20 with its columns swapped.
    const message =
      "student.class-order: the student's accuracy is 0.0%, below chance, and 100.0% with its two columns swapped (20 labelled inputs): its class-order is likely reversed; give the opposite of student.class-order";
    expect(found).toEqual({ reversed: { role: 'student', message }, warnings: [message] });
  });

  it('names a model at chance while the other is well above, with what to check', () => {
    // The student says 0 everywhere: 10 of 20 (50.0%), the majority share; the teacher 20 of 20.
    const found = findMisconfiguration({
      classes: 2,
      labels,
      teacher: predicting(right),
      student: predicting(labels.map(() => 0)),
    });
    expect(found.reversed).toBeNull();
    expect(found.warnings).toEqual([
      'student: accuracy 50.0% is no better than chance (the majority class alone scores 50.0%) while the teacher scores 100.0% on the same 20 labelled inputs: check student.tokenizer, max-length, pair-mode and class-order',
    ]);
  });

  it('says nothing when both models are above chance, or the other is not well above', () => {
    // Student right on 18 of 20 (90%).
    const mostly = right.map((c, i) => (i < 2 ? 1 - c : c));
    expect(
      findMisconfiguration({
        classes: 2,
        labels,
        teacher: predicting(right),
        student: predicting(mostly),
      }).warnings,
    ).toEqual([]);
    // Both at chance: neither is named (nothing to compare with).
    const zeros = predicting(labels.map(() => 0));
    expect(
      findMisconfiguration({ classes: 2, labels, teacher: zeros, student: zeros }).warnings,
    ).toEqual([]);
  });

  it('without labels, names agreement below half', () => {
    const unlabelled = labels.map(() => -1);
    // Disagreeing on 15 of 20 inputs (75.0%).
    const student = right.map((c, i) => (i < 15 ? 1 - c : c));
    expect(
      findMisconfiguration({
        classes: 2,
        labels: unlabelled,
        teacher: predicting(right),
        student: predicting(student),
      }).warnings,
    ).toEqual([
      "the models disagree on 75.0% of the inputs (15 of 20), more than half: more than two unrelated coin flips would; without labels it cannot be told which, so check the student's class-order (reversed?), tokenizer, max-length and pair-mode",
    ]);
    // Disagreeing on 19 of 20 (95.0%, above 1 - 10%): swapping the student's columns leaves
    // 1 of 20, so a class-order is likely reversed, the student's named.
    const mirrored = right.map((c, i) => (i < 19 ? 1 - c : c));
    const found = findMisconfiguration({
      classes: 2,
      labels: unlabelled,
      teacher: predicting(right),
      student: predicting(mirrored),
    });
    const message =
      "student.class-order: the models disagree on 95.0% of the inputs (19 of 20) and on 5.0% with the student's two columns swapped: one class-order is likely reversed; give the opposite of student.class-order (or of teacher.class-order, if the teacher's is the one reversed)";
    expect(found).toEqual({ reversed: { role: 'student', message }, warnings: [message] });
    // Exactly half (10 of 20) is not more than half.
    const half = right.map((c, i) => (i < 10 ? 1 - c : c));
    expect(
      findMisconfiguration({
        classes: 2,
        labels: unlabelled,
        teacher: predicting(right),
        student: predicting(half),
      }).warnings,
    ).toEqual([]);
  });

  it('decides nothing on fewer than 20 inputs or more than two classes', () => {
    expect(
      findMisconfiguration({
        classes: 2,
        labels: labels.slice(0, 19),
        teacher: predicting(right.slice(0, 19)),
        student: predicting(wrong.slice(0, 19)),
      }),
    ).toEqual({ reversed: null, warnings: [] });
    expect(
      findMisconfiguration({
        classes: 3,
        labels,
        teacher: new Float64Array(60).fill(1 / 3),
        student: new Float64Array(60).fill(1 / 3),
      }),
    ).toEqual({ reversed: null, warnings: [] });
  });
});
