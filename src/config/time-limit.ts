/**
 * `time-limit`: the wall time a whole run may take before it stops and
 * reports what finished (docs/spec.md §4.6).
 */
import { InputError } from '../errors.js';
import { describe, isOff } from './section.js';

/** 45 minutes: a gate run fits a CI job with room for checkout and set-up. */
export const DEFAULT_TIME_LIMIT_SECONDS = 45 * 60;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600 } as const;
const MAX_SECONDS = 7 * 24 * 3600;

/**
 * Seconds from a number (seconds) or a text of a number and a unit: `90`,
 * `90s`, `45m`, `1.5h`; null, "off" or false switch the limit off.
 */
export function readTimeLimit(value: unknown): number | null {
  if (value === undefined) return DEFAULT_TIME_LIMIT_SECONDS;
  if (isOff(value)) return null;
  const allowed = `seconds (a number, or a number with s, m or h: 90, 45m, 1.5h) in (0, ${MAX_SECONDS}], or off`;
  const match = typeof value === 'string' ? /^\s*(\d+(?:\.\d+)?)\s*([smh]?)\s*$/.exec(value) : null;
  const seconds =
    typeof value === 'number'
      ? value
      : match === null
        ? NaN
        : Number(match[1]) * UNIT_SECONDS[(match[2] || 's') as keyof typeof UNIT_SECONDS];
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_SECONDS) {
    throw new InputError(`time-limit: got ${describe(value)}; allowed: ${allowed}`);
  }
  return seconds;
}
