/**
 * `metacompress plan`: probe the configured run (probe.ts), project its wall
 * time over 1, 2, 4, … 32 shards (projection.ts) and render it (render.ts).
 */
import { InputError } from '../errors.js';
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

/** Probes the run `config` describes: what the probe measured, the plan, and the plan as text. */
export async function planRun(
  config: Config,
  deps: PipelineDeps,
  options: { configFile: string; targetMinutes: number | null; probeSeconds: number | null },
): Promise<{ input: PlanInput; plan: Plan; advice: Advice[]; text: string }> {
  if (config.completion !== null) {
    throw new InputError(
      "`metacompress plan`: not yet for task code-completion (its run is the rows alone: `dataset.limit` and the report's timings bound it)",
    );
  }
  const { input, probe } = await probeRun(
    config,
    deps,
    options.probeSeconds ?? PROBE_METHOD_SECONDS,
  );
  // Without --target-minutes the target is the run's own time-limit: a run longer than it
  // stops there, so the plan says how many shards keep each under it.
  const target: PlanTarget =
    options.targetMinutes !== null
      ? { minutes: options.targetMinutes, from: 'flag' }
      : config.timeLimitSeconds === null
        ? null
        : { minutes: config.timeLimitSeconds / 60, from: 'time-limit' };
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
