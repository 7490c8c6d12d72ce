/**
 * MR4 per confidence bin, as the Markdown and the terminal both show it:
 * each model's n and accuracy, the student − teacher difference with its 95%
 * Newcombe interval, and what the interval says against ±δ4.
 */
import type { BinVerdict, CalibrationBinRow } from '../relations/types.js';
import { percent, shownDifference, signed } from './numbers.js';
import type { Report } from './types.js';

/** The bins where at least one model has an input. */
export function nonEmptyBins(report: Report): CalibrationBinRow[] {
  return report.relations.mr4.table.filter((bin) => bin.teacher.n > 0 || bin.student.n > 0);
}

/** A bin as "(0.50, 0.60]". */
function binRange(bin: CalibrationBinRow): string {
  return `(${bin.lower.toFixed(2)}, ${bin.upper.toFixed(2)}]`;
}

/** acc(S) − acc(T) in points, "+1.1", shown as the difference of the two shown accuracies. */
function differenceCell(bin: CalibrationBinRow): string {
  if (bin.student.accuracy === null || bin.teacher.accuracy === null) return '—';
  return signed(shownDifference(bin.student.accuracy * 100, bin.teacher.accuracy * 100, 1), 1);
}

/** The difference's 95% interval in points, "−11.3 to +13.5"; an em dash when not counted. */
function intervalCell(bin: CalibrationBinRow): string {
  if (bin.differenceCi95 === null) return '—';
  const [low, high] = bin.differenceCi95;
  return `${signed(low * 100, 1)} to ${signed(high * 100, 1)}`;
}

/**
 * One row of cells per non-empty bin: range, teacher n and accuracy, student
 * n and accuracy, student − teacher (points), its 95% interval (points), and
 * the verdict as `verdict` writes it (`notCounted` for a bin where a model
 * has fewer than nMin inputs).
 */
export function calibrationBinRows(
  report: Report,
  verdict: (v: BinVerdict) => string,
  notCounted: string,
): string[][] {
  return nonEmptyBins(report).map((bin) => [
    binRange(bin),
    String(bin.teacher.n),
    percent(bin.teacher.accuracy),
    String(bin.student.n),
    percent(bin.student.accuracy),
    differenceCell(bin),
    intervalCell(bin),
    bin.verdict === null ? notCounted : verdict(bin.verdict),
  ]);
}

/** The sentence under a per-bin table: how a bin is decided, with this run's numbers. */
export function binRule(report: Report): string {
  const { nMin, delta4 } = report.relations.mr4;
  const d = Number((delta4 * 100).toFixed(6));
  return (
    `A bin counts when both models have ≥ ${nMin} labelled inputs in it. Its student − teacher ` +
    `accuracy difference has a 95% Newcombe interval (two independent proportions): apart when ` +
    `the interval lies wholly beyond ±${d} points (δ4 = ${delta4}), together when wholly within, ` +
    `undecided otherwise. MR4's rate is apart / counted; the undecided bins give its range.`
  );
}
