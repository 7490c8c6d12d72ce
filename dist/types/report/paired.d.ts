import type { Report } from './types.js';
/**
 * The paired test's table (MR1-MR3 on the inputs both runs share), or the
 * line saying why it did not run; null without a baseline.
 */
export declare function pairedSection(report: Report): string | null;
/** The same as text columns for the terminal; empty without a paired test. */
export declare function pairedTerminal(report: Report): string;
/**
 * MR1 split by direction on labelled inputs: where the teacher is right and
 * the student wrong ("negative flips", the ones that cost accuracy), and the
 * reverse; null without labels.
 */
export declare function flipDirectionLine(report: Report): string | null;
