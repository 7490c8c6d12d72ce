/**
 * The size of a spot check: how many of a restored entry's rows the live
 * model scores again so that an entry poisoned in a given share of its rows
 * is caught with a stated probability, whatever the size of the data set.
 *
 * A check draws n of the entry's N rows without replacement, every row
 * equally likely; it misses an entry whose K poisoned rows are all outside
 * the sample with the hypergeometric probability of no poisoned row in it
 * (K. Krishnamoorthy, Handbook of Statistical Distributions with
 * Applications, Chapman & Hall/CRC 2006, ch. 4, the hypergeometric
 * distribution's f(0 | n, K, N)):
 *
 *     P(escape) = C(N − K, n) / C(N, n) = ∏_{i=0}^{n−1} (N − K − i) / (N − i)
 *
 * which is below the binomial (1 − K/N)^n of draws with replacement, and
 * decreases in K: a share of at least p poisoned escapes at most as often as
 * K = ⌈p·N⌉ poisoned rows. Computed as the product, in float64, each factor
 * in [0, 1] (no binomial coefficient is ever formed: C(54000, 59) overflows).
 */
/** The poisoned share the default check is sized for. */
export declare const SPOT_CHECK_SHARE = 0.05;
/** The largest chance that an entry poisoned in SPOT_CHECK_SHARE of its rows escapes the default check. */
export declare const SPOT_CHECK_ESCAPE = 0.05;
/**
 * The probability that `checked` rows drawn without replacement from `rows`
 * hold none of the `poisoned` ones (the formula above).
 *
 * Edge cases: nothing poisoned escapes with probability 1 (there is nothing
 * to catch), as does a check of no rows; a check of more rows than are clean
 * (checked > rows − poisoned) cannot miss: 0.
 *
 * @throws RangeError when a count is not an integer, poisoned or checked exceed rows.
 *
 * @example
 * escapeProbability(4, 1, 4); // 0
 * escapeProbability(10, 3, 2); // (7/10)·(6/9) ≈ 0.4667
 * escapeProbability(400, 40, 8); // 0.42708762809832…: the "10% escapes 43% of runs"
 */
export declare function escapeProbability(rows: number, poisoned: number, checked: number): number;
/**
 * The poisoned rows a share stands for: the fewest rows that are at least
 * `share` of `rows`, ⌈share · rows⌉ (at least 1 of a non-empty entry). The
 * product is rounded to 9 decimals first, so that 5% of 60 is 3 rows, not
 * the 4 of ⌈3.0000000000000004⌉.
 */
export declare function poisonedRows(rows: number, share: number): number;
/**
 * The rows a spot check of an entry of `rows` rows draws: the fewest n such
 * that an entry poisoned in `share` of its rows escapes with probability at
 * most `escape` (within 1e-12 of it, for the rounding of the product; every
 * row when no fewer do). 0 for an empty entry.
 *
 * @throws RangeError when rows is not a count, or share or escape is outside (0, 1).
 *
 * @example
 * spotCheckRows(400); // 55: a 5% poisoning (20 rows) escapes 4.8% of the checks
 * spotCheckRows(20); // 19: one poisoned row escapes a check of 19 of 20 rows 1 time in 20
 * spotCheckRows(54_000); // 59, near the binomial's ⌈ln 0.05 / ln 0.95⌉ = 59
 */
export declare function spotCheckRows(rows: number, share?: number, escape?: number): number;
