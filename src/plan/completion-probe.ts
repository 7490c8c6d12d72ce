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
import { readDataset } from '../data/read-dataset.js';
import { documentTokens } from '../encode/windows.js';
import type { CausalLm } from '../inference/causal-lm.js';
import {
  COMPLETION_CHUNK_ROWS,
  completionsStep,
  openCausalModel,
  readModelFiles,
  scoreCompletion,
  TIMED_INPUTS,
  TIMED_ROUNDS,
  type OpenedCausalLm,
  type PipelineDeps,
} from '../pipeline/index.js';
import { teacherNextTokensCached } from './cache-asked.js';
import { windowWork, type CompletionPlanInput } from './completion-projection.js';
import { formatDuration } from './render.js';

/** Rows the probe scores with both models: one chunk of the run's. */
export const PROBE_COMPLETION_ROWS = COMPLETION_CHUNK_ROWS;
/** Prompts the probe has both models complete (each on x and on T(x) per kind). */
export const PROBE_PROMPTS = 4;
/** Rows scored first, untimed: ONNX Runtime's first runs cost more than the rest. */
const WARM_UP_ROWS = 2;

/** What the probe saw, for the plan's header. */
export interface CompletionProbeSummary {
  rows: number;
  positions: number;
  prompts: number;
  elapsedMs: number;
}

/** `opened` with its forward passes timed into `clock.ms` (the completions' model time). */
function timed(opened: OpenedCausalLm, clock: { ms: number }): OpenedCausalLm {
  const model: CausalLm = opened.model;
  const forward: CausalLm['forward'] = async (input, options) => {
    const started = performance.now();
    try {
      return await model.forward(input, options);
    } finally {
      clock.ms += performance.now() - started;
    }
  };
  return { ...opened, model: { ...model, forward } };
}

/** The configured rows with at most `rows` of them, unsharded, with no time limit or completions. */
function scoringConfig(config: Config, rows: number): Config {
  return {
    ...config,
    dataset: { ...config.dataset, limit: Math.min(config.dataset.limit ?? Infinity, rows) },
    shard: null,
    timeLimitSeconds: null,
    gate: { ...config.gate, baseline: null },
    completion: { ...config.completion!, completions: null },
  };
}

/**
 * Probes the configured code-completion run (see the module comment): the
 * plan's input and what the probe ran on. The cache is asked, never written.
 */
