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
export declare const COMPLETION_EXAMPLES = 3;
/**
 * The section: the comparison on x over every prompt, per kind the
 * comparison over the rows T changed (the others counted by reason), and
 * the COMPLETION_EXAMPLES least similar prompts (then in row order).
 */
export declare function completionsSection(outcomes: CompletionsOutcomes): CompletionsSection;
