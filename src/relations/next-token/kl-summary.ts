import { compensatedSum } from '../compensated-sum.js';
import { quantileSorted } from '../quantile.js';

/**
 * The distribution of per-position KL(teacher ‖ student) as llama.cpp's
 * `perplexity --kl-divergence` prints it, so that the numbers compare: the
 * mean, the median, the 90th, 95th, 99th and 99.9th percentiles and the
 * maximum, in nats.
 */
export interface KlSummary {
  mean: number;
  median: number;
  p90: number;
  p95: number;
  p99: number;
  p999: number;
  max: number;
}

/**
 * Summarises per-position KL values: the mean by Neumaier's compensated sum,
 * the percentiles by numpy's default linear interpolation (`quantileSorted`,
 * `np.quantile(x, q)`), the maximum. NaN values (positions where this KL was
 * not measured) are left out.
 *
 * Edge cases: no value gives null.
 *
 * @example
 * klSummary(Float64Array.of(0.1, 0.2, 0.3, 0.4));
 * // { mean: 0.25, median: 0.25, p90: 0.37, p95: 0.385, p99: 0.397, p999: 0.3997, max: 0.4 }
 * // (each within rounding)
 */
export function klSummary(values: ArrayLike<number>): KlSummary | null {
  const kept: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as number;
    if (!Number.isNaN(value)) kept.push(value);
  }
  if (kept.length === 0) return null;
  const sorted = Float64Array.from(kept).sort();
  const at = (q: number) => quantileSorted(sorted, q) as number;
  return {
    mean: compensatedSum(sorted) / sorted.length,
    median: at(0.5),
    p90: at(0.9),
    p95: at(0.95),
    p99: at(0.99),
    p999: at(0.999),
    max: sorted[sorted.length - 1] as number,
  };
}
