/**
 * Greedy completion with a causal language model (docs/spec.md §10.1), on
 * the model's forward pass in Hugging Face Optimum's decoder layout
 * (inputs `input_ids`, `attention_mask`, `position_ids`,
 * `past_key_values.{i}.key/value`; outputs `logits`, `present.{i}.*`),
 * which inference/causal-lm.ts opens and runs.
 *
 * With a cache (a "with past" export) the first step feeds each prompt whole
 * with an empty past and every later step one token per prompt with the
 * presents of the step before; without one, every step feeds the whole
 * sequence again.
 *
 * Prompts are batched with left padding: padding is masked out and
 * position_ids count real tokens only (cumsum(mask) − 1, padding at 1, as
 * Hugging Face's generate does), so every prompt's last token is the
 * batch's last column and each prompt sees the positions it would alone. A
 * graph without position_ids numbers positions by column, which padding
 * would shift, and one without attention_mask cannot mask it: their prompts
 * go one at a time.
 */
/** One forward pass: `size` rows of `length` new tokens after `pastLength` cached ones. */
export interface StepInput {
    size: number;
    length: number;
    /** [size × length] token ids. */
    ids: BigInt64Array;
    /** [size × (pastLength + length)]: 1 for a real token, 0 for padding. */
    mask: BigInt64Array;
    /** [size × length]: each token's index among its row's real tokens (padding 1). */
    positions: BigInt64Array;
    /** Per layer, [key, value] of [size, heads, pastLength, headDim]; null: nothing cached. */
    past: [Float32Array, Float32Array][] | null;
    pastLength: number;
}
export interface StepOutput {
    /** [size × length × vocab] logits. */
    logits: Float32Array;
    vocab: number;
    /** The present cache per layer, when asked for and the graph has one. */
    present: [Float32Array, Float32Array][] | null;
}
/** What generation needs of a causal language model (inference/causal-lm.ts's CausalLm has it). */
export interface GenerationModel {
    /** The graph's input names. */
    inputs: readonly string[];
    /** The cache's shape; null when the graph takes no past. */
    past: {
        layers: number;
        heads: number;
        headDim: number;
    } | null;
    forward(input: StepInput, options?: {
        present?: boolean;
    }): Promise<StepOutput>;
}
export interface GreedyOptions {
    /** The most tokens generated per prompt (M), end-of-text not counted. */
    maxNewTokens: number;
    /** Generation of a prompt stops when the model's next token is this id. */
    endOfText: number;
    /** The id fed at left-padding positions (masked out; any id of the vocabulary). */
    padId: number;
    /** Prompts run together in one batch. */
    batchSize: number;
}
/** One prompt's greedy completion. */
export interface GreedyCompletion {
    /** The generated ids, end-of-text excluded. */
    ids: number[];
    /** Stopped at end-of-text rather than at maxNewTokens. */
    finished: boolean;
}
/**
 * Completes each prompt greedily (the highest logit at each step, the lowest
 * id on a tie) until end-of-text or `maxNewTokens` tokens. Prompts are
 * grouped by length (longest first) into batches of `batchSize`, so padding
 * stays small; results come back in prompt order. A finished prompt rides
 * along in its batch (its later tokens are dropped) until every prompt of
 * the batch has finished or reached the limit.
 *
 * The caller keeps each prompt + maxNewTokens within the model's positions.
 *
 * @param prompts - token ids, each at least one.
 * @throws RangeError when a prompt is empty or an option is not a positive integer.
 * @throws whatever model.forward throws (causal-lm.ts: an InputError naming the model).
 *
 * @example
 * // a model whose logits always favour id 7, then end-of-text (0) after two tokens:
 * await greedyCompletions(model, [[0, 5]], { maxNewTokens: 4, endOfText: 0, padId: 0, batchSize: 8 });
 * // [{ ids: [7, 7], finished: true }]
 */
export declare function greedyCompletions(model: GenerationModel, prompts: readonly (readonly number[])[], options: GreedyOptions): Promise<GreedyCompletion[]>;
