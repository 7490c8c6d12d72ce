import type { Report } from './types.js';
export { TERMINAL_WIDTH } from './layout.js';
/** The report as plain text for a terminal, every line within TERMINAL_WIDTH columns. */
export declare function renderTerminal(report: Report): string;
