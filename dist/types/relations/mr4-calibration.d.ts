import type { BinVerdict, CalibrationBinRow, Mr4Result, ProbMatrix } from './types.js';
/** Options of MR4, a subset of `RelationsOptions`. */
export interface CalibrationOptions {
    /** Number of equal-width confidence bins B (default 10). */
    bins: number;
    /** A bin is comparable when both models have at least this many inputs in it (default 10). */
    nMin: number;
    /** How far apart acc_b(S) and acc_b(T) may be in a counted bin (default 0.1). */
    delta4: number;
}
/**
 * Edges of B equal-width bins over [0, 1]: the float64 values of b / B for
 * b = 0..B. Computed by division, never by repeated addition or by b · (1/B):
 * 3 / 10 is 0.3 exactly as the literal 0.3 is, while 0.1 · 3 is
 * 0.30000000000000004.
 *
 * @example
 * binEdges(4); // Float64Array [0, 0.25, 0.5, 0.75, 1]
 */
export declare function binEdges(bins: number): Float64Array;
/**
 * Bin index of a confidence under the right-closed rule: bin b holds
 * (b/B, (b+1)/B], bin 0 also holds 0.
 *
 * The bin is found by comparing c against the float edges b / B (see
 * {@link binEdges}), so a confidence equal to an edge lands in the bin that
 * ends there: with B = 10, 0.5 is in bin 4, 0.7 in bin 6, 0.9 in bin 8, 1.0 in
 * bin 9, 0 in bin 0. `floor(c · B)` alone would put 0.5 in bin 5, and
 * `ceil(c · B) − 1` is off by one where c · B rounds up across an integer
 * (B = 25: 7/25 = 0.28 but 0.28 · 25 = 7.000000000000001); it is only the
 * first guess here. A value above 1 (a row that sums to 1
 * only within 1e-6) goes to the last bin.
 *
 * @param c - confidence, finite and >= 0.
 * @param edges - output of `binEdges(B)`.
 * @returns b in 0..B−1.
 *
 * @example
 * const e = binEdges(10);
 * confidenceBin(0.7, e);                 // 6
 * confidenceBin(0.7000000000000001, e);  // 7
 * confidenceBin(0, e);                   // 0
 */
export declare function confidenceBin(c: number, edges: Float64Array): number;
/**
 * A counted bin's verdict from the 95% interval of acc_b(S) − acc_b(T):
 * apart when the interval lies wholly beyond ±δ4 (low > δ4 or high < −δ4),
 * together when wholly within [−δ4, δ4], undecided when it holds values on
 * both sides of δ4 or of −δ4.
 */
export declare function binVerdict(ci95: [number, number], delta4: number): BinVerdict;
/**
 * Whether a bin's accuracies differ by more than δ4 by their point
 * estimates, the study's MR4 violation: |k_S/n_S − k_T/n_T| > δ4, compared
 * as |k_S·n_T − k_T·n_S| > δ4·n_S·n_T so that the counts' exact fractions
 * decide, not the rounding of their float difference (0.8 − 0.7 is
 * 0.10000000000000009 in float64; 8/10 against 7/10 is exactly 0.1 apart,
 * not beyond δ4 = 0.1). Both n must be positive.
 *
 * @example
 * beyondDelta4(7, 10, 8, 10, 0.1); // false: exactly 0.1 apart
 * beyondDelta4(34, 40, 28, 40, 0.1); // true: 0.85 against 0.70
 */
