/** 45 minutes: a gate run fits a CI job with room for checkout and set-up. */
export declare const DEFAULT_TIME_LIMIT_SECONDS: number;
/**
 * Seconds from a number (seconds) or a text of a number and a unit: `90`,
 * `90s`, `45m`, `1.5h`; null, "off" or false switch the limit off.
 */
export declare function readTimeLimit(value: unknown): number | null;
