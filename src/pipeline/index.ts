/**
 * The pipeline: Config → dataset rows → both models → probabilities →
 * relations → robustness → gate → Report. It owns model lifetime and every
 * side effect of a run (reading files, ONNX Runtime, the teacher-outputs
 * cache, logging); what comes from the outside world comes in through
 * PipelineDeps.
 */
import {
  studentsReport,
  type CandidateCost,
  type StudentEntry,
  type StudentsReport,
} from '../compare/index.js';
import type { Config, LanguageModelConfig, ModelConfig } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import type { TokenCache } from '../encode/token-cache.js';
import { InputError, oneLine } from '../errors.js';
import { sha256File, sha256Text } from '../hash.js';
import { argmax } from '../relations/probabilities.js';
import type { Report, TimeLimitSummary } from '../report/types.js';
import {
  isKeptTransforms,
  type Outcome,
  NOT_RUN_AT_TIME_LIMIT,
  pickRows,
  robustnessOutcomes,
  robustnessPositions,
  robustnessReport,
  TransformMemo,
  type OriginalScores,
  type RobustnessInputs,
  type RobustnessModels,
  type RobustnessOutcomes,
  type RobustnessPositions,
  type TeacherScoreOrigins,
} from '../robustness/index.js';
import type { RobustnessReport } from '../robustness/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import { readFile, stat } from 'node:fs/promises';
import {
  languageModelDigest,
  openMaskedLanguageModel,
  type MaskedLanguageModel,
} from '../inference/masked-lm.js';
import { directoryDigest, directoryJsonCache } from '../store/directory-cache.js';
import { entryKey, type StoreIdentity } from '../store/key.js';
import type { JsonCache } from '../store/types.js';
import { readBaseline, readStudentBaseline, type Baseline } from './baseline.js';
import { Deadline } from './deadline.js';
import {
  openModel,
  outputsIdentity,
  withRows,
  readModelFiles,
  type ModelFiles,
  type OpenedModel,
  type OpenModelContext,
} from './models.js';
import { checkModel, checkVerdict, type CheckResult } from './check.js';
import { BatchTimings, measureCost } from './cost.js';
import type { RunCost } from '../cost/model-cost.js';
import {
  attackRow,
  hardPositions,
  inputRow,
  summariseHardRows,
  type HardInputsSummary,
  type HardRow,
  type StudentAttack,
} from '../export/hard-inputs.js';
import { assembleReport } from './report.js';
import { RestoredEntryRefused, rowsProblem, spotCheck } from './restored-outputs.js';
import { ScoreMemo } from '../store/score-memo.js';
import { scoreDataset, type Scored } from './score.js';
import { TeacherOutcomes } from '../store/teacher-outcomes.js';
import { runMemory } from '../store/run-memory.js';
import {
  joinShardRobustness,
  shardSlice,
  type MergedPartials,
  type ShardRobustness,
} from './partial.js';
import type { ModelBatch } from '../encode/formats/index.js';
import type { BatchPhase, CachedOutputs, PipelineDeps, Role, Scores } from './types.js';

export { assembleReport } from './report.js';
export { renderCheck, type CheckResult } from './check.js';
export { readBaseline, type Baseline } from './baseline.js';
export type * from './types.js';

interface OpenModels {
  teacher: OpenedModel;
  student: OpenedModel;
}

/**
 * The teacher's side of a run, which does not depend on the student: the
 * data and the teacher read and hashed, the store's keys, and the teacher
 * opened (its outputs restored from the store when an earlier run of the
 * same model, encoding, rows and runtime saved them). A many-student run
 * opens it once and runs each student against it (`SharedTeacher`).
 */
interface TeacherSide {
  startedAt: number;
  deadline: Deadline;
  datasetSha256: string;
  functionsSha256: string | null;
  identity: StoreIdentity;
  keepsTeacher: boolean;
  teacherKey: string | null;
  cached: CachedOutputs | null;
  robustnessKey: string | null;
  phase: { current: BatchPhase };
  /** Each model's batch timings on the rows, for its cost (a student's are cleared when its run starts). */
  batchTimings: BatchTimings;
  /** The teacher's cost, measured in the first student's run (the later ones use its outputs on the rows). */
  teacherCost: { first: RunCost['teacher'] | null };
  tokenCaches: Map<string, TokenCache>;
  open: Omit<OpenModelContext, 'role' | 'cached'>;
  teacherFiles: ModelFiles;
  /** Opened by openTeacher (after the student's files are read: a missing file fails first). */
  teacher: OpenedModel | null;
}

