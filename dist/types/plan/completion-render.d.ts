/** The plan of a code-completion run as the terminal shows it (pure). */
import type { CompletionAdvice, CompletionPlan, CompletionPlanInput } from './completion-projection.js';
import { type PlanTarget } from './render.js';
/**
 * The plan: per part on one machine (teacher, student and the work of
 * neither apart, with the positions and prompts), then the wall time for
 * each shard count and the number of shards that fits the target, and
 * when none does the one setting that alone would.
 */
export declare function renderCompletionPlan(input: CompletionPlanInput, plan: CompletionPlan, header: string[], targetFrom?: NonNullable<PlanTarget>['from'], advice?: readonly CompletionAdvice[]): string;
