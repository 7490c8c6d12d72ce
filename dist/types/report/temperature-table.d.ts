import type { Report } from './types.js';
/** The table's rows, header first: mean KL, MR2, MR4 and the student's ECE, raw and at T*; null without it. */
export declare function temperatureRows(report: Report): string[][] | null;
/** What the table means, one paragraph. */
export declare const TEMPERATURE_NOTE: string;
