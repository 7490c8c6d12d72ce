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

/** `<s> ids[:L-2] </s>` (`[CLS] ... [SEP]`), or `ids[:L]` without special tokens. */
function wrap(ids: readonly number[], maxLength: number, special: SpecialIds): Int32Array {
  if (special.bos === null || special.eos === null) return Int32Array.from(ids.slice(0, maxLength));
  return Int32Array.from([special.bos, ...ids.slice(0, maxLength - 2), special.eos]);
}

/**
 * Hugging Face's "longest_first" truncation: drop the last token of the longer
 * side (of B on a tie) until both fit in `budget`.
 */
export function truncateLongestFirst(a: number, b: number, budget: number): [number, number] {
  if (a + b <= budget) return [a, b];
  // Closed form of the one-at-a-time loop: shorten the longer side to the other's
  // length, then alternate, B losing first on ties.
  let [x, y] = [a, b];
  const excess = x + y - budget;
  const gap = Math.abs(x - y);
  const first = Math.min(gap, excess);
  if (x > y) x -= first;
  else y -= first;
  const rest = excess - first;
  y -= Math.ceil(rest / 2);
  x -= Math.floor(rest / 2);
  return [x, y];
}

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
export function assembleSequence(
  tokens: readonly (readonly number[])[],
  pairMode: PairMode,
  maxLength: number,
  special: SpecialIds,
  policy: SpecialTokens = 'roberta',
): Sequence {
  if (tokens.length === 1) return { blocks: [wrap(tokens[0]!, maxLength, special)] };
  const [a, b] = tokens as [readonly number[], readonly number[]];
  if (pairMode === 'concat-blocks') {
    return { blocks: [wrap(a, maxLength, special), wrap(b, maxLength, special)] };
  }
  const { bos, eos } = special;
  if (bos === null || eos === null) {
    const [keepA, keepB] = truncateLongestFirst(a.length, b.length, maxLength);
    return {
      blocks: [Int32Array.from([...a.slice(0, keepA), ...b.slice(0, keepB)])],
    };
  }
  const between = policy === 'bert' ? [eos] : [eos, eos];
  const [keepA, keepB] = truncateLongestFirst(a.length, b.length, maxLength - 2 - between.length);
  const block = Int32Array.from([bos, ...a.slice(0, keepA), ...between, ...b.slice(0, keepB), eos]);
  // BERT marks the second segment with token type 1; RoBERTa has one token type.
  return policy === 'bert'
    ? { blocks: [block], secondStart: 1 + keepA + between.length }
    : { blocks: [block] };
}
