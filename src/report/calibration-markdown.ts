/**
 * The calibration (MR4) part of the Markdown report: the reliability chart
 * of both models per confidence bin, with what its marks mean, and the
 * per-bin table MR4 is decided from.
 */
import { markdownTable } from 'markdown-table';
import type { BinVerdict } from '../relations/types.js';
import { binRule, calibrationBinRows, mr4Readings, nonEmptyBins } from './calibration-bins.js';
import { fixed, studentMinusTeacher } from './numbers.js';
import type { Report } from './types.js';

function binLabel(lower: number, upper: number, bins: number): string {
  const digits = bins <= 10 ? 1 : 2;
  return `${lower.toFixed(digits)}–${upper.toFixed(digits)}`;
}

/** A bin's verdict as a Markdown cell. */
const VERDICT_CELLS: Record<BinVerdict, string> = {
  apart: '❌ apart',
  together: '✅ together',
  undecided: '⚠️ undecided',
};

/**
 * Per non-empty confidence bin: both models' n and accuracy (the reliability
 * diagram's numbers), the student − teacher difference with its 95% interval,
 * and the bin's verdict.
 */
export function reliabilityTable(report: Report): string {
  const header = [
    'Confidence',
    'Teacher n',
    'Teacher acc',
    'Student n',
    'Student acc',
    'S − T pts',
    '95% CI pts',
    `Against ±δ4`,
  ];
  const rows = calibrationBinRows(report, (v) => VERDICT_CELLS[v], '— not counted');
  return markdownTable([header, ...rows], { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'] });
}

/** The chart's colours, in plot order: teacher bars, student line, perfect-calibration line. */
const CHART_COLOURS = ['#4e79a7', '#f28e2b', '#9d9d9d'] as const;

/**
 * The reliability diagram as a Mermaid xychart, one category per non-empty
 * confidence bin: teacher accuracy as bars, student accuracy as a line, and
 * perfect calibration (accuracy = the bin's mid-point) as a second line. A
 * bin whose accuracies are apart (their difference's 95% interval wholly
 * beyond ±δ4, as MR4 decided) is marked ✗ in its label. A model with no input in a bin
 * is drawn at 0 there (the table says n). Null when no bin holds an input.
 */
export function reliabilityChart(report: Report): string | null {
  const bins = nonEmptyBins(report);
  if (bins.length === 0) return null;
  const bars = report.relations.mr4.bins;
  const value = (accuracy: number | null) =>
    accuracy === null ? '0' : (accuracy * 100).toFixed(1);
  const label = (b: (typeof bins)[number]) =>
    `"${binLabel(b.lower, b.upper, bars)}${b.verdict === 'apart' ? ' ✗' : ''}"`;
  const palette = JSON.stringify({
    themeVariables: { xyChart: { plotColorPalette: CHART_COLOURS.join(', ') } },
  });
  return [
    '```mermaid',
    `%%{init: ${palette}}%%`,
    'xychart-beta',
    '  title "Accuracy per confidence bin"',
    `  x-axis "Confidence (✗: accuracies apart by more than δ4)" [${bins.map(label).join(', ')}]`,
    '  y-axis "Accuracy (%)" 0 --> 100',
    `  bar [${bins.map((b) => value(b.teacher.accuracy)).join(', ')}]`,
    `  line [${bins.map((b) => value(b.student.accuracy)).join(', ')}]`,
    `  line [${bins.map((b) => (((b.lower + b.upper) / 2) * 100).toFixed(1)).join(', ')}]`,
    '```',
  ].join('\n');
}

/** What the chart's colours and marks mean (Mermaid's xychart draws no legend). */
export const CHART_LEGEND =
  '<sub>Blue bars: teacher accuracy · orange line: student accuracy · grey line: perfect calibration (accuracy = confidence) · ✗: a bin whose accuracies are apart (MR4). A model with no input in a bin is drawn at 0 there; the table gives each n.</sub>';

/**
 * The calibration section (MR4): both models' ECE, how bins are compared,
 * MR4 in the study's reading beside the gate's, the reliability chart with its legend and the folded per-bin table; null when MR4
 * was skipped for want of labels.
 */
export function calibrationSection(report: Report): string | null {
  const mr4 = report.relations.mr4;
  // Without labels, or with a model of predicted classes only, there are no bins to show.
  if (mr4.skippedReason !== null && (mr4.labelled === 0 || mr4.table.length === 0)) return null;
  const lines = [
    `#### Calibration (MR4): ECE teacher ${fixed(mr4.teacherEce)}, student ${fixed(mr4.studentEce)} (student − teacher ${studentMinusTeacher(mr4.studentEce, mr4.teacherEce, 'value')})`,
    '',
    `${mr4.bins} equal-width bins. ${binRule(report)}`,
    '',
  ];
  const readings = mr4Readings(report);
  if (readings !== null) lines.push(readings, '');
  const chart = reliabilityChart(report);
  if (chart !== null) lines.push(chart, '', CHART_LEGEND, '');
  lines.push(
    '<details><summary>Per-bin table</summary>',
    '',
    reliabilityTable(report),
    '',
    '</details>',
  );
  return lines.join('\n');
}
