import type { OutputKind } from '../config/names.js';
export interface Probabilities {
    /** Row-major [rows, K], float64, columns in dataset class order. */
    data: Float64Array;
    rows: number;
    cols: number;
    /** The rows of a probability output that were off by (1e-6, 1e-3] and renormalised, in order. */
    renormalised: number[];
}
/**
 * Converts a model's raw outputs to class probabilities (docs/spec.md §2), in float64.
 *
 * - `softmax`: K >= 2 logits -> softmax (max-shifted); a single logit -> sigmoid.
 * - `sigmoid`: a single logit z -> [1 - sigmoid(z), sigmoid(z)].
 * - `probabilities`: used as is when each row sums to 1 within 1e-6; rows off by
 *   at most 1e-3 are renormalised (counted, for a warning); further off is an
 *   error. A single column p means [1 - p, p].
 *
 * `classOrder[j]` is the dataset class of the model's column j (null: identity).
 * NaN or infinite values are an error naming the row and column.
 */
export declare function toProbabilities(raw: ArrayLike<number>, rows: number, columns: number, kind: OutputKind, classOrder: readonly number[] | null, what: string): Probabilities;
