import { readFile } from 'node:fs/promises';
import type { Config, ModelConfig } from './config/types.js';
import { countDatasetRows, readDataset } from './data/read-dataset.js';
import { emptyReadStats, type Example } from './data/types.js';
import type { Logger as FullLogger } from './cache.js';
import { createInputFormat, type ModelBatch } from './encode/formats/index.js';
import { TokenCache } from './encode/token-cache.js';
import { loadTokenizer } from './encode/tokenizer.js';
import { InputError, oneLine } from './errors.js';
import { decideGate } from './gate.js';
import { sha256File, sha256Text } from './hash.js';
import { openOnnxModel, type OnnxModel, type OrtModule } from './inference/onnx-model.js';
import { readPrecomputedOutputs } from './inference/precomputed.js';
import {
  onnxSource,
  precomputedSource,
  rowLookupSource,
  type ProbabilitySource,
} from './inference/sources.js';
import { computeRelations, klPerRow, Q_FLOOR } from './relations/index.js';
import type { Relations } from './relations/types.js';
import { DIVERGENT_EXAMPLES, DivergenceTracker } from './report/divergent.js';
import {
  REPORT_VERSION,
  type BaselineSummary,
  type DatasetSummary,
  type DivergentExample,
  type ModelSummary,
  type Report,
  type Timings,
} from './report/types.js';
import { evaluateRobustness, withRobustness } from './robustness/index.js';
import { TOOL_VERSION } from './version.js';

/** What the pipeline logs through: the action passes @actions/core, the CLI stderr. */
export type Logger = Pick<FullLogger, 'info' | 'warning'>;

/** A teacher's probabilities for the dataset rows one run used. */
export interface CachedOutputs {
  /** Dataset file rows, in the order the run used them. */
  rows: Int32Array;
  /** [rows, cols] probabilities in dataset class order. */
  probs: Float64Array;
  cols: number;
}

/**
 * Where a teacher's outputs are kept between runs. The teacher is the
 * expensive model and rarely changes: a pull request that changes only the
 * student then runs only the student.
 */
export interface TeacherOutputsCache {
  restore(key: string): Promise<CachedOutputs | null>;
  save(key: string, outputs: CachedOutputs): Promise<void>;
}

export interface PipelineDeps {
  /** Loads ONNX Runtime; called only when a model (not precomputed outputs) is configured. */
  loadOrt: () => Promise<OrtModule>;
  log: Logger;
  /** Called after each chunk: rows of the file read so far, and the file's row count. */
  progress?: (rowsDone: number, rowsTotal: number | null) => void;
  /** Teacher outputs kept between runs (the action passes the Actions cache). */
  teacherCache?: TeacherOutputsCache;
  /** Part of the teacher cache key: outputs of another runtime version are not reused. */
  runtimeVersion?: string;
  /** Sees every batch a model runs (the benchmark replays them against the bare runtime). */
  onBatch?: (what: 'teacher' | 'student', batch: ModelBatch) => void;
}

/** Examples per chunk: enough to bucket lengths well, small enough to stream. */
const CHUNK_ROWS = 2048;

export interface PreparedModel {
  source: ProbabilitySource;
  summary: Omit<ModelSummary, 'classes'>;
  /** Known before running when the graph or the outputs file fixes it. */
  classes: number | null;
  /** Rows of precomputed outputs (null for a model), checked against the dataset file. */
  outputRows: number | null;
  release(): Promise<void>;
}

