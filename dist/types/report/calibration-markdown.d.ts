import type { Report } from './types.js';
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
/**
 * The calibration section (MR4): both models' ECE, how bins are compared,
 * the reliability chart with its legend and the folded table; null when MR4
 * was skipped for want of labels.
 */
export declare function calibrationSection(report: Report): string | null;
