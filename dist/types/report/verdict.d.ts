/**
 * The verdict in words and rows, for the Markdown and the terminal alike: the
 * status line, the verdict table's rows, the sentence setting accuracy
 * beside the relations, and the names and notes they use. Every status is
 * the gate's.
 */
import type { CheckStatus } from '../gate/types.js';
import type { RelationName } from '../relations/types.js';
import type { Report, TimeLimitSummary } from './types.js';
/**
 * Each relation's name in the status line, named by what its rate counts
 * (the violations, as the gate's reasons name them): "MR1 prediction
 * disagreement 17.5%" is the share of inputs where the classes differ.
 */
export declare const RELATION_TITLES: Record<RelationName, string>;
/** A relation's title in a report: MR1 over next-token positions is the next token's disagreement. */
export declare function relationTitle(report: Pick<Report, 'relations'>, id: RelationName): string;
/**
 * The relations' names in the verdict table, by what the rate counts too:
 * short, so that the table with its baseline columns stays within 100
 * columns with room for one more.
 */
export declare const RELATION_SHORT_TITLES: Record<RelationName, string>;
/** A status's icon in Markdown: one entry per status, so a new status needs its own. */
export declare const STATUS_ICONS: Record<CheckStatus, string>;
/** A status as a Markdown cell shows it: "❌ FAIL". */
export declare const markdownStatus: (status: CheckStatus) => string;
export declare const STATUS_WORDS: Record<CheckStatus, string>;
/**
 * The sign convention of every gap a report shows: a difference is always
 * the student minus the teacher (and a change is always this run minus the
 * base), with its sign written out.
 */
export declare const GAP_CONVENTION = "gaps are student \u2212 teacher";
/** What each relation's rate counts, with the thresholds of this run, for a line under the verdict table. */
export declare function rateNote(report: Report): string;
/**
 * What the verdict table's robustness row counts: "robustness: 8 ceilings
 * (4 flip-rate ratios, 4 attack methods' degradations), each with its
 * status in the robustness section"; null without robustness checks.
 */
export declare function robustnessRowNote(report: Report): string | null;
/**
 * Why each failing check failed, one line each, for the bullets under the
 * verdict table: a relation above its ceiling ("MR1 prediction disagreement
 * 17.5% (70/400) exceeds the ceiling 10.0%"), a fixed-points rule against
 * the baseline, a robustness ceiling, the time limit. A relation that broke
 * only the paired test is left out when the paired table stands below with
 * its counts, change, p and verdict.
 */
export declare function failureReasons(report: Report): string[];
/**
 * The failure line of a run its time limit stopped (docs/spec.md §4.6): the
 * limit and what did not run.
 */
export declare function timeLimitReason(timeLimit: TimeLimitSummary): string;
/**
 * What a run without labels leaves out, said once in place of a row of
 * dashes: which numbers need labelled rows, and where labels come from.
 */
export declare function unlabelledNote(): string;
/**
 * What a run with a model of predicted classes only (`output: labels`) has
 * and has not, said once in place of the KL summary; null when both models
 * gave probabilities.
 */
export declare function hardLabelsNote(report: Report): string | null;
/**
 * Why the KL mean can exceed its 95th percentile, said where it does: a few
 * inputs with a large divergence carry the mean (a heavy tail). Empty
 * otherwise.
 */
export declare function klTailNote(report: Report): string;
/** One sentence: what accuracy shows, next to what the relations show. */
export declare function accuracyVersusFidelity(report: Report): string;
/**
 * The status line: verdict first (a failed direction of MR1 named before
 * the relations), then what the data cannot decide, then the worst
 * relation. `name` writes a class name (the Markdown neutralises it).
 */
export declare function statusLine(report: Report, name?: (text: string) => string): string;
/**
 * The verdict table's rows, one per relation and the robustness row: the
 * same cells for the Markdown and the terminal, which differ only in how a
 * status is written (`status`) and in the header.
 */
export declare function verdictRows(report: Report, status: (s: CheckStatus) => string): string[][];
