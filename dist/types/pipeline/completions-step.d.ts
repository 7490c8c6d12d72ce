import type { Config } from '../config/types.js';
import type { CompletionsSection } from '../relations/completions/index.js';
import type { OpenedCausalLm } from './causal-models.js';
/** The section, or null when `completion.completions` is off. */
export declare function completionsStep(config: Config, models: {
    teacher: OpenedCausalLm;
    student: OpenedCausalLm;
}): Promise<CompletionsSection | null>;
