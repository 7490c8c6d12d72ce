/**
 * The pipeline: Config → dataset rows → both models → probabilities →
 * relations → robustness → gate → Report. It owns model lifetime and every
 * side effect of a run (reading files, ONNX Runtime, the teacher-outputs
 * cache, logging); what comes from the outside world comes in through
 * PipelineDeps.
 */
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import type { TokenCache } from '../encode/token-cache.js';
import { InputError, oneLine } from '../errors.js';
import { sha256File, sha256Text } from '../hash.js';
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
import { readFile } from 'node:fs/promises';
import { openMaskedLanguageModel, type MaskedLanguageModel } from '../inference/masked-lm.js';
import { directoryDigest, directoryJsonCache } from '../store/directory-cache.js';
import { entryKey, type StoreIdentity } from '../store/key.js';
import type { JsonCache } from '../store/types.js';
import { readBaseline } from './baseline.js';
import { Deadline } from './deadline.js';
import {
  openModel,
  outputsIdentity,
  readModelFiles,
  type OpenedModel,
  type OpenModelContext,
} from './models.js';
import { checkModel, checkVerdict, type CheckResult } from './check.js';
import { assembleReport } from './report.js';
import { RestoredEntryRefused, rowsProblem, spotCheck } from './restored-outputs.js';
import { ScoreMemo } from '../store/score-memo.js';
import { scoreDataset, type Scored } from './score.js';
import { TeacherOutcomes } from '../store/teacher-outcomes.js';
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
  const startedAt = performance.now();
  const deadline = new Deadline(config.timeLimitSeconds, deps.now ?? (() => performance.now()));
  const datasetSha256 = await sha256File(config.dataset.path, 'dataset');
  const functionsSha256 =
    config.dataset.functions === null
      ? null
      : await sha256File(config.dataset.functions, 'dataset.functions');
  const teacherFiles = await readModelFiles(config.teacher, 'teacher');
  const studentFiles = await readModelFiles(config.student, 'student');
  // One record of what this run's entries are computed from; each key takes
  // the parts its entry depends on (store/key.ts). The teacher's entries are
  // kept only for an ONNX teacher (precomputed outputs cost nothing to read).
  const identity: StoreIdentity = {
    ...(teacherFiles.kind === 'onnx' ? { teacher: outputsIdentity(teacherFiles) } : {}),
    dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
    shard: config.shard,
    runtime: deps.runtimeVersion ?? null,
    robustness: config.transforms === null ? null : robustnessSettings(config.transforms),
  };
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
  const common = {
    threads: config.threads,
    deps: {
      loadRuntime: deps.loadRuntime,
      ...(onBatch === undefined
        ? {}
        : { onBatch: (role: Role, batch: ModelBatch) => onBatch(role, batch, phase.current) }),
    },
    tokenCaches,
    classes: expectedClasses(config),
    dataset: config.dataset,
  };
  const teacher = await openModel(teacherFiles, { ...common, role: 'teacher', cached });
  let student: OpenedModel;
  try {
    student = await openModel(studentFiles, { ...common, role: 'student', cached: null });
  } catch (error) {
    await teacher.release();
    throw error;
  }
  try {
    const context: RunContext = {
      phase,
      robustnessKey,
      identity,
      keepsOutcomes:
        keepsTeacher &&
        deps.teacherCache?.restoreOutcomes !== undefined &&
        (config.transforms?.attack ?? null) !== null,
      datasetSha256,
      functionsSha256,
      startedAt,
      deadline,
      tokenizeMs: () => [...tokenCaches.values()].reduce((sum, c) => sum + c.elapsedMs, 0),
      restoredOutputs: cached === null ? null : { key: teacherKey!, outputs: cached },
      saveTeacher: async (scores) => {
        // Saved when the teacher ran for the rows (none restored, or the restored entry refused).
        if (teacherKey === null || scores.teacherModel.fromCache) return;
        await deps.teacherCache!.save(teacherKey, {
          rows: Int32Array.from(scores.rows),
          probs: scores.teacher,
          cols: scores.classes,
        });
      },
    };
    return await use({ teacher, student }, context);
  } finally {
    await teacher.release();
    await student.release();
  }
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
  const exampleAt = await data.examplesAt([
    ...positions.transform,
    ...positions.attack,
    ...positions.references,
    ...positions.vocabulary,
  ]);
  const inputs = await robustnessInputs(
    positions,
    exampleAt,
    data.originalsAt({ teacher, student }),
  );
  // A shard scores x of the probes' inputs outside its rows (one run has them
  // from the rows): not scorings of T(x) or of the attacks, so not counted there.
  const ofProbes = {
    fromCache: teacherMemo.fromCache,
    fromRun: teacherMemo.fromRun,
    computed: teacherMemo.computed,
  };
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
  const counts = () => ({
    fromCache: teacherMemo.fromCache,
    fromRun: teacherMemo.fromRun,
    computed: teacherMemo.computed,
  });
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
        onOutcome: (method, model, example, outcome) =>
          teacherOutcomes.record(method, model, example, outcome),
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
  return withModels(config, deps, async (models, context) => {
    const { scores, examples } = await score(
      config,
      deps,
      models,
      context,
      config.transforms !== null,
      context.deadline,
    );
    const robustness = robustnessReportOf(
      config,
      await robustnessStep(config, deps, models, context, {
        classes: scores.classes,
        labels: scores.labels,
        examplesAt: async () => (position) => examples[position]!,
        originalsAt: () => originalsFrom(scores),
      }),
    );
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
        timeLimitSummary(context.deadline),
      ),
    );
  });
}

/** The report's account of the time limit: the limit, and what it left out. */
function timeLimitSummary(deadline: Deadline): TimeLimitSummary {
  return { seconds: deadline.seconds, reached: deadline.reached, notRun: [...deadline.notRun] };
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

/** Scores this run's shard only (`config.shard`), without robustness. */
export async function scoreShard(config: Config, deps: PipelineDeps): Promise<Scores> {
  return withModels(
    config,
    deps,
    // A shard's partial must hold all its rows: the time limit cuts only whole runs.
    async (models, context) => (await score(config, deps, models, context, false, null)).scores,
  );
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
  return withModels(config, deps, async (models, context) => {
    // A shard's partial must hold all its rows: the time limit cuts only whole runs.
    const { scores } = await score(config, deps, models, context, false, null);
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
  });
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
  const K = originals.cols;
  const predicted = (probs: ArrayLike<number>, offset: number) => {
    let best = 0;
    for (let c = 1; c < K; c += 1) if (probs[offset + c]! > probs[offset + best]!) best = c;
    return best;
  };
  const transformed = step.outcomes.transformed.map((kind) => ({
    ...kind,
    inputs: kind.inputs.map((outcome, i) => {
      if (typeof outcome === 'string') return outcome;
      const changed = predicted(outcome.student, 0) !== predicted(originals.student, i * K);
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
): Promise<Report> {
  const { scores } = merged;
  const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
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
  // The shards ran without the run's time limit (a partial holds its whole slice).
  const timeLimit: TimeLimitSummary | null =
    transforms === null ? null : { seconds: config.timeLimitSeconds, reached: false, notRun: [] };
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
 * Where the language model's work (alert's substitutes, coda's reference
 * similarities) is kept between runs: the caller's store, else the directory
 * transforms.attack.cache names, else the run's JSON cache.
 */
function languageModelStore(deps: PipelineDeps, dir: string | null): JsonCache | null {
  if (deps.languageModelCache !== undefined) return deps.languageModelCache;
  if (dir !== null) return directoryJsonCache(dir, deps.log);
  return deps.robustnessData ?? null;
}