export declare function beyondDelta4(teacherCorrect: number, teacherN: number, studentCorrect: number, studentN: number, delta4: number): boolean;
/**
 * MR4 — calibration alignment: in confidence bins where both models have
 * enough labelled inputs, their accuracies must agree within delta4, as far
 * as the bin's inputs can tell.
 *
 * Only labelled inputs (label >= 0) take part; -1 marks an unlabelled row.
 * Each model is binned by its own confidence c_i = max_k m_ik into B
 * equal-width bins over [0, 1] (right-closed: bin b holds (b/B, (b+1)/B], bin 0
 * also holds 0; edges are the float values of b / B and a confidence equal to
 * an edge belongs to the bin that ends there, see {@link confidenceBin}):
 *
 *     n_b     = |bin b|,  k_b = Σ_{i ∈ b} [argmax m_i = y_i]
 *     acc_b   = k_b / n_b
 *     conf_b  = (1/n_b) Σ_{i ∈ b} c_i                  (compensated sum)
 *     ECE     = Σ_b (n_b / N_labelled) · |acc_b − conf_b|
 *     counted_b = n_b(T) >= nMin and n_b(S) >= nMin
 *     d_b     = acc_b(S) − acc_b(T), with its 95% Newcombe hybrid score
 *               interval for two independent proportions ({@link newcombeInterval})
 *     verdict_b = apart | together | undecided        ({@link binVerdict})
 *     rate    = apart bins / counted bins
 *     ci95    = [apart / counted, (apart + undecided) / counted]
 *     studyViolations = counted bins with |d_b| > delta4 ({@link beyondDelta4})
 *     studyRate       = studyViolations / counted bins
 *
 * So `violations` (the apart bins) and `n` (the counted bins) count bins, not
 * inputs, and `ci95` is not a Wilson interval: it is the rate with the
 * undecided bins counted as together (low end) and as apart (high end), the
 * range the gate holds against the ceiling (docs/spec.md §4.5). The study's
 * reading (Awal et al.) counts a bin by its point estimate alone, so a bin
 * of few inputs whose accuracies differ by more than δ4 counts there and is
 * undecided here; the gate decides on the intervals. ECE is
 * reported for both models over all their non-empty bins, counted or not, and
 * `eceGap` = studentEce − teacherEce. The table has one row per bin with both
 * models' n, accuracy and mean confidence (the reliability diagram) and, for
 * a counted bin, d_b, its interval and its verdict.
 *
 * Edge cases:
 * - labels null, or every label -1: MR4 is skipped: rate null, labelled 0,
 *   ECEs null, empty table, `skippedReason` set. Never reported as passed.
 * - an empty bin has n 0 and accuracy / confidence null; it adds nothing to
 *   ECE and is never counted.
 * - no counted bin: rate null (n = 0) with `skippedReason` saying why; the
 *   ECEs and the table are still reported.
 *
 * Inputs: N x K matrices of the same shape and labels of length N with values
 * in -1..K−1 (validated by `computeRelations`); none is modified.
 *
 * @example
 * // B = 2, nMin = 1, delta4 = 0.1; all four rows labelled 0.
 * // Teacher confidences 0.5, 0.5, 0.9, 0.9 predict 0, 0, 0, 1;
 * // student confidences 0.5, 0.5, 0.6, 0.8 predict 0, 0, 0, 0 (ties go to class 0).
 * const p = { data: Float64Array.of(0.5, 0.5, 0.5, 0.5, 0.9, 0.1, 0.1, 0.9), rows: 4, cols: 2 };
 * const q = { data: Float64Array.of(0.5, 0.5, 0.5, 0.5, 0.6, 0.4, 0.8, 0.2), rows: 4, cols: 2 };
 * calibrationAlignment(p, q, Int32Array.of(0, 0, 0, 0), { bins: 2, nMin: 1, delta4: 0.1 });
 * // Bin 0 [0, 0.5]: teacher 2/2 right, student 2/2: d 0, interval −0.658..0.658: undecided.
 * // Bin 1 (0.5, 1]: teacher 1/2 right, student 2/2: d 0.5, interval −0.273..0.905: undecided.
 * // → violations 0, undecided 2, n 2, rate 0, ci95 [0, 1],
 * //   studyViolations 1 (bin 1: 0.5 > 0.1), studyRate 0.5,
 * //   teacherEce 0.45, studentEce 0.4, eceGap -0.04999999999999999
 */
export declare function calibrationAlignment(p: ProbMatrix, q: ProbMatrix, labels: Int32Array | null, options: CalibrationOptions): Mr4Result;
/**
 * MR4's verdict from each bin's counts: which bins are counted (both models
 * have at least nMin inputs), each counted bin's difference, its Newcombe
 * interval and verdict, the rate over the counted bins with the range the
 * undecided bins leave, and the study's count beside it (see
 * {@link calibrationAlignment}). Used by the live computation and by
 * `report` mode, which decides a report another job made again from its
 * bins' counts.
 */
export declare function decideBins(rows: readonly Pick<CalibrationBinRow, 'lower' | 'upper' | 'teacher' | 'student'>[], options: Pick<CalibrationOptions, 'nMin' | 'delta4'>): Pick<Mr4Result, 'violations' | 'n' | 'rate' | 'ci95' | 'undecided' | 'studyViolations' | 'studyRate' | 'table'> & {
    counted: number;
};
