/**
 * The robustness step of a run, on the run's open models: the inputs the
 * probes choose (a shard's slice of them), both models scored through a
 * memo, the teacher's side restored from the store and saved after a run
 * that added to it, the language model opened only for a method that reads
 * it, and the per-input outcomes robustness/ computes from them.
 */
import { opensLanguageModel } from '../config/names.js';
import type { Config, LanguageModelConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import { InputError, oneLine } from '../errors.js';
import { sha256Text } from '../hash.js';
import {
  languageModelDigest,
  openMaskedLanguageModel,
  type MaskedLanguageModel,
} from '../inference/masked-lm.js';
import {
  isKeptTransforms,
  NOT_RUN_AT_TIME_LIMIT,
  pickRows,
  robustnessOutcomes,
  robustnessPositions,
  robustnessReport,
  TransformMemo,
  type OriginalScores,
  type Outcome,
  type RobustnessInputs,
  type RobustnessModels,
  type RobustnessOutcomes,
  type RobustnessPositions,
  type TeacherScoreOrigins,
} from '../robustness/index.js';
import type { RobustnessReport } from '../robustness/types.js';
import { directoryDigest, directoryJsonCache } from '../store/directory-cache.js';
import { entryKey } from '../store/key.js';
import { ScoreMemo } from '../store/score-memo.js';
import { TeacherOutcomes } from '../store/teacher-outcomes.js';
import type { JsonCache } from '../store/types.js';
import { readFile } from 'node:fs/promises';
import { SPOT_CHECK_SHARE } from '../relations/index.js';
import { checkRestoredRobustness, type RobustnessSpotCheck } from './restored-robustness.js';
import { shardSlice } from './shard-rule.js';
import { liveSource, type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';

/** The robustness step's inputs: the examples at the probes' positions and both models' scores on them. */
async function robustnessInputs(
  positions: RobustnessPositions,
  exampleAt: (position: number) => Example,
  originalsAt: (positions: number[]) => Promise<OriginalScores>,
): Promise<RobustnessInputs> {
  const at = async (list: number[]) => ({
    examples: list.map(exampleAt),
    originals: await originalsAt(list),
  });
  return {
    transform: await at(positions.transform),
    attack: await at(positions.attack),
    references: await at(positions.references),
    vocabulary: positions.vocabulary.map(exampleAt),
  };
}

/** Both models' scores at positions among the scored rows, from Scores that hold every row. */
export function originalsFrom(scores: Scores): (positions: number[]) => Promise<OriginalScores> {
  return async (list) => ({
    teacher: pickRows(scores.teacher, scores.classes, list),
    student: pickRows(scores.student, scores.classes, list),
    cols: scores.classes,
  });
}

/**
 * What the robustness step reads of the data: the labels of every usable row
 * (the probes' positions are chosen over all of them, whatever the shard),
 * the examples at positions, and both models' scores on x at positions.
 */
export interface RobustnessData {
  /** The classes of the rows' scores. */
  classes: number;
  labels: readonly number[];
  examplesAt: (positions: number[]) => Promise<(position: number) => Example>;
  /** Given the step's memo'd sources (a shard scores the inputs outside its rows). */
  originalsAt: (sources: RobustnessModels) => (positions: number[]) => Promise<OriginalScores>;
}

/** What the robustness step computed: its inputs, their per-input outcomes and where the teacher's scores came from. */
export interface RobustnessStepResult {
  /** The positions of the inputs (of this shard's slice, in a shard). */
  positions: RobustnessPositions;
  inputs: RobustnessInputs;
  outcomes: RobustnessOutcomes;
  teacherScores: TeacherScoreOrigins;
  /** What the attacks read beside the models and settings (a merge refuses shards that disagree). */
  readBeside: { languageModel: string | null; substitutes: string | null };
}

/** A student's successful attack, as the step reports it to its caller. */
type StudentAttack = [
  method: string,
  example: Example,
  success: Extract<Outcome, { status: 'success' }>,
];

/**
 * The robustness step. Both models score through a memo (an input scored
 * once is not run again); the teacher's is restored from the cache when a
 * run of the same teacher, data and settings saved it, and saved after a run
 * that added to it. A fully cached teacher is never opened. What was
 * restored and no record vouches for is spot-checked by the live teacher
 * once the step is done (restored-robustness.ts); when the check fails, one
 * warning, and the step runs again without it. With `config.shard`, it
 * evaluates the shard's slice of the transformed and the attacked inputs
 * (shardSlice), and the run's time limit does not apply (a partial report
 * must hold its whole slice).
 */
export async function robustnessStep(
  run: Run,
  data: RobustnessData,
  onStudentAttack?: (
    method: string,
    example: Example,
    success: Extract<Outcome, { status: 'success' }>,
  ) => void,
): Promise<RobustnessStepResult | null> {
  const { config, deps, session } = run;
  const transforms = config.transforms;
  if (transforms === null) return null;
  const deadline = config.shard === null ? session.deadline : null;
  if (deadline?.passed()) {
    deadline.leftOut('robustness (the transformations and the attacks)');
    return null;
  }
  let step = await attempt(run, data, true);
  if (typeof step.checked === 'string') {
    deps.log.warning(
      `Ignoring the restored teacher robustness side (${step.checked}); the teacher is run on T(x) and its attacks`,
    );
    step = await attempt(run, data, false);
  } else {
    logRobustnessSpotCheck(step.checked, deps);
    const { scores, successes } = step.checked;
    if (scores.rows + successes.rows > 0) {
      step.teacherScores.spotCheck = {
        scores: { rows: scores.rows, of: scores.of },
        successes: { rows: successes.rows, of: successes.of },
      };
    }
  }
  for (const [method, example, success] of step.studentAttacks) {
    onStudentAttack?.(method, example, success);
  }
  const { outcomes, teacherMemo, teacherOutcomes, transformMemo } = step;
  for (const method of outcomes.attacks) {
    if (deadline === null) break;
    const selected = method.inputs.length;
    const evaluated = method.inputs.filter((input) => input.student !== undefined).length;
    if (method.skippedReason === NOT_RUN_AT_TIME_LIMIT)
      deadline.leftOut(`the ${method.method} attack`);
    else if (method.stoppedAtTimeLimit) {
      const left = selected - evaluated;
      deadline.leftOut(
        evaluated === 0
          ? `the ${method.method} attack (begun, stopped before its first inputs were done)`
          : `the ${method.method} attack on ${left} of its ${selected} inputs`,
      );
    }
  }
  if (transformMemo.computed > 0)
    await deps.robustnessData?.save(step.transformsKey, transformMemo);
  const kept = session.teacherOutcomes;
  if (kept !== null && teacherOutcomes.added > 0) {
    await kept.save(await step.outcomesKey(), teacherOutcomes.toCached());
  }
  if (session.teacherScores !== null && teacherMemo.added > 0) {
    const entry = teacherMemo.toCached();
    if (entry !== null) await session.teacherScores.save(entry);
  }
  return {
    positions: step.positions,
    inputs: step.inputs,
    outcomes,
    teacherScores: step.teacherScores,
    readBeside: step.readBeside,
  };
}

/** One pass of the step, with the teacher's restored side (`useRestored`) or without it. */
async function attempt(run: Run, data: RobustnessData, useRestored: boolean) {
  const { config, deps, models, session } = run;
  const transforms = config.transforms!;
  const deadline = config.shard === null ? session.deadline : null;
  const restored = useRestored ? ((await session.teacherScores?.restore()) ?? null) : null;
  let teacherMemo = new ScoreMemo(null);
  if (restored !== null) {
    if (restored.cols === data.classes) teacherMemo = new ScoreMemo(restored);
    else
      deps.log.warning(
        `Ignoring the cached teacher robustness scores (${restored.cols} classes, the models give ${data.classes}); the teacher is run`,
      );
  }
  const studentMemo = new ScoreMemo(null);
  const teacher = teacherMemo.source(liveSource(models.teacher));
  const student = studentMemo.source(liveSource(models.student));
  // Opened here when a model (not outputs) scored the rows, as before: the guard's error comes first.
  await liveSource(models.student)();
  if (!models.teacher.summary.fromCache) await liveSource(models.teacher)();
  const all = robustnessPositions(transforms, data.labels);
  const positions: RobustnessPositions = {
    ...all,
    transform: shardSlice(all.transform, config.shard),
    attack: shardSlice(all.attack, config.shard),
  };
  // all.transform: a shard's misleading-comment quotes from the whole selection, as one run does.
  const exampleAt = await data.examplesAt([
    ...all.transform,
    ...positions.attack,
    ...positions.references,
    ...positions.vocabulary,
  ]);
  const inputs = await robustnessInputs(
    positions,
    exampleAt,
    data.originalsAt({ teacher, student }),
  );
  inputs.donors = all.transform.map(exampleAt);
  // A shard scores x of the probes' inputs outside its rows (one run has them
  // from the rows): not scorings of T(x) or of the attacks, so not counted there.
  const counts = () => ({
    fromCache: teacherMemo.fromCache,
    fromRun: teacherMemo.fromRun,
    computed: teacherMemo.computed,
  });
  const ofProbes = counts();
  const attack = transforms.attack;
  const methods = attack?.methods ?? [];
  const lmConfig = attack?.languageModel ?? null;
  // The masked language model is opened only when a method that reads it runs,
  // and released with the step (alert without a reference substitutes file; coda).
  const needsLm =
    lmConfig !== null && opensLanguageModel(methods, (attack?.substitutes ?? null) !== null);
  let languageModel: MaskedLanguageModel | null = null;
  if (needsLm) {
    const { ort, executionProviders } = await deps.loadRuntime();
    languageModel = await openMaskedLanguageModel(ort, {
      ...lmConfig,
      threads: config.threads,
      executionProviders,
    });
  }
  const lm =
    languageModel === null
      ? null
      : { digest: languageModel.digest, maxLength: languageModel.maxLength };
  let referenceSubstitutes: { text: string; where: string } | null = null;
  if (attack?.substitutes) {
    try {
      referenceSubstitutes = {
        text: await readFile(attack.substitutes, 'utf8'),
        where: attack.substitutes,
      };
    } catch (error) {
      throw new InputError(
        `transforms.attack.substitutes ${attack.substitutes}: cannot read (${oneLine(error)})`,
      );
    }
  }
  // The teacher's attack outcomes: restored, the teacher's searches are
  // skipped. Their key holds what the searches read besides the models (the
  // reference substitutes, the attack cache directory): a crafted file or
  // directory keys its own entries. Saved under the directory as the run
  // left it, which holds everything the run read from it.
  const outcomesKey = async () =>
    entryKey('teacher-attacks', {
      ...session.identity,
      languageModel: lm,
      readBeside: sha256Text(
        JSON.stringify({
          substitutes: referenceSubstitutes === null ? null : sha256Text(referenceSubstitutes.text),
          directory: attack?.cache ? await directoryDigest(attack.cache) : null,
        }),
      ),
    });
  const kept = session.teacherOutcomes;
  const restoredOutcomes =
    kept === null || !useRestored ? null : await kept.restore(await outcomesKey());
  const teacherOutcomes = new TeacherOutcomes(restoredOutcomes, teacherMemo, data.classes);
  const minus = (a: ReturnType<typeof counts>, b: ReturnType<typeof counts>) => ({
    fromCache: a.fromCache - b.fromCache,
    fromRun: a.fromRun - b.fromRun,
    computed: a.computed - b.computed,
  });
  // T(x) depends on the data, the transformation settings and this code only:
  // kept with the run's JSON cache, so a pull request reads its base branch's.
  const transformsKey = entryKey('transformed-inputs', {
    ...session.identity,
    transformations: {
      language: transforms.language,
      kinds: transforms.kinds,
      seed: transforms.seed,
    },
  });
  const keptTransforms = (await deps.robustnessData?.restore(transformsKey)) ?? null;
  const transformMemo = new TransformMemo(isKeptTransforms(keptTransforms) ? keptTransforms : {});
  let atAttacks: ReturnType<typeof counts> | null = null;
  // Held until the step's result stands: a pass whose restored side is refused is run again.
  const studentAttacks: StudentAttack[] = [];
  session.phase.current = 'transformed';
  let outcomes: RobustnessOutcomes;
  try {
    outcomes = await robustnessOutcomes(
      { transforms, relations: config.relations },
      { teacher, student },
      inputs,
      deps.log,
      {
        onPhase: () => {
          atAttacks = counts();
          session.phase.current = 'attacks';
        },
        transformMemo,
      },
      {
        languageModel,
        referenceSubstitutes,
        languageModelCache: languageModelStore(deps, attack?.cache ?? null),
        // Checked when read (store/teacher-entries.ts): a search outcome with known transformation names.
        knownTeacherOutcome: (method, example) =>
          teacherOutcomes.known(method, example) as Outcome | null,
        onOutcome: (method, model, example, outcome) => {
          if (model === 'student' && outcome.status === 'success')
            studentAttacks.push([method, example, outcome]);
          teacherOutcomes.record(method, model, example, outcome);
        },
        ...(deadline === null ? {} : { now: deadline.now, stopAt: deadline.stopAt }),
      },
    );
  } finally {
    await languageModel?.release();
  }
  const end = counts();
  // Without an attack every scoring after the probes' x was of T(x).
  const untilAttacks = atAttacks ?? end;
  const teacherScores: TeacherScoreOrigins = {
    restored: restored !== null && teacherMemo.size > 0,
    transformed: minus(untilAttacks, ofProbes),
    attacks: minus(end, untilAttacks),
    teacherRun: teacher.opened,
    ...(attack === null
      ? {}
      : {
          outcomes: { restored: teacherOutcomes.restored, searched: teacherOutcomes.searched },
        }),
  };
  // The memo's restored entries come from both kept entries (a success's probabilities too).
  const unvouched = (entry: { vouchedBy?: string } | null) =>
    entry !== null && entry.vouchedBy === undefined;
  const checked = await checkRestoredRobustness(
    {
      scores:
        unvouched(restored) || unvouched(restoredOutcomes)
          ? teacherMemo
              .restoredAnswers()
              .map(([digest, example]) => ({ example, probs: teacherMemo.probabilities(digest)! }))
          : null,
      successes: unvouched(restoredOutcomes) ? teacherOutcomes.restoredSuccesses() : null,
    },
    config.spotCheck,
    liveSource(models.teacher),
  );
  return {
    positions,
    inputs,
    outcomes,
    teacherScores,
    readBeside: {
      languageModel: lm === null ? null : lm.digest,
      substitutes: referenceSubstitutes === null ? null : sha256Text(referenceSubstitutes.text),
    },
    checked,
    studentAttacks,
    teacherMemo,
    teacherOutcomes,
    transformMemo,
    transformsKey,
    outcomesKey,
  };
}

/** What the spot check of the accepted restored robustness side checked, and what it would have caught. */
function logRobustnessSpotCheck(checked: RobustnessSpotCheck, deps: PipelineDeps): void {
  const { scores, successes } = checked;
  if (scores.rows + successes.rows === 0) return;
  const chance = (p: number) => `${(p * 100).toFixed(1)}%`;
  deps.log.info(
    `Spot check of the teacher's restored robustness side: the live teacher scored ${scores.rows} of the ${scores.of} inputs its restored scores answered, and ${successes.rows} of the ${successes.of} adversarial inputs of its restored successes, again and they matched; an entry poisoned in ${SPOT_CHECK_SHARE * 100}% of them escapes checks of these sizes with probability ${chance(scores.escape)} and ${chance(successes.escape)}`,
  );
}

/** The report of a robustness step (null: none configured, or the time limit left it out). */
export function robustnessReportOf(
  config: Config,
  step: RobustnessStepResult | null,
): RobustnessReport | null {
  if (step === null || config.transforms === null) return null;
  const report = robustnessReport(
    { transforms: config.transforms, relations: config.relations },
    step.inputs,
    step.outcomes,
  );
  report.teacherScores = step.teacherScores;
  return report;
}

/**
 * The digest the language model's entries are keyed by (the one
 * openMaskedLanguageModel gives), from its files alone: for a caller that
 * asks the cache without opening the model (`metacompress plan`).
 */
export async function languageModelFileDigest(lm: LanguageModelConfig): Promise<string> {
  try {
    return languageModelDigest(await readFile(lm.model), await readFile(lm.tokenizer, 'utf8'));
  } catch (error) {
    throw new InputError(`transforms.attack.language-model: cannot read (${oneLine(error)})`);
  }
}

/**
 * Where the language model's work (alert's substitutes, coda's reference
 * similarities) is kept between runs: the caller's store, else the directory
 * transforms.attack.cache names, else the run's JSON cache.
 */
export function languageModelStore(deps: PipelineDeps, dir: string | null): JsonCache | null {
  if (deps.languageModelCache !== undefined) return deps.languageModelCache;
  if (dir !== null) return directoryJsonCache(dir, deps.log);
  return deps.robustnessData ?? null;
}
