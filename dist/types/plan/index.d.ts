import type { Config } from '../config/types.js';
import type { PipelineDeps } from '../pipeline/types.js';
import { type Advice, type Plan, type PlanInput } from './projection.js';
export { adviceToFit, languageModelMsPerInput, projectPlan, shardLines, SHARD_COUNTS, } from './projection.js';
export type { Advice, MethodProbe, Plan, PlanInput, PlanLine, ShardPlan } from './projection.js';
export { formatDuration, renderPlan } from './render.js';
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
}>;