async function readTeacherSide(config: Config, deps: PipelineDeps): Promise<TeacherSide> {
  const startedAt = performance.now();
  const deadline = new Deadline(config.timeLimitSeconds, deps.now ?? (() => performance.now()));
  const { teacherFiles, identity, datasetSha256, functionsSha256 } = await runIdentity(
    config,
    deps,
  );
  // The teacher's entries are kept only for an ONNX teacher (precomputed
  // outputs cost nothing to read).
  const keepsTeacher = teacherFiles.kind === 'onnx' && deps.teacherCache !== undefined;
  const teacherKey = keepsTeacher ? entryKey('teacher-outputs', identity) : null;
  const cached = teacherKey === null ? null : await deps.teacherCache!.restore(teacherKey);
  // The teacher's robustness side depends on the teacher, the data, the
  // transformation and attack settings (the seed among them) and the code
  // that makes T(x) and the queries; not on the student or the gate's ceilings.
  const robustnessKey =
    keepsTeacher && deps.teacherCache?.restoreScores !== undefined && config.transforms !== null
      ? entryKey('teacher-robustness', identity)
      : null;
  const phase: { current: BatchPhase } = { current: 'rows' };
  const onBatch = deps.onBatch;
  const tokenCaches = new Map<string, TokenCache>();
  const batchTimings = new BatchTimings();
  const open = {
    threads: config.threads,
    deps: {
      loadRuntime: deps.loadRuntime,
      // The latency is the rows' batches (and a restored teacher's spot check), not robustness's.
      onBatchDone: (role: Role, inputs: number, ms: number) => {
        if (phase.current === 'rows') batchTimings.record(role, inputs, ms);
      },
      ...(onBatch === undefined
        ? {}
        : { onBatch: (role: Role, batch: ModelBatch) => onBatch(role, batch, phase.current) }),
    },
    tokenCaches,
    classes: expectedClasses(config),
    dataset: config.dataset,
  };
  return {
    startedAt,
    deadline,
    datasetSha256,
    functionsSha256,
    identity,
    keepsTeacher,
    teacherKey,
    cached,
    robustnessKey,
    phase,
    batchTimings,
    teacherCost: { first: null },
    tokenCaches,
    open,
    teacherFiles,
    teacher: null,
  };
}

async function openTeacher(side: TeacherSide): Promise<OpenedModel> {
  side.teacher ??= await openModel(side.teacherFiles, {
    ...side.open,
    role: 'teacher',
    cached: side.cached,
  });
  return side.teacher;
}

/**
 * Opens both models for one run, calls `use`, and releases them however it
 * ends. The teacher's outputs come from the cache when an earlier run of
 * the same model, encoding, rows and runtime saved them; they are saved
 * after a run that computed them.
 */
async function withModels<T>(
  config: Config,
  deps: PipelineDeps,
  use: (models: OpenModels, context: RunContext) => Promise<T>,
): Promise<T> {
  const side = await readTeacherSide(config, deps);
  const studentFiles = await readModelFiles(config.student, 'student');
  await openTeacher(side);
  try {
    return await withStudent(config, deps, side, studentFiles, null, use);
  } finally {
    await side.teacher?.release();
  }
}

/**
 * Opens the student of `config` against the teacher's side, calls `use`, and
 * releases the student. `shared` (a many-student run's later students): the
 * teacher's outputs on the rows that an earlier student's run scored, used
 * as they are (they were computed in this process: no spot check, no save).
 */
async function withStudent<T>(
  config: Config,
  deps: PipelineDeps,
  side: TeacherSide,
  studentFiles: ModelFiles,
  shared: CachedOutputs | null,
  use: (models: OpenModels, context: RunContext) => Promise<T>,
): Promise<T> {
  const teacher = await openTeacher(side);
  // This student's rows start: its batches are timed afresh (an earlier student's are not its cost).
  side.phase.current = 'rows';
  side.batchTimings.clear('student');
  const student = await openModel(studentFiles, { ...side.open, role: 'student', cached: null });
  const { teacherKey, keepsTeacher } = side;
  try {
    const context: RunContext = {
      phase: side.phase,
      batchTimings: side.batchTimings,
      teacherCost: side.teacherCost,
      robustnessKey: side.robustnessKey,
      identity: side.identity,
      keepsOutcomes:
        keepsTeacher &&
        deps.teacherCache?.restoreOutcomes !== undefined &&
        (config.transforms?.attack ?? null) !== null,
      datasetSha256: side.datasetSha256,
      functionsSha256: side.functionsSha256,
      startedAt: side.startedAt,
      deadline: side.deadline,
      tokenizeMs: () => [...side.tokenCaches.values()].reduce((sum, c) => sum + c.elapsedMs, 0),
      restoredOutputs:
        shared !== null || side.cached === null ? null : { key: teacherKey!, outputs: side.cached },
      saveTeacher: async (scores) => {
        // Saved when the teacher ran for the rows (none restored, or the restored entry refused).
        if (teacherKey === null || scores.teacherModel.fromCache || shared !== null) return;
        await deps.teacherCache!.save(teacherKey, {
          rows: Int32Array.from(scores.rows),
          probs: scores.teacher,
          cols: scores.classes,
          fed: scores.fed.teacher,
        });
      },
    };
    const models = {
      teacher: shared === null ? teacher : withRows(teacher, shared),
      student,
    };
    try {
      return await use(models, context);
    } finally {
      // A restored entry refused: the teacher the run went on with (the same session).
      if (shared === null) side.teacher = models.teacher;
    }
  } finally {
    await student.release();
  }
}

