/**
 * Newcombe's hybrid score interval for the difference of two independent
 * proportions, at 95% confidence (R. G. Newcombe, "Interval estimation for
 * the difference between independent proportions: comparison of eleven
 * methods", Statistics in Medicine 17:873–890, 1998, method 10).
 *
 * With p̂₁ = k₁/n₁, p̂₂ = k₂/n₂, their 95% Wilson intervals [l₁, u₁] and
 * [l₂, u₂] (see {@link wilsonInterval}) and d = p̂₁ − p̂₂:
 *
 *     low  = d − sqrt((p̂₁ − l₁)² + (u₂ − p̂₂)²)
 *     high = d + sqrt((u₁ − p̂₁)² + (p̂₂ − l₂)²)
 *
 * Each side combines the two Wilson half-widths that point its way, so the
 * interval is asymmetric where a proportion sits near 0 or 1, and it stays
 * within [−1, 1] without clipping.
 *
 * Edge cases: either n = 0 returns null (no difference to bound). At k = 0 or
 * k = n a Wilson bound is exact (see {@link wilsonInterval}), so 10/10 − 0/20
 * reaches 1 exactly.
 *
 * @param k1 - successes of the first sample, an integer in 0..n1.
 * @param n1 - size of the first sample, a non-negative integer.
 * @param k2 - successes of the second sample, an integer in 0..n2.
 * @param n2 - size of the second sample, a non-negative integer.
 * @returns [low, high] of p₁ − p₂, or null when n1 or n2 is 0.
 * @throws RangeError as {@link wilsonInterval} does, for either sample.
 *
 * @example
 * // Newcombe (1998), Table II, example (a): 56/70 − 48/80 = 0.2.
 * newcombeInterval(56, 70, 48, 80); // [0.05243147240236…, 0.33387265403690…]
 * newcombeInterval(10, 10, 0, 20);  // [0.67908603714191…, 1]
 */
export declare function newcombeInterval(k1: number, n1: number, k2: number, n2: number): [number, number] | null;
