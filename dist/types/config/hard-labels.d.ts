import type { Task } from './names.js';
import type { ModelConfig } from './types.js';
/**
 * Refuses what a hard-label model makes meaningless.
 *
 * @param models - each model section with the key its errors name (teacher, student, students.NAME).
 * @param ceilings - the raw `gate.ceilings` value as written (before defaults).
 * @param classes - the config's `labels` and task: predicted classes alone do
 *   not say how many classes there are, so `classification` needs `labels`.
 * @throws InputError naming the key: a ceiling set on MR2, MR3 or MR4, or
 *   `classification` without `labels`, when a model gives labels.
 */
export declare function checkHardLabels(models: readonly [string, ModelConfig][], ceilings: unknown, classes: {
    labels: string[] | null;
    task: Task;
}): void;