export async function prepareModel(
  config: ModelConfig,
  what: 'teacher' | 'student',
  threads: number,
  deps: PipelineDeps,
  tokenCaches: Map<string, TokenCache>,
  restoreCached: ((modelIdentity: object) => Promise<CachedOutputs | null>) | null = null,
): Promise<PreparedModel> {
  const common = { output: config.output, classOrder: config.classOrder, fromCache: false };
  if (config.outputs !== null) {
    const raw = await readPrecomputedOutputs(config.outputs, what);
    return {
      source: precomputedSource(raw, config, what),
      summary: {
        ...common,
        source: 'outputs',
        path: config.outputs,
        sha256: await sha256File(config.outputs, `${what}.outputs`),
        inputs: null,
        encoding: null,
      },
      classes: raw.columns === 1 ? 2 : raw.columns,
      outputRows: raw.rows,
      release: async () => {},
    };
  }
  const modelPath = config.model!;
  const sha256 = await sha256File(modelPath, `${what}.model`);
  const tokenizer = await loadTokenizer(config.tokenizer!, what, config.specialTokens);
  const tokenizerSha256 = sha256Text(
    (await Promise.all(tokenizer.files.map((f) => sha256File(f, `${what}.tokenizer`)))).join(),
  );
  // The input format, named only when not the defaults, so earlier cache keys stay valid.
  const format =
    config.inputFormat === 'token-ids' && config.specialTokens === 'roberta'
      ? {}
      : {
          inputFormat: config.inputFormat,
          specialTokens: config.specialTokens,
          ...(config.inputFormat === 'graphcodebert'
            ? { dataFlowLength: config.dataFlowLength, language: config.language }
            : {}),
        };
  // Teacher and student share token ids when their text handling is the same.
  const encoding = {
    tokenizer: tokenizer.files,
    tokenizerSha256,
    maxLength: config.maxLength,
    pairMode: config.pairMode,
    lowercase: config.lowercase,
    normalizeWhitespace: config.normalizeWhitespace,
    ...format,
  };
  const cached =
    restoreCached === null
      ? null
      : await restoreCached({
          // What the outputs depend on; file locations do not matter.
          sha256,
          tokenizerSha256,
          maxLength: config.maxLength,
          pairMode: config.pairMode,
          lowercase: config.lowercase,
          normalizeWhitespace: config.normalizeWhitespace,
          output: config.output,
          classOrder: config.classOrder,
          ...format,
        });
  if (cached !== null) {
    const index = new Map<number, number>();
    cached.rows.forEach((row, i) => index.set(row, i));
    const lookup = (row: number) => {
      const i = index.get(row);
      return i === undefined
        ? undefined
        : cached.probs.subarray(i * cached.cols, (i + 1) * cached.cols);
    };
    return {
      source: rowLookupSource(lookup, cached.cols, 0, `${what} (cached outputs)`),
      summary: {
        ...common,
        fromCache: true,
        source: 'onnx',
        path: modelPath,
        sha256,
        inputs: null,
        encoding,
      },
      classes: cached.cols,
      outputRows: null,
      release: async () => {},
    };
  }
  const cacheKey = [tokenizerSha256, config.lowercase, config.normalizeWhitespace].join('|');
  let tokens = tokenCaches.get(cacheKey);
  if (tokens === undefined) {
    tokens = new TokenCache(tokenizer, config);
    tokenCaches.set(cacheKey, tokens);
  }
  const ort = await deps.loadOrt();
  const model: OnnxModel = await openOnnxModel(ort, modelPath, {
    threads,
    what,
    format: config.inputFormat,
  });
  let inputFormat;
  try {
    inputFormat = await createInputFormat({
      config,
      tokenizer,
      tokens,
      inputs: model.graphInputs,
      fixedLength: model.fixedLength,
      what,
    });
  } catch (error) {
    await model.release();
    throw error;
  }
  return {
    source: onnxSource(model, inputFormat, config, what, deps.onBatch),
    summary: {
      ...common,
      source: 'onnx',
      path: modelPath,
      sha256,
      inputs: model.inputs,
      encoding,
    },
    classes: model.outputColumns === null ? null : Math.max(2, model.outputColumns),
    outputRows: null,
    release: () => model.release(),
  };
}

