/**
 * Cells shared by the Markdown and terminal renderings of the robustness
 * section (transformed inputs and the attack probe).
 */
import type { CheckId, Ratio } from '../gate/types.js';
import type { Rate } from '../relations/types.js';
import type { AttackModelResult, RobustnessReport, TransformedKindResult } from '../robustness/types.js';
import type { Report } from './types.js';
/** A rate as "12.5% (5/40)"; an em dash when undefined. */
export declare function rateCell(rate: Rate): string;
/** A relation's rate on T(x), with its rate on x for the same rows. */
export declare function relationCell(kind: TransformedKindResult, key: 'mr1' | 'mr2' | 'mr3' | 'mr4'): string;
/** True when the gate failed the check with this id (renderers mark the cell; the gate decided). */
export declare function checkFailed(report: Report, id: CheckId): boolean;
export declare function ratioCell(kind: TransformedKindResult): string;
/** A relative change as "+185.0%", "+∞" when infinite; an em dash when undefined. */
export declare function signedPercent(value: Ratio): string;
export declare function dropCell(result: AttackModelResult): string;
/** Seconds per 100 inputs for the attack; null when no input was attacked. */
export declare function secondsPer100(robustness: RobustnessReport): number | null;
/** Why each undefined ratio or degradation is undefined, one line each. */
export declare function robustnessNotes(robustness: RobustnessReport): string[];
