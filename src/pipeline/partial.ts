/**
 * A shard's partial report: its rows' Scores and its slice of the
 * robustness step, serialised, and checked whole when read back
 * (checkPartialReport); merge-partials.ts puts the shards together.
 */
import { sha256Text } from '../hash.js';
import type { RobustnessOutcomes, TeacherScoreOrigins } from '../robustness/index.js';
import { FED_KEYS, fedCountsProblem, outcomeProblem } from '../store/teacher-entries.js';
import { isCount, isObject, openPartial } from './partial-envelope.js';
import { shardPositions } from './shard-rule.js';
import type { Scores, Shard } from './types.js';

/**
 * A shard's result: its Scores, serialised. JSON numbers round-trip float64
 * exactly, so a merge sees the very values the shard computed.
 *
 * Version 2 carries what a merge needs to prove a partial whole: the shard's
 * row count, its rows (`scores.order`, the positions among the usable rows,
 * which must be exactly index, index + count, ...) and a digest of the
 * per-row data. A partial cut short, edited or damaged in transit is refused
 * instead of merged into a report of invented numbers.
 *
 * Version 4 carries the shard's slice of the robustness step (`robustness`):
 * its per-input outcomes, from which `merge` computes the robustness report
 * of one run; the digest covers them.
 *
 * Version 5 carries what the row-level warnings are computed from: each
 * model's counts over the shard's rows (`scores.fed`, covered by the digest)
 * and the warnings about the run as a whole (`scores.runWarnings`). `merge`
 * sums the counts and computes the warnings from the merged rows as one run
 * does; the shard's own `scores.warnings`, about its slice only, are not read.
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
  /** The shard's slice of the robustness step; null without `transforms`. */
  robustness: ShardRobustness | null;
}

/**
 * A shard's slice of the robustness step: the outcomes of the transformed
 * and attacked inputs at its positions (every shard.count-th input of each
 * probe's list, from the shard's index), and what they were computed with.
 */
export interface ShardRobustness {
  /** The transformation and attack settings (pipeline robustnessSettings): a merge's config must have the same. */
  settings: object;
  /** What the attacks read beside the models: the language model's digest, the substitutes file's sha256. */
  readBeside: { languageModel: string | null; substitutes: string | null };
  /** Positions among the usable rows of the shard's transformed-evaluation inputs, in order. */
  transform: number[];
  /** Positions of the shard's attacked inputs, in order. */
  attack: number[];
  outcomes: RobustnessOutcomes;
  teacherScores: TeacherScoreOrigins;
}

/**
 * 3: the divergent inputs carry their whole functions, so the merge chooses their excerpts from the merged list.
 * 4: the shard's slice of the robustness step (`robustness`).
 * 5: the counts and run-wide warnings the merged warnings are computed from (`scores.fed`, `scores.runWarnings`).
 */
export const PARTIAL_VERSION = 5;

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
  scores: Pick<SerialScores, 'order' | 'rows' | 'labels' | 'teacher' | 'student' | 'fed'>,
  robustness: ShardRobustness | null,
): string {
  const fed = (['teacher', 'student'] as const).map((role) =>
    FED_KEYS.map((key) => scores.fed[role][key]),
  );
  return sha256Text(
    JSON.stringify([
      scores.order,
      scores.rows,
      scores.labels,
      scores.teacher,
      scores.student,
      fed,
      robustness,
    ]),
  );
}

export function toPartialReport(
  scores: Scores,
  robustness: ShardRobustness | null = null,
): PartialReport {
  const serial: SerialScores = {
    ...scores,
    teacher: Array.from(scores.teacher),
    student: Array.from(scores.student),
  };
  // Written as JSON and read back: the digest is of what a merge will read.
  const kept =
    robustness === null ? null : (JSON.parse(JSON.stringify(robustness)) as ShardRobustness);
  return {
    schema: 'metacompress-partial',
    version: PARTIAL_VERSION,
    inputsDigest: inputsDigest(scores),
    shard: scores.shard ?? { index: 0, count: 1 },
    rowCount: scores.order.length,
    rowsDigest: rowsDigest(serial, kept),
    scores: serial,
    robustness: kept,
  };
}

/**
 * Checks one parsed partial and returns it typed, or throws the one line that
 * says what is wrong with `file`: not a partial, an older version, a shape
 * that is not ours, or per-row data whose length, rows or digest do not match
 * what the shard wrote.
 */