async function readBaseline(
  file: string,
): Promise<{ relations: Relations; summary: BaselineSummary }> {
  let report: Partial<Report>;
  try {
    report = JSON.parse(await readFile(file, 'utf8')) as Partial<Report>;
  } catch (error) {
    throw new InputError(`gate.baseline ${file}: cannot read a JSON report (${oneLine(error)})`);
  }
  if (report.schema !== 'metacompress-report' || report.relations === undefined) {
    throw new InputError(
      `gate.baseline ${file}: not a MetaCompress report (expected schema "metacompress-report")`,
    );
  }
  const r = report.relations;
  return {
    relations: r,
    summary: {
      path: file,
      createdAt: report.createdAt ?? '',
      rates: { MR1: r.mr1.rate, MR2: r.mr2.rate, MR3: r.mr3.rate, MR4: r.mr4.rate },
    },
  };
}

/** A growable float64 buffer, so probabilities of a streamed dataset need no second pass. */
class Growable {
  private buffer = new Float64Array(1024);
  length = 0;

  push(values: Float64Array): void {
    if (this.length + values.length > this.buffer.length) {
      const next = new Float64Array(Math.max(this.buffer.length * 2, this.length + values.length));
      next.set(this.buffer.subarray(0, this.length));
      this.buffer = next;
    }
    this.buffer.set(values, this.length);
    this.length += values.length;
  }

  values(): Float64Array {
    return this.buffer.slice(0, this.length);
  }
}

/** Which slice of the usable rows a run scores: row i belongs to shard i mod count. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * What scoring a dataset yields: both models' probabilities for every usable
 * row (of this shard), with what is needed to build a Report from them. This
 * is also the sufficient statistic of a shard: relations over merged Scores
 * are exactly the relations of an unsharded run.
 */
export interface Scores {
  classes: number;
  /** Position of each scored example among the dataset's usable rows. */
  order: number[];
  /** Dataset file row of each scored example. */
  rows: number[];
  labels: number[];
  /** [rows, classes] probabilities, dataset class order. */
  teacher: Float64Array;
  student: Float64Array;
  divergent: DivergentExample[];
  dataset: DatasetSummary;
  teacherModel: ModelSummary;
  studentModel: ModelSummary;
  timings: Timings;
  warnings: string[];
  shard: Shard | null;
}

/**
 * Reads the dataset and runs (or looks up) both models over it: everything
 * of the gate up to the probabilities. Side effects on the outside world
 * (ONNX Runtime, caches, logging) come in through `deps`.
 */
