import { type GraphContract } from './model-contract.js';
import type { OrtModule } from './ort-module.js';
/**
 * Why a graph of these inputs and outputs is not a causal language model in
 * Optimum's decoder layout; null when it is. Read from ONNX Runtime's
 * metadata when a model opens, and from the protobuf by `init`, which runs
 * nothing. An output's `dims` are its declared dimensions (a number when
 * fixed, a name when dynamic; null when it declares none): a `logits` of
 * another rank than 3 is a classifier's (one row of scores per input).
 */
export declare function causalLayoutProblem(inputs: readonly string[], outputs: readonly {
    name: string;
    dims: readonly (number | string)[] | null;
}[]): string | null;
/** The shape of a "with past" export's cache: one key and one value per layer. */
export interface PastShape {
    layers: number;
    heads: number;
    headDim: number;
}
/** One forward pass: `size` rows of `length` new tokens after `past` cached ones. */
export interface ForwardInput {
    size: number;
    length: number;
    /** [size × length] token ids. */
    ids: BigInt64Array;
    /** [size × (past + length)]: 1 for a real token, 0 for padding. */
    mask: BigInt64Array;
    /** [size × length]: each real token's index among its row's real tokens. */
    positions: BigInt64Array;
    /** Per layer, [key, value] of [size, heads, past, headDim]; null: past 0. */
    past: [Float32Array, Float32Array][] | null;
    /** The past length (0 with past null). */
    pastLength: number;
}
export interface ForwardOutput {
    /** [size × length × vocab] float logits. */
    logits: Float32Array;
    vocab: number;
    /** The present cache per layer, when asked for and the graph has one. */
    present: [Float32Array, Float32Array][] | null;
}
export interface CausalLm {
    /** The config key its errors name (`teacher`, `student`, `students.NAME`). */
    what: string;
    file: string;
    inputs: string[];
    /** The logits' vocabulary when the graph fixes it, else null (known after a run). */
    vocab: number | null;
    /** The cache's shape for a "with past" export; null when the graph takes no past. */
    past: PastShape | null;
    /** The graph's embedding tables, for the contract check and run errors. */
    contract: GraphContract;
    /** Runs one forward pass; `present` fetches the cache too (for generation). */
    forward(input: ForwardInput, options?: {
        present?: boolean;
    }): Promise<ForwardOutput>;
    release(): Promise<void>;
}
/**
 * Opens a causal language model and reads its layout from the graph.
 *
 * @throws InputError when the file cannot be read or loaded, an input is
 *   none of the layout's, the past inputs are not a float32 cache of fixed
 *   heads and head_dim, or there is no `logits` output of rank 3
 *   (causalLayoutProblem).
 */
export declare function openCausalLm(runtime: OrtModule, file: string, options: {
    threads: number;
    what: string;
    executionProviders?: string[];
}): Promise<CausalLm>;
/** What the contract of a causal language model is checked against. */
export interface CausalLmCheck {
    /** The config key its errors name. */
    role: string;
    /** The window's length in tokens (max-length). */
    maxLength: number;
    tokenizer: {
        largestId: number;
        endOfText: number;
        files: string[];
    };
}
/**
 * Checks the tokenizer's ids against the token-embedding rows and the
 * logits' vocabulary, the two against each other, max-length against the
 * position rows (positions 0 .. max-length − 1), and the end-of-text id
 * against the vocabulary. A vocabulary the graph does not fix is checked
 * after the first run (checkVocabulary).
 * @throws InputError, one line, at the first mismatch.
 */
export declare function checkCausalLmContract(model: CausalLm, check: CausalLmCheck): void;
/**
 * The tokenizer's ids and its end-of-text token against the vocabulary the
 * logits cover (before scoring when the graph fixes it, else at the first run).
 * @throws InputError when an id falls outside it.
 */
export declare function checkVocabulary(model: CausalLm, vocab: number, check: CausalLmCheck): void;
