import { InputError } from '../errors.js';
import { sha256Text } from '../hash.js';
import type { Scores, Shard } from '../pipeline/types.js';
import { DIVERGENT_EXAMPLES } from '../pipeline/divergence.js';

/**
 * A shard's result: its Scores, serialised. JSON numbers round-trip float64
 * exactly, so a merge sees the very values the shard computed.
 */
export interface PartialReport {
  schema: 'metacompress-partial';
  version: 1;
  /** Identifies what the scores depend on: data, models and encodings (not thresholds). */
  inputsDigest: string;
  shard: Shard;
  scores: Omit<Scores, 'teacher' | 'student'> & { teacher: number[]; student: number[] };
}

function inputsDigest(scores: Scores): string {
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

export function toPartialReport(scores: Scores): PartialReport {
  return {
    schema: 'metacompress-partial',
    version: 1,
    inputsDigest: inputsDigest(scores),
    shard: scores.shard ?? { index: 0, count: 1 },
    scores: { ...scores, teacher: Array.from(scores.teacher), student: Array.from(scores.student) },
  };
}

/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses partials of other inputs, a missing or repeated
 * shard.
 */
export function mergePartialReports(
  partials: readonly PartialReport[],
  files: readonly string[],
): Scores {
  if (partials.length === 0) throw new InputError('merge: no partial reports given');
  partials.forEach((partial, i) => {
    if (partial?.schema !== 'metacompress-partial' || partial.version !== 1) {
      throw new InputError(
        `merge: ${files[i]} is not a MetaCompress partial report (run with --shard i/n --partial-json)`,
      );
    }
  });
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
