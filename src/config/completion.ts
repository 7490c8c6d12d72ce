/**
 * The `completion` section of task code-completion: how each row's tokens
 * are cut into windows and how much of the teacher's distribution is kept
 * (docs/spec.md §9.1, §9.3).
 *
 *   completion:
 *     stride: 256     # tokens from one window's start to the next (default: half of max-length)
 *     top-k: 32       # the teacher's most likely tokens kept per position (default 32)
 *     completions: …  # the completions compared (config/completions.ts, docs/spec.md §10)
 */
import { InputError } from '../errors.js';
import type { TransformLanguage } from '../transforms/kinds.js';
import { readCompletions } from './completions.js';
import { COMPLETION_TASK, isCompletionTask, type Task } from './names.js';
import type { Section } from './section.js';
import type { CompletionConfig } from './types.js';

/** The teacher's tokens kept per position by default (`completion.top-k`). */
export const DEFAULT_TOP_K = 32;

/**
 * Reads `completion` for task code-completion (null for any other task,
 * which must not have the section). `maxLength`: the window's length in
 * tokens (teacher.max-length). A stride of max-length or more would leave
 * the first token of every later window unscored, so it is at most
 * max-length − 1. `transformsLanguage`: the grammar completions default to.
 */
export function readCompletion(
  s: Section,
  present: boolean,
  task: Task,
  maxLength: number,
  transformsLanguage: TransformLanguage | null,
): CompletionConfig | null {
  if (!isCompletionTask(task)) {
    if (present) {
      throw new InputError(
        `completion: only for task ${COMPLETION_TASK} (this config has task ${task}); remove the section`,
      );
    }
    return null;
  }
  const config = {
    stride: s.number('stride', Math.max(1, Math.floor(maxLength / 2)), {
      min: 1,
      max: maxLength - 1,
      integer: true,
    })!,
    topK: s.number('top-k', DEFAULT_TOP_K, { min: 1, max: 1 << 20, integer: true })!,
    completions: readCompletions(s, maxLength, transformsLanguage),
  };
  s.rejectUnknown();
  return config;
}
