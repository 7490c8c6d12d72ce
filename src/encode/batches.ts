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

/** The longest block of a sequence: what its row needs after padding. */
function width(sequence: Sequence): number {
  return Math.max(...sequence.blocks.map((block) => block.length));
}

/**
 * Cuts sequences into batches of at most `batchSize` after sorting them by
 * length, and pads each batch only to its own longest row: with code lengths
 * spread from tens to thousands of tokens this removes most padding work.
 * Every block of a row is padded to the same block length, so block j starts
 * at j * blockLength in every row. A graph with a fixed input length gets
 * exactly that length (`fixedLength`, split evenly between the blocks).
 * Sorting is stable, so equal-length rows keep their order.
 */
export function bucketBatches(
  sequences: readonly Sequence[],
  batchSize: number,
  padId: number,
  fixedLength: number | null = null,
): Batch[] {
  const widths = sequences.map(width);
  const order = sequences.map((_, i) => i).sort((a, b) => widths[a]! - widths[b]!);
  const batches: Batch[] = [];
  for (let start = 0; start < order.length; start += batchSize) {
    const rows = order.slice(start, start + batchSize);
    const blockCount = sequences[rows[0]!]!.blocks.length;
    const longest = Math.max(...rows.map((r) => widths[r]!));
    const blockLength = fixedLength === null ? longest : fixedLength / blockCount;
    if (!Number.isInteger(blockLength) || blockLength < longest) {
      throw new RangeError(
        `rows of ${blockCount} block(s) of up to ${longest} tokens do not fit the model's fixed input length ${fixedLength}; lower max-length`,
      );
    }
    const length = blockLength * blockCount;
    const inputIds = new BigInt64Array(rows.length * length).fill(BigInt(padId));
    const attentionMask = new BigInt64Array(rows.length * length);
    let tokens = 0;
    rows.forEach((r, b) => {
      sequences[r]!.blocks.forEach((block, j) => {
        const offset = b * length + j * blockLength;
        for (let t = 0; t < block.length; t += 1) {
          inputIds[offset + t] = BigInt(block[t]!);
          attentionMask[offset + t] = 1n;
        }
        tokens += block.length;
      });
    });
    batches.push({ rows, size: rows.length, length, inputIds, attentionMask, tokens });
  }
  return batches;
}
