/**
 * What each model costs, measured in the run (docs/spec.md §7): the batch
 * timings of the rows' scoring are collected as the models run, the files
 * are weighed after, and the process's peak memory read last.
 */
import { latencyOf, type BatchTiming } from '../cost/latency.js';
import type { ModelCost, RunCost } from '../cost/model-cost.js';
import { readModelWeights } from '../inference/model-weights.js';
import type { Role } from './types.js';

/** Each model's batch timings while the data set's rows are scored. */
export class BatchTimings {
  readonly teacher: BatchTiming[] = [];
  readonly student: BatchTiming[] = [];

  record(role: Role, inputs: number, ms: number): void {
    this[role].push({ inputs, ms });
  }

  /** Forgets a model's timings (a restored teacher refused: its spot check is not its rows' latency). */
  clear(role: Role): void {
    this[role].length = 0;
  }
}

/** A model as the cost needs it: its source and file, and whether its rows' outputs were restored. */
export interface CostedModel {
  source: 'onnx' | 'outputs';
  path: string;
  fromCache: boolean;
}

async function modelCost(
  role: Role,
  model: CostedModel,
  timings: readonly BatchTiming[],
): Promise<ModelCost> {
  if (model.source === 'outputs') return { source: 'outputs' };
  const weights = await readModelWeights(model.path, `${role}.model`);
  const latency = latencyOf(timings);
  return {
    source: 'onnx',
    ...weights,
    latency,
    ...(model.fromCache ? { measuredOn: latency === null ? 'not-run' : 'spot-check' } : {}),
  };
}

/**
 * Both models' cost after scoring (the teacher's may be given, as measured
 * before). `peakRssBytes` is read first, before the
 * files are weighed (reading a file holds it in memory for a moment).
 * process.resourceUsage().maxRSS is in kibibytes.
 */
export async function measureCost(
  models: { teacher: CostedModel | ModelCost; student: CostedModel },
  timings: BatchTimings,
): Promise<RunCost> {
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  const { teacher } = models;
  return {
    // A teacher cost already measured (an earlier student's run) is not weighed again.
    teacher: 'path' in teacher ? await modelCost('teacher', teacher, timings.teacher) : teacher,
    student: await modelCost('student', models.student, timings.student),
    peakRssBytes,
  };
}