/**
 * One record of what a run's entries are computed from (each key takes the
 * parts its entry depends on, store/key.ts), and the files read for it: a
 * run and `plan` (which asks the cache with the run's keys) read it here.
 */
export async function runIdentity(
  config: Config,
  deps: Pick<PipelineDeps, 'runtimeVersion'>,
): Promise<{
  identity: StoreIdentity;
  teacherFiles: ModelFiles;
  datasetSha256: string;
  functionsSha256: string | null;
}> {
  const datasetSha256 = await sha256File(config.dataset.path, 'dataset');
  const functionsSha256 =
    config.dataset.functions === null
      ? null
      : await sha256File(config.dataset.functions, 'dataset.functions');
  const teacherFiles = await readModelFiles(config.teacher, 'teacher');
  const identity: StoreIdentity = {
    ...(teacherFiles.kind === 'onnx' ? { teacher: outputsIdentity(teacherFiles) } : {}),
    dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
    shard: config.shard,
    runtime: deps.runtimeVersion ?? null,
    robustness: config.transforms === null ? null : robustnessSettings(config.transforms),
  };
  return { identity, teacherFiles, datasetSha256, functionsSha256 };
}

/** The classes both models must give: one per label name, else two for the two binary tasks. */
function expectedClasses(config: Config): OpenModelContext['classes'] {
  if (config.labels !== null) return { count: config.labels.length, key: 'labels' };
  if (config.task === 'classification') return null;
  return { count: 2, key: `task (${config.task})` };
}

interface RunContext {
  /** What the models' batches are run for now (the bench splits its floor by it). */
  phase: { current: BatchPhase };
  /** Each model's batch timings on the rows, for its cost. */
  batchTimings: BatchTimings;
  /** The teacher's cost as the first student's run measured it. */
  teacherCost: { first: RunCost['teacher'] | null };
  /** The cache key of the teacher's robustness side; null when it is not cached. */
  robustnessKey: string | null;
  /** What this run's entries are computed from (store/key.ts). */
  identity: StoreIdentity;
  /** Whether the teacher's attack outcomes are kept between runs. */
  keepsOutcomes: boolean;
  datasetSha256: string;
  functionsSha256: string | null;
  startedAt: number;
  /** The run's time limit, from the moment the run began. */
  deadline: Deadline;
  tokenizeMs: () => number;
  /** The teacher's outputs restored from the store (untrusted until score() checked them), or null. */
  restoredOutputs: { key: string; outputs: CachedOutputs } | null;
  saveTeacher: (scores: Scores) => Promise<void>;
}

/**
 * Scores the dataset. With the teacher's outputs restored from the store,
 * they are used only when they answer for this run (restored-outputs.ts):
 * otherwise one warning names the entry and why, and the dataset is scored
 * again with the teacher run, so the verdict is a cold run's.
 */
