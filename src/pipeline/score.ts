/**
 * Scoring: stream the dataset once, run (or look up) both models on chunks
 * of rows, and keep what the report needs: probabilities, labels, the most
 * divergent inputs.
 */
import type { Config } from '../config/types.js';
import { countDatasetRows, readDataset } from '../data/read-dataset.js';
import { emptyReadStats, type Example } from '../data/types.js';
import { InputError } from '../errors.js';
import { klPerRow } from '../relations/index.js';
import type { Deadline } from './deadline.js';
import { DIVERGENT_EXAMPLES, DivergenceTracker } from './divergence.js';
import { Growable } from './growable.js';
import { inShard } from './shard-rule.js';
import type { OpenedModel } from './models.js';
import { RestoredEntryRefused } from './restored-outputs.js';
import { combineFed, fedSoFar, sameModelWarning, scoreWarnings } from './score-warnings.js';
import type { PipelineDeps, Scores } from './types.js';

/** Examples per chunk: enough to bucket lengths well, small enough to stream. */
const CHUNK_ROWS = 2048;

export interface ScoringContext {
  datasetSha256: string;
  functionsSha256: string | null;
  /** performance.now() when the run began: load time counts from there. */
  startedAt: number;
  /** Time spent tokenising so far, read at the end (the token caches count it). */
  tokenizeMs: () => number;
  /** Keep every scored example (robustness transforms some of them after scoring). */
  keepExamples: boolean;
  /** The run's time limit: scoring stops after the chunk in which it passes; null: none. */
  deadline: Deadline | null;
}

export interface Scored {
  scores: Scores;
  /** The scored examples in score order, when `keepExamples`; else empty. */
  examples: Example[];
  /** False when the time limit stopped scoring before the end of the data set. */
  complete: boolean;
}

/** The config's class names must name exactly the models' classes. */
function checkLabels(labels: string[] | null, classes: number | null): void {
  if (labels === null || classes === null || labels.length === classes) return;
  throw new InputError(
    `labels: ${labels.length} names (${labels.join(', ')}) but the models give ${classes} classes; give one name per class, in class order`,
  );
}

function classMismatch(teacher: number, student: number): InputError {
  return new InputError(
    `teacher and student disagree on the number of classes: teacher ${teacher}, student ${student}`,
  );
}

/**
 * Reads the dataset once and scores every usable row (of this shard) with
 * both models.
 *
 * @throws InputError when the models disagree on the number of classes, a
 *   precomputed outputs file is not row-aligned with the dataset, a label is
 *   outside the models' classes, or no row is usable.
 */
