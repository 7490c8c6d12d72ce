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
export declare const DEFAULT_PAIRED_OPTIONS: Readonly<PairedOptions>;
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
export declare function baselineAgeWarning(createdAt: string, now: Date, maxAgeDays: number | null): string | null;