export async function scoreDataset(config: Config, deps: PipelineDeps): Promise<Scores> {
  const started = performance.now();
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    deps.log.warning(message);
  };

  const datasetSha256 = await sha256File(config.dataset.path, 'dataset');
  const functionsSha256 =
    config.dataset.functions === null
      ? null
      : await sha256File(config.dataset.functions, 'dataset.functions');
  const tokenCaches = new Map<string, TokenCache>();
  // The teacher's outputs depend on the model, its encoding, the rows used and the runtime.
  let teacherKey: string | null = null;
  const restoreTeacher =
    deps.teacherCache === undefined
      ? null
      : async (modelIdentity: object) => {
          teacherKey = `teacher-outputs-${sha256Text(
            JSON.stringify({
              model: modelIdentity,
              dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
              shard: config.shard,
              runtime: deps.runtimeVersion ?? null,
            }),
          )}`;
          return deps.teacherCache!.restore(teacherKey);
        };
  const teacher = await prepareModel(
    config.teacher,
    'teacher',
    config.threads,
    deps,
    tokenCaches,
    restoreTeacher,
  );
  const student = await prepareModel(config.student, 'student', config.threads, deps, tokenCaches);
  try {
    let classes = teacher.classes;
    if (
      teacher.classes !== null &&
      student.classes !== null &&
      teacher.classes !== student.classes
    ) {
      throw new InputError(
        `teacher and student disagree on the number of classes: teacher ${teacher.classes}, student ${student.classes}`,
      );
    }
    // Counting the file's rows is a second read: only precomputed outputs need it.
    const precomputed = [teacher, student].some((m) => m.outputRows !== null);
    const fileRows = precomputed ? await countDatasetRows(config.dataset) : null;
    for (const [what, prepared] of [
      ['teacher', teacher],
      ['student', student],
    ] as const) {
      if (prepared.outputRows !== null && fileRows !== 0 && prepared.outputRows !== fileRows) {
        throw new InputError(
          `${what}.outputs ${prepared.summary.path}: ${prepared.outputRows} rows but the dataset file ${config.dataset.path} has ${fileRows}; outputs must be row-aligned with the dataset as written`,
        );
      }
    }
    const expectedRows = config.dataset.limit ?? (config.dataset.select === null ? fileRows : null);
    const loadMs = performance.now() - started;

    const stats = emptyReadStats();
    const teacherProbs = new Growable();
    const studentProbs = new Growable();
    const labels: number[] = [];
    const rows: number[] = [];
    const order: number[] = [];
    const divergent = new DivergenceTracker(DIVERGENT_EXAMPLES);
    let usable = 0;
    let chunk: Example[] = [];
    let chunkOrder: number[] = [];
    const flush = async () => {
      if (chunk.length === 0) return;
      const p = await teacher.source.score(chunk);
      const q = await student.source.score(chunk);
      if (p.cols !== q.cols) {
        throw new InputError(
          `teacher and student disagree on the number of classes: teacher ${p.cols}, student ${q.cols}`,
        );
      }
      classes = p.cols;
      const kl = klPerRow(
        { data: p.data, rows: chunk.length, cols: classes },
        { data: q.data, rows: chunk.length, cols: classes },
      );
      teacherProbs.push(p.data);
      studentProbs.push(q.data);
      chunk.forEach((example, i) => {
        if (example.label >= classes!) {
          throw new InputError(
            `dataset row ${example.row} (id ${example.id}): label ${example.label} is outside 0..${classes! - 1} (the models give ${classes} classes)`,
          );
        }
        labels.push(example.label);
        rows.push(example.row);
        order.push(chunkOrder[i]!);
        const pi = p.data.subarray(i * classes!, (i + 1) * classes!);
        const qi = q.data.subarray(i * classes!, (i + 1) * classes!);
        divergent.offer(example, kl[i]!, pi, qi);
      });
      chunk = [];
      chunkOrder = [];
      deps.progress?.(stats.rowsUsed, expectedRows);
    };
    for await (const example of readDataset(config.dataset, stats)) {
      const position = usable;
      usable += 1;
      if (config.shard !== null && position % config.shard.count !== config.shard.index) continue;
      chunk.push(example);
      chunkOrder.push(position);
      if (chunk.length >= CHUNK_ROWS) await flush();
    }
    await flush();

    if (stats.rowsMissingFunction > 0) {
      warn(
        `${stats.rowsMissingFunction} pair rows name a function id absent from ${config.dataset.functions} (e.g. ${stats.missingIds.join(', ')}); they were skipped`,
      );
    }
    if (usable === 0) {
      const why =
        stats.rowsSeen === 0 ? 'it has no rows' : `none of its ${stats.rowsSeen} rows is usable`;
      throw new InputError(`dataset ${config.dataset.path}: nothing to evaluate, ${why}`);
    }
    for (const [what, source] of [
      ['teacher', teacher.source],
      ['student', student.source],
    ] as const) {
      for (const message of source.warnings?.() ?? []) warn(message);
      if (source.renormalised > 0) {
        warn(
          `${what}: ${source.renormalised} probability rows summed to 1 only within 1e-3 and were renormalised`,
        );
      }
    }
    const teacherValues = teacherProbs.values();
    if (teacherKey !== null && !teacher.summary.fromCache) {
      await deps.teacherCache!.save(teacherKey, {
        rows: Int32Array.from(rows),
        probs: teacherValues,
        cols: classes!,
      });
    }
    const K = classes ?? 2;
    return {
      classes: K,
      order,
      rows,
      labels,
      teacher: teacherValues,
      student: studentProbs.values(),
      divergent: divergent.top(),
      dataset: {
        format: config.dataset.format,
        path: config.dataset.path,
        sha256: datasetSha256,
        functions:
          config.dataset.functions === null
            ? null
            : { path: config.dataset.functions, sha256: functionsSha256! },
        rowsSeen: stats.rowsSeen,
        rowsUsed: stats.rowsUsed,
        rowsUnselected: stats.rowsUnselected,
        rowsMissingFunction: stats.rowsMissingFunction,
        labelled: labels.filter((l) => l >= 0).length,
      },
      teacherModel: { ...teacher.summary, classes: K },
      studentModel: { ...student.summary, classes: K },
      timings: {
        totalMs: performance.now() - started,
        loadMs,
        tokenizeMs:
          [...tokenCaches.values()].reduce((sum, cache) => sum + cache.elapsedMs, 0) +
          (teacher.source.encodeMs?.() ?? 0) +
          (student.source.encodeMs?.() ?? 0),
        teacherMs: teacher.source.elapsedMs,
        studentMs: student.source.elapsedMs,
        relationsMs: 0,
        tokens: teacher.source.tokens + student.source.tokens,
      },
      warnings,
      shard: config.shard,
    };
  } finally {
    await teacher.release();
    await student.release();
  }
}

