/** Two-sided 95% standard-normal quantile, Φ⁻¹(0.975), to double precision. */
export declare const WILSON_Z = 1.959963984540054;
/**
 * Wilson score interval for a binomial proportion, at 95% confidence.
 *
 * With p̂ = k / n and z = {@link WILSON_Z}:
 *
 *     centre    = (k + z²/2) / (n + z²)
 *     halfWidth = z / (n + z²) · sqrt(k (n − k) / n + z²/4)
 *     interval  = [centre − halfWidth, centre + halfWidth]
 *
 * Unlike the normal (Wald) interval it stays inside [0, 1] and is not
 * degenerate at k = 0 or k = n, which is where violation rates usually sit.
 *
 * Edge cases: n = 0 returns null (no evidence, no interval). At k = 0 the lower
 * bound is exactly 0 and at k = n the upper bound is exactly 1 (their exact
 * values; the formula would otherwise leave ±1e-17 of rounding). Both bounds are
 * clamped to [0, 1].
 *
 * @param successes - k, an integer in 0..n (here: the number of violations).
 * @param n - number of trials, a non-negative integer.
 * @returns [low, high] in [0, 1], or null when n = 0.
 * @throws RangeError when n or successes is not an integer, or successes is outside 0..n.
 *
 * @example
 * wilsonInterval(0, 0);  // null
 * wilsonInterval(5, 10); // [0.236593090512564, 0.7634069094874361]
 * wilsonInterval(0, 10); // [0, 0.27753279986288926]
 */
export declare function wilsonInterval(successes: number, n: number): [number, number] | null;
