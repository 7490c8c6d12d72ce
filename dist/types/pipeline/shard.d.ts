/**
 * The shard mode (`--shard I/N`, the action's `shard` input): this run's
 * slice of the rows (shard-rule.ts) scored, and with `transforms`, its slice
 * of the transformed and the attacked inputs, for a partial report.
 */
import type { Config } from '../config/types.js';
import type { ShardRobustness } from './partial.js';
import type { Scored } from './score.js';
import { type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';
/** A shard's result: its rows' scores, and its slice of the robustness step's outcomes. */
export interface ShardResult {
    scores: Scores;
    robustness: ShardRobustness | null;
}
/**
 * Scores this run's shard only (`config.shard`), for a partial report, and
 * with `transforms`, evaluates its slice of the transformed and the attacked
 * inputs. The probes' positions are chosen over every usable row, so each
 * shard reads the whole data set (the labels, the vocabulary's texts, coda's
 * reference pool) and scores on x the probes' inputs outside its own rows.
 */
export declare function runShard(config: Config, deps: PipelineDeps): Promise<ShardResult>;
/** runShard in a run; `keep` sees the rows' scores (a many-student run passes them on). */
export declare function shardRun(run: Run, keep?: (scored: Scored) => void): Promise<ShardResult>;
