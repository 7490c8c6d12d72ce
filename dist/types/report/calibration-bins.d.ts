/**
 * MR4 per confidence bin, as the Markdown and the terminal both show it:
 * each model's n and accuracy, the student − teacher difference with its 95%
 * Newcombe interval, and what the interval says against ±δ4.
 */
import type { BinVerdict, CalibrationBinRow } from '../relations/types.js';
import type { Report } from './types.js';
/** The bins where at least one model has an input. */
export declare function nonEmptyBins(report: Report): CalibrationBinRow[];
/**
 * One row of cells per non-empty bin: range, teacher n and accuracy, student
 * n and accuracy, student − teacher (points), its 95% interval (points), and
 * the verdict as `verdict` writes it (`notCounted` for a bin where a model
 * has fewer than nMin inputs).
 */
export declare function calibrationBinRows(report: Report, verdict: (v: BinVerdict) => string, notCounted: string): string[][];
/** The sentence under a per-bin table: how a bin is decided, with this run's numbers. */
export declare function binRule(report: Report): string;
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
export declare function mr4Readings(report: Report): string | null;
