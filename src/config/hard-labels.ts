/**
 * What a config with a hard-label model (`output: labels`: predicted
 * classes only, docs/models.md) may ask for. MR1 and its directions are
 * computed from predicted classes; MR2–MR4 need probabilities, so they are
 * not computed, and a ceiling the config sets on them is an error rather
 * than a check that silently never runs. Their default ceilings are not an
 * error: the report says why each is skipped.
 */
import { InputError } from '../errors.js';
import type { Task } from './names.js';
import { isOff } from './section.js';
import type { ModelConfig } from './types.js';

/** The relations a hard-label run cannot compute, by their `gate.ceilings` key. */
const NEEDS_PROBABILITIES = ['mr2', 'mr3', 'mr4'] as const;

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
export function checkHardLabels(
  models: readonly [string, ModelConfig][],
  ceilings: unknown,
  classes: { labels: string[] | null; task: Task },
): void {
  const hard = models.find(([, model]) => model.output === 'labels');
  if (hard === undefined) return;
  const why = `${hard[0]}.output is labels (predicted classes only)`;
  if (classes.labels === null && classes.task === 'classification') {
    throw new InputError(
      `labels: required with task classification when ${why}: predicted classes do not say how many classes there are; give one name per class`,
    );
  }
  if (typeof ceilings !== 'object' || ceilings === null || Array.isArray(ceilings)) return;
  const set = NEEDS_PROBABILITIES.filter((key) => {
    const value = (ceilings as Record<string, unknown>)[key];
    return value !== undefined && !isOff(value);
  });
  if (set.length === 0) return;
  throw new InputError(
    `gate.ceilings.${set[0]}: ${set.map((key) => key.toUpperCase()).join(', ')} need${set.length === 1 ? 's' : ''} probabilities, and ${why}, so ${set.length === 1 ? 'it is' : 'they are'} not computed; remove the ceiling (or set it off), or give the model's probabilities or logits`,
  );
}
