import type { RobustnessOutcomes, TeacherScoreOrigins } from '../robustness/index.js';
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
 *
 * Version 4 carries the shard's slice of the robustness step (`robustness`):
 * its per-input outcomes, from which `merge` computes the robustness report
 * of one run; the digest covers them.
 *
 * Version 5 carries what the row-level warnings are computed from: each
 * model's counts over the shard's rows (`scores.fed`, covered by the digest)
 * and the warnings about the run as a whole (`scores.runWarnings`). `merge`
 * sums the counts and computes the warnings from the merged rows as one run
 * does; the shard's own `scores.warnings`, about its slice only, are not read.
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
    /** The shard's slice of the robustness step; null without `transforms`. */
    robustness: ShardRobustness | null;
}
/**
 * A shard's slice of the robustness step: the outcomes of the transformed
 * and attacked inputs at its positions (every shard.count-th input of each
 * probe's list, from the shard's index), and what they were computed with.
 */
export interface ShardRobustness {
    /** The transformation and attack settings (pipeline robustnessSettings): a merge's config must have the same. */
    settings: object;
    /** What the attacks read beside the models: the language model's digest, the substitutes file's sha256. */
    readBeside: {
        languageModel: string | null;
        substitutes: string | null;
    };
    /** Positions among the usable rows of the shard's transformed-evaluation inputs, in order. */
    transform: number[];
    /** Positions of the shard's attacked inputs, in order. */
    attack: number[];
    outcomes: RobustnessOutcomes;
    teacherScores: TeacherScoreOrigins;
}
/**
 * 3: the divergent inputs carry their whole functions, so the merge chooses their excerpts from the merged list.
 * 4: the shard's slice of the robustness step (`robustness`).
 * 5: the counts and run-wide warnings the merged warnings are computed from (`scores.fed`, `scores.runWarnings`).
 */
export declare const PARTIAL_VERSION = 5;
export declare function toPartialReport(scores: Scores, robustness?: ShardRobustness | null): PartialReport;
/**
 * Checks one parsed partial and returns it typed, or throws the one line that
 * says what is wrong with `file`: not a partial, an older version, a shape
 * that is not ours, or per-row data whose length, rows or digest do not match
 * what the shard wrote.
 */
export declare function checkPartialReport(parsed: unknown, file: string): PartialReport;