async function score(
  config: Config,
  deps: PipelineDeps,
  models: OpenModels,
  context: RunContext,
  keepExamples: boolean,
  deadline: Deadline | null,
): Promise<Scored> {
  const scoring = { ...context, keepExamples, deadline };
  const restored = context.restoredOutputs;
  if (restored !== null) {
    const problem = await (async () => {
      try {
        const scored = await scoreDataset(config, models, deps, scoring);
        // A run the time limit cut short scored only its first rows: their count says nothing.
        const why =
          (scored.complete ? rowsProblem(restored.outputs.rows, scored.scores.rows) : null) ??
          (await spotCheck(scored.scores, config.spotCheck, async (positions) => {
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
    if (typeof problem !== 'string') return problem;
    deps.log.warning(
      `Ignoring the restored teacher outputs ${restored.key} (${problem}); the teacher is run`,
    );
    context.batchTimings.clear('teacher');
    models.teacher = await models.teacher.uncached!();
  }
  const scored = await scoreDataset(config, models, deps, scoring);
  // Outputs of the first rows only would answer for the whole data set: not kept.
  if (scored.complete) await context.saveTeacher(scored.scores);
  return scored;
}

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
function originalsFrom(scores: Scores): (positions: number[]) => Promise<OriginalScores> {
  return async (list) => ({
    teacher: pickRows(scores.teacher, scores.classes, list),
    student: pickRows(scores.student, scores.classes, list),
    cols: scores.classes,
  });
}

/** The settings the teacher's robustness side depends on (the gate's ceilings are left out). */
function robustnessSettings(transforms: NonNullable<Config['transforms']>): object {
  const { language, kinds, seed, limit, attack } = transforms;
  if (attack === null) return { language, kinds, seed, limit, attack: null };
  const {
    methods,
    queries,
    maxInputs,
    timeBudgetSeconds,
    candidates,
    pairSide,
    mhmAcceptance,
    codaStructure,
  } = attack;
  return {
    language,
    kinds,
    seed,
    limit,
    attack: {
      methods,
      queries,
      maxInputs,
      timeBudgetSeconds,
      candidates,
      pairSide,
      mhmAcceptance,
      codaStructure,
    },
  };
}

/** A model's live source, or the guard's error: robustness needs both ONNX models. */
function liveSource(model: OpenedModel): () => Promise<ProbabilitySource> {
  return async () => {
    const source = await model.live();
    // parseConfig refuses transforms with precomputed outputs; this is a guard, not a user path.
    if (source === null) {
      throw new Error('robustness needs both ONNX models, but one model is precomputed outputs');
    }
    return source;
  };
}

/**
 * What the robustness step reads of the data: the labels of every usable row
 * (the probes' positions are chosen over all of them, whatever the shard),
 * the examples at positions, and both models' scores on x at positions.
 */
interface RobustnessData {
  /** The classes of the rows' scores. */
  classes: number;
  labels: readonly number[];
  examplesAt: (positions: number[]) => Promise<(position: number) => Example>;
  /** Given the step's memo'd sources (a shard scores the inputs outside its rows). */
  originalsAt: (sources: RobustnessModels) => (positions: number[]) => Promise<OriginalScores>;
}

/** What the robustness step computed: its inputs, their per-input outcomes and where the teacher's scores came from. */
interface RobustnessStepResult {
  /** The positions of the inputs (of this shard's slice, in a shard). */
  positions: RobustnessPositions;
  inputs: RobustnessInputs;
  outcomes: RobustnessOutcomes;
  teacherScores: TeacherScoreOrigins;
  /** What the attacks read beside the models and settings (a merge refuses shards that disagree). */
  readBeside: { languageModel: string | null; substitutes: string | null };
}

/**
 * The robustness step. Both models score through a memo (an input scored
 * once is not run again); the teacher's is restored from the cache when a
 * run of the same teacher, data and settings saved it, and saved after a run
 * that added to it. A fully cached teacher is never opened. With
 * `config.shard`, it evaluates the shard's slice of the transformed and the
 * attacked inputs (shardSlice), and the run's time limit does not apply (a
 * partial report must hold its whole slice).
 */
async function robustnessStep(
  config: Config,
  deps: PipelineDeps,
  models: OpenModels,
  context: RunContext,
  data: RobustnessData,
  onStudentAttack?: (
    method: string,
    example: Example,
    success: Extract<Outcome, { status: 'success' }>,
  ) => void,
): Promise<RobustnessStepResult | null> {
  const transforms = config.transforms;
  if (transforms === null) return null;
  const { robustnessKey } = context;
  const deadline = config.shard === null ? context.deadline : null;
  if (deadline?.passed()) {
    deadline.leftOut('robustness (the transformations and the attacks)');
    return null;
  }
  const restored =
    robustnessKey === null ? null : await deps.teacherCache!.restoreScores!(robustnessKey);
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
    lmConfig !== null &&
    ((methods.includes('alert') && attack?.substitutes === null) || methods.includes('coda'));
  let languageModel: MaskedLanguageModel | null = null;
  if (needsLm) {
    const { ort, executionProviders } = await deps.loadRuntime();
    languageModel = await openMaskedLanguageModel(ort, {
      ...lmConfig,
      threads: config.threads,
      executionProviders,
    });
  }
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
      ...context.identity,
      languageModel:
        languageModel === null
          ? null
          : { digest: languageModel.digest, maxLength: languageModel.maxLength },
      readBeside: sha256Text(
        JSON.stringify({
          substitutes: referenceSubstitutes === null ? null : sha256Text(referenceSubstitutes.text),
          directory: attack?.cache ? await directoryDigest(attack.cache) : null,
        }),
      ),
    });
  const teacherOutcomes = new TeacherOutcomes(
    context.keepsOutcomes ? await deps.teacherCache!.restoreOutcomes!(await outcomesKey()) : null,
    teacherMemo,
    data.classes,
  );
  const minus = (a: ReturnType<typeof counts>, b: ReturnType<typeof counts>) => ({
    fromCache: a.fromCache - b.fromCache,
    fromRun: a.fromRun - b.fromRun,
    computed: a.computed - b.computed,
  });
  // T(x) depends on the data, the transformation settings and this code only:
  // kept with the run's JSON cache, so a pull request reads its base branch's.
  const transformsKey = entryKey('transformed-inputs', {
    ...context.identity,
    transformations: {
      language: transforms.language,
      kinds: transforms.kinds,
      seed: transforms.seed,
    },
  });
  const keptTransforms = (await deps.robustnessData?.restore(transformsKey)) ?? null;
  const transformMemo = new TransformMemo(isKeptTransforms(keptTransforms) ? keptTransforms : {});
  let atAttacks: ReturnType<typeof counts> | null = null;
  context.phase.current = 'transformed';
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
          context.phase.current = 'attacks';
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
            onStudentAttack?.(method, example, outcome);
          teacherOutcomes.record(method, model, example, outcome);
        },
        ...(deadline === null ? {} : { now: deadline.now, stopAt: deadline.stopAt }),
      },
    );
  } finally {
    await languageModel?.release();
  }
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
  if (transformMemo.computed > 0) await deps.robustnessData?.save(transformsKey, transformMemo);
  if (context.keepsOutcomes && teacherOutcomes.added > 0) {
    await deps.teacherCache!.saveOutcomes?.(await outcomesKey(), teacherOutcomes.toCached());
  }
  if (robustnessKey !== null && teacherMemo.added > 0) {
    const entry = teacherMemo.toCached();
    if (entry !== null) await deps.teacherCache!.saveScores?.(robustnessKey, entry);
  }
  return {
    positions,
    inputs,
    outcomes,
    teacherScores,
    readBeside: {
      languageModel: languageModel === null ? null : languageModel.digest,
      substitutes: referenceSubstitutes === null ? null : sha256Text(referenceSubstitutes.text),
    },
  };
}

