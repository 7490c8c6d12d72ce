import type { Config } from '../config/types.js';
import type { CompletionsOutcomes } from '../relations/completions/index.js';
import type { OpenedCausalLm } from './causal-models.js';
/** Each prompt's outcomes, or null when `completion.completions` is off. */
export declare function completionsStep(config: Config, models: {
    teacher: OpenedCausalLm;
    student: OpenedCausalLm;
}): Promise<CompletionsOutcomes | null>;
