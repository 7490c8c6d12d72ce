/**
 * `metacompress plan`: probe the configured run (probe.ts), project its wall
 * time over 1, 2, 4, … 32 shards (projection.ts) and render it (render.ts).
 */
import {
  completionAdviceToFit,
  projectCompletionPlan,
  type CompletionAdvice,
  type CompletionPlan,
  type CompletionPlanInput,
} from './completion-projection.js';
import { probeCompletionRun } from './completion-probe.js';
import { renderCompletionPlan } from './completion-render.js';
import type { Config } from '../config/types.js';
import type { PipelineDeps } from '../pipeline/types.js';
import { probeRun, PROBE_METHOD_SECONDS, PROBE_RETRY_INPUTS } from './probe.js';
import { adviceToFit, projectPlan, type Advice, type Plan, type PlanInput } from './projection.js';
import { formatDuration, renderPlan, type PlanTarget } from './render.js';

export {
  adviceToFit,
  languageModelMsPerInput,
  projectPlan,
  shardLines,
  SHARD_COUNTS,
} from './projection.js';
export type { Advice, MethodProbe, Plan, PlanInput, PlanLine, ShardPlan } from './projection.js';
export { formatDuration, renderPlan } from './render.js';
export {
  completionAdviceToFit,
  completionShardPlan,
  timedTokens,
  projectCompletionPlan,
  windowWork,
} from './completion-projection.js';
export type {
  CompletionAdvice,
  CompletionPlan,
  CompletionPlanInput,
  WindowShape,
} from './completion-projection.js';
export { renderCompletionPlan } from './completion-render.js';

/** Probes the run `config` describes: what the probe measured, the plan, and the plan as text. */
export async function planRun(
  config: Config,
  deps: PipelineDeps,
  options: { configFile: string; targetMinutes: number | null; probeSeconds: number | null },
): Promise<
  | { input: PlanInput; plan: Plan; advice: Advice[]; text: string }
  | { input: CompletionPlanInput; plan: CompletionPlan; advice: CompletionAdvice[]; text: string }
> {
  // Without --target-minutes the target is the run's own time-limit: a run longer than it
  // stops there, so the plan says how many shards keep each under it.
  const target: PlanTarget =
    options.targetMinutes !== null
      ? { minutes: options.targetMinutes, from: 'flag' }
      : config.timeLimitSeconds === null
        ? null
        : { minutes: config.timeLimitSeconds / 60, from: 'time-limit' };
  if (config.completion !== null)
    return planCompletionRun(config, deps, options.configFile, target);
  const { input, probe } = await probeRun(
    config,
    deps,
    options.probeSeconds ?? PROBE_METHOD_SECONDS,
  );
  const plan = projectPlan(input, target?.minutes ?? null);
  const advice = target === null || plan.fits !== null ? [] : adviceToFit(input, target.minutes);
  const parts = [
    `${input.rows.count} rows`,
    ...(input.transformed === null ? [] : [`${input.transformed.inputs} transformed inputs`]),
    ...(input.attacks === null
      ? []
      : [`${input.attacks.inputs} attacked inputs × ${input.attacks.methods.length} methods`]),
  ];
  const header = [
    `Plan for ${options.configFile}: ${parts.join(', ')}`,
    `Probed on ${probe.rows} rows, ${probe.transformInputs} transformed and ${probe.attackInputs} attacked inputs ` +
      (input.attacks === null
        ? ''
        : `(each method under ${formatDuration(probe.methodSeconds * 1000)}) `) +
      `in ${formatDuration(probe.elapsedMs)}; ` +
      'a projection, as noisy as the machine it was probed on.',
    ...(probe.retried.length === 0
      ? []
      : [
          `Stopped by the probe's budget before their first inputs were done, attacked again on ${PROBE_RETRY_INPUTS} inputs: ${probe.retried.join(', ')}.`,
        ]),
  ];
  return { input, plan, advice, text: renderPlan(input, plan, header, target?.from, advice) };
}

/** The plan of a code-completion run: its probe, projection and text. */
async function planCompletionRun(
  config: Config,
  deps: PipelineDeps,
  configFile: string,
  target: PlanTarget,
): Promise<{
  input: CompletionPlanInput;
  plan: CompletionPlan;
  advice: CompletionAdvice[];
  text: string;
}> {
  const { input, probe } = await probeCompletionRun(config, deps);
  const plan = projectCompletionPlan(input, target?.minutes ?? null);
  const advice =
    target === null || plan.fits !== null ? [] : completionAdviceToFit(input, target.minutes);
  const prompts = plan.shards[0]!.lines.find((l) => l.part === 'completions')?.units ?? 0;
  const header = [
    `Plan for ${configFile}: ${input.sequenceTokens.length} rows` +
      (input.completions === null ? '' : `, ${prompts} prompts completed`),
    `Probed on ${probe.rows} rows (${probe.positions} positions)` +
      (input.completions === null ? '' : ` and ${probe.prompts} prompts`) +
      ` in ${formatDuration(probe.elapsedMs)}; a projection, as noisy as the machine it was probed on.`,
  ];
  return {
    input,
    plan,
    advice,
    text: renderCompletionPlan(input, plan, header, target?.from, advice),
  };
}
