/**
 * MR4 per confidence bin, as the Markdown and the terminal both show it:
 * each model's n and accuracy, the student − teacher difference with its 95%
 * Newcombe interval, and what the interval says against ±δ4.
 */
import type { BinVerdict, CalibrationBinRow } from '../relations/types.js';
import { interval, percent, shownDifference, signed } from './numbers.js';
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
  const units = report.relations.unit === 'positions' ? 'positions' : 'labelled inputs';
  return (
    `A bin counts when both models have ≥ ${nMin} ${units} in it. Its student − teacher ` +
    `accuracy difference has a 95% Newcombe interval (two independent proportions): apart when ` +
    `the interval lies wholly beyond ±${d} points (δ4 = ${delta4}), together when wholly within, ` +
    `undecided otherwise. MR4's rate is apart / counted; the undecided bins give its range.`
  );
}

/**
 * MR4 in both readings, one sentence: as the study counts it (counted bins
 * whose accuracies differ by more than δ4, whatever their interval says:
 * what a reader compares with the paper) and as the gate decides it (apart
 * by the interval, with the undecided bins and the range they leave). Null
 * when no bin is counted.
 *
 * @example
 * // 6 counted bins, one 15 points apart on 40 inputs a model (undecided), the others together:
 * // "MR4 in both readings: as the study counts it (Awal, Rochan and Roy: bins whose accuracies
 * // differ by more than δ4 = 0.1), 1 of 6 counted bins (16.7%); as the gate decides it (by each
 * // bin's 95% interval), 0 of 6 apart and 1 undecided (0.0–16.7%)."
 */
export function mr4Readings(report: Report): string | null {
  const mr4 = report.relations.mr4;
  if (mr4.n === 0) return null;
  const decided =
    mr4.undecided === 0
      ? `${mr4.violations} of ${mr4.n} apart (${percent(mr4.rate)})`
      : `${mr4.violations} of ${mr4.n} apart and ${mr4.undecided} undecided (${interval(mr4)})`;
  return (
    `MR4 in both readings: as the study counts it (Awal, Rochan and Roy: bins whose accuracies ` +
    `differ by more than δ4 = ${mr4.delta4}), ${mr4.studyViolations} of ${mr4.n} counted bins ` +
    `(${percent(mr4.studyRate)}); as the gate decides it (by each bin's 95% interval), ${decided}.`
  );
}