export async function scoreDataset(
  config: Config,
  models: { teacher: OpenedModel; student: OpenedModel },
  deps: Pick<PipelineDeps, 'log' | 'progress'>,
  context: ScoringContext,
): Promise<Scored> {
  const { teacher, student } = models;
  // The sources may have fed other inputs before (a reference encoding, a refused restored teacher's try).
  const fedBefore = { teacher: fedSoFar(teacher.rows), student: fedSoFar(student.rows) };
  let classes = teacher.classes;
  if (teacher.classes !== null && student.classes !== null && teacher.classes !== student.classes) {
    throw classMismatch(teacher.classes, student.classes);
  }
  checkLabels(config.labels, teacher.classes ?? student.classes);
  // Counting the file's rows is a second read: only precomputed outputs need it.
  const precomputed = [teacher, student].some((m) => m.outputRows !== null);
  const fileRows = precomputed ? await countDatasetRows(config.dataset) : null;
  for (const [role, model] of [
    ['teacher', teacher],
    ['student', student],
  ] as const) {
    if (model.outputRows !== null && fileRows !== 0 && model.outputRows !== fileRows) {
      throw new InputError(
        `${role}.outputs ${model.summary.path}: ${model.outputRows} rows but the dataset file ${config.dataset.path} has ${fileRows}; outputs must be row-aligned with the dataset as written`,
      );
    }
  }
  const expectedRows = config.dataset.limit ?? (config.dataset.select === null ? fileRows : null);
  const loadMs = performance.now() - context.startedAt;

  const stats = emptyReadStats();
  const teacherProbs = new Growable();
  const studentProbs = new Growable();
  const labels: number[] = [];
  const rows: number[] = [];
  const order: number[] = [];
  const kept: Example[] = [];
  const divergent = new DivergenceTracker(DIVERGENT_EXAMPLES);
  let usable = 0;
  let chunk: Example[] = [];
  let chunkOrder: number[] = [];
  const flush = async () => {
    if (chunk.length === 0) return;
    const p = await teacher.rows.score(chunk);
    const q = await student.rows.score(chunk);
    if (p.cols !== q.cols && teacher.summary.fromCache) {
      throw new RestoredEntryRefused(`it has ${p.cols} columns, the student gives ${q.cols}`);
    }
    if (p.cols !== q.cols) throw classMismatch(p.cols, q.cols);
    const K = p.cols;
    if (classes === null) checkLabels(config.labels, K);
    classes = K;
    const kl = klPerRow(
      { data: p.data, rows: chunk.length, cols: K },
      { data: q.data, rows: chunk.length, cols: K },
    );
    teacherProbs.push(p.data);
    studentProbs.push(q.data);
    chunk.forEach((example, i) => {
      if (example.label >= K) {
        throw new InputError(
          `dataset row ${example.row} (id ${example.id}): label ${example.label} is outside 0..${K - 1} (the models give ${K} classes)`,
        );
      }
      labels.push(example.label);
      rows.push(example.row);
      order.push(chunkOrder[i]!);
      if (context.keepExamples) kept.push(example);
      const pi = p.data.subarray(i * K, (i + 1) * K);
      const qi = q.data.subarray(i * K, (i + 1) * K);
      divergent.offer(example, kl[i]!, pi, qi);
    });
    chunk = [];
    chunkOrder = [];
    deps.progress?.(stats.rowsUsed, expectedRows);
  };
  let complete = true;
  for await (const example of readDataset(config.dataset, stats)) {
    const position = usable;
    usable += 1;
    if (!inShard(position, config.shard)) continue;
    chunk.push(example);
    chunkOrder.push(position);
    if (chunk.length < CHUNK_ROWS) continue;
    await flush();
    // Rows are scored in file order: stopping here leaves the first rows, as dataset.limit would.
    if (context.deadline?.passed()) {
      complete = false;
      context.deadline.leftOut(`the data set's rows after the first ${usable}`);
      break;
    }
  }
  await flush();

  const runWarnings: string[] = [];
  const same = sameModelWarning(teacher.summary, student.summary);
  if (same !== null) runWarnings.push(same);
  if (stats.rowsMissingFunction > 0) {
    runWarnings.push(
      `${stats.rowsMissingFunction} pair rows name a function id absent from ${config.dataset.functions} (e.g. ${stats.missingIds.join(', ')}); they were skipped`,
    );
  }
  const labelField = config.dataset.fields.label;
  if (labelField !== null && labels.every((label) => label < 0) && stats.labelLike.length > 0) {
    const like = stats.labelLike.map((field) => `"${field}"`).join(', ');
    runWarnings.push(
      `dataset ${config.dataset.path}: no row has the label field "${labelField}", so no row is labelled; the rows have ${like}: did you mean dataset.fields.label: ${stats.labelLike[0]}?`,
    );
  }
  if (usable === 0) {
    const why =
      stats.rowsSeen === 0 ? 'it has no rows' : `none of its ${stats.rowsSeen} rows is usable`;
    throw new InputError(`dataset ${config.dataset.path}: nothing to evaluate, ${why}`);
  }
  for (const model of [teacher, student]) runWarnings.push(...(model.rows.warnings?.() ?? []));
  const K = classes ?? 2;
  const scores: Scores = {
    classes: K,
    order,
    rows,
    labels,
    teacher: teacherProbs.values(),
    student: studentProbs.values(),
    divergent: divergent.top(),
    dataset: {
      format: config.dataset.format,
      path: config.dataset.path,
      sha256: context.datasetSha256,
      functions:
        config.dataset.functions === null || context.functionsSha256 === null
          ? null
          : { path: config.dataset.functions, sha256: context.functionsSha256 },
      rowsSeen: stats.rowsSeen,
      rowsUsed: stats.rowsUsed,
      rowsUnselected: stats.rowsUnselected,
      rowsMissingFunction: stats.rowsMissingFunction,
      labelled: labels.filter((l) => l >= 0).length,
    },
    teacherModel: { ...teacher.summary, classes: K },
    studentModel: { ...student.summary, classes: K },
    timings: {
      totalMs: performance.now() - context.startedAt,
      loadMs,
      tokenizeMs:
        context.tokenizeMs() + (teacher.rows.encodeMs?.() ?? 0) + (student.rows.encodeMs?.() ?? 0),
      teacherMs: teacher.rows.elapsedMs,
      studentMs: student.rows.elapsedMs,
      relationsMs: 0,
      tokens: teacher.rows.tokens + student.rows.tokens,
    },
    runWarnings,
    fed: {
      teacher: combineFed(fedSoFar(teacher.rows), fedBefore.teacher, -1),
      student: combineFed(fedSoFar(student.rows), fedBefore.student, -1),
    },
    warnings: [],
    shard: config.shard,
  };
  scores.warnings = scoreWarnings(scores);
  for (const message of scores.warnings) deps.log.warning(message);
  return { scores, examples: kept, complete };
}
