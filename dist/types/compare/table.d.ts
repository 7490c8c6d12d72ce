import type { StudentsReport } from './types.js';
/** A file size in MB with two decimals ("0.76 MB"); an em dash when unknown. */
export declare function megabytes(bytes: number | null | undefined): string;
/** The header and one row per model: the teacher, then each student; `verdict` spells a student's. */
export declare function comparisonRows(report: StudentsReport, verdict: (passed: boolean, gated: boolean) => string): string[][];
/** What the table's two robustness columns are (worst over kinds and methods). */
export declare const COLUMN_NOTE = "Flip ratio: the largest student/teacher flip-rate ratio over the transformation kinds; attack degr.: the largest relative degradation over the attack methods (\u2014 without transforms). Rates are violation rates: lower is more faithful.";
/** One sentence per candidate off the frontier (who dominates it and how), and the frontier itself. */
export declare function frontierSentences(report: StudentsReport): string[];
/** "3 students: 2 passed (compressor, avatar); gate.students all: FAILED (morph failed)". */
export declare function studentsStatusLine(report: StudentsReport): string;
