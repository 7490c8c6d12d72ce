/**
 * McNemar's exact test for paired binary outcomes, with the binomial
 * probabilities computed in log space so that nothing overflows or loses
 * precision up to n = 10^6 and beyond.
 *
 * The log binomial pmf follows Loader's saddle-point form (C. Loader, "Fast
 * and accurate computation of binomial probabilities", 2000), which avoids
 * the cancellation of ln n! − ln k! − ln (n−k)! (terms of size 10^7 at
 * n = 10^6, so ~10^-9 absolute error in the log); here the error of ln P is
 * below 1e-14 · max(1, |ln P|) (tested against exact integer arithmetic).
 */

const LN_2 = Math.LN2;
const LN_2PI = Math.log(2 * Math.PI);

/** n! for n = 0..15, exact in float64 (15! ≈ 1.3e12 < 2^53). */
const SMALL_FACTORIALS: readonly number[] = (() => {
  const values = [1];
  for (let n = 1; n <= 15; n++) values.push((values[n - 1] as number) * n);
  return values;
})();

/**
 * Stirling's error: ln n! − [(n + ½) ln n − n + ½ ln 2π], for an integer n >= 1.
 * Exact factorials for n <= 15; above, the asymptotic series to the n^-11
 * term, whose next term is below 1e-17 there.
 */
function stirlingError(n: number): number {
  if (n <= 15) {
    return Math.log(SMALL_FACTORIALS[n] as number) - (n + 0.5) * Math.log(n) + n - LN_2PI / 2;
  }
  const inv = 1 / n;
  const inv2 = inv * inv;
  // Coefficients B_2k / (2k (2k − 1)) for k = 1..6.
  return (
    inv *
    (1 / 12 -
      inv2 *
        (1 / 360 -
          inv2 * (1 / 1260 - inv2 * (1 / 1680 - inv2 * (1 / 1188 - inv2 * (691 / 360360))))))
  );
}

/**
 * Deviance term x ln(x / mean) + mean − x, for x > 0, mean > 0. Near x = mean
 * it is computed by a series in v = (x − mean) / (x + mean), because the
 * direct form subtracts two nearly equal numbers there.
 */
function devianceTerm(x: number, mean: number): number {
  const d = x - mean;
  if (Math.abs(d) < 0.1 * (x + mean)) {
    const v = d / (x + mean);
    const v2 = v * v;
    let sum = d * v;
    let power = 2 * x * v;
    for (let j = 1; j < 1000; j++) {
      power *= v2;
      const next = sum + power / (2 * j + 1);
      if (next === sum) break;
      sum = next;
    }
    return sum;
  }
  return x * Math.log(x / mean) + mean - x;
}

/**
 * ln P[X = k] for X ~ Binomial(n, ½), k an integer in 0..n.
 *
 *     ln P = se(n) − se(k) − se(n−k) − D(k, n/2) − D(n−k, n/2) + ½ ln(n / (2π k (n−k)))
 *
 * with se the Stirling error and D the deviance term; ln P = −n ln 2 at
 * k = 0 and k = n.
 *
 * @example
 * Math.exp(binomialHalfLogPmf(2, 4)); // 0.375 (6/16), within 1 ulp
 */
export function binomialHalfLogPmf(k: number, n: number): number {
  if (k === 0 || k === n) return -n * LN_2;
  const half = n / 2;
  return (
    stirlingError(n) -
    stirlingError(k) -
    stirlingError(n - k) -
    devianceTerm(k, half) -
    devianceTerm(n - k, half) +
    0.5 * (Math.log(n / (k * (n - k))) - LN_2PI)
  );
}

/** Result of McNemar's exact test. */
export interface McNemarResult {
  /** Discordant pairs: violates now but not before. */
  b: number;
  /** Discordant pairs: violated before but not now. */
  c: number;
  /** Exact two-sided p-value in [0, 1]; may underflow to 0 (below ~1e-308), see logPValue. */
  pValue: number;
  /** Natural log of the p-value, finite even where pValue underflows; 0 when pValue = 1. */
  logPValue: number;
}

/**
 * McNemar's exact (conditional binomial) test of "the two runs violate
 * equally often" on paired outcomes.
 *
 * Under the null hypothesis each of the m = b + c discordant inputs is
 * equally likely to fall either way, so min(b, c) is the lower tail of
 * X ~ Binomial(m, ½):
 *
 *     p = min(1, 2 · P[X <= min(b, c)])
 *
 * which is what `scipy.stats.binomtest(b, b + c, 0.5)` and statsmodels'
 * `mcnemar(table, exact=True)` return (for p = ½ the two-sided rule "sum of
 * outcomes no more likely than the observed" is this doubled tail).
 *
 * Numerics: P[X = min(b,c)] in log space ({@link binomialHalfLogPmf}); the
 * tail is that term times Σ_{k <= min(b,c)} P[X = k] / P[X = min(b,c)],
 * summed downwards by the ratio P[k−1] / P[k] = k / (m − k + 1) < 1 until a
 * term no longer changes the sum (at most a few thousand terms at m = 10^6).
 * No factorial or power of 2 is formed, so nothing overflows; the relative
 * error is about 1e-13 at worst.
 *
 * Edge cases: b = c (including b = c = 0) gives p = 1 exactly.
 *
 * @param b - non-negative integer.
 * @param c - non-negative integer.
 * @throws RangeError when b or c is not a non-negative integer.
 *
 * @example
 * mcnemarExact(5, 0).pValue;  // 0.0625        (2 · 1/32)
 * mcnemarExact(10, 2).pValue; // 0.03857421875 (2 · 79/4096)
 * mcnemarExact(3, 3).pValue;  // 1
 */
export function mcnemarExact(b: number, c: number): McNemarResult {
  for (const [name, value] of [
    ['b', b],
    ['c', c],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`mcnemarExact: ${name} must be a non-negative integer, got ${value}`);
    }
  }
  const m = b + c;
  const s = Math.min(b, c);
  // 2s >= m means b = c: the tail P[X <= m/2] is at least ½.
  if (2 * s >= m) return { b, c, pValue: 1, logPValue: 0 };
  let term = 1;
  let sum = 1;
  for (let k = s; k >= 1; k--) {
    term *= k / (m - k + 1);
    const next = sum + term;
    if (next === sum) break;
    sum = next;
  }
  const logPValue = Math.min(0, LN_2 + binomialHalfLogPmf(s, m) + Math.log(sum));
  return { b, c, pValue: Math.exp(logPValue), logPValue };
}
