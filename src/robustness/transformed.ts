/**
 * The gate on transformed inputs (docs/spec.md §5): for each semantics-preserving
 * transformation T, both models score T(x); the four relations are computed
 * on T(x), and each model's flip rate (prediction on T(x) differs from that
 * on x) is compared between student and teacher.
 */
import type { TransformsConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import { InputError } from '../errors.js';
import { sha256Text } from '../hash.js';
import type { ProbabilitySource } from '../inference/sources.js';
import { argmax, computeRelations, rate } from '../relations/index.js';
import type { ProbMatrix, Rate, Ratio, RelationsOptions } from '../relations/types.js';
import {
  createTransformer,
  DONOR_KINDS,
  type CodeTransformer,
  type TransformKind,
} from '../transforms/index.js';
import { changeExcerpt } from './change-excerpt.js';
import { flipRatioInterval } from './ratio-interval.js';
import { inputSeed } from './sampling.js';
import type { FlipExample, TransformedKindResult } from './types.js';

export interface RobustnessModels {
  teacher: ProbabilitySource;
  student: ProbabilitySource;
}

/** Both models' probabilities on the untransformed inputs, [examples, cols], in example order. */
export interface OriginalScores {
  teacher: Float64Array;
  student: Float64Array;
  cols: number;
}

/** Ids of not-transformable inputs kept for the report. */
const ID_EXAMPLES = 5;
/** Inputs kept per transformation where T flipped the student and not the teacher. */
export const FLIP_EXAMPLES = 3;

/**
 * Scores the untransformed examples with both models (when the caller has no
 * scores of its own).
 */
export async function scoreOriginals(
  models: RobustnessModels,
  examples: readonly Example[],
): Promise<OriginalScores> {
  const p = await models.teacher.score(examples);
  const q = await models.student.score(examples);
  if (p.cols !== q.cols) {
    throw new InputError(
      `teacher and student disagree on the number of classes: teacher ${p.cols}, student ${q.cols}`,
    );
  }
  return { teacher: p.data, student: q.data, cols: p.cols };
}

/** Rows of a [n, cols] matrix picked by index, as a new matrix. */
export function pickRows(data: Float64Array, cols: number, rows: readonly number[]): Float64Array {
  const out = new Float64Array(rows.length * cols);
  rows.forEach((row, i) => out.set(data.subarray(row * cols, (row + 1) * cols), i * cols));
  return out;
}

/**
 * T applied to every function of the example with the same seed; null when
 * the example is not transformable: a function does not parse, or T changed
 * nothing because it declined every site it found (a change there could
 * change the program's meaning). `donor`: the input a kind of DONOR_KINDS
 * quotes, text k of it in text k of the example (see `donorPicker`).
 */
export function transformExample(
  transformer: CodeTransformer,
  example: Example,
  kind: TransformKind,
  seed: number,
  donor: Example | null = null,
): { example: Example; changed: boolean } | null {
  const texts: string[] = [];
  let changed = false;
  let declined = 0;
  for (const [k, text] of example.texts.entries()) {
    const quoted = donor === null ? undefined : (donor.texts[k] ?? donor.texts[0]);
    const result = transformer.transform(text, kind, seed, { donor: quoted });
    if (result.status !== 'ok') return null;
    texts.push(result.code);
    changed ||= result.changed;
    declined += result.declined.length;
  }
  if (!changed && declined > 0) return null;
  return { example: { ...example, texts: texts as Example['texts'] }, changed };
}

/**
 * Which input misleading-comment (DONOR_KINDS) quotes in an example: one of
 * the labelled inputs of `pool` whose label is not the example's, number
 * inputSeed(seed, row) mod their count, in pool order, so the choice depends
 * on the pool, the seed and the example's row only. Null when the example is
 * unlabelled or the pool holds no input of another label (the kind then
 * writes a misleading hint).
 *
 * @example
 * // pool labels [0, 1, 1, 0]: an example labelled 0 gets pool[1] or pool[2]
 */
export function donorPicker(
  pool: readonly Example[],
  seed: number,
): (example: Example) => Example | null {
  const otherLabels = new Map<number, Example[]>();
  return (example) => {
    if (example.label < 0) return null;
    let others = otherLabels.get(example.label);
    if (others === undefined) {
      others = pool.filter((other) => other.label >= 0 && other.label !== example.label);
      otherLabels.set(example.label, others);
    }
    return others.length === 0 ? null : others[inputSeed(seed, example.row) % others.length]!;
  };
}

/** T(x) of one input and kind as kept between runs: its texts, or why it has none. */
export type KeptTransform = string[] | 'unchanged' | 'not-transformable';

/** A cached value of the shape of TransformMemo's entries (anything else is a miss). */
export function isKeptTransforms(value: unknown): value is Record<string, KeptTransform> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (v) =>
        v === 'unchanged' ||
        v === 'not-transformable' ||
        (Array.isArray(v) && v.length > 0 && v.every((t) => typeof t === 'string')),
    )
  );
}

