import type { RelationName, Relations } from '../relations/types.js';
import type { PairedVerdict } from './paired.js';
import type { Check, GateOptions } from './types.js';
/**
 * One relation's check.
 * - rate undefined: 'skipped' for MR4 without labelled inputs, 'undefined'
 *   otherwise; neither passes nor fails, the reason says why.
 * - ceiling (null = off): fails when rate > ceiling.
 * - baseline (when given and its rate is defined): fails when
 *   rate − baselineRate > maxDegradation, or when
 *   (rate − baselineRate) / baselineRate > percentMaxDegradation (a baseline
 *   of 0 with a rise is an infinite relative rise and fails).
 * - paired (when given): the paired regression test's verdict on the same
 *   inputs (McNemar's exact test); its line is the reason when it fails.
 * A value equal to its limit passes. Every broken rule is named, with its
 * numbers, in the reason.
 */
export declare function relationCheck(relations: Relations, name: RelationName, options: GateOptions, baseline: Relations | null, paired?: PairedVerdict | null): Check;
