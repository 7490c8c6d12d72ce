import { InputError } from '../errors.js';
import { sha256Text } from '../hash.js';
import type { Scores, Shard } from './types.js';
import { DIVERGENT_EXAMPLES } from './divergence.js';

/**
 * A shard's result: its Scores, serialised. JSON numbers round-trip float64
 * exactly, so a merge sees the very values the shard computed.
 *
 * Version 2 carries what a merge needs to prove a partial whole: the shard's
 * row count, its rows (`scores.order`, the positions among the usable rows,
 * which must be exactly index, index + count, ...) and a digest of the
 * per-row data. A partial cut short, edited or damaged in transit is refused
 * instead of merged into a report of invented numbers.
 */
export interface PartialReport {
  schema: 'metacompress-partial';
  version: typeof PARTIAL_VERSION;
  /** Identifies what the scores depend on: data, models and encodings (not thresholds). */
  inputsDigest: string;
  shard: Shard;
  /** Rows this shard scored. */
  rowCount: number;
  /** sha256 of the per-row data, see rowsDigest(). */
  rowsDigest: string;
  scores: Omit<Scores, 'teacher' | 'student'> & { teacher: number[]; student: number[] };
}

/** 3: the divergent inputs carry their whole functions, so the merge chooses their excerpts from the merged list. */
export const PARTIAL_VERSION = 3;

type SerialScores = PartialReport['scores'];

function inputsDigest(
  scores: Pick<Scores, 'dataset' | 'teacherModel' | 'studentModel' | 'classes'>,
): string {
  const model = (m: Scores['teacherModel']) => ({
    sha256: m.sha256,
    encoding: m.encoding && { ...m.encoding, tokenizer: null },
  });
  return sha256Text(
    JSON.stringify({
      dataset: [
        scores.dataset.format,
        scores.dataset.sha256,
        scores.dataset.functions?.sha256 ?? null,
        scores.dataset.rowsUsed,
      ],
      teacher: model(scores.teacherModel),
      student: model(scores.studentModel),
      classes: scores.classes,
    }),
  );
}

/**
 * sha256 over the JSON text of the per-row lists, in a fixed order. JSON
 * text, not float bytes: a value read back from the partial stringifies to
 * the same text it was written as (-0 included, which JSON writes as 0).
 */
function rowsDigest(
  scores: Pick<SerialScores, 'order' | 'rows' | 'labels' | 'teacher' | 'student'>,
): string {
  return sha256Text(
    JSON.stringify([scores.order, scores.rows, scores.labels, scores.teacher, scores.student]),
  );
}

/** The positions shard `index` of `count` scores among `usable` rows: index, index + count, ... */
function shardPositions(index: number, count: number, usable: number): number[] {
  const positions: number[] = [];
  for (let p = index; p < usable; p += count) positions.push(p);
  return positions;
}

