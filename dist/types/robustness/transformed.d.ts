/**
 * The gate on transformed inputs (docs/spec.md §5): for each semantics-preserving
 * transformation T, both models score T(x); the four relations are computed
 * on T(x), and each model's flip rate (prediction on T(x) differs from that
 * on x) is compared between student and teacher.
 */
import type { TransformsConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import type { ProbMatrix, Rate, Ratio, RelationsOptions } from '../relations/types.js';
import { type CodeTransformer, type TransformKind } from '../transforms/index.js';
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
/** Inputs kept per transformation where T flipped the student and not the teacher. */
export declare const FLIP_EXAMPLES = 3;
/**
 * Scores the untransformed examples with both models (when the caller has no
 * scores of its own).
 */
export declare function scoreOriginals(models: RobustnessModels, examples: readonly Example[]): Promise<OriginalScores>;
/** Rows of a [n, cols] matrix picked by index, as a new matrix. */
export declare function pickRows(data: Float64Array, cols: number, rows: readonly number[]): Float64Array;
/**
 * T applied to every function of the example with the same seed; null when
 * the example is not transformable: a function does not parse, or T changed
 * nothing because it declined every site it found (a change there could
 * change the program's meaning). `donor`: the input a kind of DONOR_KINDS
 * quotes, text k of it in text k of the example (see `donorPicker`).
 */
export declare function transformExample(transformer: CodeTransformer, example: Example, kind: TransformKind, seed: number, donor?: Example | null): {
    example: Example;
    changed: boolean;
} | null;
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
export declare function donorPicker(pool: readonly Example[], seed: number): (example: Example) => Example | null;
/** T(x) of one input and kind as kept between runs: its texts, or why it has none. */
export type KeptTransform = string[] | 'unchanged' | 'not-transformable';
/** A cached value of the shape of TransformMemo's entries (anything else is a miss). */
export declare function isKeptTransforms(value: unknown): value is Record<string, KeptTransform>;
/**
 * The T(x) a run made, kept between runs: T(x) depends on the input's code,
 * the kind and the seed only (and the donor's code for DONOR_KINDS; and this
 * code's version, which the caller's key holds), never on the models, so a
 * pull request reads the texts its base branch made instead of transforming
 * again. Each entry is named by the sha256 of (kind, seed, texts[, the
 * donor's texts]): it answers only for the input (and donor) it was made
 * from, and another is a miss and is transformed.
 */
export declare class TransformMemo {
    private readonly entries;
    /** T(x) read from the entries given, and made in this run. */
    restored: number;
    computed: number;
    constructor(entries?: Record<string, KeptTransform>);
    transform(transformer: CodeTransformer, example: Example, kind: TransformKind, seed: number, donor?: Example | null): {
        example: Example;
        changed: boolean;
    } | null;
    toJSON(): Record<string, KeptTransform>;
}
/**
 * The rows where the student's predicted class changed from x to T(x) and the
 * teacher's did not, largest shift of the student's probabilities first (ties
 * in row order), at most FLIP_EXAMPLES, each with the lines T changed.
 */
export declare function studentOnlyFlips(originals: readonly Example[], variantAt: (i: number) => Example, scores: {
    pX: ProbMatrix;
    pT: ProbMatrix;
    qX: ProbMatrix;
    qT: ProbMatrix;
}): FlipExample[];
/** How many rows the student's predicted class changed on from x to T(x) and the teacher's did not. */
export declare function countStudentOnlyFlips(scores: {
    pX: ProbMatrix;
    pT: ProbMatrix;
    qX: ProbMatrix;
    qT: ProbMatrix;
}): number;
/** Rows (of `cols`-wide probability matrices) where the predicted class differs. */
export declare function countFlips(before: ProbMatrix, after: ProbMatrix): number;
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
export declare function flipRateRatio(teacher: Rate, student: Rate): {
    ratio: Ratio;
    reason: string | null;
};
/**
 * What T did to one input, and both models' probabilities on T(x): all the
 * transformed evaluation keeps of an input, so that a merge of shards
 * (pipeline/partial.ts) recomputes each kind's numbers as one run does.
 * `texts` (T(x)'s functions) is needed only where the student's prediction
 * changed (the excerpts); a partial report leaves it out elsewhere.
 */
export type TransformOutcome = 'not-transformable' | 'unchanged' | {
    teacher: number[];
    student: number[];
    texts?: string[];
};
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
export declare function transformedOutcomes(config: {
    transforms: Pick<TransformsConfig, 'language' | 'kinds' | 'seed'>;
}, models: RobustnessModels, inputs: readonly Example[], memo?: TransformMemo, donors?: readonly Example[]): Promise<KindOutcomes[]>;
/**
 * Each kind's numbers from its per-input outcomes: the relations on T(x)
 * (and, for comparison, on x for the same rows), and each model's flips, the
 * rows whose argmax on T(x) differs from that on x. Pure: one run and a
 * merge of shards call it with the same outcomes and get the same numbers.
 *
 * @param originals - both models' probabilities on `inputs`, as the gate
 *   scored them, so flips are measured against the predictions it reported.
 */
export declare function summariseTransformed(relations: RelationsOptions, inputs: readonly Example[], originals: OriginalScores, kinds: readonly KindOutcomes[]): TransformedKindResult[];
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
export declare function evaluateTransformed(config: {
    transforms: Pick<TransformsConfig, 'language' | 'kinds' | 'seed'>;
    relations: RelationsOptions;
}, models: RobustnessModels, inputs: readonly Example[], originals: OriginalScores, memo?: TransformMemo, donors?: readonly Example[]): Promise<TransformedKindResult[]>;