/**
 * The T(x) a run made, kept between runs: T(x) depends on the input's code,
 * the kind and the seed only (and the donor's code for DONOR_KINDS; and this
 * code's version, which the caller's key holds), never on the models, so a
 * pull request reads the texts its base branch made instead of transforming
 * again. Each entry is named by the sha256 of (kind, seed, texts[, the
 * donor's texts]): it answers only for the input (and donor) it was made
 * from, and another is a miss and is transformed.
 */
export class TransformMemo {
  private readonly entries: Map<string, KeptTransform>;
  /** T(x) read from the entries given, and made in this run. */
  restored = 0;
  computed = 0;

  constructor(entries: Record<string, KeptTransform> = {}) {
    this.entries = new Map(Object.entries(entries));
  }

  transform(
    transformer: CodeTransformer,
    example: Example,
    kind: TransformKind,
    seed: number,
    donor: Example | null = null,
  ): { example: Example; changed: boolean } | null {
    const named =
      donor === null ? [kind, seed, example.texts] : [kind, seed, example.texts, donor.texts];
    const key = sha256Text(JSON.stringify(named)).slice(0, 40);
    const kept = this.entries.get(key);
    if (kept !== undefined && (typeof kept === 'string' || kept.length === example.texts.length)) {
      this.restored += 1;
      if (kept === 'not-transformable') return null;
      if (kept === 'unchanged') return { example, changed: false };
      return { example: { ...example, texts: [...kept] as Example['texts'] }, changed: true };
    }
    this.computed += 1;
    const made = transformExample(transformer, example, kind, seed, donor);
    this.entries.set(
      key,
      made === null ? 'not-transformable' : made.changed ? [...made.example.texts] : 'unchanged',
    );
    return made;
  }

  toJSON(): Record<string, KeptTransform> {
    return Object.fromEntries(this.entries);
  }
}

/** Total-variation distance between row i of two probability matrices. */
function rowShift(before: ProbMatrix, after: ProbMatrix, i: number): number {
  let sum = 0;
  for (let c = 0; c < before.cols; c++) {
    sum += Math.abs(before.data[i * before.cols + c]! - after.data[i * after.cols + c]!);
  }
  return sum / 2;
}

/**
 * The rows where the student's predicted class changed from x to T(x) and the
 * teacher's did not, largest shift of the student's probabilities first (ties
 * in row order), at most FLIP_EXAMPLES, each with the lines T changed.
 */
export function studentOnlyFlips(
  originals: readonly Example[],
  variantAt: (i: number) => Example,
  scores: { pX: ProbMatrix; pT: ProbMatrix; qX: ProbMatrix; qT: ProbMatrix },
): FlipExample[] {
  const { pX, pT, qX, qT } = scores;
  const flipped: { i: number; shift: number }[] = [];
  for (let i = 0; i < originals.length; i++) {
    const teacherKept = argmax(pX, i) === argmax(pT, i);
    if (teacherKept && argmax(qX, i) !== argmax(qT, i))
      flipped.push({ i, shift: rowShift(qX, qT, i) });
  }
  // a stable sort keeps row order among equal shifts; only the kept few are diffed
  flipped.sort((a, b) => b.shift - a.shift);
  const found: FlipExample[] = [];
  for (const { i, shift } of flipped) {
    if (found.length === FLIP_EXAMPLES) break;
    const x = originals[i]!.texts;
    const t = variantAt(i).texts;
    const text = x.findIndex((code, k) => code !== t[k]);
    const excerpt = changeExcerpt(x[text]!, t[text]!);
    if (excerpt === null) continue;
    found.push({
      id: originals[i]!.id,
      text,
      ...excerpt,
      teacher: [argmax(pX, i), argmax(pT, i)],
      student: [argmax(qX, i), argmax(qT, i)],
      shift,
    });
  }
  return found;
}

