/**
 * The robustness checks: the student/teacher flip-rate ratio per
 * transformation, and the relative degradation under each attack method.
 */
import type { AttackReport, RobustnessReport, TransformedKindResult } from '../robustness/types.js';
import type { Rate } from '../relations/types.js';
import { exceeds, percent, signedPercent } from './compare.js';
import type { Check } from './types.js';

function flipText(what: string, r: Rate): string {
  return `${what} ${percent(r.rate ?? 0)} (${r.violations}/${r.n})`;
}

/** "1.92–20.9": an interval's bounds with three significant digits. */
function intervalText([low, high]: [number, number]): string {
  const digits = (x: number) => (Number.isFinite(x) ? x.toPrecision(3) : '∞');
  return `${digits(low)}–${digits(high)}`;
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
    };
  }
  if (ceiling === null) return { ...check, status: 'off', reason: null };
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
    };
  }
  if (!exceeds(value, ceiling)) return { ...check, status: 'pass', reason: null };
  const limit = `max-flip-rate-ratio ${ceiling.toFixed(2)}`;
  const reason =
    value === 'infinite'
      ? `flip-rate ratio on ${kind.kind} is infinite ${numbers}: exceeds ${limit}`
      : `flip-rate ratio on ${kind.kind} ${shown} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason };
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
  const method = attack.method ?? 'greedy';
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
      ? `${what} is infinite ${numbers}: exceeds ${limit}`
      : `${what} ${signedPercent(value)} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason };
}

/** The attack reports of a robustness section: `attacks`, or the one `attack` of an older report. */
export function attackReports(robustness: RobustnessReport): AttackReport[] {
  if (Array.isArray(robustness.attacks)) return robustness.attacks;
  return robustness.attack === null ? [] : [robustness.attack];
}
