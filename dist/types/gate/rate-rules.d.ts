/**
 * The rules every violation rate is held to (docs/spec.md §4), shared by the
 * relations' checks and MR1's directions: the ceiling by the rate's Wilson
 * interval, and the fixed-points rules against the baseline.
 */
import type { Rate } from '../relations/types.js';
import type { BrokenRule, CheckCause, GateOptions } from './types.js';
/** A rate with a value and an interval: what a decided ceiling reads. */
export type DefinedRate = Rate & {
    rate: number;
    ci95: [number, number];
};
/**
 * True when the rate's 95% Wilson interval contains the ceiling: its low end
 * at or below it and its high end above it (docs/spec.md §4.5). A ceiling of
 * 0 ("no violation at all") is decided by the count: no interval can show a
 * true rate of exactly 0, so it would never be decided.
 */
export declare function intervalContains(ci95: [number, number] | null, ceiling: number): boolean;
/**
 * The reason and cause of a ceiling whose interval contains it, with about
 * how many `units` at the observed rate would decide it
 * (`wilsonInputsToDecide`, times the rate's design effect where its units
 * are clustered: next-token positions, each worth 1 / designEffect of an
 * independent one). `label` names the rate, `count` its counts ("70/400").
 */
export declare function undecidedCeiling(label: string, count: string, current: DefinedRate, ceiling: number, units: string): {
    reason: string;
    cause: NonNullable<Extract<CheckCause, {
        kind: 'inconclusive';
    }>['ceiling']>;
};
/**
 * The fixed-points rules against a baseline's rate: a rise above
 * `maxDegradation` (absolute) or `percentMaxDegradation` (relative; a
 * baseline of 0 with a rise is an infinite relative rise), each with its
 * words and its rule. `from` names the baseline's rate and counts.
 */
export declare function baselineRules(value: number, baseRate: number, from: string, options: Pick<GateOptions, 'maxDegradation' | 'percentMaxDegradation'>): {
    broken: string[];
    rules: BrokenRule[];
};