export function checkPartialReport(parsed: unknown, file: string): PartialReport {
  const { value, shard, damaged } = openPartial(parsed, file, {
    schema: 'metacompress-partial',
    version: PARTIAL_VERSION,
    notOurs: 'is not a MetaCompress partial report (run with --shard i/n --partial-json)',
  });
  const { scores } = value;
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
  if (!Array.isArray(scores.runWarnings) || !scores.runWarnings.every(isString))
    damaged('"scores.runWarnings" is not a list of lines');
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
  const fedWhy = fedProblem(scores, expected.length);
  if (fedWhy !== null) return damaged(`"scores.fed" ${fedWhy}`);
  const stray = s.order.findIndex((position, i) => position !== expected[i]);
  if (stray >= 0) {
    return damaged(
      `row ${stray} is at position ${s.order[stray]}, ${at} has ${expected[stray]} there`,
    );
  }
  if (partial.robustness === undefined) return damaged('"robustness" is missing');
  if (partial.robustness !== null) {
    const why = robustnessProblem(partial.robustness, s.classes);
    if (why !== null) return damaged(`"robustness" ${why}`);
  }
  if (
    typeof partial.rowsDigest !== 'string' ||
    partial.rowsDigest !== rowsDigest(s, partial.robustness)
  ) {
    return damaged('its per-row data do not match the digest they were written with');
  }
  return partial;
}

/** Why `scores.fed` is not each model's counts over `rows` rows, or null. */
function fedProblem(scores: Record<string, unknown>, rows: number): string | null {
  const fed = scores.fed;
  if (!isObject(fed)) return 'is missing';
  for (const role of ['teacher', 'student'] as const) {
    const counts = fed[role];
    if (!isObject(counts)) return `has no ${role}`;
    const why = fedCountsProblem(counts, rows, { role, theRows: "the shard's" });
    if (why !== null) return why;
  }
  return null;
}

const isNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isString = (x: unknown): x is string => typeof x === 'string';
const isCounts = (x: unknown): x is number[] => Array.isArray(x) && x.every(isCount);
const isProbabilities = (x: unknown, classes: number) =>
  Array.isArray(x) && x.length === classes && x.every(isNumber);
const hasCounts = (x: unknown, keys: readonly string[]) =>
  isObject(x) && keys.every((key) => isCount(x[key]));

function transformOutcomeProblem(o: unknown, classes: number): string | null {
  if (o === 'not-transformable' || o === 'unchanged') return null;
  if (!isObject(o)) return 'is neither a status nor scores';
  if (!isProbabilities(o.teacher, classes) || !isProbabilities(o.student, classes))
    return `does not hold ${classes} probabilities per model`;
  if (o.texts !== undefined && !(Array.isArray(o.texts) && o.texts.every(isString)))
    return 'has texts that are not strings';
  return null;
}

function attackOutcomeProblem(o: unknown, classes: number): string | null {
  if (!isObject(o)) return 'is not an object';
  if (o.budget !== null && !isNumber(o.budget)) return 'has no budget';
  if ((o.teacher === undefined) !== (o.student === undefined)) return 'has one model only';
  for (const model of ['teacher', 'student'] as const) {
    const outcome = o[model];
    if (outcome === undefined) continue;
    const status = isObject(outcome) ? outcome.status : undefined;
    const why = status === 'wrong' || status === 'unparsable' ? null : outcomeProblem(outcome);
    if (why !== null) return `has a ${model} outcome that is not one (${why})`;
  }
  const adversarial = o.adversarial;
  if (
    adversarial !== undefined &&
    !(
      isObject(adversarial) &&
      isProbabilities(adversarial.teacher, classes) &&
      isProbabilities(adversarial.student, classes)
    )
  )
    return `has adversarial scores that are not ${classes} probabilities per model`;
  if (o.studentAdversarial !== undefined && !isProbabilities(o.studentAdversarial, classes))
    return `has student adversarial scores that are not ${classes} probabilities`;
  return null;
}

