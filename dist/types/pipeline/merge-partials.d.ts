/**
 * `merge`: the checked partial reports of shards 0..n-1 put back together
 * into what one run computes: the rows' Scores (mergePartialReports) and
 * the robustness outcomes (joinShardRobustness), by the shard rule.
 */
import type { TransformsConfig } from '../config/types.js';
import type { RobustnessOutcomes, RobustnessPositions, TeacherScoreOrigins } from '../robustness/index.js';
import { type ShardRobustness } from './partial.js';
import type { Scores } from './types.js';
/**
 * Combines the partial reports of shards 0..n-1 into the Scores an unsharded
 * run gives: rows back in dataset order, the divergent examples re-ranked
 * over all shards. Refuses a damaged partial (see checkPartialReport),
 * partials of other inputs, a missing or repeated shard.
 */
export declare function mergePartialReports(values: readonly unknown[], files: readonly string[]): MergedPartials;
/** The checked partials of shards 0..n-1, their rows' scores merged. */
export interface MergedPartials {
    scores: Scores;
    shards: number;
    /** Per shard, in shard order: its file and its robustness slice (null: run without transforms). */
    files: string[];
    robustness: (ShardRobustness | null)[];
}
/**
 * The outcomes of one run from the shards' slices: each probe's inputs in
 * the order of `positions` (input j from shard j mod n), after checking that
 * every shard ran with `settings`, read the same beside the models, and holds
 * exactly its slice of the inputs: none missing, none twice. Counts add up;
 * a wall time is the slowest shard's; a method's time adds up (work).
 */
export declare function joinShardRobustness(settings: object, transforms: TransformsConfig, positions: RobustnessPositions, merged: MergedPartials): {
    outcomes: RobustnessOutcomes;
    teacherScores: TeacherScoreOrigins;
};
/**
 * The first setting in which a shard's settings (read from its partial,
 * untrusted) differ from the merge's, by its config key; null when equal.
 */
export declare function settingDifference(shard: unknown, merge: unknown, key: string): {
    key: string;
    shard: string;
    merge: string;
} | null;
