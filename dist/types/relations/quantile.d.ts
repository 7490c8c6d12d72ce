/**
 * Quantile of an ascending-sorted sample by linear interpolation between order
 * statistics: numpy's default `np.quantile(x, q)` (method "linear", Hyndman &
 * Fan type 7).
 *
 *     h = (n − 1) · q,  j = floor(h),  g = h − j
 *     Q(q) = x[j] + g · (x[j+1] − x[j])
 *
 * The interpolation is evaluated as numpy does it (`_lerp`): from the upper
 * end, x[j+1] − (x[j+1] − x[j]) · (1 − g), when g >= 0.5, so the result is
 * bit-identical to numpy and never leaves [x[j], x[j+1]].
 *
 * Edge cases: an empty sample returns null; a single value is its own quantile;
 * q = 1 returns the maximum.
 *
 * @param sorted - the sample sorted ascending (not checked, not modified).
 * @param q - quantile level in [0, 1].
 * @throws RangeError when q is outside [0, 1].
 *
 * @example
 * quantileSorted(Float64Array.of(0, 1, 2, 3, 4), 0.95); // 3.8
 * quantileSorted(Float64Array.of(), 0.95);              // null
 */
export declare function quantileSorted(sorted: ArrayLike<number>, q: number): number | null;
