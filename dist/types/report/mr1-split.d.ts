import type { Check, CheckStatus, SplitCheckId } from '../gate/types.js';
export type { SplitCheckId };
import type { Rate } from '../relations/types.js';
import type { Report } from './types.js';
/** The checks on MR1's split in the verdict: its directions, then its negative flips. */
export declare function splitChecks(report: Report): (Check & {
    id: SplitCheckId;
})[];
/**
 * A split check's name as the status line and the tables write it:
 * "vulnerable → not vulnerable" (teacher's class → student's), or "negative
 * flips". `name` writes a class name (the Markdown neutralises it).
 */
export declare function splitName(report: Report, id: SplitCheckId, name?: (text: string) => string): string;
/** The rate a split check holds: the direction's share of all inputs, or the negative flips' of the labelled. */
export declare function splitRate(report: Report, id: SplitCheckId): Rate;
/**
 * The split checks' table rows: the name, the rate with its count, its
 * interval, the ceiling, the base and the change when a baseline was
 * compared, the status; empty without such checks.
 */
export declare function splitRows(report: Report, status: (s: CheckStatus) => string, name?: (text: string) => string): string[][];
/** What the split table's rates count, for a line under it. */
export declare const SPLIT_NOTE = "MR1 by direction: a teacher's class \u2192 student's class row counts the inputs on which the teacher predicts the first and the student the second, of all inputs; negative flips count the labelled inputs the teacher gets right and the student wrong, of the labelled inputs. Each is held to its ceiling by its 95% interval, as the relations are.";
/**
 * MR1's split in words: by which model is right (with labels) and by the
 * classes predicted; null when there is neither.
 */
export declare function flipDirectionLine(report: Report, name?: (text: string) => string): string | null;
