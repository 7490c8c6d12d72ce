import type { Ratio } from '../gate/types.js';
import type { AttackMethod } from '../config/names.js';
import type { AttackReport, RobustnessReport } from '../robustness/types.js';
import type { Report } from './types.js';
/** A relative change as "+185.0%" (see `signed`), "+∞" when infinite; an em dash when undefined. */
export declare function relativeChange(value: Ratio): string;
/** How a renderer spells names and the gate's marks in the cells below. */
export interface CellStyle {
    /** A transformation or method name: `inline code` in Markdown, bare in a terminal. */
    code: (name: string) => string;
    /** After a value whose check failed. */
    fail: string;
    /** After a ratio whose check had too few flips to decide. */
    undecided: string;
}
/** What each transformation changed and the four relations on T(x) (x in brackets): one row per transformation. */
export declare function relationRows(robustness: RobustnessReport, style: CellStyle): string[][];
/** Each model's flips with their intervals and the gated ratio: one row per transformation. */
export declare function flipRows(report: Report, style: CellStyle): string[][];
/** The method's name, marked "(capped)" when a query or time cap was set. */
export declare function methodLabel(attack: AttackReport): string;
/**
 * What each attack method did to each model: two rows (teacher, student) per
 * method that ran. The two relative degradations: "points" = student drop /
 * teacher drop − 1 with drops in accuracy points; "relative drops" = the
 * same with each drop divided by the model's clean accuracy; the gated one
 * carries the gate's mark.
 */
export declare function attackOutcomeRows(report: Report, style: CellStyle, withF1?: boolean): string[][];
/** The budget a method ran on: "capped at 500 queries per input (reference: 3,100)" or the reference's. */
export declare function budgetCell(attack: AttackReport): string;
/** What each attack method cost: one row per method that ran. */
export declare function attackCostRows(robustness: RobustnessReport, style: CellStyle, withBudget?: boolean): string[][];
/** The relations on each method's teacher adversarial examples: one row per method that found any. */
export declare function adversarialRows(robustness: RobustnessReport, style: CellStyle): string[][];
/** What each attack method is, after its paper. */
export declare const METHOD_TITLES: Record<AttackMethod, string>;
/** The attack reports that ran (skipped ones have no numbers). */
export declare function ranAttacks(robustness: RobustnessReport): AttackReport[];
/** Why each undefined ratio or degradation is undefined, one line each. */
export declare function robustnessNotes(report: Report, robustness: RobustnessReport): string[];
/**
 * What of the teacher's robustness side came from the cache (a run on the
 * default branch saved it): its scorings of T(x), its attack queries and its
 * attack outcomes (a restored outcome is a teacher search that did not run).
 * Null when nothing did.
 */
export declare function teacherCacheNote(robustness: RobustnessReport): string | null;