export function toPartialReport(scores: Scores): PartialReport {
  const serial: SerialScores = {
    ...scores,
    teacher: Array.from(scores.teacher),
    student: Array.from(scores.student),
  };
  return {
    schema: 'metacompress-partial',
    version: PARTIAL_VERSION,
    inputsDigest: inputsDigest(scores),
    shard: scores.shard ?? { index: 0, count: 1 },
    rowCount: scores.order.length,
    rowsDigest: rowsDigest(serial),
    scores: serial,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * Checks one parsed partial and returns it typed, or throws the one line that
 * says what is wrong with `file`: not a partial, an older version, a shape
 * that is not ours, or per-row data whose length, rows or digest do not match
 * what the shard wrote.
 */
export function checkPartialReport(value: unknown, file: string): PartialReport {
  const refuse = (why: string): never => {
    throw new InputError(`merge: ${file} ${why}`);
  };
  const damaged = (why: string): never =>
    refuse(`is damaged: ${why}; run its shard again to rewrite it`);
  if (!isObject(value) || value.schema !== 'metacompress-partial') {
    return refuse('is not a MetaCompress partial report (run with --shard i/n --partial-json)');
  }
  if (value.version !== PARTIAL_VERSION) {
    return refuse(
      `is a partial report of version ${JSON.stringify(value.version)}; this MetaCompress merges version ${PARTIAL_VERSION} (run the shards again with this version)`,
    );
  }
  const { shard, scores } = value;
  if (
    !isObject(shard) ||
    !isCount(shard.count) ||
    shard.count < 1 ||
    !isCount(shard.index) ||
    shard.index >= shard.count
  ) {
    return damaged('"shard" is not {index, count} with 0 <= index < count');
  }
  if (!isObject(scores) || !isObject(scores.dataset) || !isCount(scores.dataset.rowsUsed)) {
    return damaged('"scores.dataset.rowsUsed" is missing');
  }
  if (!isCount(scores.classes) || scores.classes < 1) {
    return damaged('"scores.classes" is not a positive integer');
  }
  for (const key of ['teacherModel', 'studentModel', 'timings'] as const) {
    if (!isObject(scores[key])) damaged(`"scores.${key}" is missing`);
  }
  for (const key of ['divergent', 'warnings'] as const) {
    if (!Array.isArray(scores[key])) damaged(`"scores.${key}" is not a list`);
  }
  for (const key of ['order', 'rows', 'labels', 'teacher', 'student'] as const) {
    const list = scores[key];
    if (!Array.isArray(list)) return damaged(`"scores.${key}" is not a list`);
    const bad = list.findIndex((x) => typeof x !== 'number' || !Number.isFinite(x));
    if (bad >= 0)
      return damaged(`"scores.${key}"[${bad}] is ${JSON.stringify(list[bad])}, not a number`);
  }
  const partial = value as unknown as PartialReport;
  const s = partial.scores;
  if (typeof partial.inputsDigest !== 'string' || partial.inputsDigest !== inputsDigest(s)) {
    return damaged('its dataset and model fields do not match its inputs digest');
  }
  const expected = shardPositions(shard.index, shard.count, s.dataset.rowsUsed);
  const at = `shard ${shard.index}/${shard.count} of ${s.dataset.rowsUsed} usable rows`;
  if (partial.rowCount !== expected.length) {
    return damaged(
      `it says ${JSON.stringify(partial.rowCount)} rows, ${at} has ${expected.length}`,
    );
  }
  for (const key of ['order', 'rows', 'labels'] as const) {
    if (s[key].length !== expected.length) {
      damaged(`"scores.${key}" holds ${s[key].length} rows, ${at} has ${expected.length}`);
    }
  }
  for (const key of ['teacher', 'student'] as const) {
    const want = expected.length * s.classes;
    if (s[key].length !== want) {
      damaged(
        `"scores.${key}" holds ${s[key].length} probabilities, ${want} expected (${expected.length} rows of ${s.classes} classes)`,
      );
    }
  }
  const stray = s.order.findIndex((position, i) => position !== expected[i]);
  if (stray >= 0) {
    return damaged(
      `row ${stray} is at position ${s.order[stray]}, ${at} has ${expected[stray]} there`,
    );
  }
  if (typeof partial.rowsDigest !== 'string' || partial.rowsDigest !== rowsDigest(s)) {
    return damaged('its per-row data do not match the digest they were written with');
  }
  return partial;
}

/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses a damaged partial (see checkPartialReport),
 * partials of other inputs, a missing or repeated shard.
 */
export function mergePartialReports(values: readonly unknown[], files: readonly string[]): Scores {
  if (values.length === 0) throw new InputError('merge: no partial reports given');
  const partials = values.map((value, i) => checkPartialReport(value, files[i]!));
  const [first] = partials as [PartialReport];
  const count = first.shard.count;
  const seen = new Map<number, string>();
  partials.forEach((partial, i) => {
    if (partial.inputsDigest !== first.inputsDigest) {
      throw new InputError(
        `merge: ${files[i]} was computed on other data or models than ${files[0]}`,
      );
    }
    if (partial.shard.count !== count) {
      throw new InputError(
        `merge: ${files[i]} is shard ${partial.shard.index}/${partial.shard.count}, ${files[0]} is of ${count} shards`,
      );
    }
    const twin = seen.get(partial.shard.index);
    if (twin !== undefined)
      throw new InputError(
        `merge: ${twin} and ${files[i]} are both shard ${partial.shard.index}/${count}`,
      );
    seen.set(partial.shard.index, files[i]!);
  });
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new InputError(
      `merge: shards ${missing.map((i) => `${i}/${count}`).join(', ')} are missing`,
    );

  const K = first.scores.classes;
  const entries = partials.flatMap((partial) =>
    partial.scores.order.map((position, i) => ({ partial: partial.scores, i, position })),
  );
  entries.sort((a, b) => a.position - b.position);
  const teacher = new Float64Array(entries.length * K);
  const student = new Float64Array(entries.length * K);
  entries.forEach(({ partial, i }, j) => {
    teacher.set(partial.teacher.slice(i * K, (i + 1) * K), j * K);
    student.set(partial.student.slice(i * K, (i + 1) * K), j * K);
  });
  const sum = (pick: (t: Scores['timings']) => number) =>
    partials.reduce((s, p) => s + pick(p.scores.timings), 0);
  const all = partials.map((p) => p.scores);
  return {
    classes: K,
    order: entries.map((e) => e.position),
    rows: entries.map((e) => e.partial.rows[e.i]!),
    labels: entries.map((e) => e.partial.labels[e.i]!),
    teacher,
    student,
    divergent: all
      .flatMap((s) => s.divergent)
      .sort((a, b) => b.kl - a.kl || a.row - b.row)
      .slice(0, DIVERGENT_EXAMPLES),
    dataset: {
      ...first.scores.dataset,
      labelled: entries.filter((e) => e.partial.labels[e.i]! >= 0).length,
    },
    teacherModel: {
      ...first.scores.teacherModel,
      fromCache: all.every((s) => s.teacherModel.fromCache),
    },
    studentModel: first.scores.studentModel,
    timings: {
      // Shards run side by side: the wall time is the slowest; work adds up.
      totalMs: Math.max(...all.map((s) => s.timings.totalMs)),
      loadMs: sum((t) => t.loadMs),
      tokenizeMs: sum((t) => t.tokenizeMs),
      teacherMs: sum((t) => t.teacherMs),
      studentMs: sum((t) => t.studentMs),
      relationsMs: 0,
      tokens: sum((t) => t.tokens),
    },
    warnings: [...new Set(all.flatMap((s) => s.warnings))],
    shard: null,
  };
}
