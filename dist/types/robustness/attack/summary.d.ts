/**
 * The attack's numbers from the per-input outcomes: pure arithmetic over
 * counts, shared by every attack method.
 */
import type { Ratio } from '../../relations/types.js';
import type { AttackModelResult, AttackReport } from '../types.js';
import type { Outcome } from './search.js';
/**
 * Counts of one model's outcomes over the evaluated inputs; see
 * AttackModelResult. `predicted` is the model's class on each input before
 * the attack and `classes` the number of classes (F1 only for two).
 */
export declare function summarise(outcomes: readonly Outcome[], labels: readonly number[], predicted: readonly number[], classes: number): AttackModelResult;
/**
 * Accuracy before and after the attack and the drops, from the counts of
 * AttackModelResult: `correct` of `inputs` right before, `successes` of them
 * flipped. Null (all four) for no input.
 *
 * @example accuracies(10, 8, 2); // { accuracyBefore: 0.8, accuracyAfter: 0.6, drop: 0.2, relativeDrop: 0.25 }
 */
export declare function accuracies(inputs: number, correct: number, successes: number): Pick<AttackModelResult, 'accuracyBefore' | 'accuracyAfter' | 'drop' | 'relativeDrop'>;
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
/**
 * A 95% interval for the relative degradation D = r − 1, r the ratio of the
 * two models' drops: the Katz log interval of r (`katzInterval`, the one the
 * flip-rate ratio has) shifted by −1. Each drop is a proportion of counts,
 * successes over a denominator the reading names, so r is a ratio of two
 * proportions:
 *
 *     points:          drop = successes / inputs     (both models: the same inputs)
 *     relative drops:  drop / clean accuracy = successes / correct
 *
 *     r  = (a / n1) / (c / n2)       a, n1 the student's, c, n2 the teacher's
 *     se = sqrt(1/a − 1/n1 + 1/c − 1/n2)
 *     D ∈ [r · exp(−z · se) − 1, r · exp(z · se) − 1],   z = Φ⁻¹(0.975)
 *
 * with 0.5 added to each cell of the 2×2 table when one is empty
 * (Haldane–Anscombe): a model with no success (the student's alone gives a
 * finite interval around an infinite D), or one broken on every input of its
 * denominator (common in the relative-drops reading, where both at 100%
 * would otherwise give an interval of width 0); no interval when neither
 * model had a success or a denominator is 0. The two models are attacked on the
 * same inputs and treated as independent, which (as for the flip rates)
 * errs towards "inconclusive".
 *
 * @example
 * // teacher 2 successes, student 6, of 40 inputs each (points): D = 2,
 * // se = sqrt(1/6 − 1/40 + 1/2 − 1/40) = 0.78528: [3·e^(−1.53912) − 1, 3·e^(1.53912) − 1]
 * degradationInterval(attackModel(40, 30, 2, 0), attackModel(40, 30, 6, 0), 'points');
 * // [-0.35629…, 12.9815…]
 */
export declare function degradationInterval(teacher: AttackModelResult, student: AttackModelResult, reading: 'points' | 'relative-drops'): [number, number] | null;
/**
 * Both readings of the relative degradation and their intervals, from the
 * two models' counts (the attack report's fields of the same names).
 */
export declare function attackDegradation(teacher: AttackModelResult, student: AttackModelResult): Pick<AttackReport, 'relativeDegradation' | 'relativeDegradationUndefinedReason' | 'relativeDegradationCi95' | 'relativeDegradationOfRelativeDrops' | 'relativeDegradationOfRelativeDropsCi95'>;