/** The report of a robustness step (null: none configured, or the time limit left it out). */
function robustnessReportOf(
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
 * The whole gate: read the dataset once, run (or look up) both models,
 * evaluate robustness on the same open models when the config asks, decide
 * every verdict, and return the Report.
 */
export async function evaluate(config: Config, deps: PipelineDeps): Promise<Report> {
  const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
  return withModels(config, deps, (models, context) =>
    evaluateWith(config, deps, baseline, models, context, () => {}),
  );
}

/** One student's Report on open models; `scored` sees the rows' scores before robustness runs. */
async function evaluateWith(
  config: Config,
  deps: PipelineDeps,
  baseline: Baseline | null,
  models: OpenModels,
  context: RunContext,
  scored: (result: Scored) => void,
): Promise<Report> {
  // What the time limit left out before this student's run belongs to an earlier student's report.
  const leftOutBefore = context.deadline.notRun.length;
  const result = await score(
    config,
    deps,
    models,
    context,
    config.transforms !== null,
    context.deadline,
  );
  scored(result);
  const { scores, examples } = result;
  // A later student of a many-student run: the teacher ran in the first one's run, and costs what it cost there.
  scores.cost = await measureCost(
    { teacher: context.teacherCost.first ?? scores.teacherModel, student: scores.studentModel },
    context.batchTimings,
  );
  context.teacherCost.first ??= scores.cost.teacher;
  const attacks: StudentAttack[] = [];
  const step = await robustnessStep(
    config,
    deps,
    models,
    context,
    {
      classes: scores.classes,
      labels: scores.labels,
      examplesAt: async () => (position) => examples[position]!,
      originalsAt: () => originalsFrom(scores),
    },
    deps.exportHard === undefined
      ? undefined
      : (method, example, success) =>
          attacks.push({
            method,
            example,
            texts: success.texts,
            renames: success.renames,
            transformations: success.transformations,
          }),
  );
  const robustness = robustnessReportOf(config, step);
  const report = assembleReport(
    config,
    scores,
    baseline,
    robustness,
    deps.commit ?? null,
    new Date(),
    timeLimitSummary(context.deadline, leftOutBefore),
  );
  if (deps.exportHard !== undefined) {
    report.hardInputs = await exportHardInputs(
      config,
      deps.exportHard,
      models,
      scores,
      examples,
      attacks,
    );
  }
  return logged(deps, scores, report);
}

/**
 * Writes the inputs to distil on again (`--export-hard`): the scored inputs
 * the rule keeps, read from the data set when the run did not keep them, and
 * the successful attacks on the student, both models scored on each
 * adversarial input (the student's search saw its scores, not the teacher's).
 */
async function exportHardInputs(
  config: Config,
  exportHard: NonNullable<PipelineDeps['exportHard']>,
  models: OpenModels,
  scores: Scores,
  kept: Example[],
  attacks: StudentAttack[],
): Promise<HardInputsSummary> {
  const { rule } = exportHard;
  const K = scores.classes;
  const n = scores.labels.length;
  const p = { data: scores.teacher, rows: n, cols: K };
  const q = { data: scores.student, rows: n, cols: K };
  const positions = hardPositions(p, q, config.relations, rule);
  const exampleAt =
    kept.length > 0
      ? (position: number) => kept[position]!
      : await readExamples(
          config,
          scores,
          positions.map((h) => h.position),
        );
  const rows: HardRow[] = positions.map(({ position, violated }) =>
    inputRow(
      exampleAt(position),
      scores.teacher.subarray(position * K, (position + 1) * K),
      scores.student.subarray(position * K, (position + 1) * K),
      violated,
    ),
  );
  if (attacks.length > 0) {
    const adversarial = attacks.map((a) => ({ ...a.example, texts: a.texts as Example['texts'] }));
    const teacher = await (await liveSource(models.teacher)()).score(adversarial);
    const student = await (await liveSource(models.student)()).score(adversarial);
    attacks.forEach((attack, i) => {
      const row = attackRow(
        attack,
        teacher.data.slice(i * teacher.cols, (i + 1) * teacher.cols),
        student.data.slice(i * student.cols, (i + 1) * student.cols),
        config.relations,
        rule,
      );
      if (row !== null) rows.push(row);
    });
  }
  await exportHard.write(rows);
  return summariseHardRows(rows, rule);
}

/**
 * Runs `each` once per student of a `students:` config against one
 * teacher's side: the data read and the teacher opened once, its outputs on
 * the rows (scored in the first student's run) passed on in memory, and
 * through the store's interfaces (store/run-memory.ts) its scores on T(x)
 * and the attacks' queries, its attack outcomes and T(x) itself. The store
 * underneath is written once, after the last student.
 */
async function forEachStudent<T>(
  config: Config,
  deps: PipelineDeps,
  each: (
    run: { name: string; config: Config; deps: PipelineDeps; keep: (scored: Scored) => void },
    models: OpenModels,
    context: RunContext,
  ) => Promise<T>,
): Promise<{ name: string; model: ModelConfig; result: T }[]> {
  const students = config.students;
  if (students === null) throw new Error('forEachStudent needs a students: config');
  const memory = runMemory(deps.teacherCache, deps.robustnessData);
  const shared: PipelineDeps = {
    ...deps,
    teacherCache: memory.teacherCache,
    robustnessData: memory.robustnessData,
  };
  const side = await readTeacherSide(config, shared);
  const files: ModelFiles[] = [];
  for (const { model } of students.list) files.push(await readModelFiles(model, 'student'));
  let teacherRows: CachedOutputs | null = null;
  const keep = (scored: Scored) => {
    // Outputs of the first rows only (the time limit) would not answer for the next student's rows.
    if (teacherRows !== null || !scored.complete) return;
    const { rows, teacher, classes, fed } = scored.scores;
    teacherRows = { rows: Int32Array.from(rows), probs: teacher, cols: classes, fed: fed.teacher };
  };
  const results: { name: string; model: ModelConfig; result: T }[] = [];
  try {
    for (const [i, { name, model }] of students.list.entries()) {
      const one: Config = { ...config, student: model, students: null };
      const run = { name, config: one, deps: shared, keep };
      const result = await withStudent(
        one,
        shared,
        side,
        files[i]!,
        teacherRows,
        (models, context) => each(run, models, context),
      );
      results.push({ name, model, result });
    }
  } finally {
    await side.teacher?.release();
  }
  await memory.flush();
  return results;
}

/**
 * Many students against one teacher run (`students:`, docs/spec.md §8):
 * each student run as a single-student run would be (its relations,
 * robustness and gate checks, its baseline matched by name) against the
 * teacher's side forEachStudent shares.
 */
export async function evaluateStudents(
  config: Config,
  deps: PipelineDeps,
): Promise<StudentsReport> {
  const baselines = await studentBaselines(config, deps);
  // One file of hard inputs for the run: each student's rows, named, in the students' order.
  const exported: HardRow[] = [];
  const exportFor = (name: string): Pick<PipelineDeps, 'exportHard'> =>
    deps.exportHard === undefined
      ? {}
      : {
          exportHard: {
            rule: deps.exportHard.rule,
            write: async (rows) => {
              exported.push(...rows.map((row) => ({ studentName: name, ...row })));
            },
          },
        };
  const runs = await forEachStudent(config, deps, (run, models, context) =>
    evaluateWith(
      run.config,
      { ...run.deps, ...exportFor(run.name) },
      baselines.get(run.name)!,
      models,
      context,
      run.keep,
    ),
  );
  await deps.exportHard?.write(exported);
  return assembleStudents(config, deps, runs);
}

/**
 * This run's shard (`config.shard`) for every student, the teacher once: one
 * partial per student, each with its slice of robustness (runShard).
 */
export async function scoreStudentsShard(
  config: Config,
  deps: PipelineDeps,
): Promise<{ name: string; shard: ShardResult }[]> {
  const runs = await forEachStudent(config, deps, (run, models, context) =>
    shardWith(run.config, run.deps, models, context, run.keep),
  );
  return runs.map(({ name, result }) => ({ name, shard: result }));
}

/**
 * The StudentsReport of merged shards, one merge per student (in the
 * config's order): each student's report as reportFromMergedScores makes
 * it, its robustness computed from its shards' outcomes (no model opened).
 */
export async function studentsFromMergedScores(
  config: Config,
  deps: PipelineDeps,
  merged: ReadonlyMap<string, MergedPartials>,
): Promise<StudentsReport> {
  const students = config.students;
  if (students === null) throw new Error('studentsFromMergedScores needs a students: config');
  const baselines = await studentBaselines(config, deps);
  const memory = runMemory(deps.teacherCache, deps.robustnessData);
  const shared: PipelineDeps = {
    ...deps,
    teacherCache: memory.teacherCache,
    robustnessData: memory.robustnessData,
  };
  const runs: { name: string; model: ModelConfig; result: Report }[] = [];
  for (const { name, model } of students.list) {
    const one: Config = { ...config, student: model, students: null };
    const report = await reportFromMergedScores(
      one,
      shared,
      merged.get(name)!,
      baselines.get(name)!,
    );
    runs.push({ name, model, result: report });
  }
  await memory.flush();
  return assembleStudents(config, deps, runs);
}

/** Each student's baseline: its entry in the base branch's students report (by name), or none. */
async function studentBaselines(
  config: Config,
  deps: PipelineDeps,
): Promise<Map<string, Baseline | null>> {
  const baselines = new Map<string, Baseline | null>();
  const file = config.gate.baseline;
  for (const { name } of config.students!.list) {
    baselines.set(name, file === null ? null : await readStudentBaseline(file, name, deps.log));
  }
  return baselines;
}

async function assembleStudents(
  config: Config,
  deps: PipelineDeps,
  runs: { name: string; model: ModelConfig; result: Report }[],
): Promise<StudentsReport> {
  const entries: StudentEntry[] = [];
  for (const { name, model, result } of runs) {
    entries.push({ name, cost: await candidateCost(model, result.cost?.student), report: result });
  }
  const notes = sharedNotes(
    config,
    runs.map((r) => r.name),
  );
  const teacherCost = await candidateCost(config.teacher, runs[0]?.result.cost?.teacher);
  return studentsReport(entries, config.students!, teacherCost, notes, deps.commit ?? null);
}

/**
 * A candidate's size and speed: as the run measured them (cost.ts), or,
 * where it did not (a report merged from shards), the file's size alone.
 */
async function candidateCost(
  model: ModelConfig,
  measured: RunCost['teacher'] | undefined,
): Promise<CandidateCost> {
  if (model.kind === 'outputs') return { fileBytes: null };
  if (measured?.source === 'onnx') {
    return { fileBytes: measured.fileBytes, latencyMs: measured.latency?.medianMs ?? null };
  }
  return { fileBytes: (await stat(model.model)).size };
}

/** What the students' runs shared, for the report's notes. */
function sharedNotes(config: Config, names: string[]): string[] {
  if (names.length < 2) return [];
  const robustness =
    config.transforms === null
      ? ''
      : ", its scores on T(x) and the attacks' queries, and its attack outcomes (their robustness sections count what came from it as restored)";
  return [
    `The data were read and the teacher scored once, in ${names[0]}'s run; ${names.slice(1).join(', ')} used its outputs on the rows${robustness}.`,
  ];
}

/** The report's account of the time limit: the limit, and what it left out (from `from` on). */
function timeLimitSummary(deadline: Deadline, from = 0): TimeLimitSummary {
  const notRun = deadline.notRun.slice(from);
  return { seconds: deadline.seconds, reached: notRun.length > 0, notRun };
}

/** Rows `check` scores: enough labelled rows to name a misconfiguration, few enough for seconds. */
export const CHECK_ROWS = 100;

/**
 * `metacompress check`: the config's first CHECK_ROWS rows through both
 * models (no cache, no robustness, no gate), with what the contract, the
 * encoding and the scores say. The warnings are the result's, not logged.
 */
export async function checkConfig(config: Config, deps: PipelineDeps): Promise<CheckResult> {
  const limit = Math.min(config.dataset.limit ?? CHECK_ROWS, CHECK_ROWS);
  const few: Config = {
    ...config,
    dataset: { ...config.dataset, limit },
    shard: null,
    transforms: null,
  };
  const quiet: PipelineDeps = {
    loadRuntime: deps.loadRuntime,
    log: { ...deps.log, warning: () => {} },
  };
  return withModels(few, quiet, async (models, context) => {
    const { scores, examples } = await score(few, quiet, models, context, true, null);
    const first = examples[0]!;
    return {
      rows: scores.labels.length,
      labelled: scores.dataset.labelled,
      sampleId: first.id,
      models: [
        await checkModel('teacher', models.teacher, scores, first),
        await checkModel('student', models.student, scores, first),
      ],
      ...checkVerdict(scores),
    };
  });
}

/** Logs the warnings the report adds to those logged while scoring (the regression test's). */
function logged(deps: PipelineDeps, scores: Scores, report: Report): Report {
  for (const warning of report.warnings.slice(scores.warnings.length)) deps.log.warning(warning);
  return report;
}

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
  return withModels(config, deps, (models, context) => shardWith(config, deps, models, context));
}

