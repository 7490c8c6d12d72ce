/**
 * The Report's section of completions compared (docs/spec.md §10.7) from
 * each prompt's outcomes: what one run computes from all its prompts, and
 * what `merge` computes from the shards' slices put back in prompt order.
 */
import { compareCompletions } from './compare-completions.js';
import { transformedCompletions, type RowOutcomes } from './transformed.js';
import type { CompletionExample, CompletionOutcome, CompletionsSection } from './types.js';

/** Why a kind compared no completion on a prompt's row. */
export type LeftOutReason = 'unchanged' | 'not-transformable' | 'no-prompt';

/** Everything a prompt gives the section. */
export interface PromptOutcomes {
  /** The data set row the prompt was cut from. */
  row: number;
  /** Both models on the prompt of x. */
  original: CompletionOutcome;
  /** The prompt as an example, when its two completions differ (null when identical). */
  example: CompletionExample | null;
  /** Per transformation kind, in the configured order: both models on the prompt of T(x), or why none. */
  transformed: (CompletionOutcome | LeftOutReason)[];
}

/** The prompts' outcomes and what the section states beside them. */
export interface CompletionsOutcomes {
  settings: CompletionsSection['settings'];
  rows: CompletionsSection['rows'];
  /** The transformation kinds, in the configured order. */
  kinds: string[];
  /** Each prompt's outcomes, in prompt order. */
  prompts: PromptOutcomes[];
}

/** Examples the section keeps. */
export const COMPLETION_EXAMPLES = 3;

/**
 * The section: the comparison on x over every prompt, per kind the
 * comparison over the rows T changed (the others counted by reason), and
 * the COMPLETION_EXAMPLES least similar prompts (then in row order).
 */
export function completionsSection(outcomes: CompletionsOutcomes): CompletionsSection {
  const { prompts } = outcomes;
  const transformed = outcomes.kinds.map((kind, k) => {
    const left = { unchanged: 0, notTransformable: 0, noPrompt: 0 };
    const rows: RowOutcomes[] = [];
    for (const prompt of prompts) {
      const onT = prompt.transformed[k]!;
      if (onT === 'unchanged') left.unchanged++;
      else if (onT === 'not-transformable') left.notTransformable++;
      else if (onT === 'no-prompt') left.noPrompt++;
      else rows.push({ original: prompt.original, transformed: onT });
    }
    return transformedCompletions(kind, rows, left);
  });
  return {
    settings: outcomes.settings,
    rows: outcomes.rows,
    original: compareCompletions(prompts.map((p) => p.original)),
    transformed,
    examples: prompts
      .flatMap((p) => (p.example === null ? [] : [p.example]))
      .sort((a, b) => a.similarity - b.similarity || a.row - b.row)
      .slice(0, COMPLETION_EXAMPLES),
  };
}