export async function probeCompletionRun(
  config: Config,
  deps: PipelineDeps,
): Promise<{ input: CompletionPlanInput; probe: CompletionProbeSummary }> {
  const started = performance.now();
  const say = (line: string) =>
    deps.log.info(`plan: ${line} (${formatDuration(performance.now() - started)} in)`);
  const completion = config.completion!;
  if (config.teacher.kind !== 'onnx' || config.student.kind !== 'onnx') {
    throw new Error('task code-completion runs ONNX models');
  }
  const shape = {
    maxLength: config.teacher.maxLength,
    stride: completion.stride,
    batchSize: Math.min(config.teacher.batchSize, config.student.batchSize),
    chunkRows: COMPLETION_CHUNK_ROWS,
  };
  say('loading both models and asking the cache for the teacher');
  const setupStarted = performance.now();
  // The data and the teacher hashed as the run's session hashes them, and the cache asked.
  const teacherCached = await teacherNextTokensCached(config, deps);
  const [teacherFiles, studentFiles] = [
    await readModelFiles(config.teacher, 'teacher'),
    await readModelFiles(config.student, 'student'),
  ];
  const teacher = await openCausalModel(teacherFiles, config, deps);
  try {
    const student = await openCausalModel(studentFiles, config, deps);
    try {
      const setupMs = performance.now() - setupStarted;

      say("counting every row's windows with the teacher's tokenizer");
      const sequenceTokens: number[] = [];
      for await (const example of readDataset(config.dataset)) {
        sequenceTokens.push(
          documentTokens(teacher.tokens.ids(example.texts[0]), teacher.endOfText).length,
        );
      }
      const all = windowWork(sequenceTokens, shape);
      say(
        `${all.rows} rows: ${all.windows} windows, ${all.positions} positions, ${all.fedTokens} tokens fed to each model`,
      );

      const models = { teacher, student };
      // The scoring's reducer runs in the same runtime as the models; no progress, no batches.
      const runtime = { loadRuntime: deps.loadRuntime };
      await scoreCompletion(scoringConfig(config, WARM_UP_ROWS), models, null, runtime, null);
      const small = scoringConfig(config, PROBE_COMPLETION_ROWS);
      const probed = windowWork(sequenceTokens.slice(0, PROBE_COMPLETION_ROWS), shape);
      say(`scoring the first ${probed.rows} rows with both models (${probed.positions} positions)`);
      const scoreStarted = performance.now();
      const live = await scoreCompletion(small, models, null, runtime, null);
      const liveMs = performance.now() - scoreStarted;
      const fed = Math.max(1, probed.fedTokens);
      const positions = Math.max(1, probed.positions);
      let otherMs = liveMs - live.teacherMs - live.studentMs;
      if (teacherCached) {
        // The run reads the teacher's side from the cache: the student alone, and its reduction.
        say('scoring them again against the teacher side just made, as a run with it cached');
        const againStarted = performance.now();
        const read = await scoreCompletion(small, models, live.compact, runtime, null);
        otherMs = performance.now() - againStarted - read.studentMs;
      }
      const input: CompletionPlanInput = {
        setupMs,
        shape,
        sequenceTokens,
        msPerToken: { teacher: live.teacherMs / fed, student: live.studentMs / fed },
        otherMsPerPosition: Math.max(0, otherMs) / positions,
        // A warm-up run and the rounds, as the run's timing step runs them.
        timing: { windows: TIMED_INPUTS, runs: TIMED_ROUNDS + 1 },
        completions: null,
        teacherCached,
      };

      let prompts = 0;
      const settings = completion.completions;
      if (settings !== null) {
        const asked = Math.min(settings.prompts, PROBE_PROMPTS);
        const kinds = config.transforms?.kinds.length ?? 0;
        say(
          `completing ${asked} prompts with both models, on x` +
            (kinds === 0 ? '' : ` and on T(x) of ${kinds} kinds`),
        );
        const clocks = { teacher: { ms: 0 }, student: { ms: 0 } };
        const completeStarted = performance.now();
        const outcomes = await completionsStep(
          {
            ...config,
            shard: null,
            completion: { ...completion, completions: { ...settings, prompts: asked } },
          },
          { teacher: timed(teacher, clocks.teacher), student: timed(student, clocks.student) },
        );
        const completeMs = performance.now() - completeStarted;
        if (outcomes !== null) {
          prompts = outcomes.rows.prompted;
          const read = prompts + outcomes.rows.unparsable + outcomes.rows.noPrompt;
          // x, and each T(x) that was completed (the others name why not).
          const completions = outcomes.prompts.reduce(
            (n, p) => n + 1 + p.transformed.filter((t) => typeof t !== 'string').length,
            0,
          );
          const per = Math.max(1, completions);
          input.completions = {
            prompts: settings.prompts,
            promptedShare: read === 0 ? 0 : prompts / read,
            completionsPerPrompt: prompts === 0 ? 0 : completions / prompts,
            msPerCompletion: { teacher: clocks.teacher.ms / per, student: clocks.student.ms / per },
            otherMsPerPrompt:
              prompts === 0
                ? 0
                : Math.max(0, completeMs - clocks.teacher.ms - clocks.student.ms) / prompts,
          };
          say(
            `completed ${prompts} prompts (${completions} completions per model) in ${formatDuration(completeMs)}`,
          );
        }
      }
      return {
        input,
        probe: {
          rows: probed.rows,
          positions: probed.positions,
          prompts,
          elapsedMs: performance.now() - started,
        },
      };
    } finally {
      await student.release();
    }
  } finally {
    await teacher.release();
  }
}
