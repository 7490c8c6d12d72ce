/**
 * Where a row is cut into a prompt (docs/spec.md §10.2): at the start of a
 * line, as near as can be to a stated fraction of the row's tokens. The cut
 * is made in the row's own tokens, so the prompt is exactly the start of
 * the sequence the model would see for the whole row (a prompt encoded
 * from cut text would end in a whitespace token the row's encoding never
 * has: byte-level BPE joins a line feed to the next line's indentation).
 */
export interface CutOptions {
    /** The fraction of the row's tokens to cut near, in (0, 1). */
    cut: number;
    /** The most tokens a prompt may hold, its prefix included. */
    maxPromptTokens: number;
    /** Ids put before the row's (the model's start of text), part of every prompt. */
    prefix: readonly number[];
}
/**
 * The number of the row's tokens its prompt keeps, or null when the row has
 * no place to cut.
 *
 * The candidates are the line starts j (1 ≤ j < n): the text of the row's
 * first j tokens ends with a line feed followed by nothing but spaces and
 * tabs (a line's indentation goes with the prompt when a token holds it).
 * A candidate must leave code after it (a token of the rest holds a
 * character other than whitespace) and fit: prefix + j ≤ maxPromptTokens.
 * The cut is the candidate nearest to cut × n; of two as near, the earlier.
 *
 * The text of the first j tokens is the concatenation of each token's own
 * text (`tokenText`), which is the decoding of those tokens for byte-level
 * BPE wherever a line feed, space or tab is concerned (those are one byte
 * each; a character split across tokens is the only difference).
 *
 * Edge cases: a row on one line, or whose only line starts leave
 * whitespace after them or do not fit, has no cut (null).
 *
 * @param ids - the row's token ids, without the prefix.
 * @param tokenText - the text of one token id.
 * @throws RangeError when cut is not in (0, 1) or maxPromptTokens is not a positive integer.
 *
 * @example
 * // tokens 'int f()', ' {\n', '  x = 1;\n', '}' with cut 0.5: line starts
 * // after 2 and 3 tokens; 2 is nearest to 0.5 × 4 = 2
 * promptLength([1, 2, 3, 4], text, { cut: 0.5, maxPromptTokens: 100, prefix: [0] }); // 2
 */
export declare function promptLength(ids: readonly number[], tokenText: (id: number) => string, options: CutOptions): number | null;
