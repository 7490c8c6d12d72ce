import { pointsDelta } from './format.js';
import type { Report } from './types.js';
export { pointsDelta };
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
/** acc_b and conf_b of both models per non-empty confidence bin. */
export declare function reliabilityTable(report: Report): string;
/**
 * The reliability diagram as a Mermaid xychart, one category per non-empty
 * confidence bin: teacher accuracy as bars, student accuracy as a line, and
 * perfect calibration (accuracy = the bin's mid-point) as a second line. A
 * bin whose accuracies differ by more than δ4 (an MR4 violation, as the
 * relation decided) is marked ✗ in its label. A model with no input in a bin
 * is drawn at 0 there (the table says n). Null when no bin holds an input.
 */
export declare function reliabilityChart(report: Report): string | null;
/** What the chart's colours and marks mean (Mermaid's xychart draws no legend). */
export declare const CHART_LEGEND = "<sub>Blue bars: teacher accuracy \u00B7 orange line: student accuracy \u00B7 grey line: perfect calibration (accuracy = confidence) \u00B7 \u2717: a failing bin (MR4). A model with no input in a bin is drawn at 0 there; the table gives each n.</sub>";
/** The inputs where the student's distribution is furthest from the teacher's, folded. */
export declare function divergentSection(report: Report): string | null;
/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export declare function renderMarkdown(report: Report, options?: MarkdownOptions): string;
