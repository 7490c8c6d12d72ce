/**
 * The checks on MR1's split (docs/spec.md §4.7): one direction of the
 * disagreements (teacher class → student class, over all inputs), and the
 * negative flips (teacher right, student wrong, over the labelled inputs).
 * Each is held to its ceiling by its Wilson interval and to the baseline's
 * rate by the fixed-points rules, as a relation is; the paired test needs
 * per-input sets a report keeps for MR1–MR3 only, so it does not hold them.
 */
import type { DirectionCeiling } from '../config/types.js';
import type { Relations } from '../relations/types.js';
import type { Check, GateOptions, SplitCheckId } from './types.js';
/** A direction's check id: `direction:1-to-0` for teacher class 1, student class 0. */
export declare function directionId(direction: Pick<DirectionCeiling, 'teacher' | 'student'>): SplitCheckId;
/** How a reason names a direction: "MR1 teacher vulnerable → student not vulnerable". */
export declare function directionLabel(direction: Pick<DirectionCeiling, 'teacher' | 'student'>): string;
export declare const NEGATIVE_FLIPS_LABEL = "MR1 negative flips (teacher right, student wrong)";
/**
 * One direction's check: the share of all inputs on which the teacher
 * predicts `direction.teacher` and the student `direction.student`
 * (relations.directions; a pair it does not list has 0 of N), against the
 * direction's ceiling and, when the baseline has directions, its rate there.
 * Undefined when the relations have no directions (a report made before
 * they existed) or no input.
 *
 * @example
 * // 12 of 400 inputs teacher vulnerable (1), student not vulnerable (0), ceiling 0.02:
 * directionCheck(relations, { teacher: { index: 1, name: 'vulnerable' },
 *   student: { index: 0, name: 'not vulnerable' }, ceiling: 0.02 }, options, null).status;
 * // 'inconclusive' (3.0%, Wilson 1.7–5.2% holds 2%)
 */
export declare function directionCheck(relations: Relations, direction: DirectionCeiling, options: GateOptions, baseline: Relations | null): Check;
/**
 * The negative flips' check: the labelled inputs the teacher gets right and
 * the student wrong (relations.flips.negativeFlips), against `ceiling` and,
 * when the baseline has them, its rate there. Skipped without labelled
 * inputs; undefined when the relations have no flip split.
 */
export declare function negativeFlipsCheck(relations: Relations, ceiling: number, options: GateOptions, baseline: Relations | null): Check;
/** Every check on MR1's split the options ask for: the directions in order, then the negative flips. */
export declare function mr1SplitChecks(relations: Relations, options: GateOptions, baseline: Relations | null): Check[];
