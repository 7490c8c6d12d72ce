/**
 * The paired 2x2 table of one relation over the inputs both runs tested.
 * "Now" is this run (the pull request), "before" the baseline.
 */
export interface PairedTable {
    /** Violated in both runs. */
    both: number;
    /** b: violates now, did not before. */
    nowOnly: number;
    /** c: violated before, does not now. */
    beforeOnly: number;
    /** Violated in neither run. */
    neither: number;
}
/**
 * 95% confidence interval for the change in violation rate between two runs
 * on the same inputs, D = p_now − p_before = (b − c) / n, by Newcombe's
 * square-and-add method for paired proportions ("method 10" of R. G.
 * Newcombe, "Improved confidence intervals for the difference between
 * binomial proportions based on paired data", Statistics in Medicine 17,
 * 2635-2650, 1998; also Fagerland, Lydersen & Laake, "Statistical Analysis of
 * Contingency Tables", 2017, §8.5).
 *
 * Why not the Wald interval D ± z·sqrt(b + c − (b − c)²/n) / n: it collapses
 * to a single point when b = c = 0 and covers poorly when b + c is small,
 * which is the usual case for two close runs; Newcombe's interval is built
 * from the Wilson intervals every rate here already carries, and it stays
 * inside [−1, 1].
 *
 * With a = both, b = nowOnly, c = beforeOnly, d = neither, n = a + b + c + d,
 * p1 = (a + b)/n, p2 = (a + c)/n, (l1, u1) and (l2, u2) their Wilson 95%
 * intervals ({@link wilsonInterval}), and
 *
 *     A = a·d − b·c
 *     φ = (A − n/2) / sqrt((a+b)(c+d)(a+c)(b+d))   when A > n/2
 *       = 0                                        when 0 <= A <= n/2
 *       = A / sqrt((a+b)(c+d)(a+c)(b+d))           when A < 0
 *     (φ = 0 when a marginal total is 0)
 *
 *     lower = D − sqrt((p1 − l1)² − 2φ(p1 − l1)(u2 − p2) + (u2 − p2)²)
 *     upper = D + sqrt((p2 − l2)² − 2φ(p2 − l2)(u1 − p1) + (u1 − p1)²)
 *
 * The bounds are clamped to [−1, 1] and the radicands at 0, against rounding.
 *
 * Edge cases: n = 0 gives null. b = c = 0 gives an interval around 0 whose
 * width comes from the Wilson intervals, not a point.
 *
 * @param table - the four counts, non-negative integers.
 * @returns [lower, upper] with lower <= D <= upper, or null when n = 0.
 * @throws RangeError when a count is not a non-negative integer.
 *
 * @example
 * newcombePairedInterval({ both: 0, nowOnly: 0, beforeOnly: 0, neither: 10 });
 * // [-0.27753279986288926, 0.27753279986288926]  (± the Wilson upper bound of 0/10)
 */
export declare function newcombePairedInterval(table: PairedTable): [number, number] | null;
