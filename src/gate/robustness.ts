/**
 * The robustness checks: the student/teacher flip-rate ratio per
 * transformation, and the relative degradation under each attack method.
 */
import type { AttackReport, TransformedKindResult } from '../robustness/types.js';
import type { Rate } from '../relations/types.js';
import { exceeds } from './compare.js';
import { percent, points, signed, significant3 } from './numbers.js';
import type { Check, CheckStatus, RollUp } from './types.js';

function flipText(what: string, r: Rate): string {
  return `${what} ${percent(r.rate ?? 0)} (${r.violations}/${r.n})`;
}

/** "1.92–20.9": an interval's bounds with three significant digits. */
function intervalText([low, high]: [number, number]): string {
  return `${significant3(low)}–${significant3(high)}`;
}

/** A relative change as a signed percentage: "+185.0%". */
function signedPercent(fraction: number): string {
  return `${signed(fraction * 100, 1)}%`;
}

/**
 * Student flip rate / teacher flip rate on one transformation, against
 * `ceiling` (null: off).
 *
 * * undefined: no ratio (no flip at all, or nothing transformed);
 * * undefined, too few flips to decide: the ratio's 95% interval
 *   (`flipRateRatioCi95`, Katz log interval) contains the ceiling AND the
 *   model with fewer flips has fewer than `minFlips` of them: the data are
 *   consistent with either verdict, and a ratio over so few flips moves a
 *   lot with each one; the reason names the counts and the interval so a
 *   reviewer can raise transforms.limit;
 * * otherwise the point estimate decides: above the ceiling fails (an
 *   infinite ratio, the student flipping where the teacher never did, too),
 *   at or below it passes. An interval wholly above the ceiling fails and
 *   one wholly at or below it passes whatever the counts; `minFlips` 0
 *   always decides by the point estimate.
 *
 * @example
 * // swap-operands: teacher 3/140 flips, student 19/140, ceiling 2, minFlips 5:
 * // ratio 6.33, interval 1.92–20.9 contains 2 and 3 < 5: undefined,
 * // 'flip-rate ratio on swap-operands 6.33 (student 13.6% (19/140), teacher 2.1% (3/140)) is too
 * //  uncertain to decide: 3 teacher flips (fewer than min-flips 5) and its 95% CI 1.92–20.9
 * //  contains max-flip-rate-ratio 2.00'
 */
export function flipRateCheck(
  kind: TransformedKindResult,
  ceiling: number | null,
  minFlips = 0,
): Check {
  const value = kind.flipRateRatio;
  const check = { id: `flip-rate-ratio:${kind.kind}` as const, value, ceiling, baseline: null };
  if (value === null) {
    return {
      ...check,
      status: 'undefined',
      reason: `flip-rate ratio on ${kind.kind} is undefined: ${kind.ratioUndefinedReason ?? 'no flip rate'}`,
      cause: { kind: 'no-value' },
    };
  }
  if (ceiling === null) return { ...check, status: 'off', reason: null, cause: null };
  const { teacher, student } = kind.flips;
  const numbers = `(${flipText('student', student)}, ${flipText('teacher', teacher)})`;
  const shown = value === 'infinite' ? 'infinite' : value.toFixed(2);
  const interval = kind.flipRateRatioCi95;
  const fewer = teacher.violations <= student.violations ? 'teacher' : 'student';
  const fewerFlips = kind.flips[fewer].violations;
  // Contains the ceiling: the low end at or below it, the high end above it.
  const straddles =
    interval !== null && !exceeds(interval[0], ceiling) && exceeds(interval[1], ceiling);
  if (straddles && fewerFlips < minFlips) {
    return {
      ...check,
      status: 'undefined',
      reason:
        `flip-rate ratio on ${kind.kind} ${shown} ${numbers} is too uncertain to decide: ` +
        `${fewerFlips} ${fewer} flip${fewerFlips === 1 ? '' : 's'} (fewer than min-flips ${minFlips}) and ` +
        `its 95% CI ${intervalText(interval)} contains max-flip-rate-ratio ${ceiling.toFixed(2)}`,
      cause: { kind: 'too-few-flips', model: fewer, flips: fewerFlips, minFlips, ci95: interval },
    };
  }
  if (!exceeds(value, ceiling)) return { ...check, status: 'pass', reason: null, cause: null };
  const limit = `max-flip-rate-ratio ${ceiling.toFixed(2)}`;
  const reason =
    value === 'infinite'
      ? `flip-rate ratio on ${kind.kind} is infinite ${numbers}: exceeds ${limit}`
      : `flip-rate ratio on ${kind.kind} ${shown} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason, cause: { kind: 'broken', rules: ['ceiling'] } };
}

/**
 * The relative degradation under one attack method, in the reading
 * transforms.attack.degradation-reading names: `points`, student drop /
 * teacher drop − 1 with drops in accuracy points, or `relative-drops`, the
 * same with each drop divided by the model's clean accuracy. Fails above
 * `ceiling` (a student drop with no teacher drop is infinite and fails);
 * undefined neither passes nor fails; a null ceiling is off. Null when the
 * method was skipped (no labelled input).
 */
export function attackCheck(
  attack: AttackReport,
  ceiling: number | null,
  reading: 'points' | 'relative-drops' = 'points',
): Check | null {
  if (attack.teacher === null || attack.student === null) return null;
  const method = attack.method;
  const value =
    reading === 'points'
      ? attack.relativeDegradation
      : (attack.relativeDegradationOfRelativeDrops ?? null);
  const check = {
    id: `attack-relative-degradation:${method}` as const,
    value,
    ceiling,
    baseline: null,
  };
  const what = `relative degradation (${reading === 'points' ? 'points' : 'relative drops'}) under the ${method} attack`;
  if (value === null) {
    return {
      ...check,
      status: 'undefined',
      reason: `${what} is undefined: ${attack.relativeDegradationUndefinedReason ?? 'no input was attacked'}`,
      cause: { kind: 'no-value' },
    };
  }
  if (ceiling === null) return { ...check, status: 'off', reason: null, cause: null };
  if (!exceeds(value, ceiling)) return { ...check, status: 'pass', reason: null, cause: null };
  const numbers =
    `(student accuracy drop ${points(attack.student.drop ?? 0)} points, ` +
    `teacher ${points(attack.teacher.drop ?? 0)} points, on ${attack.evaluated} inputs)`;
  const limit = `max-relative-degradation ${signedPercent(ceiling)}`;
  const reason =
    value === 'infinite'
      ? `${what} is infinite ${numbers}: exceeds ${limit}`
      : `${what} ${signedPercent(value)} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason, cause: { kind: 'broken', rules: ['ceiling'] } };
}

/**
 * Several checks as one row: fail when any failed, else pass when any
 * passed, else the first check's status (all undefined, off or skipped);
 * null for no check.
 *
 * @example
 * rollUp([pass, fail, undefined]); // { failed: 1, total: 3, status: 'fail' }
 * rollUp([off, undefined]);        // { failed: 0, total: 2, status: 'off' }
 */
export function rollUp(checks: readonly Check[]): RollUp | null {
  if (checks.length === 0) return null;
  const failed = checks.filter((c) => c.status === 'fail').length;
  const status: CheckStatus =
    failed > 0 ? 'fail' : checks.some((c) => c.status === 'pass') ? 'pass' : checks[0]!.status;
  return { failed, total: checks.length, status };
}
