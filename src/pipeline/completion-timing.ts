/**
 * The timing step of task code-completion (docs/spec.md §7, §9.4): the
 * classifiers' rounds (timing-step.ts) on a causal language model's unit.
 * Both models run the same windows, the first TIMED_INPUTS windows of the
 * run's first rows, batched as the rows are (longest first, `batch-size`
 * windows a batch), in interleaved rounds after a warm-up round; a round
 * gives each model its run time over those windows divided by the
 * positions they score: milliseconds per position, the unit every relation
 * of this task counts.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import { emptyReadStats } from '../data/types.js';
import { documentTokens, tokenWindows, type TokenWindow } from '../encode/windows.js';
import type { OpenedCausalLm } from './causal-models.js';
import { modelBatchOf, windowBatch } from './completion-step.js';
import type { Deadline } from './deadline.js';
import { inShard } from './shard-rule.js';
import { TIMED_INPUTS, timeRounds, type TimedRun, type Timed } from './timing-step.js';
import type { PipelineDeps, Role } from './types.js';

/** The windows timed: the first TIMED_INPUTS of the rows (of this shard), in data order. */
async function timedWindows(
  config: Config,
  teacher: OpenedCausalLm,
): Promise<{ tokens: Int32Array; window: TokenWindow }[]> {
  const maxLength = config.teacher.kind === 'onnx' ? config.teacher.maxLength : 0;
  const windows: { tokens: Int32Array; window: TokenWindow }[] = [];
  let usable = 0;
  for await (const example of readDataset(config.dataset, emptyReadStats())) {
    if (!inShard(usable++, config.shard)) continue;
    const tokens = documentTokens(teacher.tokens.ids(example.texts[0]), teacher.endOfText);
    for (const window of tokenWindows(tokens.length, maxLength, config.completion!.stride)) {
      windows.push({ tokens, window });
    }
    if (windows.length >= TIMED_INPUTS) break;
  }
  return windows.slice(0, TIMED_INPUTS);
}

/**
 * Times the models given (null: not timed, a teacher whose side was
 * restored from the store) on the same windows, per scored position.
 * `now`: the clock (tests script it, so that no test depends on speed).
 * Nothing is timed once the run's time limit has passed, or without a
 * window.
 */
export async function timeCompletion(
  config: Config,
  models: { teacher: OpenedCausalLm; student: OpenedCausalLm },
  timeTeacher: boolean,
  {
    deadline,
    now,
    onBatch,
  }: { deadline: Deadline; now: () => number } & Pick<PipelineDeps, 'onBatch'>,
): Promise<Timed> {
  if (deadline.passed()) return { inputs: 0, teacher: null, student: null };
  // Longest first, as the rows' batches are cut, so that padding costs what it costs there.
  const windows = (await timedWindows(config, models.teacher)).sort(
    (a, b) => b.window.end - b.window.start - (a.window.end - a.window.start),
  );
  const batchSize = Math.min(
    ...[config.teacher, config.student].map((m) => (m.kind === 'onnx' ? m.batchSize : Infinity)),
  );
  const batches: ReturnType<typeof windowBatch>[] = [];
  for (let from = 0; from < windows.length; from += batchSize) {
    batches.push(windowBatch(windows.slice(from, from + batchSize), models.teacher.endOfText));
  }
  const positions = windows.reduce((n, { window }) => n + window.end - window.firstScored, 0);
  const timedRun =
    (role: Role, model: OpenedCausalLm): TimedRun =>
    async () => {
      let ms = 0;
      for (const input of batches) {
        onBatch?.(role, modelBatchOf(input), 'timing');
        const start = now();
        await model.model.forward(input);
        ms += now() - start;
      }
      return ms;
    };
  return timeRounds(
    {
      teacher: timeTeacher ? timedRun('teacher', models.teacher) : null,
      student: timedRun('student', models.student),
    },
    positions,
  );
}
