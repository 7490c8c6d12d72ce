/**
 * Numbers as a reviewer reads them, in the gate's reasons and in every
 * renderer: one way to write a percentage, a signed change and a bound, so
 * that a reason and the table beside it never disagree.
 */
/** A fraction as a percentage, one decimal by default: 0.1425 → "14.2%"; null as an em dash. */
export declare function percent(fraction: number | null, digits?: number): string;
/** An interval of fractions as one range of percentages: [0.056, 0.238] → "5.6–23.8%". */
export declare function percentRange([low, high]: [number, number], digits?: number): string;
/** A fraction in percentage points, unsigned: 0.0325 → "3.3" (the caller names the unit). */
export declare function points(fraction: number): string;
/**
 * `value` with its sign written out at `digits` decimals: "+2.7", "−2.7" (a
 * minus sign, not a hyphen). A value that rounds to zero is "0.0", unsigned:
 * −0.04 at one decimal is neither "−0.0" nor "+0.0". The one signed
 * formatter: a signed percentage is `${signed(x * 100, 1)}%`, signed points
 * `signed(x * 100, 1)`.
 *
 * @example
 * signed(2.66, 1);  // '+2.7'
 * signed(-0.04, 1); // '0.0'
 * signed(-0.05, 1); // '−0.1'
 */
export declare function signed(value: number, digits: number): string;
/**
 * a − b as the difference of the two values as a reader sees them: each
 * rounded to `digits` decimals exactly as `toFixed` writes it, then
 * subtracted in whole units of the last digit. A difference shown beside its
 * two operands therefore always equals their shown difference: F1 0.749 −
 * 0.788 is −0.039 even when the unrounded gap is −0.0385. Every gap and
 * change of a report (student − teacher, this run − base) goes through it,
 * in the gate's reasons and in the renderers' cells alike.
 *
 * @example
 * shownDifference(0.7492, 0.7876, 3); // -0.039 (0.749 − 0.788; the unrounded -0.0384 would show −0.038)
 * shownDifference(16.0, 12.25, 1);    // 3.7 (16.0 − 12.3; the unrounded 3.75 would show 3.8)
 */
export declare function shownDifference(a: number, b: number, digits: number): number;
/** A bound with three significant digits, "∞" when infinite: 1.9234 → "1.92", 20.94 → "20.9". */
export declare function significant3(x: number): string;
/**
 * A p-value for a line of text, from its log so that values below 1e-308
 * still show: two significant digits, in exponent form below 0.001.
 *
 * @example
 * formatPValue(Math.log(0.019157)); // '0.019'
 * formatPValue(-2000);              // '2.6e-869'
 */
export declare function formatPValue(logPValue: number): string;
