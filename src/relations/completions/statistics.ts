/**
 * The three summaries completions are compared with (docs/spec.md §10.5): a
 * share with its Wilson interval, a mean with its normal interval, and a
 * share observed twice on the same prompts with Newcombe's paired interval
 * and McNemar's exact test. Each prompt is one independent unit (one prompt
 * per row), so none of them needs a cluster correction.
 */
import { compensatedSum } from '../compensated-sum.js';
import { mcnemarExact } from '../paired/mcnemar.js';
import { newcombePairedInterval } from '../paired/paired-interval.js';
import { WILSON_Z, wilsonInterval } from '../wilson.js';
import type { Mean, PairedChange, PairedTable, Share } from './types.js';

/**
 * k of n with its 95% Wilson interval ({@link wilsonInterval}).
 *
 * @throws RangeError when n or count is not an integer, or count is outside 0..n.
 * @example share(3, 4); // { count: 3, n: 4, share: 0.75, ci95: [0.3006…, 0.9544…] }
 */
export function share(count: number, n: number): Share {
  const ci95 = wilsonInterval(count, n);
  return { count, n, share: n === 0 ? null : count / n, ci95 };
}

/**
 * The mean of one value per prompt with its 95% normal interval:
 *
 *     mean = Σ x / n,  s² = Σ (x − mean)² / (n − 1)
 *     ci95 = [mean − z·s/√n, mean + z·s/√n] ∩ [lower, upper]
 *
 * with z = Φ⁻¹(0.975). A normal (not Student t) interval: with the tens of
 * prompts a run completes the two differ in the third decimal (t₀.₉₇₅ at 30
 * degrees of freedom is 2.04 against z = 1.96). Sums are compensated.
 *
 * Edge cases: n = 0 gives a null mean; n = 1 a null interval (no spread
 * to estimate); values all equal an interval of zero width, which says the
 * prompts agree, not that the mean is known exactly.
 *
 * @param values - one finite value per prompt, in [lower, upper].
 * @param lower - the smallest value possible (0 for a similarity, −1 for a change of one).
 * @param upper - the largest.
 * @throws RangeError naming the index when a value is not finite.
 *
 * @example meanWithInterval([0, 1], 0, 1); // { n: 2, mean: 0.5, ci95: [0, 1] }
 */
export function meanWithInterval(values: ArrayLike<number>, lower: number, upper: number): Mean {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    if (!Number.isFinite(values[i])) {
      throw new RangeError(`meanWithInterval: values[${i}] is ${values[i]}; must be finite`);
    }
  }
  if (n === 0) return { n, mean: null, ci95: null };
  const mean = compensatedSum(values) / n;
  if (n === 1) return { n, mean, ci95: null };
  const squares = Float64Array.from({ length: n }, (_, i) => (values[i]! - mean) ** 2);
  const halfWidth = WILSON_Z * Math.sqrt(compensatedSum(squares) / (n - 1) / n);
  return {
    n,
    mean,
    ci95: [Math.max(lower, mean - halfWidth), Math.min(upper, mean + halfWidth)],
  };
}

/**
 * A yes/no outcome observed twice on the same n prompts, and the change of
 * its share from the first observation to the second:
 *
 *     change = (secondOnly − firstOnly) / n
 *
 * with Newcombe's paired 95% interval ({@link newcombePairedInterval}) and
 * McNemar's exact two-sided test on the discordant prompts
 * ({@link mcnemarExact}).
 *
 * @throws RangeError when the two have different lengths.
 *
 * @example
 * // identical on x at prompts 0-2, on T(x) at prompt 0 only:
 * pairedChange([true, true, true, false], [true, false, false, false]);
 * // table { both: 1, firstOnly: 2, secondOnly: 0, neither: 1 }, change −0.5, pValue 0.5
 */
export function pairedChange(first: readonly boolean[], second: readonly boolean[]): PairedChange {
  if (first.length !== second.length) {
    throw new RangeError(
      `pairedChange: ${first.length} first outcomes but ${second.length} second; both are of the same prompts`,
    );
  }
  const table: PairedTable = { both: 0, firstOnly: 0, secondOnly: 0, neither: 0 };
  first.forEach((yes, i) => {
    if (yes && second[i]) table.both++;
    else if (yes) table.firstOnly++;
    else if (second[i]) table.secondOnly++;
    else table.neither++;
  });
  const n = first.length;
  // newcombePairedInterval's "now" is the second observation, "before" the first.
  const ci95 = newcombePairedInterval({
    both: table.both,
    nowOnly: table.secondOnly,
    beforeOnly: table.firstOnly,
    neither: table.neither,
  });
  const { pValue, logPValue } = mcnemarExact(table.secondOnly, table.firstOnly);
  return {
    table,
    n,
    change: n === 0 ? null : (table.secondOnly - table.firstOnly) / n,
    ci95,
    pValue,
    logPValue,
  };
}
