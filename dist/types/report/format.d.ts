import type { Check, CheckStatus } from '../gate/types.js';
import { RELATION_NAMES } from '../relations/names.js';
import type { Rate, RelationName } from '../relations/types.js';
import type { Report } from './types.js';
export { RELATION_NAMES };
/** A fraction as a percentage with one decimal; null as an em dash. */
export declare function percent(value: number | null, digits?: number): string;
export declare function fixed(value: number | null, digits?: number): string;
/** A 95% interval as "23.1–31.8%"; an em dash when undefined. */
export declare function interval(rate: Rate): string;
export declare const RELATION_TITLES: Record<RelationName, string>;
/**
 * The relations' names in the verdict table: short, so that the table with
 * its baseline columns stays within 100 columns with room for one more.
 */
export declare const RELATION_SHORT_TITLES: Record<RelationName, string>;
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
/**
 * The sign convention of every gap a report shows: a difference is always
 * the student minus the teacher (and a change is always this run minus the
 * base), with its sign written out.
 */
export declare const GAP_CONVENTION = "gaps are student \u2212 teacher";
/**
 * `value` with an explicit sign: "+2.7", "−2.7" (a minus sign, not a
 * hyphen), "±0.0" when it rounds to zero at `digits`.
 */
export declare function signed(value: number, digits: number): string;
/**
 * student − teacher, signed: in percentage points for fractions such as
 * accuracy ("−2.7 pts"), else as a plain number ("+0.012"); an em dash when
 * either is undefined.
 */
export declare function studentMinusTeacher(student: number | null, teacher: number | null, unit: 'points' | 'value'): string;
/** A change of rate (this run − base) in percentage points, signed; an em dash when either is undefined. */
export declare function pointsDelta(rate: number | null, baseline: number | null): string;
/** pointsDelta without the unit, for a column headed "Δ pts". */
export declare function deltaPoints(rate: number | null, baseline: number | null): string;
/** One sentence: what accuracy shows, next to what the relations show. */
export declare function accuracyVersusFidelity(report: Report): string;
/** A violation rate with its count, e.g. "27.3% (109/400)"; an em dash when undefined. */
export declare function rateWithCount(rate: Rate): string;
/** What each relation's rate counts, for a line under the verdict table. */
export declare const RATE_NOTE = "Rate: violations / inputs; MR3 counts only the inputs the teacher is confident on, MR4 the confidence bins both models fill.";
/** The checks of the verdict that are not a relation: flip-rate ratios and the attack. */
export declare function robustnessChecks(report: Report): Check[];
/**
 * The robustness checks as one row of the verdict: how many failed of how
 * many, and one status read off the gate's checks (fail when any failed,
 * else pass when any passed, else the first check's status). Null when the
 * run has no robustness check.
 */
export declare function robustnessRow(report: Report): {
    failed: number;
    total: number;
    status: CheckStatus;
} | null;
/** The status line: verdict first, then the worst relation. */
export declare function statusLine(report: Report): string;
/** A report's ISO timestamp as "2026-01-01 09:30 UTC"; other text unchanged. */
export declare function reportDate(iso: string): string;
/** A fenced code block whose fence is longer than any backtick run inside. */
export declare function codeBlock(text: string, language: string): string;
/** Inline code that survives backticks inside the text. */
export declare function inlineCode(text: string): string;
/** The width every line of the terminal report keeps within. */
export declare const TERMINAL_WIDTH = 100;
/** Rows of cells as left-aligned text columns, two spaces apart. */
export declare function columns(rows: string[][]): string;
/**
 * Text folded at spaces into lines of at most `width` characters; the first
 * line keeps the text's leading spaces, every later line starts with
 * `indent` (a word longer than a line stays whole).
 */
export declare function wrap(text: string, width: number, indent?: string): string;
/**
 * The verdict table's rows, one per relation and the robustness row: the
 * same cells for the Markdown and the terminal, which differ only in how a
 * status is written (`status`) and in the header.
 */
export declare function verdictRows(report: Report, status: (s: CheckStatus) => string): string[][];
