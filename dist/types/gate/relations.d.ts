import type { RelationName, Relations } from '../relations/types.js';
import type { GatePairedVerdict } from './paired.js';
import type { Check, GateOptions } from './types.js';
/**
 * One relation's check.
 * - rate undefined: 'skipped' for MR4 without labelled inputs and for
 *   MR2–MR4 when a model gave predicted classes only (they need
 *   probabilities), 'undefined' otherwise; neither passes nor fails, the
 *   reason says why.
 * - ceiling (null = off): inconclusive when the rate's 95% Wilson interval
 *   contains it (see intervalContains; the reason says about how many
 *   inputs would decide it), for MR4 when its undecided bins could put the
 *   rate on either side (see ceilingUndecided), else fails when rate > ceiling.
 * - baseline (when given and its rate is defined): fails when
 *   rate − baselineRate > maxDegradation, or when
 *   (rate − baselineRate) / baselineRate > percentMaxDegradation (a baseline
 *   of 0 with a rise is an infinite relative rise and fails).
 * - paired (when given): the paired regression test's verdict on the same
 *   inputs (McNemar's exact test); its line is the reason when it fails or
 *   is inconclusive.
 * A value equal to a degradation limit passes; one equal to its ceiling is
 * inconclusive (its interval contains it), except at a ceiling of 0. Every
 * broken rule is named, with its numbers, in the reason. A broken rule fails the check whatever else is
 * inconclusive; with none broken, an inconclusive ceiling or paired test
 * makes the check inconclusive (what that does to the gate is decideGate's
 * policy).
 */
export declare function relationCheck(relations: Relations, name: RelationName, options: GateOptions, baseline: Relations | null, paired?: GatePairedVerdict | null): Check;
