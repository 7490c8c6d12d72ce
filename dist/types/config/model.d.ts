import { type Task } from './names.js';
import type { Resolve, Section } from './section.js';
import type { ModelConfig } from './types.js';
export declare function readModel(s: Section, resolve: Resolve, task: Task): ModelConfig;
/**
 * Batch size of a causal language model by default: each window returns
 * max-length × vocabulary logits (256 × 50,257 float32 are 51 MB), so a
 * classifier's 32 would hold gigabytes.
 */
export declare const CAUSAL_LM_BATCH_SIZE = 4;