/** The relations, the gate and the Report from scored rows. Pure but for reading the baseline file. */
export async function reportFromScores(config: Config, scores: Scores): Promise<Report> {
  const baseline = config.gate.baseline === null ? null : await readBaseline(config.gate.baseline);
  const relationsStart = performance.now();
  const n = scores.labels.length;
  const labels = Int32Array.from(scores.labels);
  const relations = computeRelations(
    { data: scores.teacher, rows: n, cols: scores.classes },
    { data: scores.student, rows: n, cols: scores.classes },
    labels.some((l) => l >= 0) ? labels : null,
    config.relations,
  );
  const gate = decideGate(relations, config.gate, baseline?.relations ?? null);
  const relationsMs = performance.now() - relationsStart;
  return {
    schema: 'metacompress-report',
    version: REPORT_VERSION,
    tool: { name: 'metacompress', version: TOOL_VERSION },
    createdAt: new Date().toISOString(),
    task: config.task,
    thresholds: {
      relations: config.relations,
      klFloor: Q_FLOOR,
      gate: {
        ceilings: config.gate.ceilings,
        maxDegradation: config.gate.maxDegradation,
        percentMaxDegradation: config.gate.percentMaxDegradation,
      },
    },
    dataset: { ...scores.dataset, labelled: scores.labels.filter((l) => l >= 0).length },
    teacher: scores.teacherModel,
    student: scores.studentModel,
    relations,
    gate,
    baseline: baseline?.summary ?? null,
    divergent: scores.divergent,
    timings: {
      ...scores.timings,
      relationsMs,
      totalMs: scores.timings.totalMs + relationsMs,
    },
    warnings: scores.warnings,
  };
}

/**
 * The whole gate: read the dataset, run (or look up) both models, compute the
 * relations, decide the gate, evaluate robustness when the config asks
 * (its failing ceilings fail the gate too), and return the Report.
 */
export async function evaluate(config: Config, deps: PipelineDeps): Promise<Report> {
  return finishReport(config, deps, await scoreDataset(config, deps));
}

/**
 * Everything after scoring: relations, gate, and robustness when the config
 * asks (its failing ceilings fail the gate too). Scores of one run or of
 * merged shards both end here.
 */
export async function finishReport(
  config: Config,
  deps: PipelineDeps,
  scores: Scores,
): Promise<Report> {
  const report = await reportFromScores(config, scores);
  return withRobustness(report, await evaluateRobustness(config, deps, scores));
}
