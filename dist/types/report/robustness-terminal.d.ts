import type { Report } from './types.js';
/**
 * The robustness section as plain text for a terminal: the relations on T(x),
 * the flips and their ratio, what each attack method did and cost, the
 * relations on the adversarial examples and the notes, each table within
 * TERMINAL_WIDTH columns. Empty when the report has none.
 */
export declare function renderRobustnessTerminal(report: Report): string;
