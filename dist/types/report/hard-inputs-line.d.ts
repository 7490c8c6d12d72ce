import type { Report } from './types.js';
/**
 * What `--export-hard` wrote, one line: "hard inputs: 73 rows (rule all): 64
 * inputs (MR1 40, MR2 55, MR3 20), 9 successful attacks on the student";
 * null when nothing was exported.
 */
export declare function hardInputsLine(report: Report): string | null;
