import type { Scores, Shard } from '../pipeline/types.js';
/**
 * A shard's result: its Scores, serialised. JSON numbers round-trip float64
 * exactly, so a merge sees the very values the shard computed.
 */
export interface PartialReport {
    schema: 'metacompress-partial';
    version: 1;
    /** Identifies what the scores depend on: data, models and encodings (not thresholds). */
    inputsDigest: string;
    shard: Shard;
    scores: Omit<Scores, 'teacher' | 'student'> & {
        teacher: number[];
        student: number[];
    };
}
export declare function toPartialReport(scores: Scores): PartialReport;
/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses partials of other inputs, a missing or repeated
 * shard.
 */
export declare function mergePartialReports(partials: readonly PartialReport[], files: readonly string[]): Scores;
