/**
 * The numbers of a report's cells: the gate's percent and signed change
 * (gate/numbers.ts, one formatter for reasons and cells alike), and the
 * cells built on them: intervals, counts, student − teacher gaps and changes
 * against the base.
 */
import { percent, shownDifference, signed } from '../gate/numbers.js';
import type { Rate } from '../relations/types.js';
export { percent, shownDifference, signed };
/** A number with `digits` decimals; null as an em dash. */
export declare function fixed(value: number | null, digits?: number): string;
/** A 95% interval as "23.1–31.8%"; an em dash when undefined. */
export declare function interval(rate: Rate): string;
/**
 * student − teacher, signed: in percentage points for fractions such as
 * accuracy ("−2.7 pts"), else as a plain number ("+0.012"); an em dash when
 * either is undefined. The difference of the two values as shown
 * (`shownDifference`), so 0.749 − 0.788 reads −0.039 beside them.
 */
export declare function studentMinusTeacher(student: number | null, teacher: number | null, unit: 'points' | 'value'): string;
/** A change of rate (this run − base) in percentage points, signed; an em dash when either is undefined. */
export declare function pointsDelta(rate: number | null, baseline: number | null): string;
/** pointsDelta without the unit, for a column headed "Δ pts": the difference of the two shown rates. */
export declare function deltaPoints(rate: number | null, baseline: number | null): string;
/** A violation rate with its count, e.g. "27.3% (109/400)"; an em dash when undefined. */
export declare function rateWithCount(rate: Rate): string;
