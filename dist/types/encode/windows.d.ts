/**
 * A causal language model's view of one row: its end-of-text token, the
 * code's tokens, end-of-text again (the documents it was trained on), cut
 * into windows the model can read (docs/spec.md §9.1).
 */
/** One window of a sequence: tokens [start, end), scoring positions [firstScored, end). */
export interface TokenWindow {
    start: number;
    end: number;
    /** The first position this window scores; every earlier one an earlier window scored. */
    firstScored: number;
}
/**
 * The windows of a sequence of `length` tokens, `maxLength` tokens each,
 * starting `stride` tokens apart, as Hugging Face's perplexity guide cuts a
 * text: window w holds tokens [w·stride, min(w·stride + maxLength, length)),
 * and the windows stop at the one that reaches the end. Position p (1 ≤ p <
 * length) is the prediction of token p from the tokens before it; a window
 * scores only the positions after the previous window's end, so with
 * 1 ≤ stride < maxLength every position is scored exactly once, each past
 * the first window with at least maxLength − stride tokens of context.
 * Position 0 (the end-of-text the sequence begins with) is never scored.
 *
 * Edge cases: length ≤ 1 gives no window (nothing to predict); length ≤
 * maxLength gives the one window [0, length).
 *
 * @throws RangeError when stride is not in 1..maxLength − 1.
 *
 * @example
 * tokenWindows(10, 6, 3);
 * // [{ start: 0, end: 6, firstScored: 1 }, { start: 3, end: 9, firstScored: 6 },
 * //  { start: 6, end: 10, firstScored: 9 }]
 */
export declare function tokenWindows(length: number, maxLength: number, stride: number): TokenWindow[];
/** A row's tokens as the model reads them: end-of-text, the code's ids, end-of-text. */
export declare function documentTokens(ids: readonly number[], endOfText: number): Int32Array;
