/** Two-sided 95% standard-normal quantile, Φ⁻¹(0.975), to double precision. */
export const WILSON_Z = 1.959963984540054;

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
export function wilsonInterval(successes: number, n: number): [number, number] | null {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`wilsonInterval: n must be a non-negative integer, got ${n}`);
  }
  if (!Number.isInteger(successes) || successes < 0 || successes > n) {
    throw new RangeError(
      `wilsonInterval: successes must be an integer in 0..${n}, got ${successes}`,
    );
  }
  if (n === 0) return null;
  const z2 = WILSON_Z * WILSON_Z;
  const denominator = n + z2;
  const centre = (successes + z2 / 2) / denominator;
  const halfWidth =
    (WILSON_Z / denominator) * Math.sqrt((successes * (n - successes)) / n + z2 / 4);
  const low = successes === 0 ? 0 : Math.max(0, centre - halfWidth);
  const high = successes === n ? 1 : Math.min(1, centre + halfWidth);
  return [low, high];
}

/**
 * The Wilson score interval at a rate rather than a count: the interval that
 * `wilsonInterval(k, n)` gives for k = rate · n, also where rate · n is not
 * an integer (what n inputs at the observed rate would show).
 *
 * @param rate - a fraction in [0, 1].
 * @param n - a number of inputs > 0 (need not be an integer).
 */
export function wilsonIntervalAtRate(rate: number, n: number): [number, number] {
  const z2 = WILSON_Z * WILSON_Z;
  const denominator = 1 + z2 / n;
  const centre = (rate + z2 / (2 * n)) / denominator;
  const halfWidth =
    (WILSON_Z / denominator) * Math.sqrt((rate * (1 - rate)) / n + z2 / (4 * n * n));
  return [
    rate === 0 ? 0 : Math.max(0, centre - halfWidth),
    rate === 1 ? 1 : Math.min(1, centre + halfWidth),
  ];
}

/**
 * About how many inputs would decide a rate against its ceiling: the
 * smallest n at which the 95% Wilson interval around the observed rate (held
 * at its value) no longer contains the ceiling.
 *
 * The Wilson interval is the set of p with (rate − p)² ≤ z² p (1 − p) / n
 * (the score test inverted), so a bound equals the ceiling c exactly at
 *
 *     n₀ = z² · c (1 − c) / (rate − c)²
 *
 * and for every larger n the interval excludes c. Below the ceiling, "decided"
 * is the high end at or below c (n ≥ n₀); above, the low end above c
 * (n > n₀). n₀ is computed in closed form and the answer then checked
 * against `wilsonIntervalAtRate` one input at a time, so rounding cannot
 * put it off by one.
 *
 * @param rate - the observed rate, in [0, 1].
 * @param ceiling - in (0, 1).
 * @returns the number of inputs, or null when rate equals the ceiling (no
 *   number of inputs separates a rate from itself) or the ceiling is not in
 *   (0, 1).
 *
 * @example
 * // 6 of 50 = 12.0% against a ceiling of 10%: Wilson 5.6–23.8% now;
 * // n₀ = 1.96² · 0.09 / 0.02² = 864.3, so about 865 inputs at 12%.
 * wilsonInputsToDecide(0.12, 0.1); // 865
 */
export function wilsonInputsToDecide(rate: number, ceiling: number): number | null {
  if (!(ceiling > 0 && ceiling < 1) || rate === ceiling) return null;
  const z2 = WILSON_Z * WILSON_Z;
  const n0 = (z2 * ceiling * (1 - ceiling)) / ((rate - ceiling) * (rate - ceiling));
  if (!Number.isFinite(n0)) return null;
  const decided = (n: number): boolean => {
    const [low, high] = wilsonIntervalAtRate(rate, n);
    return rate > ceiling ? low > ceiling : high <= ceiling;
  };
  let n = Math.max(1, Math.ceil(n0) - 1);
  while (!decided(n)) n += 1;
  while (n > 1 && decided(n - 1)) n -= 1;
  return n;
}
