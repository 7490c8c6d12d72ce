/**
 * The probe of `metacompress plan` for task code-completion, the side-effect
 * edge of its plan: it counts every row's tokens with the teacher's
 * tokenizer (the windows, positions and tokens fed follow exactly,
 * completion-projection.ts), asks the cache whether the teacher's compact
 * side is there, scores a few rows with both models as the run does
 * (again against that side when the cache holds it, as the run then
 * reads it) and has both models complete a few prompts on x and on T(x),
 * timing each model apart from the work of neither.
 */
import type { Config } from '../config/types.js';
import { type PipelineDeps } from '../pipeline/index.js';
import { type CompletionPlanInput } from './completion-projection.js';
/** Rows the probe scores with both models: one chunk of the run's. */
export declare const PROBE_COMPLETION_ROWS = 32;
/** Prompts the probe has both models complete (each on x and on T(x) per kind). */
export declare const PROBE_PROMPTS = 4;
/** What the probe saw, for the plan's header. */
export interface CompletionProbeSummary {
    rows: number;
    positions: number;
    prompts: number;
    elapsedMs: number;
}
/**
 * Probes the configured code-completion run (see the module comment): the
 * plan's input and what the probe ran on. The cache is asked, never written.
 */
export declare function probeCompletionRun(config: Config, deps: PipelineDeps): Promise<{
    input: CompletionPlanInput;
    probe: CompletionProbeSummary;
}>;
