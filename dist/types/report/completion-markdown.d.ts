import { type CompletionReport } from './completion-words.js';
import { type MarkdownOptions } from './markdown-parts.js';
/** The paired test by sequence against the baseline, as a table with its lines; null when it did not run. */
export declare function sequencePairedSection(report: CompletionReport): string | null;
/** The worst sequences, folded: each with where its two models part, as code with the token marked. */
export declare function worstSequencesSection(report: CompletionReport): string | null;
/** The report of task code-completion as GitHub-flavoured Markdown (see renderMarkdown). */
export declare function renderCompletionMarkdown(report: CompletionReport, options?: MarkdownOptions): string;
