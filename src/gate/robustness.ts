/**
 * The robustness checks: the student/teacher flip-rate ratio per
 * transformation, and the relative degradation under each attack method.
 */
import type {
  AttackModelResult,
  AttackReport,
  TransformedKindResult,
} from '../robustness/types.js';
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
 * About how many inputs per model would decide a flip-rate ratio whose
 * Katz interval contains the ceiling c, at the same flip rates: the
 * interval is exp(ln r ± z·se) with se² = 1/a − 1/n1 + 1/c − 1/n2, which at
 * fixed rates scales as 1/n, so it excludes c once
 *
 *     n > n_now · (half-width of ln interval)² / (ln r − ln c)²
 *
 * with ln r the interval's centre (the corrected ratio where a model never
 * flipped). Null when the centre equals the ceiling.
 *
 * @example
 * // swap-operands, 140 inputs, interval 1.92–20.9 (centre 6.33), ceiling 2:
 * // half-width ln(20.9 / 1.92) / 2 = 1.194, ln(6.33 / 2) = 1.153: 140 · 1.073 → 151
 */
export function ratioInputsToDecide(
  interval: [number, number],
  ceiling: number,
  inputs: number,
): number | null {
  const [low, high] = interval;
  const centre = (Math.log(low) + Math.log(high)) / 2;
  const halfWidth = (Math.log(high) - Math.log(low)) / 2;
  const distance = Math.abs(centre - Math.log(ceiling));
  if (!(distance > 0) || !Number.isFinite(halfWidth)) return null;
  return Math.floor((inputs * halfWidth * halfWidth) / (distance * distance)) + 1;
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
 * * inconclusive: the interval contains the ceiling with enough flips (the
 *   gate's policy, gate.inconclusive, says what that does); the reason says
 *   about how many inputs per transformation would decide it
 *   (`ratioInputsToDecide`);
 * * otherwise the interval decides: wholly above the ceiling fails (an
 *   infinite ratio, the student flipping where the teacher never did, too),
 *   wholly at or below it passes, whatever the counts. Without an interval
 *   the point estimate decides.
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
  if (straddles) {
    const needed = ratioInputsToDecide(interval, ceiling, student.n);
    const side = exceeds(value, ceiling) ? 'is above' : 'is at or below';
    const decide =
      needed === null
        ? 'no number of inputs decides a ratio equal to its ceiling'
        : `about ${needed} transformed inputs at these flip rates would decide it (${student.n} now)`;
    return {
      ...check,
      status: 'inconclusive',
      reason:
        `flip-rate ratio on ${kind.kind} ${shown} ${numbers} ${side} max-flip-rate-ratio ` +
        `${ceiling.toFixed(2)}, but its 95% CI ${intervalText(interval)} contains the ceiling: ` +
        `inconclusive; ${decide}`,
      cause: {
        kind: 'inconclusive',
        ceiling: { ci95: interval, inputsToDecide: needed },
        paired: null,
      },
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

/** A degradation interval as signed percentages: "−35.6% to +1298.2%". */
function degradationIntervalText([low, high]: [number, number]): string {
  return `${signedPercent(low)} to ${signedPercent(high)}`;
}

/**
 * How many of the selected inputs a model was attacked on, and why the rest
 * were not: "1 of 4 attacked (2 mispredicted, 1 with no identifiers)".
 * Attacked: right before the attack, parsable, with a renamable identifier
 * (the success rate's denominator); the rest were mispredicted, did not
 * parse, had no identifier, or were not reached before the time budget (or
 * the run's time limit) ran out.
 *
 * @example
 * attackedText(attack, attack.student); // '1 of 4 attacked (3 mispredicted)'
 */
export function attackedText(attack: AttackReport, result: AttackModelResult): string {
  const notReached = attack.selected - attack.evaluated;
  const why = [
    [result.inputs - result.correct, 'mispredicted'],
    [result.notParsable, 'not parsable'],
    [result.noIdentifiers, 'with no identifiers'],
    [
      notReached,
      attack.stoppedAtTimeLimit
        ? "not reached in the run's time limit"
        : 'not reached in the time budget',
    ],
  ] as const;
  const parts = why.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`);
  const head = `${result.success.n} of ${attack.selected} attacked`;
  return parts.length === 0 ? head : `${head} (${parts.join(', ')})`;
}

/**
 * The relative degradation under one attack method, in the reading
 * transforms.attack.degradation-reading names: `points`, student drop /
 * teacher drop − 1 with drops in accuracy points, or `relative-drops`, the
 * same with each drop divided by the model's clean accuracy. Null when the
 * method was skipped (no labelled input). In order:
 *
 * * undefined, too few attacked: a model was attacked (right, parsable,
 *   with identifiers) on fewer than `minAttacked` inputs; the reason says
 *   "k of n attacked" per model and why the rest were not;
 * * undefined: no value (neither model's accuracy dropped, no input);
 * * off: a null ceiling;
 * * with the reading's 95% interval (degradationInterval) the interval
 *   decides: wholly above the ceiling fails (an infinite degradation, the
 *   student dropping where the teacher did not, too), wholly at or below it
 *   passes, and one that contains the ceiling is inconclusive (the gate's
 *   policy, gate.inconclusive, says what that does), its reason saying
 *   about how many inputs would decide it (`ratioInputsToDecide` on the
 *   ratio of drops, D + 1, against the ceiling + 1);
 * * without an interval (older reports) the point estimate decides.
 *
 * @example
 * // teacher 2, student 6 successes of 40 inputs, ceiling +100%, min-attacked 10:
 * // +200.0%, interval −35.6% to +1298.2% contains +100%: inconclusive.
 */
export function attackCheck(
  attack: AttackReport,
  ceiling: number | null,
  reading: 'points' | 'relative-drops' = 'points',
  minAttacked = 0,
): Check | null {
  const { teacher, student } = attack;
  if (teacher === null || student === null) return null;
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
  const fewer = teacher.success.n <= student.success.n ? 'teacher' : 'student';
  const attacked = attack[fewer]!.success.n;
  if (attacked < minAttacked) {
    return {
      ...check,
      status: 'undefined',
      reason:
        `${what} is undefined: too few inputs attacked to decide (teacher ${attackedText(attack, teacher)}, ` +
        `student ${attackedText(attack, student)}; min-attacked ${minAttacked} per model)`,
      cause: { kind: 'too-few-attacked', model: fewer, attacked, minAttacked },
    };
  }
  if (value === null) {
    return {
      ...check,
      status: 'undefined',
      reason: `${what} is undefined: ${attack.relativeDegradationUndefinedReason ?? 'no input was attacked'}`,
      cause: { kind: 'no-value' },
    };
  }
  if (ceiling === null) return { ...check, status: 'off', reason: null, cause: null };
  const interval =
    (reading === 'points'
      ? attack.relativeDegradationCi95
      : attack.relativeDegradationOfRelativeDropsCi95) ?? null;
  const shown = value === 'infinite' ? 'infinite' : signedPercent(value);
  const numbers =
    `(student accuracy drop ${points(student.drop ?? 0)} points, ` +
    `teacher ${points(teacher.drop ?? 0)} points, on ${attack.evaluated} inputs` +
    `${interval === null ? '' : `; 95% CI ${degradationIntervalText(interval)}`})`;
  const limit = `max-relative-degradation ${signedPercent(ceiling)}`;
  const above = interval === null ? exceeds(value, ceiling) : exceeds(interval[0], ceiling);
  if (interval !== null && !above && exceeds(interval[1], ceiling)) {
    const needed = ratioInputsToDecide(
      [interval[0] + 1, interval[1] + 1],
      ceiling + 1,
      attack.evaluated,
    );
    const side = exceeds(value, ceiling) ? 'is above' : 'is at or below';
    const decide =
      needed === null
        ? 'no number of inputs decides a degradation equal to its ceiling'
        : `about ${needed} attacked inputs at these success rates would decide it (${attack.evaluated} now)`;
    return {
      ...check,
      status: 'inconclusive',
      reason:
        `${what} ${shown} ${numbers} ${side} ${limit}, but its 95% CI contains the ceiling: ` +
        `inconclusive; ${decide}`,
      cause: {
        kind: 'inconclusive',
        ceiling: { ci95: interval, inputsToDecide: needed },
        paired: null,
      },
    };
  }
  if (!above) return { ...check, status: 'pass', reason: null, cause: null };
  const reason =
    value === 'infinite'
      ? `${what} is infinite ${numbers}: exceeds ${limit}`
      : `${what} ${shown} ${numbers} exceeds ${limit}`;
  return { ...check, status: 'fail', reason, cause: { kind: 'broken', rules: ['ceiling'] } };
}

/**
 * Several checks as one row: fail when any failed, else inconclusive when
 * any is, else pass when any passed, else the first check's status (all
 * undefined, off or skipped); null for no check.
 *
 * @example
 * rollUp([pass, fail, undefined]); // { failed: 1, total: 3, status: 'fail' }
 * rollUp([off, undefined]);        // { failed: 0, total: 2, status: 'off' }
 */
export function rollUp(checks: readonly Check[]): RollUp | null {
  if (checks.length === 0) return null;
  const failed = checks.filter((c) => c.status === 'fail').length;
  const status: CheckStatus =
    failed > 0
      ? 'fail'
      : checks.some((c) => c.status === 'inconclusive')
        ? 'inconclusive'
        : checks.some((c) => c.status === 'pass')
          ? 'pass'
          : checks[0]!.status;
  return { failed, total: checks.length, status };
}
