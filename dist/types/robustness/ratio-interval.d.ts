import type { Rate } from '../relations/types.js';
/**
 * The Katz log interval for a ratio of two proportions (Katz, Baptista, Azen
 * and Pike, "Obtaining confidence intervals for the risk ratio in cohort
 * studies", Biometrics 34:469-474, 1978), at 95%:
 *
 *     r  = (a / n1) / (c / n2)       a = student flips of n1, c = teacher flips of n2
 *     se = sqrt(1/a - 1/n1 + 1/c - 1/n2)
 *     interval = [r · exp(-z · se), r · exp(z · se)],   z = Φ⁻¹(0.975)
 *
 * (scipy's `relative_risk(a, n1, c, n2).confidence_interval()` computes the
 * same.) The two rates are treated as independent; here both models score
 * the same inputs, and flips of the two models on the same hard inputs are
 * positively correlated, which makes the true interval narrower: this one
 * errs on the side of "too few flips to decide".
 *
 * Zero counts: when a or c is 0, the log of the ratio or its variance is
 * infinite, so 0.5 is added to each cell of the 2x2 table (Haldane-Anscombe):
 * a and c become a + 0.5 and c + 0.5, n1 and n2 become n1 + 1 and n2 + 1.
 * The interval is then finite and wide, which is what 0 flips in 48 inputs
 * says. With no flip at all (a = c = 0) there is no ratio and no interval.
 *
 * @returns [low, high], or null when n1 or n2 is 0 or neither model flipped.
 *
 * @example
 * flipRatioInterval(rate(3, 140), rate(19, 140)); // [1.9173…, 20.920…] around 6.33
 * flipRatioInterval(rate(0, 48), rate(3, 48));    // [0.371…, 132.0…] around 7 (corrected)
 */
export declare function flipRatioInterval(teacher: Rate, student: Rate): [number, number] | null;
/**
 * The Katz log interval above for the ratio (a / n1) / (c / n2) from its
 * counts: null when n1 or n2 is 0 or a = c = 0. 0.5 is added to each cell
 * when a or c is 0, and with `whenFull` also when a = n1 or c = n2 (a
 * proportion of 1, whose variance term 1/a − 1/n is 0: both at 1 would give
 * an interval of width 0, a certainty that a handful of inputs cannot give;
 * the attacks' success among the correct inputs is often 1).
 *
 * @throws RangeError when a count is negative or not an integer, or a > n1 or c > n2.
 *
 * @example
 * katzInterval(19, 140, 3, 140); // [1.9173…, 20.920…]
 */
export declare function katzInterval(a: number, n1: number, c: number, n2: number, whenFull?: boolean): [number, number] | null;
