import type { Ratio } from '../gate/types.js';
import type { AttackMethod } from '../config/names.js';
import type { AttackReport, RobustnessReport } from '../robustness/types.js';
import type { Report } from './types.js';
/** A relative change as "+185.0%", "+∞" when infinite; an em dash when undefined. */
export declare function signedPercent(value: Ratio): string;
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
/** What each attack method did to each model: two rows (teacher, student) per method that ran. */
export declare function attackOutcomeRows(report: Report, style: CellStyle): string[][];
/** What each attack method cost: one row per method that ran. */
export declare function attackCostRows(robustness: RobustnessReport, style: CellStyle): string[][];
/** The relations on each method's teacher adversarial examples: one row per method that found any. */
export declare function adversarialRows(robustness: RobustnessReport, style: CellStyle): string[][];
/** What each attack method is, after its paper. */
export declare const METHOD_TITLES: Record<AttackMethod, string>;
/** The method of an attack report (reports before methods had names ran greedy). */
export declare function methodOf(attack: AttackReport): AttackMethod;
/** The attack reports that ran (skipped ones have no numbers). */
export declare function ranAttacks(robustness: RobustnessReport): AttackReport[];
/** Why each undefined ratio or degradation is undefined, one line each. */
export declare function robustnessNotes(report: Report, robustness: RobustnessReport): string[];