/** How many rows the student's predicted class changed on from x to T(x) and the teacher's did not. */
export function countStudentOnlyFlips(scores: {
  pX: ProbMatrix;
  pT: ProbMatrix;
  qX: ProbMatrix;
  qT: ProbMatrix;
}): number {
  const { pX, pT, qX, qT } = scores;
  let count = 0;
  for (let i = 0; i < pX.rows; i++) {
    if (argmax(pX, i) === argmax(pT, i) && argmax(qX, i) !== argmax(qT, i)) count += 1;
  }
  return count;
}

/** Rows (of `cols`-wide probability matrices) where the predicted class differs. */
export function countFlips(before: ProbMatrix, after: ProbMatrix): number {
  if (before.rows !== after.rows || before.cols !== after.cols) {
    throw new RangeError(
      `countFlips: shapes differ (${before.rows} x ${before.cols} and ${after.rows} x ${after.cols})`,
    );
  }
  let flips = 0;
  for (let i = 0; i < before.rows; i++) if (argmax(before, i) !== argmax(after, i)) flips += 1;
  return flips;
}

/**
 * The student/teacher ratio of flip rates, or why it is undefined.
 *
 *     ratio = (student flips / n_s) / (teacher flips / n_t)
 *
 * Undefined (null) when n = 0, and when neither model flipped (0/0: both were
 * stable); 'infinite' when only the student flipped (the gate fails it
 * whenever a ceiling is set).
 *
 * @example
 * flipRateRatio(rate(2, 20), rate(6, 20)); // { ratio: 3, reason: null }
 */
export function flipRateRatio(
  teacher: Rate,
  student: Rate,
): { ratio: Ratio; reason: string | null } {
  if (teacher.n === 0 || student.n === 0) {
    return { ratio: null, reason: 'no input was transformed, so there is no flip rate' };
  }
  if (teacher.violations === 0) {
    return student.violations === 0
      ? {
          ratio: null,
          reason: `neither model changed a prediction on the ${teacher.n} transformed inputs (0/0)`,
        }
      : { ratio: 'infinite', reason: null };
  }
  // As one division of integers, so equal counts give exact ratios (6/20 over 2/20 is 3).
  return {
    ratio: (student.violations * teacher.n) / (student.n * teacher.violations),
    reason: null,
  };
}

/** One kind's transformed inputs, before scoring. */
interface KindVariants {
  kind: TransformKind;
  /** Per input: T(x), or why there is none. */
  made: ({ example: Example; changed: boolean } | null)[];
  transformMs: number;
}

function transformAll(
  transformer: CodeTransformer,
  inputs: readonly Example[],
  kind: TransformKind,
  seed: number,
  memo: TransformMemo,
  donors: readonly Example[],
): KindVariants {
  const started = performance.now();
  const donorOf = DONOR_KINDS.includes(kind) ? donorPicker(donors, seed) : () => null;
  const made = inputs.map((example) =>
    memo.transform(transformer, example, kind, inputSeed(seed, example.row), donorOf(example)),
  );
  return { kind, made, transformMs: performance.now() - started };
}

/**
 * What T did to one input, and both models' probabilities on T(x): all the
 * transformed evaluation keeps of an input, so that a merge of shards
 * (pipeline/partial.ts) recomputes each kind's numbers as one run does.
 * `texts` (T(x)'s functions) is needed only where the student's prediction
 * changed (the excerpts); a partial report leaves it out elsewhere.
 */
export type TransformOutcome =
  'not-transformable' | 'unchanged' | { teacher: number[]; student: number[]; texts?: string[] };

/** One kind's outcomes, one per input in input order, with its wall times. */
export interface KindOutcomes {
  kind: TransformKind;
  inputs: TransformOutcome[];
  transformMs: number;
  scoreMs: number;
}

