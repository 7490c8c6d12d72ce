/**
 * A shard's partial report of task code-completion: what `merge` needs to
 * compute exactly the Report of one run (completion-merge.ts). Its
 * sequences' per-position statistics (the columns the relations read:
 * counts, KL percentiles, calibration bins, cross-entropies and the
 * per-sequence counts of the paired test all come from them), its worst
 * sequences written out, and its slice of the completions compared, each
 * prompt's outcomes. Checked whole when read back (checkCompletionPartial):
 * it comes from outside.
 */
import { sha256Text } from '../hash.js';
import type {
  CompletionExample,
  CompletionOutcome,
  CompletionsOutcomes,
} from '../relations/completions/index.js';
import type { PositionColumns } from '../relations/next-token/index.js';
import type { DatasetSummary, ModelSummary } from '../report/types.js';
import type { Config } from '../config/types.js';
import type { CompletionRunFacts, MeasuredCompletion } from './completion-report.js';
import { WORST_SEQUENCES } from './completion-worst.js';
import { isCount, isObject, openPartial } from './partial-envelope.js';
import { shardPositions } from './shard-rule.js';
import type { Shard } from './types.js';

export const COMPLETION_PARTIAL_SCHEMA = 'metacompress-completion-partial';
export const COMPLETION_PARTIAL_VERSION = 1;

/** The element type of each per-position column (position-stats.ts). */
const COLUMN_TYPES = {
  sequence: 'int32',
  klTopK: 'float64',
  klFull: 'float64',
  teacherTop: 'int32',
  studentTop: 'int32',
  actual: 'int32',
  teacherConfidence: 'float64',
  studentConfidence: 'float64',
  studentProbabilityOfTeacherTop: 'float64',
  teacherActualLogProb: 'float64',
  studentActualLogProb: 'float64',
} as const satisfies Record<keyof PositionColumns, 'int32' | 'float64'>;

type ColumnName = keyof typeof COLUMN_TYPES;
const COLUMN_NAMES = Object.keys(COLUMN_TYPES) as ColumnName[];

/**
 * The settings a shard's numbers depend on beyond its data and models, by
 * their config keys: every shard and the config given to `merge` must
 * have the same (the relations' thresholds and the gate are the merge's).
 */
export interface CompletionShardSettings {
  teacher: { maxLength: number | null };
  completion: {
    stride: number;
    topK: number;
    completions: NonNullable<Config['completion']>['completions'];
  };
  /** The kinds and seed the completions are compared under; null without `transforms`. */
  transforms: { kinds: string[]; seed: number } | null;
}

export function completionShardSettings(config: Config): CompletionShardSettings {
  const completion = config.completion!;
  return {
    teacher: { maxLength: config.teacher.kind === 'onnx' ? config.teacher.maxLength : null },
    completion: {
      stride: completion.stride,
      topK: completion.topK,
      completions: completion.completions,
    },
    transforms:
      config.transforms === null
        ? null
        : { kinds: [...config.transforms.kinds], seed: config.transforms.seed },
  };
}

export interface CompletionPartial {
  schema: typeof COMPLETION_PARTIAL_SCHEMA;
  version: typeof COMPLETION_PARTIAL_VERSION;
  shard: Shard;
  settings: CompletionShardSettings;
  dataset: Omit<DatasetSummary, 'labelled'>;
  teacher: ModelSummary;
  student: ModelSummary;
  tokenizerSha256: string;
  endOfText: string;
  vocab: number;
  k: number;
  /** The shard's sequences in score order: each one's position among the usable rows (index, index + count, ...). */
  order: number[];
  /** Each sequence's dataset row and scored positions. */
  rows: number[];
  positions: number[];
  windows: number;
  /**
   * The per-position statistics (relations/next-token PositionColumns),
   * each column's bytes (int32 or float64, little-endian) in base64: exact,
   * NaN included (the full KL where the teacher did not run), about 96
   * characters a position. `sequence` indexes this shard's sequences.
   */
  columns: Record<ColumnName, string>;
  /** The shard's worst sequences, written out (at most WORST_SEQUENCES). */
  worst: CompletionRunFacts['worst'];
  /** The completions compared: every prompt's counts, this shard's prompts' outcomes; null: off. */
  completions: CompletionsOutcomes | null;
  timings: CompletionRunFacts['timings'];
  /** sha256 of the JSON text of every field above. */
  digest: string;
}

