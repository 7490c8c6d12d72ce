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
 * Every block of a row is padded to the same block length, so block j starts
 * at j * blockLength in every row. A graph with a fixed input length gets
 * exactly that length (`fixedLength`, split evenly between the blocks).
 * Sorting is stable, so equal-length rows keep their order.
 */
export declare function bucketBatches(sequences: readonly Sequence[], batchSize: number, padId: number, fixedLength?: number | null): Batch[];
