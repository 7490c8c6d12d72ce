import type { Scores, Shard } from './types.js';
/**
 * A shard's result: its Scores, serialised. JSON numbers round-trip float64
 * exactly, so a merge sees the very values the shard computed.
 *
 * Version 2 carries what a merge needs to prove a partial whole: the shard's
 * row count, its rows (`scores.order`, the positions among the usable rows,
 * which must be exactly index, index + count, ...) and a digest of the
 * per-row data. A partial cut short, edited or damaged in transit is refused
 * instead of merged into a report of invented numbers.
 */
export interface PartialReport {
    schema: 'metacompress-partial';
    version: typeof PARTIAL_VERSION;
    /** Identifies what the scores depend on: data, models and encodings (not thresholds). */
    inputsDigest: string;
    shard: Shard;
    /** Rows this shard scored. */
    rowCount: number;
    /** sha256 of the per-row data, see rowsDigest(). */
    rowsDigest: string;
    scores: Omit<Scores, 'teacher' | 'student'> & {
        teacher: number[];
        student: number[];
    };
}
/** 3: the divergent inputs carry their whole functions, so the merge chooses their excerpts from the merged list. */
export declare const PARTIAL_VERSION = 3;
export declare function toPartialReport(scores: Scores): PartialReport;
/**
 * Checks one parsed partial and returns it typed, or throws the one line that
 * says what is wrong with `file`: not a partial, an older version, a shape
 * that is not ours, or per-row data whose length, rows or digest do not match
 * what the shard wrote.
 */
export declare function checkPartialReport(value: unknown, file: string): PartialReport;
/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses a damaged partial (see checkPartialReport),
 * partials of other inputs, a missing or repeated shard.
 */
export declare function mergePartialReports(values: readonly unknown[], files: readonly string[]): Scores;
