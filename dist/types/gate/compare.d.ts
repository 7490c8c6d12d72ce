import type { Ratio } from './types.js';
/**
 * Slack on every comparison of the gate. Rates are k / n with different n,
 * so rate − baselineRate carries rounding error (0.4 − 0.3 is
 * 0.10000000000000003); a value equal to its ceiling must pass, and no real
 * difference between rates of runs of fewer than 10^11 inputs is this small.
 */
export declare const COMPARISON_SLACK = 1e-12;
/** True when `value` is above `ceiling` by more than rounding; an infinite value exceeds any ceiling. */
export declare function exceeds(value: Ratio, ceiling: number): boolean;
