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
import type { Report } from '../report/types.js';
import {
  evaluateRobustness,
  isKeptTransforms,
  pickRows,
  robustnessPositions,
  TransformMemo,
  type RobustnessInputs,
} from '../robustness/index.js';
import type { RobustnessReport } from '../robustness/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import { TOOL_VERSION } from '../version.js';
import { readFile } from 'node:fs/promises';
import { openMaskedLanguageModel, type MaskedLanguageModel } from '../inference/masked-lm.js';
import { directoryJsonCache } from '../robustness/attack/language-model-cache.js';
import type { JsonCache } from '../robustness/types.js';
import { readBaseline } from './baseline.js';
import {
  openModel,
  outputsIdentity,
  readModelFiles,
  type OpenedModel,
  type OpenModelContext,
} from './models.js';
import { checkModel, checkVerdict, type CheckResult } from './check.js';
import { assembleReport } from './report.js';
import { ScoreMemo } from './score-memo.js';
import { scoreDataset, type Scored } from './score.js';
import { TeacherOutcomes } from './teacher-outcomes.js';
import type { ModelBatch } from '../encode/formats/index.js';
import type { BatchPhase, PipelineDeps, Role, Scores } from './types.js';

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
  const datasetSha256 = await sha256File(config.dataset.path, 'dataset');
  const functionsSha256 =
    config.dataset.functions === null
      ? null
      : await sha256File(config.dataset.functions, 'dataset.functions');
  const teacherFiles = await readModelFiles(config.teacher, 'teacher');
  const studentFiles = await readModelFiles(config.student, 'student');
  const teacherKey =
    deps.teacherCache === undefined || teacherFiles.kind !== 'onnx'
      ? null
      : `teacher-outputs-${sha256Text(
          JSON.stringify({
            model: outputsIdentity(teacherFiles),
            dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
            shard: config.shard,
            runtime: deps.runtimeVersion ?? null,
          }),
        )}`;
  const cached = teacherKey === null ? null : await deps.teacherCache!.restore(teacherKey);
  // The teacher's robustness side depends on the teacher, the data, the
  // transformation and attack settings (the seed among them) and the code
  // that makes T(x) and the queries; not on the student or the gate's ceilings.
  const robustnessKey =
    deps.teacherCache?.restoreScores === undefined ||
    teacherFiles.kind !== 'onnx' ||
    config.transforms === null
      ? null
      : `teacher-robustness-${sha256Text(
          JSON.stringify({
            model: outputsIdentity(teacherFiles),
            dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
            transforms: robustnessSettings(config.transforms),
            runtime: deps.runtimeVersion ?? null,
            code: TOOL_VERSION,
          }),
        )}`;
  // The teacher's attack outcomes depend on the same, and on what alert's
  // substitutes come from (added in the robustness step, once it is open).
  const outcomesIdentity =
    deps.teacherCache?.restoreOutcomes === undefined ||
    teacherFiles.kind !== 'onnx' ||
    config.transforms === null ||
    config.transforms.attack === null
      ? null
      : {
          model: outputsIdentity(teacherFiles),
          dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
          transforms: robustnessSettings(config.transforms),
          runtime: deps.runtimeVersion ?? null,
          code: TOOL_VERSION,
        };
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
      outcomesIdentity,
      datasetSha256,
      functionsSha256,
      startedAt,
      tokenizeMs: () => [...tokenCaches.values()].reduce((sum, c) => sum + c.elapsedMs, 0),
      saveTeacher: async (scores) => {
        if (teacherKey === null || cached !== null) return;
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
  /** What the teacher's attack outcomes depend on, before the language model; null when they are not cached. */
  outcomesIdentity: object | null;
  datasetSha256: string;
  functionsSha256: string | null;
  startedAt: number;
  tokenizeMs: () => number;
  saveTeacher: (scores: Scores) => Promise<void>;
}

async function score(
  config: Config,
  deps: PipelineDeps,
  models: OpenModels,
  context: RunContext,
  keepExamples: boolean,
): Promise<Scored> {
  const scored = await scoreDataset(config, models, deps, { ...context, keepExamples });
  await context.saveTeacher(scored.scores);
  return scored;
}

/** The robustness step's inputs: the examples at the probes' positions and both models' scores on them. */
function robustnessInputs(
  scores: Scores,
  positions: { transform: number[]; attack: number[]; references: number[] },
  exampleAt: (position: number) => Example,
): RobustnessInputs {
  const at = (list: number[]) => ({
    examples: list.map(exampleAt),
    originals: {
      teacher: pickRows(scores.teacher, scores.classes, list),
      student: pickRows(scores.student, scores.classes, list),
      cols: scores.classes,
    },
  });
  return {
    transform: at(positions.transform),
    attack: at(positions.attack),
    references: at(positions.references),
  };
}

