import type { CheckId, Ratio } from '../gate/types.js';
import type { AttackMethod } from '../robustness/attack/methods.js';
import type { Rate } from '../relations/types.js';
import type { AttackModelResult, AttackReport, RobustnessReport, TransformedKindResult } from '../robustness/types.js';
import type { Report } from './types.js';
/** A rate as "12.5% (5/40)"; an em dash when undefined. */
export declare function rateCell(rate: Rate): string;
/** A relation's rate on T(x), with its rate on x for the same rows. */
export declare function relationCell(kind: TransformedKindResult, key: 'mr1' | 'mr2' | 'mr3' | 'mr4'): string;
/** A flip rate with its Wilson 95% interval: "13.6% (19/140; 8.9–20.3%)". */
export declare function flipCell(rate: Rate): string;
/** True when the gate failed the check with this id (renderers mark the cell; the gate decided). */
export declare function checkFailed(report: Report, id: CheckId): boolean;
/**
 * True when the gate left a check with a value undefined: its counts were
 * too few to decide (a null value is undefined for want of a value instead,
 * which the notes explain).
 */
export declare function checkUndecided(report: Report, id: CheckId): boolean;
/** The flip-rate ratio with its 95% interval: "6.33 (1.92–20.9)", "∞ (0.371–132)". */
export declare function ratioCell(kind: TransformedKindResult): string;
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
export declare function dropCell(result: AttackModelResult): string;
/** Seconds per 100 inputs for one attack method (both models); null when no input was attacked. */
export declare function secondsPer100(attack: AttackReport): number | null;
/** What each attack method is, after its paper. */
export declare const METHOD_TITLES: Record<AttackMethod, string>;
/** The method of an attack report (reports before methods had names ran greedy). */
export declare function methodOf(attack: AttackReport): AttackMethod;
/** The attack reports that ran (skipped ones have no numbers). */
export declare function ranAttacks(robustness: RobustnessReport): AttackReport[];
/** The mark after a relative degradation: `failed` when the gate failed the method's check. */
export declare function degradationMark(report: Report, attack: AttackReport, failed: string): string;
/** A success rate with its Wilson interval: "50.0% (8/16; 28.0%–72.0%)". */
export declare function successCell(result: AttackModelResult): string;
/** Why each undefined ratio or degradation is undefined, one line each. */
export declare function robustnessNotes(report: Report, robustness: RobustnessReport): string[];
/** The mark after a flip-rate ratio: `failed` when the gate failed it, `undecided` when it had too few flips. */
export declare function ratioMark(report: Report, kind: TransformedKindResult, failed: string, undecided: string): string;
