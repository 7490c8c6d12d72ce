/**
 * The attack's numbers from the per-input outcomes: pure arithmetic over
 * counts, shared by every attack method.
 */
import type { Ratio } from '../../relations/types.js';
import { rate } from '../../relations/index.js';
import type { AttackModelResult } from '../types.js';
import type { Outcome } from './search.js';

/** Counts of one model's outcomes over the evaluated inputs; see AttackModelResult. */
export function summarise(outcomes: readonly Outcome[], inputs: number): AttackModelResult {
  let correct = 0;
  let notParsable = 0;
  let noIdentifiers = 0;
  let successes = 0;
  let restructured = 0;
  let queries = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'wrong') continue;
    correct += 1;
    if (outcome.status === 'unparsable') notParsable += 1;
    if (outcome.status === 'no-identifiers') noIdentifiers += 1;
    if (outcome.status === 'success') {
      successes += 1;
      if (outcome.transformations.length > 0) restructured += 1;
    }
    if ('queries' in outcome) queries += outcome.queries;
  }
  const attacked = correct - notParsable;
  return {
    inputs,
    correct,
    notParsable,
    attacked,
    noIdentifiers,
    success: rate(successes, attacked),
    accuracyBefore: inputs === 0 ? null : correct / inputs,
    accuracyAfter: inputs === 0 ? null : (correct - successes) / inputs,
    drop: inputs === 0 ? null : successes / inputs,
    restructured,
    queries,
    meanQueries: attacked === 0 ? null : queries / attacked,
  };
}

/**
 * Relative degradation under the attack: student drop / teacher drop - 1
 * (the paper's "285% more degradation" is 2.85). Undefined (null) when either
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