/** One column's values as base64 of their bytes. */
function encodeColumn(values: Int32Array | Float64Array): string {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength).toString('base64');
}

export function toCompletionPartial(config: Config, run: MeasuredCompletion): CompletionPartial {
  const { scoring, facts } = run;
  const columns = scoring.stats.columns();
  const body: Omit<CompletionPartial, 'digest'> = {
    schema: COMPLETION_PARTIAL_SCHEMA,
    version: COMPLETION_PARTIAL_VERSION,
    shard: config.shard ?? { index: 0, count: 1 },
    settings: completionShardSettings(config),
    dataset: facts.dataset,
    teacher: facts.teacher,
    student: facts.student,
    tokenizerSha256: facts.tokenizerSha256,
    endOfText: facts.endOfText,
    vocab: scoring.vocab,
    k: scoring.k,
    order: scoring.order,
    rows: scoring.rows,
    positions: scoring.positions,
    windows: scoring.windows,
    columns: Object.fromEntries(
      COLUMN_NAMES.map((name) => [name, encodeColumn(columns[name])]),
    ) as Record<ColumnName, string>,
    worst: facts.worst,
    completions: run.completions,
    timings: facts.timings,
  };
  // Written as JSON and read back: the digest is of what a merge will read.
  const kept = JSON.parse(JSON.stringify(body)) as Omit<CompletionPartial, 'digest'>;
  return { ...kept, digest: sha256Text(JSON.stringify(kept)) };
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const isShare = (x: unknown): x is number => isNumber(x) && x >= 0 && x <= 1;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A checked partial with its columns decoded. */
export interface CheckedCompletionPartial {
  partial: CompletionPartial;
  columns: PositionColumns;
}

/**
 * Checks one parsed partial of task code-completion and returns it with its
 * columns decoded, or throws the one line that says what is wrong with
 * `file`: not such a partial, another version, a shape that is not ours,
 * rows other than its shard's, counts that do not add up, values out of
 * range, or data that do not match the digest they were written with.
 */
export function checkCompletionPartial(parsed: unknown, file: string): CheckedCompletionPartial {
  const { value, shard, damaged } = openPartial(parsed, file, {
    schema: COMPLETION_PARTIAL_SCHEMA,
    version: COMPLETION_PARTIAL_VERSION,
    notOurs: `is not a MetaCompress partial report of task code-completion (schema ${COMPLETION_PARTIAL_SCHEMA}; run with --shard i/n --partial-json)`,
  });
  const { dataset } = value;
  if (!isObject(value.settings)) damaged('"settings" is missing');
  if (
    !isObject(dataset) ||
    !['format', 'path', 'sha256'].every((key) => isString(dataset[key])) ||
    !['rowsSeen', 'rowsUsed', 'rowsUnselected', 'rowsMissingFunction'].every((key) =>
      isCount(dataset[key]),
    ) ||
    !(
      dataset.functions === null ||
      (isObject(dataset.functions) &&
        isString(dataset.functions.path) &&
        isString(dataset.functions.sha256))
    )
  ) {
    return damaged('"dataset" is not a summary of the data set read (its digest and row counts)');
  }
  for (const role of ['teacher', 'student'] as const) {
    const model = value[role];
    if (!isObject(model) || !isString(model.sha256) || !isString(model.path))
      damaged(`"${role}" is not a model summary`);
  }
  if (!isString(value.tokenizerSha256) || !isString(value.endOfText))
    damaged('"tokenizerSha256" or "endOfText" is not a string');
  const { vocab, k } = value;
  if (!isCount(vocab) || vocab < 1 || !isCount(k) || k > vocab)
    damaged('"vocab" and "k" are not counts with k <= vocab');
  for (const key of ['order', 'rows', 'positions'] as const) {
    const list = value[key];
    if (!Array.isArray(list)) return damaged(`"${key}" is not a list`);
    const bad = list.findIndex((x) => !isCount(x));
    if (bad >= 0) damaged(`"${key}"[${bad}] is ${JSON.stringify(list[bad])}, not a count`);
  }
  if (!isCount(value.windows)) damaged('"windows" is not a count');
  const partial = value as unknown as CompletionPartial;
  const { order, rows, positions } = partial;
  const rowsUsed = dataset.rowsUsed as number;
  const expected = shardPositions(shard.index, shard.count, rowsUsed);
  const at = `shard ${shard.index}/${shard.count} of ${rowsUsed} usable rows`;
  for (const key of ['order', 'rows', 'positions'] as const) {
    if (partial[key].length !== expected.length)
      damaged(`"${key}" holds ${partial[key].length} sequences, ${at} has ${expected.length}`);
  }
  const stray = order.findIndex((position, i) => position !== expected[i]);
  if (stray >= 0)
    damaged(`sequence ${stray} is at position ${order[stray]}, ${at} has ${expected[stray]} there`);
  const total = positions.reduce((a, b) => a + b, 0);
  const columns = decodeColumns(value.columns, total, damaged);
  const why = columnsProblem(columns, positions, vocab as number);
  if (why !== null) damaged(why);
  const worst = worstProblem(value.worst, new Set(rows));
  if (worst !== null) damaged(`"worst" ${worst}`);
  if (value.completions !== null) {
    const completions = completionsProblem(value.completions, shard);
    if (completions !== null) damaged(`"completions" ${completions}`);
  }
  const timings = value.timings;
  if (!isObject(timings) || !Object.values(timings).every(isNumber))
    damaged('"timings" are not numbers');
  const { digest, ...body } = partial;
  if (!isString(digest) || digest !== sha256Text(JSON.stringify(body))) {
    return damaged('its data do not match the digest they were written with');
  }
  return { partial, columns };
}

/** The columns decoded, each of `total` values, or the `damaged` line. */
function decodeColumns(
  value: unknown,
  total: number,
  damaged: (why: string) => never,
): PositionColumns {
  if (!isObject(value)) return damaged('"columns" is missing');
  const columns: Partial<Record<ColumnName, Int32Array | Float64Array>> = {};
  for (const name of COLUMN_NAMES) {
    const text = value[name];
    if (!isString(text) || !BASE64.test(text))
      return damaged(`"columns.${name}" is not base64 text`);
    const bytes = Buffer.from(text, 'base64');
    const size = COLUMN_TYPES[name] === 'int32' ? 4 : 8;
    if (bytes.length !== total * size)
      damaged(
        `"columns.${name}" holds ${bytes.length / size} values, its sequences have ${total} positions`,
      );
    // A copy at an aligned offset (the decoded buffer's may not be).
    const aligned = new Uint8Array(bytes.length);
    aligned.set(bytes);
    columns[name] = size === 4 ? new Int32Array(aligned.buffer) : new Float64Array(aligned.buffer);
  }
  return columns as PositionColumns;
}

/** Why the decoded columns are not positions of these sequences in range, or null. */
function columnsProblem(
  columns: PositionColumns,
  positions: readonly number[],
  vocab: number,
): string | null {
  const seen = new Array<number>(positions.length).fill(0);
  for (let i = 0; i < columns.sequence.length; i++) {
    const s = columns.sequence[i]!;
    if (!(s >= 0 && s < positions.length))
      return `position ${i} belongs to sequence ${s}, of ${positions.length}`;
    seen[s]!++;
    for (const name of ['teacherTop', 'studentTop', 'actual'] as const) {
      const id = columns[name][i]!;
      if (!(id >= 0 && id < vocab))
        return `"columns.${name}"[${i}] is ${id}, outside the vocabulary of ${vocab}`;
    }
    for (const name of [
      'teacherConfidence',
      'studentConfidence',
      'studentProbabilityOfTeacherTop',
    ] as const) {
      if (!isShare(columns[name][i])) return `"columns.${name}"[${i}] is not a probability`;
    }
    for (const name of ['klTopK', 'teacherActualLogProb', 'studentActualLogProb'] as const) {
      if (!isNumber(columns[name][i])) return `"columns.${name}"[${i}] is not a finite number`;
    }
    const full = columns.klFull[i]!;
    if (!Number.isNaN(full) && !isNumber(full)) return `"columns.klFull"[${i}] is infinite`;
  }
  const short = seen.findIndex((n, s) => n !== positions[s]);
  return short === -1
    ? null
    : `sequence ${short} has ${seen[short]} positions in the columns, ${positions[short]} in "positions"`;
}

/** Why `worst` is not the shard's worst sequences (of its own rows), or null. */
function worstProblem(worst: unknown, rows: ReadonlySet<number>): string | null {
  if (!Array.isArray(worst) || worst.length > WORST_SEQUENCES)
    return `is not a list of at most ${WORST_SEQUENCES} sequences`;
  for (const [i, w] of worst.entries()) {
    if (
      !isObject(w) ||
      !isCount(w.row) ||
      !isString(w.id) ||
      !isCount(w.positions) ||
      !isNumber(w.klMean) ||
      !isShare(w.disagreement)
    )
      return `${i} is not a sequence's row, id, positions, mean KL and disagreement`;
    if (!rows.has(w.row)) return `${i} is row ${w.row}, not one of the shard's`;
    const p = w.parting;
    if (
      p !== null &&
      !(
        isObject(p) &&
        isCount(p.position) &&
        isNumber(p.kl) &&
        ['actual', 'teacher', 'student', 'before', 'after'].every((key) => isString(p[key])) &&
        isShare(p.teacherProbability) &&
        isShare(p.studentProbability)
      )
    )
      return `${i} has a parting point of another shape`;
  }
  return null;
}

function outcomeProblem(o: unknown): string | null {
  if (!isObject(o)) return 'is not an outcome';
  const flags = [
    'identical',
    'teacherParses',
    'studentParses',
    'teacherFinished',
    'studentFinished',
  ];
  if (!flags.every((key) => typeof o[key] === 'boolean') || !isShare(o.similarity))
    return 'lacks its flags or similarity';
  return null;
}

function exampleProblem(e: unknown): string | null {
  if (e === null) return null;
  const example = e as CompletionExample;
  return isObject(e) &&
    isCount(example.row) &&
    isString(example.promptEnd) &&
    isString(example.teacher) &&
    isString(example.student) &&
    isShare(example.similarity)
    ? null
    : 'has an example of another shape';
}

/** Why `c` is not the completions of `shard`'s prompts, or null. */
function completionsProblem(c: unknown, shard: Shard): string | null {
  if (!isObject(c) || !isObject(c.settings) || !isObject(c.rows)) return 'is not an object';
  const { rows, kinds, prompts } = c;
  if (!['prompted', 'unparsable', 'noPrompt'].every((key) => isCount(rows[key])))
    return 'has rows that are not counts';
  if (!Array.isArray(kinds) || !kinds.every(isString)) return 'has kinds that are not names';
  const want = shardPositions(shard.index, shard.count, rows.prompted as number).length;
  if (!Array.isArray(prompts) || prompts.length !== want)
    return `does not hold ${want} prompts (shard ${shard.index}/${shard.count} of ${String(rows.prompted)})`;
  for (const [i, p] of prompts.entries()) {
    if (!isObject(p) || !isCount(p.row)) return `prompt ${i} has no row`;
    const why = outcomeProblem(p.original) ?? exampleProblem(p.example);
    if (why !== null) return `prompt ${i} ${why}`;
    if ((p.example === null) !== (p.original as CompletionOutcome).identical)
      return `prompt ${i} must have an example exactly when its two completions differ`;
    const onT = p.transformed;
    if (!Array.isArray(onT) || onT.length !== kinds.length)
      return `prompt ${i} does not hold one outcome per kind`;
    for (const [k, t] of onT.entries()) {
      if (t === 'unchanged' || t === 'not-transformable' || t === 'no-prompt') continue;
      const tWhy = outcomeProblem(t);
      if (tWhy !== null) return `prompt ${i}, kind ${String(kinds[k])}, ${tWhy}`;
    }
  }
  return null;
}
