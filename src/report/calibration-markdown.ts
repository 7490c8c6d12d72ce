/**
 * The calibration (MR4) part of the Markdown report: the reliability table
 * and chart of both models per confidence bin, with what the chart's marks
 * mean.
 */
import { markdownTable } from 'markdown-table';
import { fixed, percent, studentMinusTeacher } from './numbers.js';
import type { Report } from './types.js';

function nonEmptyBins(report: Report) {
  return report.relations.mr4.table.filter((bin) => bin.teacher.n > 0 || bin.student.n > 0);
}

function binLabel(lower: number, upper: number, bins: number): string {
  const digits = bins <= 10 ? 1 : 2;
  return `${lower.toFixed(digits)}–${upper.toFixed(digits)}`;
}

/** acc_b and conf_b of both models per non-empty confidence bin. */
export function reliabilityTable(report: Report): string {
  const { mr4 } = report.relations;
  const rows = nonEmptyBins(report).map((bin) => [
    `(${bin.lower.toFixed(2)}, ${bin.upper.toFixed(2)}]`,
    String(bin.teacher.n),
    percent(bin.teacher.accuracy),
    percent(bin.teacher.confidence),
    String(bin.student.n),
    percent(bin.student.accuracy),
    percent(bin.student.confidence),
    bin.comparable ? (bin.violation ? '❌' : '✅') : '—',
  ]);
  const header = [
    'Confidence',
    'Teacher n',
    'Teacher acc',
    'Teacher conf',
    'Student n',
    'Student acc',
    'Student conf',
    `Within δ4 = ${mr4.delta4}`,
  ];
  return markdownTable([header, ...rows], { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'c'] });
}

/** The chart's colours, in plot order: teacher bars, student line, perfect-calibration line. */
const CHART_COLOURS = ['#4e79a7', '#f28e2b', '#9d9d9d'] as const;

/**
 * The reliability diagram as a Mermaid xychart, one category per non-empty
 * confidence bin: teacher accuracy as bars, student accuracy as a line, and
 * perfect calibration (accuracy = the bin's mid-point) as a second line. A
 * bin whose accuracies differ by more than δ4 (an MR4 violation, as the
 * relation decided) is marked ✗ in its label. A model with no input in a bin
 * is drawn at 0 there (the table says n). Null when no bin holds an input.
 */
export function reliabilityChart(report: Report): string | null {
  const bins = nonEmptyBins(report);
  if (bins.length === 0) return null;
  const bars = report.relations.mr4.bins;
  const value = (accuracy: number | null) =>
    accuracy === null ? '0' : (accuracy * 100).toFixed(1);
  const label = (b: (typeof bins)[number]) =>
    `"${binLabel(b.lower, b.upper, bars)}${b.violation ? ' ✗' : ''}"`;
  const palette = JSON.stringify({
    themeVariables: { xyChart: { plotColorPalette: CHART_COLOURS.join(', ') } },
  });
  return [
    '```mermaid',
    `%%{init: ${palette}}%%`,
    'xychart-beta',
    '  title "Accuracy per confidence bin"',
    `  x-axis "Confidence (✗: accuracies differ by more than δ4)" [${bins.map(label).join(', ')}]`,
    '  y-axis "Accuracy (%)" 0 --> 100',
    `  bar [${bins.map((b) => value(b.teacher.accuracy)).join(', ')}]`,
    `  line [${bins.map((b) => value(b.student.accuracy)).join(', ')}]`,
    `  line [${bins.map((b) => (((b.lower + b.upper) / 2) * 100).toFixed(1)).join(', ')}]`,
    '```',
  ].join('\n');
}

/** What the chart's colours and marks mean (Mermaid's xychart draws no legend). */
export const CHART_LEGEND =
  '<sub>Blue bars: teacher accuracy · orange line: student accuracy · grey line: perfect calibration (accuracy = confidence) · ✗: a failing bin (MR4). A model with no input in a bin is drawn at 0 there; the table gives each n.</sub>';

/**
 * The calibration section (MR4): both models' ECE, how bins are compared,
 * the reliability chart with its legend and the folded table; null when MR4
 * was skipped for want of labels.
 */
export function calibrationSection(report: Report): string | null {
  const mr4 = report.relations.mr4;
  if (mr4.skippedReason !== null && mr4.labelled === 0) return null;
  const lines = [
    `#### Calibration (MR4): ECE teacher ${fixed(mr4.teacherEce)}, student ${fixed(mr4.studentEce)} (student − teacher ${studentMinusTeacher(mr4.studentEce, mr4.teacherEce, 'value')})`,
    '',
    `${mr4.bins} equal-width bins; a bin is compared when both models have ≥ ${mr4.nMin} inputs in it; violation when accuracies differ by more than δ4 = ${mr4.delta4}.`,
    '',
  ];
  const chart = reliabilityChart(report);
  if (chart !== null) lines.push(chart, '', CHART_LEGEND, '');
  lines.push(
    '<details><summary>Reliability table</summary>',
    '',
    reliabilityTable(report),
    '',
    '</details>',
  );
  return lines.join('\n');
}
