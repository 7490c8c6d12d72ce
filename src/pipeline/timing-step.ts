/**
 * The timing step: each model's latency measured, not read off the rows'
 * batches. The rows' batches ran each model once, cold, the teacher's all
 * before the student's (or only a few spot-check rows of a restored
 * teacher), so three runs of one command said 2.4×, 9.3× and 5.1× faster.
 * Here both models score the same inputs in rounds, interleaved (the order
 * alternating round by round, so neither is always the one a busy runner
 * slows), after a warm-up round that is not counted; each round gives one
 * time per input per model, from the model's own run time (encoding and our
 * bookkeeping excluded). The rounds themselves (timeRounds) serve causal
 * language models too, on windows and per position (completion-timing.ts).
 */
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import { readExamples } from './rows-step.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';

/** Rounds timed: with 9, the median's interval is the 2nd to the 8th value (96.1%, cost/latency.ts). */
export const TIMED_ROUNDS = 9;
/** Inputs per round (windows of a causal language model): the run's first, enough to average a round over several batches. */
export const TIMED_INPUTS = 16;

/** Per round, each timed model's time per input (ms); null for a model not timed. */
export interface Timed {
  /** The units each round scores: inputs, or a causal language model's positions. */
  inputs: number;
  teacher: number[] | null;
  student: number[] | null;
}

/**
 * One model's scoring of the timed inputs, resolving to its own run time in
 * ms (the runtime's runs only: not encoding, not our bookkeeping).
 */
export type TimedRun = () => Promise<number>;

/**
 * Times the models given (null: not timed) in TIMED_ROUNDS rounds after a
 * warm-up round, interleaved, the order alternating round by round; each run
 * scores the same `inputs` units (inputs of a classifier, positions of a
 * causal language model), so a round gives each model its time per unit.
 */
export async function timeRounds(
  runs: { teacher: TimedRun | null; student: TimedRun | null },
  inputs: number,
): Promise<Timed> {
  const rounds = { teacher: [] as number[], student: [] as number[] };
  const timedModels = (['teacher', 'student'] as const).flatMap((role) => {
    const run = runs[role];
    return run === null || inputs === 0 ? [] : [{ run, times: rounds[role] }];
  });
  for (let round = -1; round < TIMED_ROUNDS; round++) {
    const order = round % 2 === 0 ? timedModels : [...timedModels].reverse();
    for (const { run, times } of order) {
      const ms = await run();
      // Round −1 warms the runtime's allocations and caches up; it is not a measurement.
      if (round >= 0) times.push(ms / inputs);
    }
  }
  const timed = (role: 'teacher' | 'student') =>
    runs[role] === null || inputs === 0 ? null : rounds[role];
  return { inputs, teacher: timed('teacher'), student: timed('student') };
}

/** A classifier's run over the inputs, timed by its own run time (its `elapsedMs` counts only the runs). */
function sourceRun(source: ProbabilitySource | null, inputs: readonly Example[]): TimedRun | null {
  if (source === null) return null;
  return async () => {
    const before = source.elapsedMs;
    await source.score(inputs);
    return source.elapsedMs - before;
  };
}

/**
 * Times the models given (null: not timed, e.g. a teacher whose outputs were
 * restored from the cache, or precomputed outputs) on the first
 * TIMED_INPUTS examples.
 */
export async function timeModels(
  sources: { teacher: ProbabilitySource | null; student: ProbabilitySource | null },
  examples: readonly Example[],
): Promise<Timed> {
  const inputs = examples.slice(0, TIMED_INPUTS);
  return timeRounds(
    { teacher: sourceRun(sources.teacher, inputs), student: sourceRun(sources.student, inputs) },
    inputs.length,
  );
}

/**
 * Times the run's two models on its first rows (read again from the data
 * set when the scoring kept no examples). A teacher whose outputs were
 * restored is not opened for it (it says it was not timed), nor are
 * precomputed outputs (no live model); nothing is timed once the run's time
 * limit is reached.
 */
export async function timingStep(run: Run, { scores, examples }: Scored): Promise<Timed> {
  const { config, models, session } = run;
  const count = Math.min(TIMED_INPUTS, scores.rows.length);
  if (session.deadline.passed() || count === 0) return { inputs: 0, teacher: null, student: null };
  const positions = Array.from({ length: count }, (_, position) => position);
  const inputs =
    examples.length > 0
      ? examples.slice(0, count)
      : positions.map(await readExamples(config, scores, positions));
  session.phase.current = 'timing';
  try {
    return await timeModels(
      {
        teacher: models.teacher.summary.fromCache ? null : await models.teacher.live(),
        student: await models.student.live(),
      },
      inputs,
    );
  } finally {
    session.phase.current = 'rows';
  }
}
