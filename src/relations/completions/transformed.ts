/**
 * Completions compared on rows rewritten by a meaning-preserving
 * transformation T (docs/spec.md §10.6): does the student still complete as
 * the teacher does once the code's surface changes? The same rows' prompts
 * are cut from x and from T(x), so every row is observed twice and the
 * change of the identical share is tested paired by row.
 */
import { compareCompletions } from './compare-completions.js';
import { meanWithInterval, pairedChange } from './statistics.js';
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
export function transformedCompletions(
  kind: string,
  rows: readonly RowOutcomes[],
  left: LeftOutRows,
): TransformedCompletions {
  return {
    kind,
    original: compareCompletions(rows.map((row) => row.original)),
    transformed: compareCompletions(rows.map((row) => row.transformed)),
    identicalChange: pairedChange(
      rows.map((row) => row.original.identical),
      rows.map((row) => row.transformed.identical),
    ),
    similarityChange: meanWithInterval(
      rows.map((row) => row.transformed.similarity - row.original.similarity),
      -1,
      1,
    ),
    unchanged: left.unchanged,
    notTransformable: left.notTransformable,
    noPrompt: left.noPrompt,
  };
}
