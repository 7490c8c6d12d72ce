import { type Task } from './names.js';
import { type Section } from './section.js';
import type { OnnxModelConfig } from './types.js';
/**
 * The input-format keys. graphcodebert builds its own text preparation and
 * pair layout (comments removed, layout kept, one block per function), so the
 * token-ids keys that would change them are refused when given, and its own
 * keys are refused under token-ids.
 */
export declare function readInputFormat(s: Section, task: Task, maxLength: number): Pick<OnnxModelConfig, 'inputFormat' | 'specialTokens' | 'dataFlowLength' | 'language'>;
