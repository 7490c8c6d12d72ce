import type { Sequence } from './sequences.js';

/** A padded batch of model inputs, row-major [size, length]. */
export interface Batch {
  /** Index of each batch row in the sequence list it was cut from. */
  rows: number[];
  size: number;
  length: number;
  inputIds: BigInt64Array;
  attentionMask: BigInt64Array;
  /** Real (unpadded) tokens in the batch, for throughput figures. */
  tokens: number;
}

/**
 * Cuts sequences into batches of at most `batchSize` after sorting them by
 * length, and pads each batch only to its own longest row: with code lengths
 * spread from tens to thousands of tokens this removes most padding work.
 * Sorting is stable, so equal-length rows keep their order.
 */
export function bucketBatches(
  sequences: readonly Sequence[],
  batchSize: number,
  padId: number,
): Batch[] {
  const order = sequences
    .map((_, i) => i)
    .sort((a, b) => sequences[a]!.ids.length - sequences[b]!.ids.length);
  const batches: Batch[] = [];
  for (let start = 0; start < order.length; start += batchSize) {
    const rows = order.slice(start, start + batchSize);
    const length = Math.max(...rows.map((r) => sequences[r]!.ids.length));
    const inputIds = new BigInt64Array(rows.length * length).fill(BigInt(padId));
    const attentionMask = new BigInt64Array(rows.length * length);
    let tokens = 0;
    rows.forEach((r, b) => {
      const { ids, mask } = sequences[r]!;
      const offset = b * length;
      for (let t = 0; t < ids.length; t += 1) {
        inputIds[offset + t] = BigInt(ids[t]!);
        attentionMask[offset + t] = BigInt(mask[t]!);
        tokens += mask[t]!;
      }
    });
    batches.push({ rows, size: rows.length, length, inputIds, attentionMask, tokens });
  }
  return batches;
}
