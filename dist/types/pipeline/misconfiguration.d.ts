/**
 * Misconfiguration named from the scores, not left to look like low
 * fidelity (docs/models.md, "Misconfiguration the gate names"). Binary tasks
 * only: with two classes, a reversed class-order is a mirror image of the
 * accuracy, and agreement by chance is 50%.
 *
 * - With labels, a model whose accuracy is below 50% − MARGIN while its
 *   columns swapped score above the majority class's share: `class-order`
 *   is likely reversed (the check names both accuracies).
 * - With labels, a model no better than the majority class's share + MARGIN
 *   / 5 while the other is MARGIN above it: the model is at chance, and what
 *   to check is named.
 * - Without labels, the models disagreeing on more than half the inputs:
 *   more than two unrelated coin flips would. On more than 1 − MARGIN of
 *   them, which swapping one model's columns would bring under MARGIN, a
 *   class-order is likely reversed: the student's is named (the teacher is
 *   the reference a run trusts).
 */
/** How far from 50% (and from the majority share) an accuracy must be to be named. */
export declare const MISCONFIGURATION_MARGIN = 0.1;
export interface Misconfiguration {
    /** The model whose class-order is likely reversed, with the message; null when none. */
    reversed: {
        role: 'teacher' | 'student';
        message: string;
    } | null;
    /** Every finding as a warning line (the reversed class-order among them). */
    warnings: string[];
}
/**
 * @param scores - [rows, classes] probabilities in dataset class order and
 *   the labels (-1 = unlabelled).
 */
export declare function findMisconfiguration(scores: {
    classes: number;
    labels: readonly number[];
    teacher: Float64Array;
    student: Float64Array;
}): Misconfiguration;
