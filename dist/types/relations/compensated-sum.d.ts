/**
 * Sum of a sequence with Neumaier's compensated summation.
 *
 *     s = Σ x_i, accumulated in float64 with a running correction term
 *
 * A long plain sum loses the low bits of each small addend once the total is
 * large; the correction term carries them, so the result is within about one
 * ulp of the exactly rounded sum (Python's `math.fsum`) for the inputs seen
 * here. Used for means over N inputs (KL mean, mean confidence per bin).
 *
 * Edge cases: an empty sequence sums to 0. Non-finite inputs propagate as in a
 * plain sum (callers validate first).
 *
 * @param values - any array-like of numbers; not modified.
 * @returns the compensated sum.
 *
 * @example
 * compensatedSum([1, 1e100, 1, -1e100]); // 2 (a plain left-to-right sum gives 0)
 * compensatedSum([]);                    // 0
 */
export declare function compensatedSum(values: ArrayLike<number>): number;
