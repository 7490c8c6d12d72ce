import type { OutputKind } from '../config/names.js';
import { InputError } from '../errors.js';

export interface Probabilities {
  /** Row-major [rows, K], float64, columns in dataset class order. */
  data: Float64Array;
  rows: number;
  cols: number;
  /** The rows of a probability output that were off by (1e-6, 1e-3] and renormalised, in order. */
  renormalised: number[];
}

/** [1 - sigmoid(z), sigmoid(z)] without overflow or cancellation for large |z|. */
function sigmoidPair(z: number): [number, number] {
  const e = Math.exp(-Math.abs(z));
  const big = 1 / (1 + e);
  const small = e / (1 + e);
  return z >= 0 ? [small, big] : [big, small];
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
export function toProbabilities(
  raw: ArrayLike<number>,
  rows: number,
  columns: number,
  kind: OutputKind,
  classOrder: readonly number[] | null,
  what: string,
): Probabilities {
  if (kind === 'labels') {
    // Predicted classes are one-hot rows of their own source (inference/hard-labels.ts).
    throw new Error(`${what}: output labels has no scores to convert`);
  }
  if (raw.length !== rows * columns) {
    throw new RangeError(`${what}: ${raw.length} values do not form ${rows} rows of ${columns}`);
  }
  if (kind === 'sigmoid' && columns !== 1) {
    throw new InputError(
      `${what}: output sigmoid needs a single logit per row, got ${columns} columns; use softmax`,
    );
  }
  const cols = columns === 1 ? 2 : columns;
  if (classOrder !== null && classOrder.length !== cols) {
    throw new InputError(
      `${what}: class-order has ${classOrder.length} entries but the model gives ${cols} classes`,
    );
  }
  const data = new Float64Array(rows * cols);
  const row = new Float64Array(cols);
  const renormalised: number[] = [];
  for (let i = 0; i < rows; i += 1) {
    for (let j = 0; j < columns; j += 1) {
      const value = raw[i * columns + j]!;
      if (!Number.isFinite(value)) {
        throw new InputError(
          `${what}: row ${i} column ${j} is ${value}; outputs must be finite numbers`,
        );
      }
    }
    if (columns === 1) {
      const z = raw[i]!;
      if (kind === 'probabilities') {
        if (z < 0 || z > 1)
          throw new InputError(`${what}: row ${i} probability ${z} is outside [0, 1]`);
        row[0] = 1 - z;
        row[1] = z;
      } else [row[0], row[1]] = sigmoidPair(z);
    } else if (kind === 'probabilities') {
      let sum = 0;
      for (let j = 0; j < cols; j += 1) {
        const p = raw[i * cols + j]!;
        if (p < 0)
          throw new InputError(`${what}: row ${i} column ${j} probability ${p} is negative`);
        row[j] = p;
        sum += p;
      }
      const off = Math.abs(sum - 1);
      if (off > 1e-3) {
        throw new InputError(
          `${what}: row ${i} probabilities sum to ${sum}, not 1 (tolerance 1e-3); is output really probabilities?`,
        );
      }
      if (off > 1e-6) {
        renormalised.push(i);
        for (let j = 0; j < cols; j += 1) row[j] = row[j]! / sum;
      }
    } else {
      let max = -Infinity;
      for (let j = 0; j < cols; j += 1) max = Math.max(max, raw[i * cols + j]!);
      let sum = 0;
      for (let j = 0; j < cols; j += 1) {
        row[j] = Math.exp(raw[i * cols + j]! - max);
        sum += row[j]!;
      }
      for (let j = 0; j < cols; j += 1) row[j] = row[j]! / sum;
    }
    for (let j = 0; j < cols; j += 1)
      data[i * cols + (classOrder === null ? j : classOrder[j]!)] = row[j]!;
  }
  return { data, rows, cols, renormalised };
}
