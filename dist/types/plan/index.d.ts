/**
 * `metacompress plan`: probe the configured run (probe.ts), project its wall
 * time over 1, 2, 4, … 32 shards (projection.ts) and render it (render.ts).
 */
import { type CompletionAdvice, type CompletionPlan, type CompletionPlanInput } from './completion-projection.js';
import type { Config } from '../config/types.js';
import type { PipelineDeps } from '../pipeline/types.js';
import { type Advice, type Plan, type PlanInput } from './projection.js';
export { adviceToFit, languageModelMsPerInput, projectPlan, shardLines, SHARD_COUNTS, } from './projection.js';
export type { Advice, MethodProbe, Plan, PlanInput, PlanLine, ShardPlan } from './projection.js';
export { formatDuration, renderPlan } from './render.js';
export { completionAdviceToFit, completionShardPlan, timedTokens, projectCompletionPlan, windowWork, } from './completion-projection.js';
export type { CompletionAdvice, CompletionPlan, CompletionPlanInput, WindowShape, } from './completion-projection.js';
export { renderCompletionPlan } from './completion-render.js';
/** Probes the run `config` describes: what the probe measured, the plan, and the plan as text. */
export declare function planRun(config: Config, deps: PipelineDeps, options: {
    configFile: string;
    targetMinutes: number | null;
    probeSeconds: number | null;
}): Promise<{
    input: PlanInput;
    plan: Plan;
    advice: Advice[];
    text: string;
} | {
    input: CompletionPlanInput;
    plan: CompletionPlan;
    advice: CompletionAdvice[];
    text: string;
}>;
