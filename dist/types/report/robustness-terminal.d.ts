import type { Report } from './types.js';
/**
 * The robustness section as plain text for a terminal: the transformed-input
 * table, the attack table per method, the relations on the adversarial
 * examples and the notes. Empty when the report has none.
 */
export declare function renderRobustnessTerminal(report: Report): string;
