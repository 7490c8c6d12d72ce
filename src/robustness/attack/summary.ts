/**
 * The attack's numbers from the per-input outcomes: pure arithmetic over
 * counts, shared by every attack method.
 */
import type { Ratio } from '../../relations/types.js';
import { rate } from '../../relations/index.js';
import type { AttackModelResult } from '../types.js';
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
  const accuracyBefore = inputs === 0 ? null : correct / inputs;
  const drop = inputs === 0 ? null : successes / inputs;
  return {
    inputs,
    correct,
    notParsable,
    attacked,
    noIdentifiers,
    success: rate(successes, attacked - noIdentifiers),
    accuracyBefore,
    accuracyAfter: inputs === 0 ? null : (correct - successes) / inputs,
    f1Before: classes === 2 ? f1(before) : null,
    f1After: classes === 2 ? f1(after) : null,
    drop,
    relativeDrop: drop === null || !accuracyBefore ? null : drop / accuracyBefore,
    refused,
    restructured,
    queries,
    meanQueries: attacked - noIdentifiers === 0 ? null : queries / (attacked - noIdentifiers),
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
