import type { Report } from './types.js';
/** The report as plain text for a terminal. */
export declare function renderTerminal(report: Report): string;
