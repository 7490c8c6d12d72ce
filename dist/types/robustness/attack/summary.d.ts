/**
 * The attack's numbers from the per-input outcomes: pure arithmetic over
 * counts, shared by every attack method.
 */
import type { Ratio } from '../../relations/types.js';
import type { AttackModelResult } from '../types.js';
import type { Outcome } from './search.js';
/**
 * Counts of one model's outcomes over the evaluated inputs; see
 * AttackModelResult. `predicted` is the model's class on each input before
 * the attack and `classes` the number of classes (F1 only for two).
 */
export declare function summarise(outcomes: readonly Outcome[], labels: readonly number[], predicted: readonly number[], classes: number): AttackModelResult;
/**
 * Relative degradation under the attack: student drop / teacher drop - 1
 * (the paper's "285% more degradation" is 2.85). The points reading passes
 * the drops in accuracy points; the relative-drops reading passes each
 * drop divided by the model's clean accuracy. Undefined (null) when either
 * drop is undefined or neither model's accuracy dropped; 'infinite' when only
 * the student's dropped (the gate fails it whenever a ceiling is set).
 *
 * @example
 * relativeDegradation(0.1, 0.385); // { value: 2.85, reason: null } (to rounding)
 */
export declare function relativeDegradation(teacherDrop: number | null, studentDrop: number | null): {
    value: Ratio;
    reason: string | null;
};
