import type { CompletionsSection, Mean, PairedChange, Share, TransformedCompletions } from '../relations/completions/types.js';
/** How a renderer writes a name taken from the report (a transformation kind). */
export type CodeStyle = (name: string) => string;
/** "42.0% (21/50)"; an em dash for no prompts. */
export declare function shareCell(s: Share): string;
/** A share's or a mean's 95% interval, "28.9–56.3%" or "0.662–0.800"; an em dash without one. */
export declare function intervalCell(value: Share | Mean): string;
/** A paired change in percentage points, "−22.9 pts"; an em dash with no prompts. */
export declare function changeCell(change: PairedChange): string;
/** Its 95% interval in points, "−35.1 to −10.2"; an em dash with no prompts. */
export declare function changeIntervalCell(change: PairedChange): string;
/** McNemar's p-value, "0.00041"; an em dash with no prompts. */
export declare function pValueCell(change: PairedChange): string;
/** The rows of the comparison on x, header first: measure, value, 95% interval. */
export declare function completionRows(section: CompletionsSection): string[][];
/**
 * The rows per transformation kind, header first: the identical share on x
 * and on T(x) over the rows T changed, its paired change with interval and
 * McNemar's p, and the mean change of the edit similarity.
 */
export declare function transformedCompletionRows(section: CompletionsSection, code: CodeStyle): string[][];
/** Why a kind compares fewer rows than were prompted, or null when it compares them all. */
export declare function leftOutNote(kind: TransformedCompletions): string | null;
/** The sentence above the tables: what was asked, of how many rows. */
export declare function completionsLead(section: CompletionsSection): string;
/**
 * What stands for a completion with nothing to show: "(nothing)" when the
 * model stopped at once, "(only whitespace)" when it wrote blanks; null
 * when it has text to show.
 */
export declare function blankCompletion(text: string): string | null;
/** What the numbers mean, one paragraph. */
export declare const COMPLETIONS_NOTE: string;
