import type { PairMode } from '../config/types.js';
import type { SpecialIds } from './tokenizer.js';

/** One model input row before batch padding. */
export interface Sequence {
  ids: Int32Array;
  /** 1 for real tokens, 0 for padding inside the row (concat-blocks). */
  mask: Uint8Array;
}

function filled(ids: readonly number[], mask: number): Sequence {
  return { ids: Int32Array.from(ids), mask: new Uint8Array(ids.length).fill(mask) };
}

/** `<s> ids[:L-2] </s>` padded with <pad> to exactly L, mask 0 on padding. */
function block(ids: readonly number[], length: number, special: SpecialIds): Sequence {
  const body = ids.slice(0, length - 2);
  const out = new Int32Array(length).fill(special.pad);
  const mask = new Uint8Array(length);
  out[0] = special.bos;
  out.set(body, 1);
  out[body.length + 1] = special.eos;
  mask.fill(1, 0, body.length + 2);
  return { ids: out, mask };
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
 * Assembles the model input for one example (SPEC §6).
 * - one text: `<s> A </s>`, at most L tokens;
 * - `sequence-pair`: `<s> A </s></s> B </s>`, longest-first truncation to L;
 * - `concat-blocks`: each side its own block of exactly L (padded inside),
 *   blocks concatenated to 2L, as Compressor's students expect. The second
 *   block's trailing padding is left off: it is masked, so the outputs do not
 *   change, and the batch pads only as far as its longest row needs.
 */
export function assembleSequence(
  tokens: readonly (readonly number[])[],
  pairMode: PairMode,
  maxLength: number,
  special: SpecialIds,
): Sequence {
  const { bos, eos } = special;
  if (tokens.length === 1) {
    return filled([bos, ...tokens[0]!.slice(0, maxLength - 2), eos], 1);
  }
  const [a, b] = tokens as [readonly number[], readonly number[]];
  if (pairMode === 'concat-blocks') {
    const first = block(a, maxLength, special);
    const second = block(b, maxLength, special);
    const secondReal = Math.min(b.length, maxLength - 2) + 2;
    const ids = new Int32Array(maxLength + secondReal);
    const mask = new Uint8Array(maxLength + secondReal);
    ids.set(first.ids);
    ids.set(second.ids.subarray(0, secondReal), maxLength);
    mask.set(first.mask);
    mask.set(second.mask.subarray(0, secondReal), maxLength);
    return { ids, mask };
  }
  const [keepA, keepB] = truncateLongestFirst(a.length, b.length, maxLength - 4);
  return filled([bos, ...a.slice(0, keepA), eos, eos, ...b.slice(0, keepB), eos], 1);
}
