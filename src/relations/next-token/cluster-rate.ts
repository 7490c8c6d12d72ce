/**
 * A rate over positions whose independent unit is the sequence: the tokens
 * of one function are not independent draws, so an interval that counts
 * them as such is too narrow. The rate is a ratio estimator over sequence
 * clusters and its interval is Wilson's at the effective number of positions
 * the cluster-robust variance allows.
 */
import { WILSON_Z, wilsonIntervalAtRate } from '../wilson.js';
import type { Rate } from '../types.js';

/** A rate over positions, with what its clusters did to its interval. */
export interface ClusteredRate extends Rate {
  /** Sequences with at least one counted position: the clusters. */
  sequences: number;
  /**
   * n / the effective number of positions (the design effect): how many
   * positions one independent position is worth here; null when n = 0.
   */
  designEffect: number | null;
}

/**
 * The rate R = Σ y_s / Σ n_s over S sequence clusters (y_s violations of
 * n_s counted positions in sequence s; sequences with n_s = 0 are not
 * clusters), with the cluster-robust (linearised ratio-estimator) variance
 *
 *     V(R) = S / (S − 1) · Σ_s (y_s − R n_s)² / (Σ_s n_s)²
 *
 * (the sandwich estimator with sequences as clusters and the usual small-
 * sample factor), the effective number of positions
 *
 *     n_eff = R (1 − R) / V(R),  clamped to [1, n]
 *
 * and the 95% interval Wilson's score interval at rate R and n_eff
 * (`wilsonIntervalAtRate`), which stays in [0, 1] where rates usually sit.
 * Where V(R) says nothing (S < 2, or R = 0 or 1, where every sequence has
 * the same rate), n_eff is S: each sequence counts as one input, so no
 * violation in 40 sequences is read as 0 of 40, not 0 of their 8,000 tokens.
 * The design effect is n / n_eff (1 for independent positions).
 *
 * Edge cases: n = 0 gives rate, ci95 and designEffect null.
 *
 * @param violations - y_s per sequence, non-negative integers.
 * @param counted - n_s per sequence, integers with 0 <= y_s <= n_s.
 * @throws RangeError when the lengths differ or a count is not one.
 *
 * @example
 * // Three sequences: 2 of 10, 0 of 10, 4 of 10 → R = 0.2,
 * // V = 3/2 · (0 + 4 + 4) / 900 = 0.013333…, n_eff = 0.16 / 0.013333 = 12
 * clusterRate([2, 0, 4], [10, 10, 10]);
 * // { violations: 6, n: 30, rate: 0.2, sequences: 3, designEffect: 2.5,
 * //   ci95: wilsonIntervalAtRate(0.2, 12) = [0.0627688…, 0.4827275…] }
 */
export function clusterRate(
  violations: ArrayLike<number>,
  counted: ArrayLike<number>,
): ClusteredRate {
  if (violations.length !== counted.length) {
    throw new RangeError(
      `clusterRate: ${violations.length} violation counts for ${counted.length} sequences`,
    );
  }
  let y = 0;
  let n = 0;
  let sequences = 0;
  for (let s = 0; s < counted.length; s++) {
    const ys = violations[s] as number;
    const ns = counted[s] as number;
    if (!Number.isInteger(ns) || !Number.isInteger(ys) || ys < 0 || ys > ns) {
      throw new RangeError(`clusterRate: sequence ${s} has ${ys} violations of ${ns}`);
    }
    y += ys;
    n += ns;
    if (ns > 0) sequences++;
  }
  if (n === 0)
    return { violations: 0, n: 0, rate: null, ci95: null, sequences, designEffect: null };
  const rate = y / n;
  const variance = clusterVariance(violations, counted, rate, n, sequences);
  const effective =
    variance === null || variance === 0 || rate === 0 || rate === 1
      ? sequences
      : Math.min(n, Math.max(1, (rate * (1 - rate)) / variance));
  return {
    violations: y,
    n,
    rate,
    ci95: wilsonIntervalAtRate(rate, effective),
    sequences,
    designEffect: n / effective,
  };
}

/**
 * The cluster-robust variance of the ratio R = Σy / Σn (see clusterRate);
 * null with fewer than two clusters. `values` may be any per-sequence
 * totals (a sum of log-probabilities for a cross-entropy).
 */
export function clusterVariance(
  values: ArrayLike<number>,
  counted: ArrayLike<number>,
  ratio: number,
  n: number,
  sequences: number,
): number | null {
  if (sequences < 2) return null;
  let sum = 0;
  for (let s = 0; s < counted.length; s++) {
    const ns = counted[s] as number;
    if (ns === 0) continue;
    const residual = (values[s] as number) - ratio * ns;
    sum += residual * residual;
  }
  return ((sequences / (sequences - 1)) * sum) / (n * n);
}

/**
 * A ratio's normal 95% interval from its cluster-robust variance: R ± z·√V
 * (for a mean per position that is not a proportion: a cross-entropy); null
 * when the variance is.
 */
export function clusterNormalInterval(
  ratio: number,
  variance: number | null,
): [number, number] | null {
  if (variance === null) return null;
  const half = WILSON_Z * Math.sqrt(variance);
  return [ratio - half, ratio + half];
}
