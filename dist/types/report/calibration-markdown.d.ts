import type { Report } from './types.js';
/**
 * Per non-empty confidence bin: both models' n and accuracy (the reliability
 * diagram's numbers), the student − teacher difference with its 95% interval,
 * and the bin's verdict.
 */
export declare function reliabilityTable(report: Report): string;
/**
 * The reliability diagram as a Mermaid xychart, one category per non-empty
 * confidence bin: teacher accuracy as bars, student accuracy as a line, and
 * perfect calibration (accuracy = the bin's mid-point) as a second line. A
 * bin whose accuracies are apart (their difference's 95% interval wholly
 * beyond ±δ4, as MR4 decided) is marked ✗ in its label. A model with no input in a bin
 * is drawn at 0 there (the table says n). Null when no bin holds an input.
 */
export declare function reliabilityChart(report: Report): string | null;
/** What the chart's colours and marks mean (Mermaid's xychart draws no legend). */
export declare const CHART_LEGEND = "<sub>Blue bars: teacher accuracy \u00B7 orange line: student accuracy \u00B7 grey line: perfect calibration (accuracy = confidence) \u00B7 \u2717: a bin whose accuracies are apart (MR4). A model with no input in a bin is drawn at 0 there; the table gives each n.</sub>";
/**
 * The calibration section (MR4): both models' ECE, how bins are compared,
 * MR4 in the study's reading beside the gate's, the reliability chart with its legend and the folded per-bin table; null when MR4
 * was skipped for want of labels.
 */
export declare function calibrationSection(report: Report): string | null;
