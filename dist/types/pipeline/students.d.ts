/**
 * The many-students modes (`students:`, docs/spec.md §8): every student of
 * the config run against one teacher's side in one session (evaluate or
 * shard), or each student's merged shards; the StudentsReport assembled
 * from each student's Report.
 */
import { type StudentsReport } from '../compare/index.js';
import type { Config } from '../config/types.js';
import { type MergedCompletion } from './completion-merge.js';
import type { MergedPartials } from './merge-partials.js';
import { type ShardResult } from './shard.js';
import type { PipelineDeps } from './types.js';
/**
 * Many students against one teacher run (`students:`, docs/spec.md §8):
 * each student run as a single-student run would be (its relations,
 * robustness and gate checks, its baseline matched by name) against the
 * teacher's side forEachStudent shares.
 */
export declare function evaluateStudents(config: Config, deps: PipelineDeps): Promise<StudentsReport>;
/**
 * This run's shard (`config.shard`) for every student, the teacher once: one
 * partial per student, each with its slice of robustness (runShard).
 */
export declare function scoreStudentsShard(config: Config, deps: PipelineDeps): Promise<{
    name: string;
    shard: ShardResult;
}[]>;
/**
 * The StudentsReport of merged shards, one merge per student (in the
 * config's order): each student's report as reportFromMergedScores makes
 * it, its robustness computed from its shards' outcomes (no model opened).
 */
export declare function studentsFromMergedScores(config: Config, deps: PipelineDeps, merged: ReadonlyMap<string, MergedPartials>): Promise<StudentsReport>;
/**
 * The StudentsReport of merged shards of task code-completion: each
 * student's report as reportFromMergedCompletion makes it, against its own
 * baseline (no model opened).
 */
export declare function studentsFromMergedCompletion(config: Config, deps: PipelineDeps, merged: ReadonlyMap<string, MergedCompletion>): Promise<StudentsReport>;
