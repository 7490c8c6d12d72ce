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
