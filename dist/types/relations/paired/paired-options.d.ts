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
 * Default of `gate.baseline-max-age-days`. A baseline is the base branch's
 * last report; after a month the base branch has usually moved (models,
 * data, thresholds), so the comparison is still made but flagged.
 */
export declare const DEFAULT_BASELINE_MAX_AGE_DAYS = 30;
/**
 * Reads the `gate.paired` value of a parsed config.
 *
 * @param raw - the value under the key: undefined (absent: defaults), `off`,
 *   false or null (paired test off), or a mapping with `alpha` and/or
 *   `min-effect`.
 * @param where - the key's dotted path, for messages.
 * @returns the options, or null when the paired test is off.
 * @throws InputError naming the key, the bad value and what is allowed, for
 *   a value of the wrong kind, a number out of range, or an unknown key.
 *
 * @example
 * parsePairedOptions(undefined);             // { alpha: 0.05, minEffect: 0.01 }
 * parsePairedOptions({ 'min-effect': 0.02 }); // { alpha: 0.05, minEffect: 0.02 }
 * parsePairedOptions('off');                 // null
 */
export declare function parsePairedOptions(raw: unknown, where?: string): PairedOptions | null;
/**
 * Reads `gate.baseline-max-age-days`: undefined gives the default (30), `off`,
 * false or null give null (never warn), otherwise a number > 0 (fractions of
 * a day allowed).
 *
 * @throws InputError naming the key, the bad value and what is allowed.
 *
 * @example
 * parseBaselineMaxAgeDays(undefined); // 30
 * parseBaselineMaxAgeDays(7);         // 7
 * parseBaselineMaxAgeDays('off');     // null
 */
export declare function parseBaselineMaxAgeDays(raw: unknown, where?: string): number | null;
/**
 * The warning to give when the baseline report is older than the allowed
 * age, or null when it is not (or the check is off).
 *
 * Age = now − createdAt; a baseline dated in the future (clock skew) has age
 * 0. A baseline exactly maxAgeDays old is not yet too old.
 *
 * @param createdAt - the baseline report's `createdAt`, an ISO 8601 date-time.
 * @param now - the current time (passed in, so that this stays pure).
 * @param maxAgeDays - from {@link parseBaselineMaxAgeDays}; null = never warn.
 * @throws InputError when createdAt is not a date-time.
 *
 * @example
 * baselineAgeWarning('2025-01-01T00:00:00.000Z', new Date('2025-02-15T12:00:00.000Z'), 30);
 * // 'the baseline report is 45.5 days old (created 2025-01-01T00:00:00.000Z), older than
 * //  gate.baseline-max-age-days 30; rerun the base branch to refresh it'
 */
export declare function baselineAgeWarning(createdAt: string, now: Date, maxAgeDays: number | null): string | null;
