import { type PairedTable } from './paired-interval.js';
import type { PairedRelationName } from './per-input.js';
import { type ViolationSet } from './violation-set.js';
import { type PairedOptions } from './paired-options.js';
/** One relation compared input by input between this run and the baseline. */
export interface PairedComparison {
    relation: PairedRelationName;
    /** The 2x2 table over the inputs both runs tested; n = its total. */
    table: PairedTable;
    n: number;
    /** (both + nowOnly) / n: this run's rate on the common inputs; null when n = 0. */
    rateNow: number | null;
    /** (both + beforeOnly) / n: the baseline's rate on the common inputs; null when n = 0. */
    rateBefore: number | null;
    /** (b − c) / n = rateNow − rateBefore; null when n = 0. */
    change: number | null;
    /** Newcombe's paired 95% interval for `change`; null when n = 0. */
    ci95: [number, number] | null;
    /** McNemar's exact two-sided p-value on b = nowOnly, c = beforeOnly (1 when b = c). */
    pValue: number;
    /** ln pValue, finite where pValue underflows to 0. */
    logPValue: number;
}
/**
 * Compares one relation's per-input outcomes of this run with the baseline's.
 *
 * Only inputs tested in both runs count (for MR1 and MR2 all of them; for MR3
 * the inputs in both confident sets, which differ when the teacher changed).
 * On them:
 *
 *     b = #{violates now, not before},  c = #{violated before, not now}
 *     change = (b − c) / n,  ci95 by Newcombe (paired),  p by McNemar exact
 *
 * When the tested sets differ, rateNow and rateBefore are rates on the
 * common inputs and may differ from each run's own MR3 rate.
 *
 * @param relation - which relation the sets are of (for messages).
 * @param now - this run's set.
 * @param before - the baseline's set, as read from its report.
 * @throws InputError (one line) when either set is malformed (see
 *   `decodeViolationSet`), or the two belong to different inputs (digest or
 *   count differs): a paired test needs the same inputs in the same order.
 *
 * @example
 * // 400 inputs; 20 violate only now, 7 only before, 30 in both:
 * pairedComparison('MR1', now, before);
 * // { table: { both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 }, n: 400,
 * //   change: 0.0325, pValue: 0.019157..., ... }
 */
export declare function pairedComparison(relation: PairedRelationName, now: ViolationSet, before: ViolationSet): PairedComparison;
/** The paired verdict of one relation. */
export interface PairedVerdict {
    relation: PairedRelationName;
    /** 'undefined' when no input was tested in both runs; it neither passes nor fails. */
    status: 'pass' | 'fail' | 'undefined';
    /** One line that says what was found and why it passes or fails. */
    line: string;
    comparison: PairedComparison;
}
/**
 * A p-value for a line of text, from its log so that values below 1e-308
 * still show: two significant digits, in exponent form below 0.001.
 *
 * @example
 * formatPValue(Math.log(0.019157)); // '0.019'
 * formatPValue(-2000);              // '2.6e-869'
 */
export declare function formatPValue(logPValue: number): string;
/**
 * The regression verdict of one relation from its paired comparison.
 *
 * Fails when the violation rate rose significantly and by more than the
 * minimum effect:
 *
 *     b > c  and  p <= alpha  and  (b − c) / n > minEffect
 *
 * A significant fall, a rise that is not significant, and a significant rise
 * no larger than minEffect all pass; each says so in its line. No common
 * input (n = 0) is 'undefined'. The interval is always 95%, whatever alpha.
 *
 * @param comparison - from {@link pairedComparison}.
 * @param options - alpha in (0, 1) (default 0.05) and minEffect in [0, 1)
 *   (default 0.01, one point).
 * @throws RangeError when an option is out of range.
 *
 * @example
 * pairedVerdict(pairedComparison('MR1', now, before)).line;
 * // 'MR1 prediction disagreement rose 3.3 points on the same 400 inputs (from 9.3% to
 * //  12.5%, 95% CI +0.7 to +6.0; 20 newly violate, 7 no longer do): McNemar exact
 * //  p = 0.019 <= α 0.05 and above the minimum effect of 1.0 point'
 */
export declare function pairedVerdict(comparison: PairedComparison, options?: PairedOptions): PairedVerdict;
