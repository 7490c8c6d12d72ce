import type { Report } from './types.js';
export interface MarkdownOptions {
    /** The config file this gate ran (shown under the status line). */
    configFile?: string | null;
    /** The workflow run's page, where the job summary is. */
    runUrl?: string | null;
    /**
     * Show the wall time in the footer (default true). The PR comment leaves it
     * out, so that a rerun with the same result leaves the comment untouched.
     */
    timings?: boolean;
}
/** A change of rate in percentage points, signed; an em dash when either side is undefined. */
export declare function pointsDelta(rate: number | null, baseline: number | null): string;
/** A fenced code block whose fence is longer than any backtick run inside. */
export declare function codeBlock(text: string, language: string): string;
/** The violation table: one row per relation, with ceilings, counts, intervals and deltas. */
export declare function relationTable(report: Report): string;
/** What accuracy shows next to what the relations show. */
export declare function accuracyTable(report: Report): string;
/** acc_b and conf_b of both models per non-empty confidence bin. */
export declare function reliabilityTable(report: Report): string;
/**
 * The reliability diagram as a Mermaid xychart: teacher accuracy as bars,
 * student accuracy as a line, one category per non-empty confidence bin (a
 * model with no input in a bin is drawn at 0 there; the table says n).
 * Null when no bin holds an input.
 */
export declare function reliabilityChart(report: Report): string | null;
/** The inputs where the student's distribution is furthest from the teacher's, folded. */
export declare function divergentSection(report: Report): string | null;
/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export declare function renderMarkdown(report: Report, options?: MarkdownOptions): string;
