import type { CheckStatus, Ratio } from '../gate/types.js';
import type { AttackReport, RobustnessReport } from '../robustness/types.js';
import type { Report } from './types.js';
/** A relative change as "+185.0%" (see `signed`), "+∞" when infinite; an em dash when undefined. */
export declare function relativeChange(value: Ratio): string;
/** How a renderer spells names and the gate's statuses in the cells below. */
export interface CellStyle {
    /** A transformation or method name: `inline code` in Markdown, bare in a terminal. */
    code: (name: string) => string;
    /** A gated value's status, as the gate decided it ("❌ FAIL" in Markdown, "FAIL" in a terminal). */
    status: (status: CheckStatus) => string;
    /**
     * Whether a method's label in a table names the options it departs from
     * its reference with (Markdown); a terminal's notes name them, as its
     * lines hold 100 columns.
     */
    optionsInLabel: boolean;
}
/** What each transformation changed and the four relations on x → T(x): one row per transformation. */
export declare function relationRows(robustness: RobustnessReport, style: CellStyle): string[][];
/** Each model's flips with their intervals, the gated ratio and its status: one row per transformation. */
export declare function flipRows(report: Report, style: CellStyle): string[][];
/** The method's name, marked "(capped)" when a query or time cap was set and with each non-reference option in force (unless `withOptions` is false). */
export declare function methodLabel(attack: AttackReport, withOptions?: boolean): string;
/**
 * What each attack method did to each model: two rows (teacher, student) per
 * method that ran: success with its interval, accuracy (and F1) before and
 * after, and the drop, the difference of the two accuracies shown.
 */
export declare function attackOutcomeRows(report: Report, style: CellStyle, withF1?: boolean): string[][];
/**
 * The gated number of each attack method, one row per method, as [header,
 * ...rows]: how many inputs each model was attacked on, both models' drops,
 * the two relative degradations with their 95% intervals ("points" =
 * student drop / teacher drop − 1 with drops in accuracy points; "relative
 * drops" = the same with each drop divided by the model's clean accuracy)
 * and the gate's status. The gated reading's header carries the ceiling; the
 * other reading's column is left out when it equals the gated one in every
 * row (the two models had the same clean accuracy). `titles` are the
 * renderer's names of the columns: method, attacked, drops, points,
 * relative drops, status. `compact` (a terminal's 100 columns) leaves the
 * drops out (the outcome table above has them) and the interval of the
 * reading that is not gated.
 */
export declare function degradationTable(report: Report, style: CellStyle, titles: [string, string, string, string, string, string], compact?: boolean): string[][];
/** The gated reading of the relative degradation: its column header names it. */
export declare function gatedDegradation(report: Report): 'points' | 'relative-drops';
/**
 * The budget a method ran on: "≤ 500 queries per input (reference 3,100);
 * ≤ 300 s" or the reference's; for a method whose language model's work
 * lies outside its time budget, that work named (and its seconds
 * `withTimings`: the PR comment leaves wall time out): "≤ 60 s of search,
 * plus 112.0 s outside it for its substitutes (the language model's work)".
 */
export declare function budgetCell(attack: AttackReport, withTimings?: boolean): string;
/**
 * What each attack method cost: one row per method that ran; the seconds
 * per 100 inputs only `withTimings` (the PR comment leaves wall time out).
 */
export declare function attackCostRows(robustness: RobustnessReport, style: CellStyle, withBudget?: boolean, withTimings?: boolean): string[][];
/**
 * The relations on each method's teacher adversarial examples, one row per
 * method that found any, as [header, ...rows]: a column left out when it is
 * empty in every row (MR4 without a comparable bin), and the student's
 * accuracy left out when it equals MR1 in every row (the teacher is wrong on
 * each, so with two classes the student is right exactly where it
 * disagrees).
 */
export declare function adversarialTable(robustness: RobustnessReport, style: CellStyle, header: string[]): string[][];
/** The attack reports that ran (skipped ones have no numbers). */
export declare function ranAttacks(robustness: RobustnessReport): AttackReport[];
/** Why each undefined ratio is undefined and what each transformation left out, one line each. */
export declare function transformedNotes(report: Report, robustness: RobustnessReport): string[];
/**
 * What each attack method's numbers rest on and why an undefined one is
 * undefined, one line each; where the teacher's side and alert's
 * substitutes came from (a cache or this run) only `withRunDetails`.
 */
export declare function attackNotes(robustness: RobustnessReport, withRunDetails?: boolean): string[];
/**
 * Per method that ran: how many of the selected inputs each model was
 * attacked on and why the others were not ("k of n attacked"), and the
 * gate's reason where the data left its degradation undecided (too few
 * attacked, or an interval that holds the ceiling), one line each. Methods
 * left undefined by too few attacked inputs with the same counts share one
 * line that names them ("mhm, alert and coda: … too few inputs attacked to
 * decide (…)"), where the same sentence stood once per method.
 */
export declare function attackedNotes(report: Report): string[];
/**
 * What of the teacher's robustness side came from the cache (a run on the
 * default branch saved it): its scorings of T(x), its attack queries and its
 * attack outcomes (a restored outcome is a teacher search that did not run).
 * Null when nothing did.
 */
export declare function teacherCacheNote(robustness: RobustnessReport): string | null;
