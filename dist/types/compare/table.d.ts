import type { StudentsReport } from './types.js';
/** A file size in MB with two decimals ("0.76 MB"); an em dash when unknown. */
export declare function megabytes(bytes: number | null | undefined): string;
/** How a renderer spells a student's verdict and marks a rate the data cannot decide. */
export interface ComparisonStyle {
    verdict: (passed: boolean, gated: boolean) => string;
    /**
     * The mark after an inconclusive rate ("⚠️" in Markdown); null leaves the
     * cells as they are (a terminal's 100 columns have no room: it lists them
     * under the table, inconclusiveLine).
     */
    inconclusive: string | null;
    /** How a class name is written in a header (the Markdown neutralises it). */
    text: (untrusted: string) => string;
}
/**
 * The header and one row per model: the teacher, then each student, an
 * inconclusive rate marked (MR4's 0.0% may be 0 of 5 bins apart with 4
 * undecided: 0–80%, which no more passes than fails its ceiling).
 */
export declare function comparisonRows(report: StudentsReport, style: ComparisonStyle): string[][];
/** What the inconclusive mark means, for a line under the table; null when no rate is marked. */
export declare function inconclusiveNote(report: StudentsReport, mark: string): string | null;
/**
 * The inconclusive rates by student, for a line under a table whose cells
 * are not marked: "Inconclusive: compressor MR2, MR3, MR4; avatar MR4 (…)";
 * null when there is none.
 */
export declare function inconclusiveLine(report: StudentsReport): string | null;
/** What the table's columns are: its two robustness columns (worst over kinds and methods), its rates. */
export declare function columnNote(report: StudentsReport): string;
/** One sentence per candidate off the frontier (who dominates it and how), and the frontier itself. */
export declare function frontierSentences(report: StudentsReport): string[];
/** "3 students: 2 passed (compressor, avatar); gate.students all: FAILED (morph failed)". */
export declare function studentsStatusLine(report: StudentsReport): string;
