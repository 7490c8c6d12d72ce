/**
 * The attack's numbers from the per-input outcomes: pure arithmetic over
 * counts, shared by every attack method.
 */
import type { Ratio } from '../../relations/types.js';
import { rate } from '../../relations/index.js';
import { katzInterval } from '../ratio-interval.js';
import type { AttackModelResult, AttackReport } from '../types.js';
import type { Outcome } from './search.js';

/** F1 of class 1 from (label, prediction) pairs; null when it has no positive label or prediction. */
function f1(pairs: readonly [number, number][]): number | null {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const [label, predicted] of pairs) {
    if (predicted === 1 && label === 1) tp += 1;
    else if (predicted === 1) fp += 1;
    else if (label === 1) fn += 1;
  }
  return tp + fp + fn === 0 ? null : (2 * tp) / (2 * tp + fp + fn);
}

/**
 * Counts of one model's outcomes over the evaluated inputs; see
 * AttackModelResult. `predicted` is the model's class on each input before
 * the attack and `classes` the number of classes (F1 only for two).
 */
export function summarise(
  outcomes: readonly Outcome[],
  labels: readonly number[],
  predicted: readonly number[],
  classes: number,
): AttackModelResult {
  const inputs = outcomes.length;
  let correct = 0;
  let notParsable = 0;
  let noIdentifiers = 0;
  let successes = 0;
  let restructured = 0;
  let queries = 0;
  let refused = 0;
  const before: [number, number][] = [];
  const after: [number, number][] = [];
  outcomes.forEach((outcome, i) => {
    const label = labels[i]!;
    before.push([label, predicted[i]!]);
    after.push([label, outcome.status === 'success' ? 1 - label : predicted[i]!]);
    if (outcome.status === 'wrong') return;
    correct += 1;
    if (outcome.status === 'unparsable') notParsable += 1;
    if (outcome.status === 'no-identifiers') noIdentifiers += 1;
    if (outcome.status === 'success') {
      successes += 1;
      if (outcome.transformations.length > 0) restructured += 1;
    }
    if ('queries' in outcome) {
      queries += outcome.queries;
      refused += outcome.refused ?? 0;
    }
  });
  const attacked = correct - notParsable;
  const { accuracyBefore, accuracyAfter, drop, relativeDrop } = accuracies(
    inputs,
    correct,
    successes,
  );
  return {
    inputs,
    correct,
    notParsable,
    attacked,
    noIdentifiers,
    success: rate(successes, attacked - noIdentifiers),
    accuracyBefore,
    accuracyAfter,
    f1Before: classes === 2 ? f1(before) : null,
    f1After: classes === 2 ? f1(after) : null,
    drop,
    relativeDrop,
    refused,
    restructured,
    queries,
    meanQueries: attacked - noIdentifiers === 0 ? null : queries / (attacked - noIdentifiers),
  };
}

/**
 * Accuracy before and after the attack and the drops, from the counts of
 * AttackModelResult: `correct` of `inputs` right before, `successes` of them
 * flipped. Null (all four) for no input.
 *
 * @example accuracies(10, 8, 2); // { accuracyBefore: 0.8, accuracyAfter: 0.6, drop: 0.2, relativeDrop: 0.25 }
 */
export function accuracies(
  inputs: number,
  correct: number,
  successes: number,
): Pick<AttackModelResult, 'accuracyBefore' | 'accuracyAfter' | 'drop' | 'relativeDrop'> {
  if (inputs === 0)
    return { accuracyBefore: null, accuracyAfter: null, drop: null, relativeDrop: null };
  const drop = successes / inputs;
  return {
    accuracyBefore: correct / inputs,
    accuracyAfter: (correct - successes) / inputs,
    drop,
    relativeDrop: correct === 0 ? null : successes / correct,
  };
}

