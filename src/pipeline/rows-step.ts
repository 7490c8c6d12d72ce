/**
 * The rows step of a run: the data set scored by both models (score.ts),
 * with the teacher's outputs restored from the store used only when they
 * answer for this run (restored-outputs.ts), and saved after a run that
 * computed them; and the rows read again where a step needs their texts.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import { InputError } from '../errors.js';
import type { PipelineLogger } from '../logger.js';
import { SPOT_CHECK_SHARE } from '../relations/index.js';
import type { Deadline } from './deadline.js';
import { RestoredEntryRefused, rowsProblem, spotCheck } from './restored-outputs.js';
import { scoreDataset, type Scored } from './score.js';
import { liveSource, type Run } from './session.js';
import type { Scores } from './types.js';

/**
 * Scores the dataset. With the teacher's outputs restored from the store,
 * they are used only when they answer for this run: otherwise one warning
 * names the entry and why, and the dataset is scored again with the teacher
 * run, so the verdict is a cold run's.
 */
export async function scoreRows(
  run: Run,
  keepExamples: boolean,
  deadline: Deadline | null,
): Promise<Scored> {
  const { config, deps, models, session } = run;
  const scoring = {
    datasetSha256: session.datasetSha256,
    functionsSha256: session.functionsSha256,
    startedAt: session.startedAt,
    tokenizeMs: () => session.tokenizeMs(),
    keepExamples,
    deadline,
  };
  const restored = run.restoredOutputs;
  if (restored !== null) {
    const problem = await (async () => {
      try {
        const scored = await scoreDataset(config, models, deps, scoring);
        // A run the time limit cut short scored only its first rows: their count says nothing.
        // Bytes a record no pull request can write vouches for: a live check could add nothing.
        const { vouchedBy } = restored.outputs;
        if (vouchedBy !== undefined) scored.scores.teacherModel.vouchedBy = vouchedBy;
        const why =
          (scored.complete ? rowsProblem(restored.outputs.rows, scored.scores.rows) : null) ??
          (vouchedBy !== undefined
            ? null
            : await spotCheck(scored.scores, config.spotCheck, async (positions) => {
                const exampleAt =
                  scored.examples.length > 0
                    ? (position: number) => scored.examples[position]!
                    : await readExamples(config, scored.scores, positions);
                return (await liveSource(models.teacher)()).score(positions.map(exampleAt));
              }));
        return typeof why === 'string' ? why : scored;
      } catch (error) {
        if (error instanceof RestoredEntryRefused) return error.message;
        throw error;
      }
    })();
    if (typeof problem !== 'string') {
      logSpotCheck(problem.scores, deps.log);
      return problem;
    }
    deps.log.warning(
      `Ignoring the restored teacher outputs ${restored.key} (${problem}); the teacher is run`,
    );
    // The outputs computed below are saved again, which a store that keeps an entry under its
    // key for good (the Actions cache) refuses: the mark is what the next run meets.
    await session.teacherOutputs?.refuse(problem);
    // Outputs are restored only for a model opened on them, which can run itself instead.
    const uncached = models.teacher.uncached;
    if (uncached === undefined) throw new Error('restored teacher outputs without their model');
    models.teacher = await uncached();
  }
  const scored = await scoreDataset(config, models, deps, scoring);
  // Outputs of the first rows only would answer for the whole data set: not kept.
  // Saved when the teacher ran for the rows (none restored, or the restored entry refused).
  const { scores } = scored;
  if (scored.complete && !run.sharedRows && !scores.teacherModel.fromCache) {
    await session.teacherOutputs?.save({
      rows: Int32Array.from(scores.rows),
      probs: scores.teacher,
      cols: scores.classes,
      fed: scores.fed.teacher,
    });
  }
  return scored;
}

/** What the spot check of accepted restored outputs checked, and what it would have caught. */
function logSpotCheck(scores: Scores, log: PipelineLogger): void {
  const { vouchedBy } = scores.teacherModel;
  if (vouchedBy !== undefined) {
    log.info(
      `No spot check: the restored teacher outputs are vouched for by ${vouchedBy}; the teacher model is not run for them`,
    );
    return;
  }
  const checked = scores.teacherModel.spotCheck;
  if (checked === undefined || checked.rows === 0) return;
  log.info(
    `Spot check: the live teacher scored ${checked.rows} of the ${checked.of} restored rows again and matched them; an entry poisoned in ${SPOT_CHECK_SHARE * 100}% of its rows escapes a check of this size with probability ${((checked.escape ?? 0) * 100).toFixed(1)}%`,
  );
}

/** The examples at positions among the scored rows, read from the dataset file. */
export async function readExamples(
  config: Config,
  scores: Scores,
  positions: number[],
): Promise<(position: number) => Example> {
  const wanted = new Map<number, number>();
  for (const position of positions) wanted.set(scores.rows[position]!, position);
  const found = new Map<number, Example>();
  for await (const example of readDataset(config.dataset)) {
    const position = wanted.get(example.row);
    if (position !== undefined) found.set(position, example);
    if (found.size === wanted.size) break;
  }
  return (position) => {
    const example = found.get(position);
    if (example === undefined) {
      throw new InputError(
        `dataset ${config.dataset.path}: row ${scores.rows[position]} was scored but is no longer in the file; did it change during the run?`,
      );
    }
    return example;
  };
}

/** Every usable row of the data set, in position order (a shard's robustness chooses among all of them). */
export async function readUsableRows(config: Config, scores: Scores): Promise<Example[]> {
  const examples: Example[] = [];
  for await (const example of readDataset(config.dataset)) examples.push(example);
  if (examples.length !== scores.dataset.rowsUsed) {
    throw new InputError(
      `dataset ${config.dataset.path}: ${scores.dataset.rowsUsed} usable rows were scored, ${examples.length} read again; did it change during the run?`,
    );
  }
  return examples;
}
