import type { Report } from './types.js';
/** A relative error with three significant digits ("0.00236"); 0 as "0"; undefined as an em dash. */
export declare function relativeErrorCell(value: number | null): string;
/** A cosine similarity with six decimals (they sit near 1); undefined as an em dash. */
export declare function cosineCell(value: number | null): string;
/**
 * The table's rows, header first (two header rows' worth of words in one:
 * "violating" and "others" prefix their three columns); `name` writes a
 * label the model's graph gave, which is untrusted text. Null without a
 * computed comparison.
 */
export declare function whereItBreaksRows(report: Report, name: (text: string) => string): string[][] | null;
/**
 * The line above the table: which inputs, and the first layer each group
 * parts at beyond the threshold; or why there is no table. Undefined when
 * the run did not ask for it.
 */
export declare function whereItBreaksLine(report: Report, name: (text: string) => string): string | null;
/** What the table means, one paragraph. */
export declare const WHERE_IT_BREAKS_NOTE: string;
/** The section in Markdown: the line, the table (names as inline code) and its note; null when not asked for. */
export declare function whereItBreaksMarkdown(report: Report): string | null;
/** The section for a terminal, within TERMINAL_WIDTH; null when not asked for. */
export declare function whereItBreaksTerminal(report: Report): string | null;