function methodProblem(m: unknown, inputs: number, classes: number): string | null {
  if (!isObject(m) || !isString(m.method)) return "is not a method's outcomes";
  const at = `method ${m.method}`;
  if (!Array.isArray(m.inputs) || m.inputs.length !== inputs)
    return `${at} does not hold one outcome per attacked input (${inputs})`;
  if (m.skippedReason !== null) return `${at} was not run (a shard runs every method)`;
  if (typeof m.budgetExhausted !== 'boolean') return `${at} has no budgetExhausted`;
  if (m.stoppedAtTimeLimit !== undefined && typeof m.stoppedAtTimeLimit !== 'boolean')
    return `${at} has a stoppedAtTimeLimit that is not true or false`;
  if (!isCount(m.candidatePool) || !isNumber(m.elapsedMs) || !isNumber(m.modelMs))
    return `${at} lacks its candidate pool or times`;
  if (m.outsideBudgetMs !== undefined && !isNumber(m.outsideBudgetMs))
    return `${at} has a time outside its budget that is not a number`;
  const s = m.substitutes;
  if (
    s !== undefined &&
    !(
      isObject(s) &&
      (s.source === 'language-model' || s.source === 'reference-file') &&
      (s.languageModel === null || isString(s.languageModel)) &&
      typeof s.cacheHit === 'boolean' &&
      isCount(s.inputsWithSubstitutes) &&
      isNumber(s.computeMs)
    )
  )
    return `${at} has substitutes of another shape`;
  const r = m.references;
  if (
    r !== undefined &&
    !(
      isObject(r) &&
      (r.similarity === 'language-model' || r.similarity === 'code-shape') &&
      (r.languageModel === null || isString(r.languageModel)) &&
      isCount(r.pool) &&
      (r.similarities === null || hasCounts(r.similarities, ['reused', 'computed']))
    )
  )
    return `${at} has references of another shape`;
  for (const [i, input] of m.inputs.entries()) {
    const why = attackOutcomeProblem(input, classes);
    if (why !== null) return `${at}: input ${i} ${why}`;
  }
  return null;
}

/** Why `r` is not a shard's robustness slice of `classes`-class models, or null. */
function robustnessProblem(r: unknown, classes: number): string | null {
  if (!isObject(r)) return 'is not an object';
  if (!isObject(r.settings)) return 'has no settings';
  const beside = r.readBeside;
  if (
    !isObject(beside) ||
    !(beside.languageModel === null || isString(beside.languageModel)) ||
    !(beside.substitutes === null || isString(beside.substitutes))
  )
    return 'does not say what the attacks read beside the models';
  if (!isCounts(r.transform) || !isCounts(r.attack)) return 'has positions that are not rows';
  const o = r.outcomes;
  if (!isObject(o) || !Array.isArray(o.transformed) || !Array.isArray(o.attacks))
    return 'has no outcomes';
  if (!hasCounts(o.transformedTexts, ['restored', 'computed']) || !isNumber(o.elapsedMs))
    return 'lacks its counts of T(x) or its time';
  for (const kind of o.transformed) {
    if (!isObject(kind) || !isString(kind.kind) || !Array.isArray(kind.inputs))
      return 'has a transformation that is not a kind with its inputs';
    if (!isNumber(kind.transformMs) || !isNumber(kind.scoreMs))
      return `kind ${kind.kind} lacks its times`;
    if (kind.inputs.length !== r.transform.length)
      return `kind ${kind.kind} does not hold one outcome per input (${r.transform.length})`;
    for (const [i, input] of kind.inputs.entries()) {
      const why = transformOutcomeProblem(input, classes);
      if (why !== null) return `kind ${kind.kind}: input ${i} ${why}`;
    }
  }
  for (const method of o.attacks) {
    const why = methodProblem(method, r.attack.length, classes);
    if (why !== null) return why;
  }
  const t = r.teacherScores;
  const origins = ['fromCache', 'fromRun', 'computed'];
  if (
    !isObject(t) ||
    typeof t.restored !== 'boolean' ||
    typeof t.teacherRun !== 'boolean' ||
    !hasCounts(t.transformed, origins) ||
    !hasCounts(t.attacks, origins) ||
    !(t.outcomes === undefined || hasCounts(t.outcomes, ['restored', 'searched'])) ||
    !(
      t.spotCheck === undefined ||
      (isObject(t.spotCheck) &&
        hasCounts(t.spotCheck.scores, ['rows', 'of']) &&
        hasCounts(t.spotCheck.successes, ['rows', 'of']))
    )
  )
    return "does not say where the teacher's scores came from";
  return null;
}