/**
 * Makes T(x) of every input for each kind of `config.transforms.kinds`, and
 * scores them: the per-input half of evaluateTransformed.
 *
 * For each kind and each example, T(x) is made with the seed
 * `inputSeed(transforms.seed, row)` (both functions of a pair with the same
 * seed): an input's outcome depends on that input alone, and for
 * misleading-comment on the donors it quotes from. The T(x) of every kind
 * are scored together, one `score()` call per model, so they are cut into
 * length-bucketed batches as the gate's own rows are.
 *
 * @param donors - the inputs misleading-comment quotes from (`donorPicker`): by
 *   default `inputs`; a run that evaluates a slice of the selection (a shard)
 *   passes the whole selection, so that its T(x) are those of one unsharded run.
 */
export async function transformedOutcomes(
  config: { transforms: Pick<TransformsConfig, 'language' | 'kinds' | 'seed'> },
  models: RobustnessModels,
  inputs: readonly Example[],
  memo: TransformMemo = new TransformMemo(),
  donors: readonly Example[] = inputs,
): Promise<KindOutcomes[]> {
  const { transforms } = config;
  const transformer = await createTransformer(transforms.language);
  const kinds = transforms.kinds.map((kind) =>
    transformAll(transformer, inputs, kind, transforms.seed, memo, donors),
  );
  const all = kinds.flatMap((k) => k.made.flatMap((t) => (t?.changed ? [t.example] : [])));
  const scoreStart = performance.now();
  const p = all.length === 0 ? null : await models.teacher.score(all);
  const q = all.length === 0 ? null : await models.student.score(all);
  if (p !== null && q !== null && p.cols !== q.cols) {
    throw new RangeError(
      `transformed inputs scored with ${p.cols} (teacher) and ${q.cols} (student) classes`,
    );
  }
  const scoreMs = performance.now() - scoreStart;
  let offset = 0;
  return kinds.map((k) => {
    const start = offset;
    const outcomes = k.made.map((t): TransformOutcome => {
      if (t === null) return 'not-transformable';
      if (!t.changed) return 'unchanged';
      const cols = p!.cols;
      const at = offset;
      offset += 1;
      const row = (data: Float64Array) => Array.from(data.subarray(at * cols, (at + 1) * cols));
      return { teacher: row(p!.data), student: row(q!.data), texts: [...t.example.texts] };
    });
    const n = offset - start;
    return {
      kind: k.kind,
      inputs: outcomes,
      transformMs: k.transformMs,
      // the kinds are scored together: each gets the joint time's share of its inputs
      scoreMs: all.length === 0 ? 0 : (scoreMs * n) / all.length,
    };
  });
}

/**
 * Each kind's numbers from its per-input outcomes: the relations on T(x)
 * (and, for comparison, on x for the same rows), and each model's flips, the
 * rows whose argmax on T(x) differs from that on x. Pure: one run and a
 * merge of shards call it with the same outcomes and get the same numbers.
 *
 * @param originals - both models' probabilities on `inputs`, as the gate
 *   scored them, so flips are measured against the predictions it reported.
 */
