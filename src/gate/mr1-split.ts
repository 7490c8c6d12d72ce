/**
 * The checks on MR1's split (docs/spec.md §4.7): one direction of the
 * disagreements (teacher class → student class, over all inputs), and the
 * negative flips (teacher right, student wrong, over the labelled inputs).
 * Each is held to its ceiling by its Wilson interval and to the baseline's
 * rate by the fixed-points rules, as a relation is; the paired test needs
 * per-input sets a report keeps for MR1–MR3 only, so it does not hold them.
 */
import type { DirectionCeiling } from '../config/types.js';
import { directionRate } from '../relations/mr1-class-directions.js';
import type { Rate, Relations } from '../relations/types.js';
import { exceeds } from './compare.js';
import { percent } from './numbers.js';
import {
  baselineRules,
  intervalContains,
  undecidedCeiling,
  type DefinedRate,
} from './rate-rules.js';
import type { BrokenRule, Check, GateOptions, SplitCheckId } from './types.js';

/** A direction's check id: `direction:1-to-0` for teacher class 1, student class 0. */
export function directionId(
  direction: Pick<DirectionCeiling, 'teacher' | 'student'>,
): SplitCheckId {
  return `direction:${direction.teacher.index}-to-${direction.student.index}`;
}

/** How a reason names a direction: "MR1 teacher vulnerable → student not vulnerable". */
export function directionLabel(direction: Pick<DirectionCeiling, 'teacher' | 'student'>): string {
  return `MR1 teacher ${direction.teacher.name} → student ${direction.student.name}`;
}

export const NEGATIVE_FLIPS_LABEL = 'MR1 negative flips (teacher right, student wrong)';

/** What a rate check reads: the rate (null with the reason it has none), its ceiling and its baseline. */
interface RateCheck {
  id: SplitCheckId;
  label: string;
  current: Rate | null;
  /** Why there is no rate, and whether that is `skipped` (no labels) or `undefined`. */
  none: { status: 'skipped' | 'undefined'; why: string };
  ceiling: number;
  base: Rate | null;
  units: string;
}

/**
 * A rate against its ceiling and the baseline: undefined or skipped without
 * a rate; inconclusive when its 95% Wilson interval contains the ceiling
 * (and no baseline rule is broken); fail when it exceeds the ceiling or
 * rose beyond max-degradation / percent-max-degradation; else pass.
 */
function rateCheck(input: RateCheck, options: GateOptions): Check {
  const { id, label, current, ceiling, base } = input;
  const check = { id, value: current?.rate ?? null, ceiling, baseline: base?.rate ?? null };
  if (current === null || current.rate === null) {
    return {
      ...check,
      status: input.none.status,
      reason: `${label} is ${input.none.status}: ${input.none.why}`,
      cause: { kind: 'no-value' },
    };
  }
  const value = current.rate;
  const count = `${current.violations}/${current.n}`;
  const undecided = intervalContains(current.ci95, ceiling);
  const broken: string[] = [];
  const rules: BrokenRule[] = [];
  if (!undecided && exceeds(value, ceiling)) {
    broken.push(`exceeds the ceiling ${percent(ceiling)}`);
    rules.push('ceiling');
  }
  if (base !== null && base.rate !== null) {
    const from = `the baseline ${percent(base.rate)} (${base.violations}/${base.n})`;
    const found = baselineRules(value, base.rate, from, options);
    broken.push(...found.broken);
    rules.push(...found.rules);
  }
  if (broken.length > 0) {
    return {
      ...check,
      status: 'fail',
      reason: `${label} ${percent(value)} (${count}) ${broken.join('; and ')}`,
      cause: { kind: 'broken', rules },
    };
  }
  if (undecided) {
    const found = undecidedCeiling(label, count, current as DefinedRate, ceiling, input.units);
    return {
      ...check,
      status: 'inconclusive',
      reason: found.reason,
      cause: { kind: 'inconclusive', ceiling: found.cause, paired: null },
    };
  }
  return { ...check, status: 'pass', reason: null, cause: null };
}

/**
 * One direction's check: the share of all inputs on which the teacher
 * predicts `direction.teacher` and the student `direction.student`
 * (relations.directions; a pair it does not list has 0 of N), against the
 * direction's ceiling and, when the baseline has directions, its rate there.
 * Undefined when the relations have no directions (a report made before
 * they existed) or no input.
 *
 * @example
 * // 12 of 400 inputs teacher vulnerable (1), student not vulnerable (0), ceiling 0.02:
 * directionCheck(relations, { teacher: { index: 1, name: 'vulnerable' },
 *   student: { index: 0, name: 'not vulnerable' }, ceiling: 0.02 }, options, null).status;
 * // 'inconclusive' (3.0%, Wilson 1.7–5.2% holds 2%)
 */
export function directionCheck(
  relations: Relations,
  direction: DirectionCeiling,
  options: GateOptions,
  baseline: Relations | null,
): Check {
  const { teacher, student } = direction;
  const among = (r: Relations): Rate | null =>
    r.directions === undefined
      ? null
      : directionRate(r.directions, teacher.index, student.index, r.mr1.n);
  const current = among(relations);
  return rateCheck(
    {
      id: directionId(direction),
      label: directionLabel(direction),
      current,
      none: {
        status: 'undefined',
        why:
          current === null
            ? 'the relations have no split of MR1 by class (a report made before it existed)'
            : 'there are no inputs',
      },
      ceiling: direction.ceiling,
      base: baseline === null ? null : among(baseline),
      units: 'inputs',
    },
    options,
  );
}

/**
 * The negative flips' check: the labelled inputs the teacher gets right and
 * the student wrong (relations.flips.negativeFlips), against `ceiling` and,
 * when the baseline has them, its rate there. Skipped without labelled
 * inputs; undefined when the relations have no flip split.
 */
export function negativeFlipsCheck(
  relations: Relations,
  ceiling: number,
  options: GateOptions,
  baseline: Relations | null,
): Check {
  const flips = relations.flips;
  const skipped = flips !== undefined && flips.labelled === 0;
  return rateCheck(
    {
      id: 'negative-flips',
      label: NEGATIVE_FLIPS_LABEL,
      current: flips?.negativeFlips ?? null,
      none: skipped
        ? { status: 'skipped', why: flips.skippedReason ?? 'no input is labelled' }
        : {
            status: 'undefined',
            why: 'the relations have no split of MR1 by which model is right (a report made before it existed)',
          },
      ceiling,
      base: baseline?.flips?.negativeFlips ?? null,
      units: 'labelled inputs',
    },
    options,
  );
}

/** Every check on MR1's split the options ask for: the directions in order, then the negative flips. */
export function mr1SplitChecks(
  relations: Relations,
  options: GateOptions,
  baseline: Relations | null,
): Check[] {
  const checks = (options.directions ?? []).map((d) =>
    directionCheck(relations, d, options, baseline),
  );
  const negative = options.negativeFlips ?? null;
  if (negative !== null) checks.push(negativeFlipsCheck(relations, negative, options, baseline));
  return checks;
}
