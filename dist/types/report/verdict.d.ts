/**
 * The verdict in words and rows, for the Markdown and the terminal alike: the
 * status line, the verdict table's rows, the sentence setting accuracy
 * beside the relations, and the names and notes they use. Every status is
 * the gate's.
 */
import type { CheckStatus } from '../gate/types.js';
import type { RelationName } from '../relations/types.js';
import type { Report } from './types.js';
/** Each relation's name in the status line. */
export declare const RELATION_TITLES: Record<RelationName, string>;
/**
 * The relations' names in the verdict table: short, so that the table with
 * its baseline columns stays within 100 columns with room for one more.
 */
export declare const RELATION_SHORT_TITLES: Record<RelationName, string>;
export declare const STATUS_WORDS: Record<CheckStatus, string>;
/**
 * The sign convention of every gap a report shows: a difference is always
 * the student minus the teacher (and a change is always this run minus the
 * base), with its sign written out.
 */
export declare const GAP_CONVENTION = "gaps are student \u2212 teacher";
/** What each relation's rate counts, for a line under the verdict table. */
export declare const RATE_NOTE = "Rate: violations / inputs; MR3 counts only the inputs the teacher is confident on, MR4 the confidence bins both models fill.";
/** One sentence: what accuracy shows, next to what the relations show. */
export declare function accuracyVersusFidelity(report: Report): string;
/** The status line: verdict first, then what the data cannot decide, then the worst relation. */
export declare function statusLine(report: Report): string;
/**
 * The verdict table's rows, one per relation and the robustness row: the
 * same cells for the Markdown and the terminal, which differ only in how a
 * status is written (`status`) and in the header.
 */
export declare function verdictRows(report: Report, status: (s: CheckStatus) => string): string[][];
