import type { CompletionComparison, CompletionOutcome } from './types.js';
/** One model's completion of a prompt, as the comparison reads it. */
export interface ScoredCompletion {
    /** The generated token ids, end-of-text excluded. */
    ids: readonly number[];
    /** Their text (the tokenizer's decoding of `ids`). */
    text: string;
    /** Generation stopped at end-of-text rather than at the token limit. */
    finished: boolean;
    /** The prompt followed by this completion parses (docs/spec.md §10.4). */
    parses: boolean;
}
/**
 * What the two completions of one prompt give: identical when the token ids
 * are the same (then the texts are too), the edit similarity of the texts
 * ({@link editSimilarity}: character Levenshtein over the longer length).
 *
 * @example
 * completionOutcome(
 *   { ids: [5, 6], text: 'x++', finished: true, parses: true },
 *   { ids: [5, 7], text: 'x--', finished: false, parses: false },
 * );
 * // { identical: false, similarity: 0.3333333333333333, teacherParses: true,
 * //   studentParses: false, teacherFinished: true, studentFinished: false }
 */
export declare function completionOutcome(teacher: ScoredCompletion, student: ScoredCompletion): CompletionOutcome;
/**
 * The comparison over prompts: the identical share, the mean similarity,
 * each model's parse and finish shares, and the student's parse share
 * minus the teacher's paired by prompt (the first observation is the
 * teacher's). Every share has its Wilson interval, the mean its normal one
 * (see statistics.ts).
 *
 * Edge cases: no prompts gives shares and a mean of null, never a pass.
 *
 * @example
 * // two prompts: one identical (similarity 1), one at similarity 0.5
 * compareCompletions([identicalOutcome, halfOutcome]).identical.share; // 0.5
 * compareCompletions([identicalOutcome, halfOutcome]).similarity.mean; // 0.75
 */
export declare function compareCompletions(outcomes: readonly CompletionOutcome[]): CompletionComparison;
