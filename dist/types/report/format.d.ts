import type { Check, CheckStatus } from '../gate/types.js';
import { RELATION_NAMES } from '../relations/names.js';
import type { Rate, RelationName } from '../relations/types.js';
import type { Report } from './types.js';
export { RELATION_NAMES };
/** A fraction as a percentage with one decimal; null as an em dash. */
export declare function percent(value: number | null, digits?: number): string;
export declare function fixed(value: number | null, digits?: number): string;
export declare function interval(rate: Rate): string;
export declare const RELATION_TITLES: Record<RelationName, string>;
export declare const STATUS_WORDS: Record<CheckStatus, string>;
export declare function rateOf(report: Report, name: RelationName): Rate;
/** The four relation checks of the verdict, MR1..MR4. */
export declare function relationChecks(report: Report): (Check & {
    id: RelationName;
})[];
/** A check of the verdict by id; undefined when the run has no such check. */
export declare function checkById(report: Report, id: Check['id']): Check | undefined;
/** What the count of a relation counts: inputs, confident inputs, or bins. */
export declare function countText(report: Report, name: RelationName): string;
/** One sentence: what accuracy shows, next to what the relations show. */
export declare function accuracyVersusFidelity(report: Report): string;
/** The status line: verdict first, then the worst relation. */
export declare function statusLine(report: Report): string;
/** Inline code that survives backticks inside the text. */
export declare function inlineCode(text: string): string;
/** Rows of cells as left-aligned text columns, two spaces apart. */
export declare function columns(rows: string[][]): string;
