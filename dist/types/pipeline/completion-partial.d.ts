import type { CompletionsOutcomes } from '../relations/completions/index.js';
import type { PositionColumns } from '../relations/next-token/index.js';
import type { DatasetSummary, ModelSummary } from '../report/types.js';
import type { Config } from '../config/types.js';
import type { CompletionRunFacts, MeasuredCompletion } from './completion-report.js';
import type { Shard } from './types.js';
export declare const COMPLETION_PARTIAL_SCHEMA = "metacompress-completion-partial";
export declare const COMPLETION_PARTIAL_VERSION = 1;
/** The element type of each per-position column (position-stats.ts). */
declare const COLUMN_TYPES: {
    readonly sequence: "int32";
    readonly klTopK: "float64";
    readonly klFull: "float64";
    readonly teacherTop: "int32";
    readonly studentTop: "int32";
    readonly actual: "int32";
    readonly teacherConfidence: "float64";
    readonly studentConfidence: "float64";
    readonly studentProbabilityOfTeacherTop: "float64";
    readonly teacherActualLogProb: "float64";
    readonly studentActualLogProb: "float64";
};
type ColumnName = keyof typeof COLUMN_TYPES;
/**
 * The settings a shard's numbers depend on beyond its data and models, by
 * their config keys: every shard and the config given to `merge` must
 * have the same (the relations' thresholds and the gate are the merge's).
 */
export interface CompletionShardSettings {
    teacher: {
        maxLength: number | null;
    };
    completion: {
        stride: number;
        topK: number;
        completions: NonNullable<Config['completion']>['completions'];
    };
    /** The kinds and seed the completions are compared under; null without `transforms`. */
    transforms: {
        kinds: string[];
        seed: number;
    } | null;
}
export declare function completionShardSettings(config: Config): CompletionShardSettings;
export interface CompletionPartial {
    schema: typeof COMPLETION_PARTIAL_SCHEMA;
    version: typeof COMPLETION_PARTIAL_VERSION;
    shard: Shard;
    settings: CompletionShardSettings;
    dataset: Omit<DatasetSummary, 'labelled'>;
    teacher: ModelSummary;
    student: ModelSummary;
    tokenizerSha256: string;
    endOfText: string;
    vocab: number;
    k: number;
    /** The shard's sequences in score order: each one's position among the usable rows (index, index + count, ...). */
    order: number[];
    /** Each sequence's dataset row and scored positions. */
    rows: number[];
    positions: number[];
    windows: number;
    /**
     * The per-position statistics (relations/next-token PositionColumns),
     * each column's bytes (int32 or float64, little-endian) in base64: exact,
     * NaN included (the full KL where the teacher did not run), about 96
     * characters a position. `sequence` indexes this shard's sequences.
     */
    columns: Record<ColumnName, string>;
    /** The shard's worst sequences, written out (at most WORST_SEQUENCES). */
    worst: CompletionRunFacts['worst'];
    /** The completions compared: every prompt's counts, this shard's prompts' outcomes; null: off. */
    completions: CompletionsOutcomes | null;
    timings: CompletionRunFacts['timings'];
    /** sha256 of the JSON text of every field above. */
    digest: string;
}
export declare function toCompletionPartial(config: Config, run: MeasuredCompletion): CompletionPartial;
/** A checked partial with its columns decoded. */
export interface CheckedCompletionPartial {
    partial: CompletionPartial;
    columns: PositionColumns;
}
/**
 * Checks one parsed partial of task code-completion and returns it with its
 * columns decoded, or throws the one line that says what is wrong with
 * `file`: not such a partial, another version, a shape that is not ours,
 * rows other than its shard's, counts that do not add up, values out of
 * range, or data that do not match the digest they were written with.
 */
export declare function checkCompletionPartial(parsed: unknown, file: string): CheckedCompletionPartial;
export {};
