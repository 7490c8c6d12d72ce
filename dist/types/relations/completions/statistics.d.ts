import type { Mean, PairedChange, Share } from './types.js';
/**
 * k of n with its 95% Wilson interval ({@link wilsonInterval}).
 *
 * @throws RangeError when n or count is not an integer, or count is outside 0..n.
 * @example share(3, 4); // { count: 3, n: 4, share: 0.75, ci95: [0.3006…, 0.9544…] }
 */
export declare function share(count: number, n: number): Share;
/**
 * The mean of one value per prompt with its 95% normal interval:
 *
 *     mean = Σ x / n,  s² = Σ (x − mean)² / (n − 1)
 *     ci95 = [mean − z·s/√n, mean + z·s/√n] ∩ [lower, upper]
 *
 * with z = Φ⁻¹(0.975). A normal (not Student t) interval: with the tens of
 * prompts a run completes the two differ in the third decimal (t₀.₉₇₅ at 30
 * degrees of freedom is 2.04 against z = 1.96). Sums are compensated.
 *
 * Edge cases: n = 0 gives a null mean; n = 1 a null interval (no spread
 * to estimate); values all equal an interval of zero width, which says the
 * prompts agree, not that the mean is known exactly.
 *
 * @param values - one finite value per prompt, in [lower, upper].
 * @param lower - the smallest value possible (0 for a similarity, −1 for a change of one).
 * @param upper - the largest.
 * @throws RangeError naming the index when a value is not finite.
 *
 * @example meanWithInterval([0, 1], 0, 1); // { n: 2, mean: 0.5, ci95: [0, 1] }
 */
export declare function meanWithInterval(values: ArrayLike<number>, lower: number, upper: number): Mean;
/**
 * A yes/no outcome observed twice on the same n prompts, and the change of
 * its share from the first observation to the second:
 *
 *     change = (secondOnly − firstOnly) / n
 *
 * with Newcombe's paired 95% interval ({@link newcombePairedInterval}) and
 * McNemar's exact two-sided test on the discordant prompts
 * ({@link mcnemarExact}).
 *
 * @throws RangeError when the two have different lengths.
 *
 * @example
 * // identical on x at prompts 0-2, on T(x) at prompt 0 only:
 * pairedChange([true, true, true, false], [true, false, false, false]);
 * // table { both: 1, firstOnly: 2, secondOnly: 0, neither: 1 }, change −0.5, pValue 0.5
 */
export declare function pairedChange(first: readonly boolean[], second: readonly boolean[]): PairedChange;