/** The settings the teacher's robustness side depends on (the gate's ceilings are left out). */
function robustnessSettings(transforms: NonNullable<Config['transforms']>): object {
  const { language, kinds, seed, limit, attack } = transforms;
  if (attack === null) return { language, kinds, seed, limit, attack: null };
  const { methods, queries, maxInputs, timeBudgetSeconds, candidates } = attack;
  return {
    language,
    kinds,
    seed,
    limit,
    attack: { methods, queries, maxInputs, timeBudgetSeconds, candidates },
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
 * The robustness step. Both models score through a memo (an input scored
 * once is not run again); the teacher's is restored from the cache when a
 * run of the same teacher, data and settings saved it, and saved after a run
 * that added to it. A fully cached teacher is never opened.
 */
async function robustnessStep(
  config: Config,
  deps: PipelineDeps,
  models: OpenModels,
  context: RunContext,
  scores: Scores,
  examplesAt: (positions: number[]) => Promise<(position: number) => Example>,
): Promise<RobustnessReport | null> {
  const transforms = config.transforms;
  if (transforms === null) return null;
  const { robustnessKey } = context;
  const restored =
    robustnessKey === null ? null : await deps.teacherCache!.restoreScores!(robustnessKey);
  let teacherMemo = new ScoreMemo(null);
  if (restored !== null) {
    if (restored.cols === scores.classes) teacherMemo = new ScoreMemo(restored);
    else
      deps.log.warning(
        `Ignoring the cached teacher robustness scores (${restored.cols} classes, the models give ${scores.classes}); the teacher is run`,
      );
  }
  const studentMemo = new ScoreMemo(null);
  const teacher = teacherMemo.source(liveSource(models.teacher));
  const student = studentMemo.source(liveSource(models.student));
  // Opened here when a model (not outputs) scored the rows, as before: the guard's error comes first.
  await liveSource(models.student)();
  if (!models.teacher.summary.fromCache) await liveSource(models.teacher)();
  const positions = robustnessPositions(transforms, scores.labels);
  const exampleAt = await examplesAt([
    ...positions.transform,
    ...positions.attack,
    ...positions.references,
  ]);
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
  // The teacher's attack outcomes: restored, the teacher's searches are skipped.
  const outcomesKey =
    context.outcomesIdentity === null
      ? null
      : `teacher-attacks-${sha256Text(
          JSON.stringify({
            ...context.outcomesIdentity,
            languageModel:
              languageModel === null
                ? null
                : { digest: languageModel.digest, maxLength: languageModel.maxLength },
            substitutes:
              referenceSubstitutes === null ? null : sha256Text(referenceSubstitutes.text),
          }),
        )}`;
  const teacherOutcomes = new TeacherOutcomes(
    outcomesKey === null ? null : await deps.teacherCache!.restoreOutcomes!(outcomesKey),
    teacherMemo,
    scores.classes,
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
  const transformsKey = `transformed-inputs-${sha256Text(
    JSON.stringify({
      dataset: context.datasetSha256,
      functions: context.functionsSha256,
      transforms: { language: transforms.language, kinds: transforms.kinds, seed: transforms.seed },
      code: TOOL_VERSION,
    }),
  )}`;
  const keptTransforms = (await deps.robustnessData?.restore(transformsKey)) ?? null;
  const transformMemo = new TransformMemo(isKeptTransforms(keptTransforms) ? keptTransforms : {});
  let atAttacks: ReturnType<typeof counts> | null = null;
  context.phase.current = 'transformed';
  let report: RobustnessReport;
  try {
    report = await evaluateRobustness(
      { transforms, relations: config.relations },
      { teacher, student },
      robustnessInputs(scores, positions, exampleAt),
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
        knownTeacherOutcome: (method, example) => teacherOutcomes.known(method, example),
        onOutcome: (method, model, example, outcome) =>
          teacherOutcomes.record(method, model, example, outcome),
      },
    );
  } finally {
    await languageModel?.release();
  }
  const end = counts();
  // Without an attack every scoring was of T(x).
  const transformed = atAttacks ?? end;
  report.teacherScores = {
    restored: restored !== null && teacherMemo.size > 0,
    transformed,
    attacks: minus(end, transformed),
    teacherRun: teacher.opened,
    ...(attack === null
      ? {}
      : {
          outcomes: { restored: teacherOutcomes.restored, searched: teacherOutcomes.searched },
        }),
  };
  if (transformMemo.computed > 0) await deps.robustnessData?.save(transformsKey, transformMemo);
  if (outcomesKey !== null && teacherOutcomes.added > 0) {
    await deps.teacherCache!.saveOutcomes?.(outcomesKey, teacherOutcomes.toCached());
  }
  if (robustnessKey !== null && teacherMemo.added > 0) {
    const entry = teacherMemo.toCached();
    if (entry !== null) await deps.teacherCache!.saveScores?.(robustnessKey, entry);
  }
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
    );
    const robustness = await robustnessStep(config, deps, models, context, scores, async () => {
      return (position) => examples[position]!;
    });
    return logged(
      deps,
      scores,
      assembleReport(config, scores, baseline, robustness, deps.commit ?? null),
    );
  });
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
    const { scores, examples } = await score(few, quiet, models, context, true);
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

/** Scores this run's shard only (`config.shard`), for a partial report. */
export async function scoreShard(config: Config, deps: PipelineDeps): Promise<Scores> {
  return withModels(
    config,
    deps,
    async (models, context) => (await score(config, deps, models, context, false)).scores,
  );
}

/**
 * The Report of merged shard scores. With `transforms`, robustness runs
 * here on the rows the probes pick: they are read from the dataset again
 * and both models are opened for it.
 */
export async function reportFromMergedScores(
  config: Config,
  deps: PipelineDeps,
  scores: Scores,
): Promise<Report> {
  const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
  if (config.transforms === null) {
    return logged(
      deps,
      scores,
      assembleReport(config, scores, baseline, null, deps.commit ?? null),
    );
  }
  const robustness = await withModels(config, deps, (models, context) =>
    robustnessStep(config, deps, models, context, scores, (positions) =>
      readExamples(config, scores, positions),
    ),
  );
  return logged(
    deps,
    scores,
    assembleReport(config, scores, baseline, robustness, deps.commit ?? null),
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
  if (dir !== null) return directoryJsonCache(dir);
  return deps.robustnessData ?? null;
}
