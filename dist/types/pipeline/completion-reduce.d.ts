/**
 * One batch's logits reduced to per-position statistics as it returns
 * (completion-step.ts): the O(V) sums over the vocabulary in ONNX Runtime's
 * reducer graph (inference/next-token-reducer.ts), the O(k) rest in
 * relations/next-token from what the graph returns and the logits at the
 * few ids it names. A position whose sums the graph leaves non-finite (a
 * rest whose every term underflows, NaN or infinite logits) is reduced in
 * JavaScript instead, as compact-side.ts does it whole.
 */
import type { NextTokenReducer } from '../inference/next-token-reducer.js';
import { type CompactSide, type PositionStats, type ReductionScratch } from '../relations/next-token/index.js';
import type { SequenceTally } from './completion-worst.js';
/** A scored position of a batch: its sequence's side and tally, and where its logits are. */
export interface BatchPosition {
    /** The sequence's index in score order. */
    sequence: number;
    side: CompactSide;
    tally: SequenceTally;
    /** The sequence's tokens; `tokens[p]` is the data's next token here. */
    tokens: Int32Array;
    p: number;
    /** The row of the batch's [size × width] logits that predicts tokens[p]. */
    row: number;
}
/**
 * Reduces the batch's scored positions into `stats` and each sequence's
 * tally; with `teacher` the teacher's side of each position is written
 * first, else it is the restored one already in `side`.
 */
export declare function reduceBatch(reducer: NextTokenReducer, scratch: ReductionScratch, teacher: Float32Array | null, student: Float32Array, positions: readonly BatchPosition[], stats: PositionStats): Promise<void>;
