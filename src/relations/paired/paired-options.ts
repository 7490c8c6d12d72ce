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

/**
 * Default of `gate.baseline-max-age-days`. A baseline is the base branch's
 * last report; after a month the base branch has usually moved (models,
 * data, thresholds), so the comparison is still made but flagged.
 */
export const DEFAULT_BASELINE_MAX_AGE_DAYS = 30;

const PAIRED_KEYS = ['alpha', 'min-effect'] as const;

function isOff(value: unknown): boolean {
  return value === null || value === false || value === 'off';
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a mapping';
  return JSON.stringify(value) ?? String(value);
}

function fraction(
  raw: Record<string, unknown>,
  key: (typeof PAIRED_KEYS)[number],
  where: string,
  fallback: number,
  range: { min: number; minIncluded: boolean },
): number {
  const value = raw[key];
  if (value === undefined) return fallback;
  const allowed = `a number in ${range.minIncluded ? '[' : '('}${range.min}, 1)`;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new InputError(`${where}.${key}: got ${describe(value)}; allowed: ${allowed}`);
  }
  const tooLow = range.minIncluded ? value < range.min : value <= range.min;
  if (tooLow || value >= 1) {
    throw new InputError(`${where}.${key}: ${value} is out of range; allowed: ${allowed}`);
  }
  return value;
}

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
export function parsePairedOptions(raw: unknown, where = 'gate.paired'): PairedOptions | null {
  if (raw === undefined) return { ...DEFAULT_PAIRED_OPTIONS };
  if (isOff(raw)) return null;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InputError(
      `${where}: got ${describe(raw)}; allowed: off, or a mapping with ${PAIRED_KEYS.join(', ')}`,
    );
  }
  const mapping = raw as Record<string, unknown>;
  for (const key of Object.keys(mapping)) {
    if (!(PAIRED_KEYS as readonly string[]).includes(key)) {
      throw new InputError(`${where}.${key}: unknown key; allowed: ${PAIRED_KEYS.join(', ')}`);
    }
  }
  return {
    alpha: fraction(mapping, 'alpha', where, DEFAULT_PAIRED_OPTIONS.alpha, {
      min: 0,
      minIncluded: false,
    }),
    minEffect: fraction(mapping, 'min-effect', where, DEFAULT_PAIRED_OPTIONS.minEffect, {
      min: 0,
      minIncluded: true,
    }),
  };
}

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
export function parseBaselineMaxAgeDays(
  raw: unknown,
  where = 'gate.baseline-max-age-days',
): number | null {
  if (raw === undefined) return DEFAULT_BASELINE_MAX_AGE_DAYS;
  if (isOff(raw)) return null;
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw <= 0) {
    throw new InputError(`${where}: got ${describe(raw)}; allowed: a number of days > 0, or off`);
  }
  return raw;
}

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
 * @param maxAgeDays - from {@link parseBaselineMaxAgeDays}; null = never warn.
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
      `baseline report: createdAt is ${describe(createdAt)}; expected an ISO 8601 date-time`,
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
