import type { Report } from './types.js';
/** The width every line of the terminal report keeps within. */
export declare const TERMINAL_WIDTH = 100;
/** The report as plain text for a terminal, every line within TERMINAL_WIDTH columns (but the robustness tables'). */
export declare function renderTerminal(report: Report): string;
