import type { TransformLanguage } from '../transforms/kinds.js';
import { type Task } from './names.js';
import type { Section } from './section.js';
import type { CompletionConfig } from './types.js';
/** The teacher's tokens kept per position by default (`completion.top-k`). */
export declare const DEFAULT_TOP_K = 32;
/**
 * Reads `completion` for task code-completion (null for any other task,
 * which must not have the section). `maxLength`: the window's length in
 * tokens (teacher.max-length). A stride of max-length or more would leave
 * the first token of every later window unscored, so it is at most
 * max-length − 1. `transformsLanguage`: the grammar completions default to.
 */
export declare function readCompletion(s: Section, present: boolean, task: Task, maxLength: number, transformsLanguage: TransformLanguage | null): CompletionConfig | null;
