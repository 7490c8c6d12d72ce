/**
 * The power of the paired test: could a run of n inputs have detected a rise
 * of `min-effect`? (pure, float64). The gate calls a non-significant result
 * at too low a power inconclusive rather than a pass (gate/paired.ts).
 */
/** Φ(x), the standard normal distribution function. */
export declare function normalCdf(x: number): number;
/**
 * Φ⁻¹(p) for p in (0, 1), by bisection on the tail (monotone, so 200 halvings
 * reach the closest double): accurate to ~1e-15 where Φ is, and never
 * the place a run spends its time (it is called once per paired test).
 *
 * @example
 * normalQuantile(0.975); // 1.959963984540054
 */
export declare function normalQuantile(p: number): number;
/** The power a paired test is required to have before "not significant" reads as "no rise". */
export declare const REQUIRED_POWER = 0.8;
/** What the power of one paired test was computed from, and what it came to. */
export interface PairedPower {
    /** The discordant share ψ the power assumes: max(observed (b + c) / n, min-effect). */
    discordance: number;
    /** Power at this run's n to detect a rise of min-effect, in [0, 1]. */
    power: number;
    /** Inputs that would give REQUIRED_POWER at the same ψ, δ and α. */
    inputsForPower: number;
}
/**
 * The power of McNemar's test to detect a change δ in the paired rates, by
 * Connor's approximation (R. J. Connor, "Sample size for testing
 * differences in proportions for the paired-sample design", Biometrics
 * 43:207-211, 1987): with ψ the share of discordant pairs,
 *
 *     power(n) = Φ( (√n · δ − z_{1−α/2} · √ψ) / √(ψ − δ²) )
 *     n(power) = ( z_{1−α/2} · √ψ + z_{power} · √(ψ − δ²) )² / δ²
 *
 * It is the normal approximation of the test; the exact (conditional) test
 * the gate runs is a little more conservative at small counts, so this
 * power errs high, towards calling a result a pass.
 *
 * ψ is the observed discordant share (b + c) / n, raised to δ when below it
 * (a rise of δ needs at least δ · n discordant inputs): the power to see a
 * rise of min-effect in a run that changes as much as this one did.
 *
 * @param n - inputs both runs tested, > 0.
 * @param discordant - b + c, in 0..n.
 * @param minEffect - δ, in (0, 1).
 * @param alpha - two-sided significance level, in (0, 1).
 *
 * @example
 * // 400 inputs, 20 + 7 discordant, a 1-point rise at α 0.05:
 * // ψ = 0.0675, power Φ((20 · 0.01 − 1.96 · 0.2598) / 0.2596) = Φ(−1.191) = 11.7%,
 * // n(80%) = ((1.96 · 0.2598 + 0.8416 · 0.2596) / 0.01)² = 5295.6, so 5296.
 * pairedPower(400, 27, 0.01, 0.05);
 */
export declare function pairedPower(n: number, discordant: number, minEffect: number, alpha: number): PairedPower;
