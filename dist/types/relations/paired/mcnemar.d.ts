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
export declare function binomialHalfLogPmf(k: number, n: number): number;
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
export declare function mcnemarExact(b: number, c: number): McNemarResult;
