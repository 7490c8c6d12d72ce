/**
 * Completions compared (issue 45, item 3; docs/spec.md §10): pure, float64,
 * no I/O. The completions themselves come from inference/greedy-completion.ts.
 */
export { completionOutcome, compareCompletions, type ScoredCompletion, } from './compare-completions.js';
export { editSimilarity, levenshteinDistance } from './edit-similarity.js';
export { COMPLETION_EXAMPLES, completionsSection, type CompletionsOutcomes, type LeftOutReason, type PromptOutcomes, } from './section.js';
export { meanWithInterval, pairedChange, share } from './statistics.js';
export { transformedCompletions, type LeftOutRows, type RowOutcomes } from './transformed.js';
export type * from './types.js';
