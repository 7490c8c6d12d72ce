/**
 * The gate: every verdict of a run decided in one place, as typed checks
 * (docs/spec.md §4 for the relations and the baseline, §5 for robustness).
 */
import { type InconclusivePolicy } from '../config/names.js';
import type { RelationName, Relations } from '../relations/types.js';
import type { RobustnessReport } from '../robustness/types.js';
import type { GatePairedVerdict } from './paired.js';
import type { Check, SplitCheckId, GateOptions, GateVerdict, RollUp } from './types.js';
export { COMPARISON_SLACK, exceeds } from './compare.js';
export { directionCheck, directionId, directionLabel, mr1SplitChecks, negativeFlipsCheck, NEGATIVE_FLIPS_LABEL, } from './mr1-split.js';
export { pairedGate, pairedVerdict, type GatePairedVerdict, type PairedVerdict } from './paired.js';
export { asPairedVerdict, sequencePairedGate, sequencePairedVerdict, type SequencePairedVerdict, } from './sequence-paired.js';
export { relationCheck } from './relations.js';
export { attackCheck, attackedText, flipRateCheck, rollUp } from './robustness.js';
export * from './types.js';
/**
 * Decides the CI check.
 *
 * Checks, in order: MR1..MR4 (each against its ceiling and, with a baseline,
 * the base branch's rate; see relationCheck), then MR1's directions and
 * negative flips that `options` sets ceilings on (see mr1SplitChecks), then with robustness one
 * flip-rate-ratio check per transformation and each attack method's relative
 * degradation (see flipRateCheck, attackCheck). `failures` holds the reason
 * of each failing check; `inconclusive` the reason of each check the data
 * could not decide; `passed` is true when none failed and, with the policy
 * `options.inconclusive` fail, none is inconclusive (pass and warn, the
 * default, do not fail the gate on them; docs/spec.md §4.5). `worst` is the
 * relation with the highest rate / ceiling among those with a defined rate
 * and a ceiling (ceiling 0: +∞ for a positive rate); when no defined rate has
 * a ceiling, the one with the highest rate; null when no rate is defined;
 * ties go to the earlier relation.
 *
 * @param relations - this run's relations; not modified.
 * @param options - ceilings and degradation limits (fractions; null = off),
 *   the robustness ceilings among them.
 * @param baseline - the base branch's relations, or null for no regression check.
 * @param robustness - the robustness section (held to `options.robustness`), or null.
 * @param paired - the paired regression verdicts of MR1-MR3 against the baseline
 *   (see pairedGate), if it ran.
 * @throws RangeError when a ceiling or limit is negative or not finite, or
 *   when a robustness section comes without `options.robustness`.
 *
 * @example
 * // MR1 57 of 400 (0.1425) with ceiling 0.10:
 * decideGate(relations, { ceilings: DEFAULT_CEILINGS, maxDegradation: null,
 *   percentMaxDegradation: null }, null).failures;
 * // ['MR1 prediction disagreement 14.2% (57/400) exceeds the ceiling 10.0%']
 */
export declare function decideGate(relations: Relations, options: GateOptions, baseline: Relations | null, robustness?: RobustnessReport | null, paired?: readonly GatePairedVerdict[]): GateVerdict;
/**
 * The verdict on decided checks (MR1..MR4 first) under an inconclusive
 * policy: the failing checks' reasons (with the policy fail, the
 * inconclusive ones' too), the inconclusive ones' reasons, passed when
 * nothing failed, and the worst relation (see decideGate).
 */
export declare function verdictOf(checks: Check[], policy: InconclusivePolicy): GateVerdict;
/**
 * A verdict failed outright, whatever its checks say, for `reason`: a run
 * its time limit stopped (docs/spec.md §4.6: what did not run was not
 * checked), or a baseline entry that no trusted run made (the regression
 * checks fail closed: someone wrote where only the default branch should).
 * Null leaves the verdict as it is.
 */
export declare function failedBecause(verdict: GateVerdict, reason: string | null): GateVerdict;
/** The four relation checks of a verdict, MR1..MR4. */
export declare function relationChecks(gate: GateVerdict): (Check & {
    id: RelationName;
})[];
/** The checks on MR1's split of a verdict: its directions, then its negative flips. */
export declare function splitChecks(gate: GateVerdict): (Check & {
    id: SplitCheckId;
})[];
/** The robustness checks of a verdict (flip-rate ratios, then attack degradations). */
export declare function robustnessChecks(gate: GateVerdict): Check[];
/** The robustness checks as one row (see rollUp); null when the run has none. */
export declare function robustnessRollUp(gate: GateVerdict): RollUp | null;
