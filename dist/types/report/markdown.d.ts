import type { Report } from './types.js';
import { type MarkdownOptions } from './markdown-parts.js';
export { baselineNote, DECIDED_AGAIN_NOTE, relationTable, spotCheckText, type MarkdownOptions, type VerdictFrom, } from './markdown-parts.js';
/**
 * The checks on MR1's split as one table (each direction with a ceiling,
 * then the negative flips): rate with its count, interval, ceiling, base
 * and change when compared, status; null without such checks.
 */
export declare function splitTable(report: Report): string | null;
/**
 * What accuracy shows next to what the relations show; every gap is student
 * − teacher. Without labels, the line saying what needs them instead.
 */
export declare function accuracyTable(report: Report): string;
/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export declare function renderMarkdown(report: Report, options?: MarkdownOptions): string;