export function summariseTransformed(
  relations: RelationsOptions,
  inputs: readonly Example[],
  originals: OriginalScores,
  kinds: readonly KindOutcomes[],
): TransformedKindResult[] {
  const cols = originals.cols;
  const expected = inputs.length * cols;
  if (originals.teacher.length !== expected || originals.student.length !== expected) {
    throw new RangeError(
      `originals must hold [${inputs.length}, ${cols}] probabilities per model, got ` +
        `${originals.teacher.length} and ${originals.student.length} values`,
    );
  }
  return kinds.map((k) => {
    if (k.inputs.length !== inputs.length) {
      throw new RangeError(`${k.kind}: ${k.inputs.length} outcomes for ${inputs.length} inputs`);
    }
    const rows: number[] = [];
    const notTransformableIds: string[] = [];
    let unchanged = 0;
    let notTransformable = 0;
    k.inputs.forEach((outcome, i) => {
      if (outcome === 'not-transformable') {
        notTransformable += 1;
        if (notTransformableIds.length < ID_EXAMPLES) notTransformableIds.push(inputs[i]!.id);
      } else if (outcome === 'unchanged') unchanged += 1;
      else rows.push(i);
    });
    const n = rows.length;
    let result: Pick<
      TransformedKindResult,
      'relations' | 'originalRelations' | 'flips' | 'studentFlips' | 'studentOnlyFlipCount'
    >;
    if (n === 0) {
      result = {
        relations: null,
        originalRelations: null,
        flips: { teacher: rate(0, 0), student: rate(0, 0) },
        studentFlips: [],
        studentOnlyFlipCount: 0,
      };
    } else {
      const scored = rows.map((i) => k.inputs[i] as Exclude<TransformOutcome, string>);
      const matrix = (data: Float64Array): ProbMatrix => ({ data, rows: n, cols });
      const stack = (pick: (o: (typeof scored)[number]) => number[]) => {
        const data = new Float64Array(n * cols);
        scored.forEach((o, j) => {
          const row = pick(o);
          if (row.length !== cols) {
            throw new RangeError(
              `${k.kind}: T(x) scored with ${row.length} classes, x with ${cols}`,
            );
          }
          data.set(row, j * cols);
        });
        return matrix(data);
      };
      const pT = stack((o) => o.teacher);
      const qT = stack((o) => o.student);
      const pX = matrix(pickRows(originals.teacher, cols, rows));
      const qX = matrix(pickRows(originals.student, cols, rows));
      const labels = Int32Array.from(rows, (i) => inputs[i]!.label);
      const labelled = labels.some((l) => l >= 0) ? labels : null;
      const originalsAt = rows.map((i) => inputs[i]!);
      result = {
        relations: computeRelations(pT, qT, labelled, relations),
        originalRelations: computeRelations(pX, qX, labelled, relations),
        flips: { teacher: rate(countFlips(pX, pT), n), student: rate(countFlips(qX, qT), n) },
        studentFlips: studentOnlyFlips(
          originalsAt,
          (j) => {
            const texts = scored[j]!.texts;
            if (texts === undefined) {
              throw new RangeError(
                `${k.kind}: T(x) of input ${originalsAt[j]!.id} is not kept, yet the student's prediction changed on it`,
              );
            }
            return { ...originalsAt[j]!, texts: texts as Example['texts'] };
          },
          { pX, pT, qX, qT },
        ),
        studentOnlyFlipCount: countStudentOnlyFlips({ pX, pT, qX, qT }),
      };
    }
    const ratio = flipRateRatio(result.flips.teacher, result.flips.student);
    return {
      kind: k.kind,
      inputs: inputs.length,
      transformed: n,
      unchanged,
      notTransformable,
      notTransformableIds,
      ...result,
      flipRateRatio: ratio.ratio,
      ratioUndefinedReason: ratio.reason,
      flipRateRatioCi95: flipRatioInterval(result.flips.teacher, result.flips.student),
      transformMs: k.transformMs,
      scoreMs: k.scoreMs,
    };
  });
}

/**
 * Evaluates both models on transformed inputs, one result per kind of
 * `config.transforms.kinds`: transformedOutcomes, then summariseTransformed.
 *
 * An example whose source (either side of a pair) does not parse with the
 * configured grammar, or where T declined every site it found, is counted
 * as not transformable and left out, never transformed wrongly; one where T
 * changed nothing is counted as unchanged and left out too.
 *
 * @param models - the two ProbabilitySources: ONNX models (a lookup of
 *   precomputed outputs cannot score new inputs).
 * @param examples - the inputs (the pipeline picked them: `transforms.limit`
 *   is not applied here), with labels (-1 = unlabelled).
 * @param originals - both models' probabilities on `examples`, as the gate
 *   scored them.
 * @param memo - T(x) an earlier run made (read instead of transforming), and
 *   where this run's are kept.
 * @param donors - what misleading-comment quotes from (transformedOutcomes).
 */
export async function evaluateTransformed(
  config: {
    transforms: Pick<TransformsConfig, 'language' | 'kinds' | 'seed'>;
    relations: RelationsOptions;
  },
  models: RobustnessModels,
  inputs: readonly Example[],
  originals: OriginalScores,
  memo: TransformMemo = new TransformMemo(),
  donors: readonly Example[] = inputs,
): Promise<TransformedKindResult[]> {
  const kinds = await transformedOutcomes(config, models, inputs, memo, donors);
  return summariseTransformed(config.relations, inputs, originals, kinds);
}