/**
 * Relative degradation under the attack: student drop / teacher drop - 1
 * (the paper's "285% more degradation" is 2.85). The points reading passes
 * the drops in accuracy points; the relative-drops reading passes each
 * drop divided by the model's clean accuracy. Undefined (null) when either
 * drop is undefined or neither model's accuracy dropped; 'infinite' when only
 * the student's dropped (the gate fails it whenever a ceiling is set).
 *
 * @example
 * relativeDegradation(0.1, 0.385); // { value: 2.85, reason: null } (to rounding)
 */
export function relativeDegradation(
  teacherDrop: number | null,
  studentDrop: number | null,
): { value: Ratio; reason: string | null } {
  if (teacherDrop === null || studentDrop === null) {
    return { value: null, reason: 'no input was attacked' };
  }
  if (teacherDrop === 0) {
    return studentDrop === 0
      ? { value: null, reason: "neither model's accuracy dropped under the attack (0/0)" }
      : { value: 'infinite', reason: null };
  }
  return { value: studentDrop / teacherDrop - 1, reason: null };
}

/**
 * A 95% interval for the relative degradation D = r − 1, r the ratio of the
 * two models' drops: the Katz log interval of r (`katzInterval`, the one the
 * flip-rate ratio has) shifted by −1. Each drop is a proportion of counts,
 * successes over a denominator the reading names, so r is a ratio of two
 * proportions:
 *
 *     points:          drop = successes / inputs     (both models: the same inputs)
 *     relative drops:  drop / clean accuracy = successes / correct
 *
 *     r  = (a / n1) / (c / n2)       a, n1 the student's, c, n2 the teacher's
 *     se = sqrt(1/a − 1/n1 + 1/c − 1/n2)
 *     D ∈ [r · exp(−z · se) − 1, r · exp(z · se) − 1],   z = Φ⁻¹(0.975)
 *
 * with 0.5 added to each cell of the 2×2 table when one is empty
 * (Haldane–Anscombe): a model with no success (the student's alone gives a
 * finite interval around an infinite D), or one broken on every input of its
 * denominator (common in the relative-drops reading, where both at 100%
 * would otherwise give an interval of width 0); no interval when neither
 * model had a success or a denominator is 0. The two models are attacked on the
 * same inputs and treated as independent, which (as for the flip rates)
 * errs towards "inconclusive".
 *
 * @example
 * // teacher 2 successes, student 6, of 40 inputs each (points): D = 2,
 * // se = sqrt(1/6 − 1/40 + 1/2 − 1/40) = 0.78528: [3·e^(−1.53912) − 1, 3·e^(1.53912) − 1]
 * degradationInterval(attackModel(40, 30, 2, 0), attackModel(40, 30, 6, 0), 'points');
 * // [-0.35629…, 12.9815…]
 */
export function degradationInterval(
  teacher: AttackModelResult,
  student: AttackModelResult,
  reading: 'points' | 'relative-drops',
): [number, number] | null {
  const of = (r: AttackModelResult) => (reading === 'points' ? r.inputs : r.correct);
  const ratio = katzInterval(
    student.success.violations,
    of(student),
    teacher.success.violations,
    of(teacher),
    true,
  );
  return ratio === null ? null : [ratio[0] - 1, ratio[1] - 1];
}

/**
 * Both readings of the relative degradation and their intervals, from the
 * two models' counts (the attack report's fields of the same names).
 */
export function attackDegradation(
  teacher: AttackModelResult,
  student: AttackModelResult,
): Pick<
  AttackReport,
  | 'relativeDegradation'
  | 'relativeDegradationUndefinedReason'
  | 'relativeDegradationCi95'
  | 'relativeDegradationOfRelativeDrops'
  | 'relativeDegradationOfRelativeDropsCi95'
> {
  const points = relativeDegradation(teacher.drop, student.drop);
  return {
    relativeDegradation: points.value,
    relativeDegradationUndefinedReason: points.reason,
    relativeDegradationCi95: degradationInterval(teacher, student, 'points'),
    relativeDegradationOfRelativeDrops: relativeDegradation(
      teacher.relativeDrop,
      student.relativeDrop,
    ).value,
    relativeDegradationOfRelativeDropsCi95: degradationInterval(teacher, student, 'relative-drops'),
  };
}