/** runShard on open models; `keep` sees the rows' scores (a many-student run passes them on). */
async function shardWith(
  config: Config,
  deps: PipelineDeps,
  models: OpenModels,
  context: RunContext,
  keep: (scored: Scored) => void = () => {},
): Promise<ShardResult> {
  // A shard's partial must hold all its rows: the time limit cuts only whole runs.
  const scored = await score(config, deps, models, context, false, null);
  keep(scored);
  const { scores } = scored;
  if (config.transforms === null) return { scores, robustness: null };
  const examples = await readUsableRows(config, scores);
  const step = await robustnessStep(config, deps, models, context, {
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

/** Every usable row of the data set, in position order (a shard's robustness chooses among all of them). */
async function readUsableRows(config: Config, scores: Scores): Promise<Example[]> {
  const examples: Example[] = [];
  for await (const example of readDataset(config.dataset)) examples.push(example);
  if (examples.length !== scores.dataset.rowsUsed) {
    throw new InputError(
      `dataset ${config.dataset.path}: ${scores.dataset.rowsUsed} usable rows were scored, ${examples.length} read again; did it change during the run?`,
    );
  }
  return examples;
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
    settings: robustnessSettings(transforms),
    readBeside: step.readBeside,
    transform: step.positions.transform,
    attack: step.positions.attack,
    outcomes: { ...step.outcomes, transformed },
    teacherScores: step.teacherScores,
  };
}

/**
 * The Report of merged shards: the rows' scores, and with `transforms`, the
 * robustness report computed from the shards' per-input outcomes exactly as
 * one run computes it (robustnessReport); no model is opened. The examples
 * at the probes' positions are read from the data set again.
 */
export async function reportFromMergedScores(
  config: Config,
  deps: PipelineDeps,
  merged: MergedPartials,
  studentBaseline?: Baseline | null,
): Promise<Report> {
  const { scores } = merged;
  const baseline =
    studentBaseline !== undefined
      ? studentBaseline
      : config.gate.baseline === null
        ? null
        : await readBaseline(config.gate.baseline);
  const transforms = config.transforms;
  let robustness: RobustnessReport | null = null;
  if (transforms !== null) {
    const positions = robustnessPositions(transforms, scores.labels);
    const exampleAt = await readExamples(config, scores, [
      ...positions.transform,
      ...positions.attack,
    ]);
    const joined = joinShardRobustness(
      robustnessSettings(transforms),
      transforms,
      positions,
      merged,
    );
    const at = async (list: number[]) => ({
      examples: list.map(exampleAt),
      originals: await originalsFrom(scores)(list),
    });
    robustness = robustnessReport(
      { transforms, relations: config.relations },
      { transform: await at(positions.transform), attack: await at(positions.attack) },
      joined.outcomes,
    );
    robustness.teacherScores = joined.teacherScores;
    if (merged.shards > 1 && transforms.attack?.timeBudgetSeconds != null) {
      for (const attack of robustness.attacks) attack.timeBudgetShards = merged.shards;
    }
  }
  // The shards ran without the run's time limit (a partial holds its whole slice): one run that it did not stop.
  const timeLimit: TimeLimitSummary = {
    seconds: config.timeLimitSeconds,
    reached: false,
    notRun: [],
  };
  return logged(
    deps,
    scores,
    assembleReport(
      config,
      scores,
      baseline,
      robustness,
      deps.commit ?? null,
      new Date(),
      timeLimit,
    ),
  );
}

/** The examples at positions among the scored rows, read from the dataset file. */
async function readExamples(
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
