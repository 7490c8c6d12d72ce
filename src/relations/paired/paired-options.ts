import { InputError } from '../../errors.js';

/**
 * Options of the paired regression test, config `gate.paired`:
 *
 *     gate:
 *       paired:
 *         alpha: 0.05        # significance level of McNemar's exact test, in (0, 1)
 *         min-effect: 0.01   # smallest rise that fails, as a fraction (0.01 = 1 point), in [0, 1)
 *       baseline-max-age-days: 30   # warn when the baseline report is older; off = never
 *
 * `gate.paired: off` switches the paired test off (the fixed-points check
 * with max-degradation stays as configured).
 */
export interface PairedOptions {
  alpha: number;
  minEffect: number;
}

export const DEFAULT_PAIRED_OPTIONS: Readonly<PairedOptions> = { alpha: 0.05, minEffect: 0.01 };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The warning to give when the baseline report is older than the allowed
 * age, or null when it is not (or the check is off).
 *
 * Age = now − createdAt; a baseline dated in the future (clock skew) has age
 * 0. A baseline exactly maxAgeDays old is not yet too old.
 *
 * @param createdAt - the baseline report's `createdAt`, an ISO 8601 date-time.
 * @param now - the current time (passed in, so that this stays pure).
 * @param maxAgeDays - `gate.baseline-max-age-days` (config/gate.ts); null = never warn.
 * @throws InputError when createdAt is not a date-time.
 *
 * @example
 * baselineAgeWarning('2025-01-01T00:00:00.000Z', new Date('2025-02-15T12:00:00.000Z'), 30);
 * // 'the baseline report is 45.5 days old (created 2025-01-01T00:00:00.000Z), older than
 * //  gate.baseline-max-age-days 30; rerun the base branch to refresh it'
 */
export function baselineAgeWarning(
  createdAt: string,
  now: Date,
  maxAgeDays: number | null,
): string | null {
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  if (Number.isNaN(created)) {
    throw new InputError(
      `baseline report: createdAt is ${JSON.stringify(createdAt) ?? String(createdAt)}; expected an ISO 8601 date-time`,
    );
  }
  if (maxAgeDays === null) return null;
  const ageDays = Math.max(0, now.getTime() - created) / DAY_MS;
  if (ageDays <= maxAgeDays) return null;
  return (
    `the baseline report is ${ageDays.toFixed(1)} days old (created ${createdAt}), older than ` +
    `gate.baseline-max-age-days ${maxAgeDays}; rerun the base branch to refresh it`
  );
}
