import type { CompletionOutcome, TransformedCompletions } from './types.js';
/** One row's two outcomes: its prompt cut from x and from T(x). */
export interface RowOutcomes {
    original: CompletionOutcome;
    transformed: CompletionOutcome;
}
/** Why the other rows of a kind are not compared. */
export interface LeftOutRows {
    /** T found no site to change. */
    unchanged: number;
    /** The row does not parse, or T declined every site it found. */
    notTransformable: number;
    /** T(x) leaves no prompt under the cut rule (docs/spec.md §10.2). */
    noPrompt: number;
}
/**
 * One kind's comparison over the rows T changed: both models on x and on
 * T(x) (each a {@link compareCompletions}), the identical share's change
 * from x to T(x) with Newcombe's paired interval and McNemar's test, and the
 * mean per-row change of the edit similarity with its normal interval.
 * A negative change with an interval below 0 is the study's finding: the
 * student mimics the teacher less on rewritten code.
 *
 * @example
 * // rows identical on x: [yes, yes, yes, no]; on T(x): [yes, no, no, no]
 * transformedCompletions('rename-locals', rows, left).identicalChange.change; // -0.5
 */
export declare function transformedCompletions(kind: string, rows: readonly RowOutcomes[], left: LeftOutRows): TransformedCompletions;
