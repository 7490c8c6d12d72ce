import type { PairMode } from '../config/names.js';
import type { SpecialTokens } from '../config/names.js';
import type { SpecialIds } from './tokenizer.js';
/**
 * One model input: one or more blocks of real tokens, each padded on its own
 * when batched (concat-blocks models split the row into equal blocks, so each
 * block must start at the same offset in every row).
 */
export interface Sequence {
    blocks: Int32Array[];
    /** Where the second text starts in the block (a bert sequence pair; its token type is 1). */
    secondStart?: number;
}
/**
 * Hugging Face's "longest_first" truncation: drop the last token of the longer
 * side (of B on a tie) until both fit in `budget`.
 */
export declare function truncateLongestFirst(a: number, b: number, budget: number): [number, number];
/**
 * Assembles the model input for one example (docs/spec.md §6).
 * - one text: `<s> A </s>`, at most L tokens;
 * - `sequence-pair`: `<s> A </s></s> B </s>`, longest-first truncation to L;
 * - `concat-blocks`: each side its own block `<s> A </s>` of at most L tokens,
 *   as Compressor's students expect; batching pads every block to the same
 *   length (L on a fixed-shape graph, else the batch's longest block), which
 *   gives the model exactly what padding to L would, with less work.
 * Under the bert policy the wrap is `[CLS] A [SEP]` and a pair
 * `[CLS] A [SEP] B [SEP]`; under none there are no special tokens (a pair is
 * `A B`).
 */
export declare function assembleSequence(tokens: readonly (readonly number[])[], pairMode: PairMode, maxLength: number, special: SpecialIds, policy?: SpecialTokens): Sequence;
