/**
 * What each model costs, measured in the run (docs/spec.md §7): the timing
 * step's rounds give the latencies and the speedup, the files are weighed
 * after, and the process's peak memory read last.
 */
import { latencyOf, speedupOf } from '../cost/latency.js';
import type { ModelCost, RunCost } from '../cost/model-cost.js';
import { readModelWeights } from '../inference/model-weights.js';
import type { Timed } from './timing-step.js';
import type { Role } from './types.js';

/** A model as the cost needs it: its source and file, and whether its rows' outputs were restored. */
export interface CostedModel {
  source: 'onnx' | 'outputs';
  path: string;
  fromCache: boolean;
}

async function modelCost(
  role: Role,
  model: CostedModel,
  rounds: number[] | null,
  inputs: number,
): Promise<ModelCost> {
  if (model.source === 'outputs') return { source: 'outputs' };
  const weights = await readModelWeights(model.path, `${role}.model`);
  return {
    source: 'onnx',
    ...weights,
    latency: rounds === null ? null : latencyOf(rounds, inputs),
    ...(model.fromCache ? { measuredOn: 'not-run' as const } : {}),
  };
}

/**
 * Both models' cost after scoring (the teacher's may be given, as measured
 * in an earlier student's run; the speedup is always this run's, whose
 * rounds timed both). `peakRssBytes` is read first, before the files are
 * weighed (reading a file holds it in memory for a moment).
 * process.resourceUsage().maxRSS is in kibibytes.
 */
export async function measureCost(
  models: { teacher: CostedModel | ModelCost; student: CostedModel },
  timed: Timed,
): Promise<RunCost> {
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  const { teacher } = models;
  return {
    teacher:
      'path' in teacher
        ? await modelCost('teacher', teacher, timed.teacher, timed.inputs)
        : teacher,
    student: await modelCost('student', models.student, timed.student, timed.inputs),
    peakRssBytes,
    speedup:
      timed.teacher === null || timed.student === null
        ? null
        : speedupOf(timed.teacher, timed.student),
  };
}
