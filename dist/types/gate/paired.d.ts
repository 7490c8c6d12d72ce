/**
 * The paired regression verdicts: relations/paired computes each relation's
 * paired comparison with the baseline (the 2x2 table, McNemar's p, Newcombe's
 * interval); the gate decides here whether the rise fails, with the slack of
 * every other comparison of the gate.
 */
import { type PairedComparison } from '../relations/paired/paired-comparison.js';
import { type PairedOptions } from '../relations/paired/paired-options.js';
import { type PairedRelationName } from '../relations/paired/per-input.js';
import type { ViolationSets } from '../relations/paired/run-violations.js';
/** The paired verdict of one relation. */
export interface PairedVerdict {
    relation: PairedRelationName;
    /**
     * 'undefined' when no input was tested in both runs; it neither passes nor
     * fails. 'inconclusive' when not significant at a power below 80% to
     * detect min-effect (the gate's policy decides what that does).
     */
    status: 'pass' | 'fail' | 'undefined' | 'inconclusive';
    /** One line that says what was found and why it passes or fails. */
    line: string;
    comparison: PairedComparison;
    /**
     * For a result that was not significant: the power this run had to detect
     * min-effect and the inputs that would give 80% (Connor's approximation);
     * null when significant, undefined, or min-effect is 0; absent in reports
     * written before it was computed.
     */
    power?: {
        power: number;
        inputsForPower: number;
    } | null;
}
/**
 * What a relation check reads of a paired verdict (a classifier's McNemar
 * verdict, or a next-token one by sequence, asPairedVerdict): its status,
 * its line, and for an inconclusive one its power.
 */
export type GatePairedVerdict = Pick<PairedVerdict, 'relation' | 'status' | 'line' | 'power'>;
/**
 * The regression verdict of one relation from its paired comparison.
 *
 * Fails when the violation rate rose significantly and by more than the
 * minimum effect:
 *
 *     b > c  and  p <= alpha  and  (b − c) / n > minEffect
 *
 * (a change equal to the minimum effect passes: the comparison has the
 * gate's COMPARISON_SLACK, as (b − c) / n carries rounding). A significant
 * fall, a rise that is not significant, and a significant rise no larger
 * than minEffect all pass; each says so in its line. No common input
 * (n = 0) is 'undefined'. The interval is always 95%, whatever alpha.
 *
 * A result that is not significant is 'inconclusive' rather than a pass when
 * the test could not have seen a rise of minEffect: its power at this n, by
 * Connor's approximation at the observed discordance (`pairedPower`), is
 * below 80%; the line gives the power and the inputs that would reach 80%.
 * With minEffect 0 there is no effect to have power for, and a result that
 * is not significant passes.
 *
 * @param comparison - from `pairedComparison`.
 * @param options - alpha in (0, 1) (default 0.05) and minEffect in [0, 1)
 *   (default 0.01, one point).
 * @throws RangeError when an option is out of range.
 *
 * @example
 * pairedVerdict(pairedComparison('MR1', now, before)).line;
 * // 'MR1 prediction disagreement rose 3.3 points on the same 400 inputs (from 9.3% to
 * //  12.5%, 95% CI +0.7 to +6.0; 20 newly violate, 7 no longer do): McNemar exact
 * //  p = 0.019 ≤ α 0.05 and above the minimum effect of 1.0 point'
 */
export declare function pairedVerdict(comparison: PairedComparison, options?: PairedOptions): PairedVerdict;
/**
 * The paired regression verdicts of MR1, MR2 and MR3, this run against the
 * baseline's sets. decideGate fails a relation whose verdict is 'fail' and
 * puts its line in the reason. MR4 keeps the fixed-points check.
 *
 * @throws InputError when a baseline set is missing, malformed, or of other
 *   inputs (see `pairedComparison`).
 *
 * @example
 * const verdicts = pairedGate(report.violations, baseline.violations, config.gate.paired);
 * verdicts.filter((v) => v.status === 'fail').map((v) => v.line);
 */
export declare function pairedGate(now: ViolationSets, baseline: ViolationSets, options?: PairedOptions): PairedVerdict[];
