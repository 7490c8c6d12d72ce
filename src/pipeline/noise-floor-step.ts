/**
 * The noise floor (docs/spec.md §3.6): the teacher run against itself under
 * other runtime settings on some of the run's rows, each setting changed
 * alone from the run's (graph optimisation disabled instead of all, one
 * intra-op thread instead of the run's, batches of one input instead of the
 * run's batch size), so that the report can say how much disagreement the
 * runtime alone makes, beside the student's on the same inputs.
 */
import type { Example } from '../data/types.js';
import { onnxRuntimeVersion, openOnnxModel } from '../inference/onnx-model.js';
import { onnxSource, type ProbabilitySource } from '../inference/sources.js';
import { disagreement, withinFloor } from '../relations/runtime-disagreement.js';
import type {
  NoiseFloorReport,
  NoiseFloorSetting,
  NoiseFloorSettingName,
  RuntimeSettings,
} from '../report/types.js';
import { evenlySpaced } from '../robustness/sampling.js';
import { readCpuFeatures } from './cpu-features.js';
import type { InspectedModel } from './models.js';
import { readExamples } from './rows-step.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';
import type { Scores, TeacherFloor } from './types.js';

/** The rows of a [rows, cols] matrix at `positions`, as a probability matrix. */
function rowsAt(data: Float64Array, cols: number, positions: readonly number[]) {
  const out = new Float64Array(positions.length * cols);
  positions.forEach((position, i) =>
    out.set(data.subarray(position * cols, (position + 1) * cols), i * cols),
  );
  return { data: out, rows: positions.length, cols };
}

/** The teacher's probabilities on `examples` with one setting changed from the run's. */
async function scoreUnder(
  setting: NoiseFloorSettingName,
  run: Run,
  inspected: InspectedModel,
  live: ProbabilitySource,
  examples: readonly Example[],
): Promise<Float64Array> {
  if (setting === 'batch-size-1') {
    const scored = [];
    for (const example of examples) scored.push((await live.score([example])).data);
    const cols = scored[0]?.length ?? 0;
    const out = new Float64Array(examples.length * cols);
    scored.forEach((row, i) => out.set(row, i * cols));
    return out;
  }
  const { ort, executionProviders } = await run.deps.loadRuntime();
  const model = await openOnnxModel(ort, inspected.config.model, {
    threads: setting === 'one-thread' ? 1 : run.config.threads,
    optimisation: setting === 'optimisation-disabled' ? 'disabled' : 'all',
    what: 'teacher',
    executionProviders,
    format: inspected.config.inputFormat,
  });
  try {
    return (await onnxSource(model, inspected.format, inspected.config, 'teacher').score(examples))
      .data;
  } finally {
    await model.release();
  }
}

/** Why a setting is the run's own, so that it has nothing to compare; null when it differs. */
function sameAsRun(setting: NoiseFloorSettingName, runtime: RuntimeSettings): string | null {
  if (setting === 'one-thread' && runtime.threads === 1) return 'the run uses 1 thread';
  if (setting === 'batch-size-1' && runtime.batchSize === 1) return 'the run uses batches of 1';
  return null;
}

/**
 * The teacher against itself on `inputs` of the scored rows (evenly
 * spaced): its outputs under the run's settings (the open model, scored
 * again here, so that both sides are this machine's), then under each other
 * setting. Precomputed outputs have no runtime to measure.
 */
export async function teacherNoiseFloor(
  run: Run,
  { scores, examples: kept }: Scored,
  inputs: number,
): Promise<TeacherFloor> {
  const inspected = await run.models.teacher.inspect();
  const live = await run.models.teacher.live();
  if (inspected === null || live === null) {
    return { unavailable: 'the teacher is precomputed outputs: no runtime ran it' };
  }
  const positions = evenlySpaced(scores.rows.length, inputs);
  if (positions.length === 0) return { unavailable: 'no row was scored' };
  const exampleAt =
    kept.length > 0
      ? (position: number) => kept[position]!
      : await readExamples(run.config, scores, positions);
  const examples = positions.map(exampleAt);
  const { ort, executionProviders } = await run.deps.loadRuntime();
  const runtime: RuntimeSettings = {
    executionProvider: executionProviders[0] ?? 'cpu',
    onnxruntime: onnxRuntimeVersion(ort),
    optimisation: 'all',
    threads: run.config.threads,
    batchSize: inspected.config.batchSize,
    cpu: await readCpuFeatures(),
  };
  const base = await live.score(examples);
  const settings: NoiseFloorSetting[] = [];
  for (const setting of ['optimisation-disabled', 'one-thread', 'batch-size-1'] as const) {
    const skipped = sameAsRun(setting, runtime);
    if (skipped !== null) {
      settings.push({ setting, skipped });
      continue;
    }
    const other = await scoreUnder(setting, run, inspected, live, examples);
    settings.push({
      setting,
      disagreement: disagreement(
        { data: base.data, rows: examples.length, cols: base.cols },
        { data: other, rows: examples.length, cols: base.cols },
      ),
    });
  }
  return { runtime, positions, settings };
}

/** The report's noise floor: the teacher's, and the student's disagreement on the same rows beside it. */
export function noiseFloorReport(floor: TeacherFloor, scores: Scores): NoiseFloorReport {
  if ('unavailable' in floor) return floor;
  const student = disagreement(
    rowsAt(scores.teacher, scores.classes, floor.positions),
    rowsAt(scores.student, scores.classes, floor.positions),
  );
  const measured = floor.settings.flatMap((s) => ('disagreement' in s ? [s.disagreement] : []));
  return {
    runtime: floor.runtime,
    inputs: floor.positions.length,
    settings: floor.settings,
    student: { ...student, withinFloor: withinFloor(student, measured) },
  };
}

/**
 * The noise floor of a run that asked for it (`noise-floor:`), measured on
 * the session's first student run and reused by the later ones (the teacher
 * and the rows are the same); undefined when not asked for, or when the
 * time limit has passed (it is reported, never gated, so it is left out).
 */
export async function noiseFloorStep(
  run: Run,
  scored: Scored,
): Promise<NoiseFloorReport | undefined> {
  const { config, session } = run;
  if (config.noiseFloor === null) return undefined;
  if (session.teacherFloor === null) {
    if (session.deadline.passed()) return undefined;
    session.teacherFloor = await teacherNoiseFloor(run, scored, config.noiseFloor.inputs);
  }
  return noiseFloorReport(session.teacherFloor, scored.scores);
}
