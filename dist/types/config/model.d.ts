import { type Task } from './names.js';
import type { Resolve, Section } from './section.js';
import type { ModelConfig } from './types.js';
export declare function readModel(s: Section, resolve: Resolve, task: Task): ModelConfig;
