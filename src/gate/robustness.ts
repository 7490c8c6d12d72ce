/**
 * The robustness checks: the student/teacher flip-rate ratio per
 * transformation, and the relative degradation under the attack.
 */
import type { RobustnessReport, TransformedKindResult } from '../robustness/types.js';
import type { Rate } from '../relations/types.js';
import { exceeds, percent, signedPercent } from './compare.js';
import type { Check } from './types.js';

function flipText(what: string, r: Rate): string {
  return `${what} ${percent(r.rate ?? 0)} (${r.violations}/${r.n})`;
}

/**
 * Student flip rate / teacher flip rate on one transformation: fails above
 * `ceiling` (an infinite ratio, the student flipping where the teacher never
 * did, fails); undefined (no flip at all, or nothing transformed) neither
 * passes nor fails; a null ceiling is off.
 *
 * @example
 * // rename-locals: teacher 2/20 flips, student 6/20, ceiling 2: fails with
 * // 'flip-rate ratio on rename-locals 3.00 (student 30.0% (6/20), teacher 10.0% (2/20)) exceeds max-flip-rate-ratio 2.00'
 */
export function flipRateCheck(kind: TransformedKindResult, ceiling: number | null): Check {
  const value = kind.flipRateRatio;
  const check = { id: `flip-rate-ratio:${kind.kind}` as const, value, ceiling, baseline: null };
  if (value === null) {
    return {
      ...check,
      status: 'undefined',
      reason: `flip-rate ratio on ${kind.kind} is undefined: ${kind.ratioUndefinedReason ?? 'no flip rate'}`,
    };
  }
  if (ceiling === null) return { ...check, status: 'off', reason: null };
  if (!exceeds(value, ceiling)) return { ...check, status: 'pass', reason: null };
  const { teacher, student } = kind.flips;
  const numbers = `(${flipText('student', student)}, ${flipText('teacher', teacher)})`;
  const limit = `max-flip-rate-ratio ${ceiling.toFixed(2)}`;
  const reason =
    value === 'infinite'
      ? `flip-rate ratio on ${kind.kind} is infinite ${numbers}: exceeds ${limit}`
      : `flip-rate ratio on ${kind.kind} ${value.toFixed(2)} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason };
}

/**
 * Student drop / teacher drop − 1 under the attack: fails above `ceiling`
 * (a student drop with no teacher drop is infinite and fails); undefined
 * neither passes nor fails; a null ceiling is off. Null when the config has
 * no attack or the attack was skipped.
 */
export function attackCheck(robustness: RobustnessReport, ceiling: number | null): Check | null {
  const attack = robustness.attack;
  if (attack === null || attack.teacher === null || attack.student === null) return null;
  const value = attack.relativeDegradation;
  const check = { id: 'attack-relative-degradation' as const, value, ceiling, baseline: null };
  if (value === null) {
    return {
      ...check,
      status: 'undefined',
      reason: `relative degradation under the renaming attack is undefined: ${attack.relativeDegradationUndefinedReason ?? 'no input was attacked'}`,
    };
  }
  if (ceiling === null) return { ...check, status: 'off', reason: null };
  if (!exceeds(value, ceiling)) return { ...check, status: 'pass', reason: null };
  const numbers =
    `(student accuracy drop ${((attack.student.drop ?? 0) * 100).toFixed(1)} points, ` +
    `teacher ${((attack.teacher.drop ?? 0) * 100).toFixed(1)} points, on ${attack.evaluated} inputs)`;
  const limit = `max-relative-degradation ${signedPercent(ceiling)}`;
  const reason =
    value === 'infinite'
      ? `relative degradation under the renaming attack is infinite ${numbers}: exceeds ${limit}`
      : `relative degradation under the renaming attack ${signedPercent(value)} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason };
}
