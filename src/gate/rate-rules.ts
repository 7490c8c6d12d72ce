/**
 * The rules every violation rate is held to (docs/spec.md §4), shared by the
 * relations' checks and MR1's directions: the ceiling by the rate's Wilson
 * interval, and the fixed-points rules against the baseline.
 */
import type { Rate } from '../relations/types.js';
import { wilsonInputsToDecide } from '../relations/wilson.js';
import { COMPARISON_SLACK, exceeds } from './compare.js';
import { percent, percentRange, points, shownDifference } from './numbers.js';
import type { BrokenRule, CheckCause, GateOptions } from './types.js';

/** A rate with a value and an interval: what a decided ceiling reads. */
export type DefinedRate = Rate & { rate: number; ci95: [number, number] };

/**
 * True when the rate's 95% Wilson interval contains the ceiling: its low end
 * at or below it and its high end above it (docs/spec.md §4.5). A ceiling of
 * 0 ("no violation at all") is decided by the count: no interval can show a
 * true rate of exactly 0, so it would never be decided.
 */
export function intervalContains(ci95: [number, number] | null, ceiling: number): boolean {
  if (ci95 === null || ceiling <= 0) return false;
  return !exceeds(ci95[0], ceiling) && exceeds(ci95[1], ceiling);
}

/**
 * The reason and cause of a ceiling whose interval contains it, with about
 * how many `units` at the observed rate would decide it
 * (`wilsonInputsToDecide`, times the rate's design effect where its units
 * are clustered: next-token positions, each worth 1 / designEffect of an
 * independent one). `label` names the rate, `count` its counts ("70/400").
 */
export function undecidedCeiling(
  label: string,
  count: string,
  current: DefinedRate,
  ceiling: number,
  units: string,
): {
  reason: string;
  cause: NonNullable<Extract<CheckCause, { kind: 'inconclusive' }>['ceiling']>;
} {
  const rate = current.rate;
  const side = exceeds(rate, ceiling) ? 'is above' : 'is at or below';
  const wilson = wilsonInputsToDecide(rate, ceiling);
  const effect = (current as { designEffect?: number | null }).designEffect;
  const needed =
    wilson === null || effect === undefined || effect === null
      ? wilson
      : Math.ceil(wilson * effect);
  const decide =
    needed === null
      ? `no number of ${units} decides a rate equal to its ceiling`
      : `about ${needed} ${units} at this rate would decide it (${current.n} now)`;
  const reason =
    `${label} ${percent(rate)} (${count}) ${side} the ceiling ${percent(ceiling)}, but its ` +
    `95% CI ${percentRange(current.ci95)} contains the ceiling: inconclusive; ${decide}`;
  return { reason, cause: { ci95: current.ci95, inputsToDecide: needed } };
}

/**
 * The fixed-points rules against a baseline's rate: a rise above
 * `maxDegradation` (absolute) or `percentMaxDegradation` (relative; a
 * baseline of 0 with a rise is an infinite relative rise), each with its
 * words and its rule. `from` names the baseline's rate and counts.
 */
export function baselineRules(
  value: number,
  baseRate: number,
  from: string,
  options: Pick<GateOptions, 'maxDegradation' | 'percentMaxDegradation'>,
): { broken: string[]; rules: BrokenRule[] } {
  const broken: string[] = [];
  const rules: BrokenRule[] = [];
  const rise = value - baseRate;
  const max = options.maxDegradation;
  if (max !== null && exceeds(rise, max)) {
    broken.push(
      `rose ${shownDifference(value * 100, baseRate * 100, 1).toFixed(1)} points from ${from}, more than max-degradation ` +
        `${points(max)} points`,
    );
    rules.push('max-degradation');
  }
  const pct = options.percentMaxDegradation;
  if (pct !== null && rise > COMPARISON_SLACK) {
    const relative = baseRate === 0 ? 'infinite' : rise / baseRate;
    if (exceeds(relative, pct)) {
      const shown = relative === 'infinite' ? 'infinitely' : percent(relative);
      broken.push(
        `rose ${shown} relative to ${from}, more than percent-max-degradation ${percent(pct)}`,
      );
      rules.push('percent-max-degradation');
    }
  }
  return { broken, rules };
}
