import type { Report } from './types.js';
export interface MarkdownOptions {
    /** The config file this gate ran (shown under the status line). */
    configFile?: string | null;
    /** The workflow run's page, where the job summary is. */
    runUrl?: string | null;
    /**
     * Show what changes from one run to the next of the same result (default
     * true): wall times, and whether the teacher's outputs came from the cache.
     * The PR comment leaves them out, so that a rerun with the same result
     * gives the same bytes and the comment is not edited.
     */
    timings?: boolean;
}
/**
 * The verdict as one table: a row per relation (rate with its count, its
 * interval, the ceiling, and the base and the change when a baseline was
 * compared), then one robustness row when the config has transforms. Every
 * status is the gate's.
 */
export declare function relationTable(report: Report): string;
/** The line under the verdict table when a baseline was compared: which commit, which date, which way Δ goes. */
export declare function baselineNote(report: Report): string | null;
/** What accuracy shows next to what the relations show; every gap is student − teacher. */
export declare function accuracyTable(report: Report): string;
/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export declare function renderMarkdown(report: Report, options?: MarkdownOptions): string;
