/**
 * The shard mode (`--shard I/N`, the action's `shard` input): this run's
 * slice of the rows (shard-rule.ts) scored, and with `transforms`, its slice
 * of the transformed and the attacked inputs, for a partial report.
 */
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import { InputError } from '../errors.js';
import { argmax } from '../relations/probabilities.js';
import type { OriginalScores, RobustnessModels } from '../robustness/index.js';
import type { ShardRobustness } from './partial.js';
import { robustnessStep, type RobustnessStepResult } from './robustness-step.js';
import { readUsableRows, scoreRows } from './rows-step.js';
import { resultSettings } from './run-identity.js';
import type { Scored } from './score.js';
import { runOneStudent, type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';

/** A shard's result: its rows' scores, and its slice of the robustness step's outcomes. */
export interface ShardResult {
  scores: Scores;
  robustness: ShardRobustness | null;
}

/**
 * Scores this run's shard only (`config.shard`), for a partial report, and
 * with `transforms`, evaluates its slice of the transformed and the attacked
 * inputs. The probes' positions are chosen over every usable row, so each
 * shard reads the whole data set (the labels, the vocabulary's texts, coda's
 * reference pool) and scores on x the probes' inputs outside its own rows.
 */
export async function runShard(config: Config, deps: PipelineDeps): Promise<ShardResult> {
  return runOneStudent(config, deps, (run) => shardRun(run));
}

/** runShard in a run; `keep` sees the rows' scores (a many-student run passes them on). */
export async function shardRun(
  run: Run,
  keep: (scored: Scored) => void = () => {},
): Promise<ShardResult> {
  const { config } = run;
  // A shard's partial must hold all its rows: the time limit cuts only whole runs.
  const scored = await scoreRows(run, false, null);
  keep(scored);
  const { scores } = scored;
  if (config.transforms === null) return { scores, robustness: null };
  const examples = await readUsableRows(config, scores);
  const step = await robustnessStep(run, {
    classes: scores.classes,
    labels: examples.map((example) => example.label),
    examplesAt: async () => (position) => examples[position]!,
    originalsAt: (sources) => shardOriginals(scores, examples, sources),
  });
  return {
    scores,
    robustness: step === null ? null : shardRobustness(config.transforms, step),
  };
}

/**
 * Both models' scores on x at positions: the shard's own rows from its
 * scores, the others scored now through the step's sources (the teacher's
 * memo answers from the cached robustness side).
 */
function shardOriginals(
  scores: Scores,
  examples: readonly Example[],
  sources: RobustnessModels,
): (positions: number[]) => Promise<OriginalScores> {
  const own = new Map(scores.order.map((position, i) => [position, i]));
  const K = scores.classes;
  return async (positions) => {
    const missing = [...new Set(positions.filter((p) => !own.has(p)))];
    const scored = new Map<number, { teacher: Float64Array; student: Float64Array }>();
    if (missing.length > 0) {
      const batch = missing.map((p) => examples[p]!);
      const p = await sources.teacher.score(batch);
      const q = await sources.student.score(batch);
      if (p.cols !== K || q.cols !== K) {
        throw new InputError(
          `the models gave ${p.cols} (teacher) and ${q.cols} (student) classes on the robustness inputs, ${K} on the rows`,
        );
      }
      missing.forEach((position, k) =>
        scored.set(position, {
          teacher: p.data.slice(k * K, (k + 1) * K),
          student: q.data.slice(k * K, (k + 1) * K),
        }),
      );
    }
    const out = {
      teacher: new Float64Array(positions.length * K),
      student: new Float64Array(positions.length * K),
      cols: K,
    };
    positions.forEach((position, j) => {
      const i = own.get(position);
      for (const model of ['teacher', 'student'] as const) {
        out[model].set(
          i === undefined
            ? scored.get(position)![model]
            : scores[model].subarray(i * K, (i + 1) * K),
          j * K,
        );
      }
    });
    return out;
  };
}

/**
 * What a shard's partial report keeps of its robustness step. T(x)'s texts
 * are kept only where the student's prediction on T(x) differs from that on
 * x (the report's excerpts are chosen among those); its probabilities always.
 */
function shardRobustness(
  transforms: NonNullable<Config['transforms']>,
  step: RobustnessStepResult,
): ShardRobustness {
  const { originals } = step.inputs.transform;
  const cols = originals.cols;
  // The student's prediction on x, as robustness/transformed.ts reads a flip.
  const onX = { data: originals.student, rows: originals.student.length / cols, cols };
  const transformed = step.outcomes.transformed.map((kind) => ({
    ...kind,
    inputs: kind.inputs.map((outcome, i) => {
      if (typeof outcome === 'string') return outcome;
      const changed =
        argmax({ data: Float64Array.from(outcome.student), rows: 1, cols }, 0) !== argmax(onX, i);
      return changed ? outcome : { teacher: outcome.teacher, student: outcome.student };
    }),
  }));
  return {
    settings: resultSettings(transforms),
    readBeside: step.readBeside,
    transform: step.positions.transform,
    attack: step.positions.attack,
    outcomes: { ...step.outcomes, transformed },
    teacherScores: step.teacherScores,
  };
}
