/**
 * The power of the paired test: could a run of n inputs have detected a rise
 * of `min-effect`? (pure, float64). The gate calls a non-significant result
 * at too low a power inconclusive rather than a pass (gate/paired.ts).
 */

const SQRT2 = Math.SQRT2;
const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);

/**
 * erf(t) for 0 <= t < ~2.2 by the series of positive terms
 *
 *     erf(t) = 2/√π · e^(−t²) · Σ_{k>=0} (2t²)^k · t / (1 · 3 · … · (2k + 1))
 *
 * which has no cancellation (Abramowitz and Stegun 7.1.6).
 */
function erfSeries(t: number): number {
  let term = t;
  let sum = t;
  for (let k = 1; k < 500; k++) {
    term *= (2 * t * t) / (2 * k + 1);
    sum += term;
    if (term < 1e-17 * sum) break;
  }
  return (2 / Math.sqrt(Math.PI)) * Math.exp(-t * t) * sum;
}

/**
 * The standard normal upper tail Q(x) = P[Z > x] for x >= 0: below 3 from the
 * erf series, from 3 on by Laplace's continued fraction
 * Q(x) = φ(x) / (x + 1/(x + 2/(x + 3/(x + …)))), evaluated from its 300th
 * level down, so the far tail keeps its relative precision.
 */
function upperTail(x: number): number {
  if (x < 3) return 0.5 - 0.5 * erfSeries(x / SQRT2);
  let fraction = x;
  for (let k = 300; k >= 1; k--) fraction = x + k / fraction;
  return Math.exp(-0.5 * x * x - LN_SQRT_2PI) / fraction;
}

/** Φ(x), the standard normal distribution function. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  return x >= 0 ? 1 - upperTail(x) : upperTail(-x);
}

/**
 * Φ⁻¹(p) for p in (0, 1), by bisection on the tail (monotone, so 200 halvings
 * reach the closest double): accurate to ~1e-15 where Φ is, and never
 * the place a run spends its time (it is called once per paired test).
 *
 * @example
 * normalQuantile(0.975); // 1.959963984540054
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: p must be in (0, 1), got ${p}`);
  if (p === 0.5) return 0;
  const tail = p < 0.5 ? p : 1 - p;
  let low = 0;
  let high = 40;
  for (let i = 0; i < 200 && high - low > 0; i++) {
    const mid = (low + high) / 2;
    if (mid === low || mid === high) break;
    if (upperTail(mid) > tail) low = mid;
    else high = mid;
  }
  const z = (low + high) / 2;
  return p < 0.5 ? -z : z;
}

/** The power a paired test is required to have before "not significant" reads as "no rise". */
export const REQUIRED_POWER = 0.8;

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
export function pairedPower(
  n: number,
  discordant: number,
  minEffect: number,
  alpha: number,
): PairedPower {
  if (!(n > 0) || !(discordant >= 0 && discordant <= n)) {
    throw new RangeError(
      `pairedPower: needs n > 0 and discordant in 0..n, got ${discordant} of ${n}`,
    );
  }
  if (!(minEffect > 0 && minEffect < 1) || !(alpha > 0 && alpha < 1)) {
    throw new RangeError(`pairedPower: minEffect and alpha must be in (0, 1)`);
  }
  const delta = minEffect;
  const psi = Math.max(discordant / n, delta);
  const zAlpha = normalQuantile(1 - alpha / 2);
  const zPower = normalQuantile(REQUIRED_POWER);
  const spread = Math.sqrt(psi - delta * delta);
  const power = normalCdf((Math.sqrt(n) * delta - zAlpha * Math.sqrt(psi)) / spread);
  const root = (zAlpha * Math.sqrt(psi) + zPower * spread) / delta;
  return { discordance: psi, power, inputsForPower: Math.ceil(root * root - 1e-9) };
}
