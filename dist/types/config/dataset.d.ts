import { type Task } from './names.js';
import { type Resolve, type Section } from './section.js';
import type { DatasetConfig } from './types.js';
/**
 * The dataset section. For task code-completion a row is one function's
 * code (`fields.code`, default `code`; `func` for the data sets' function
 * files), with no label; the pair list of codexglue-bcb has no code of its
 * own (its functions file, format jsonl with `code: func`, does).
 */
export declare function readDataset(s: Section, resolve: Resolve, task: Task): DatasetConfig;
