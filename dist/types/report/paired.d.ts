import type { Report } from './types.js';
/**
 * The paired test's table (MR1-MR3 on the inputs both runs share), or the
 * line saying why it did not run; null without a baseline.
 */
export declare function pairedSection(report: Report): string | null;
/** The same as text columns for the terminal; empty without a paired test. */
export declare function pairedTerminal(report: Report): string;
