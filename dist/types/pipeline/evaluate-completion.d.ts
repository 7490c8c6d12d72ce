/**
 * The evaluate and shard modes of task code-completion: one student's whole
 * run in a Session (the teacher opened once, its compact side restored from
 * the store and spot-checked, or computed and kept), scored window by
 * window (completion-step.ts), then every verdict decided and its Report
 * (completion-report.ts), or with `shard`, its slice written as a partial
 * report (completion-partial.ts) for `merge`.
 */
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type Baseline } from './baseline.js';
import { type CompletionPartial } from './completion-partial.js';
import type { PipelineDeps } from './types.js';
/** A baseline of task code-completion, or none; another task's report is refused. */
export declare function checkedBaseline(config: Config, baseline: Baseline | null): Baseline | null;
/** The whole gate of task code-completion for the config's one student. */
export declare function evaluateCompletion(config: Config, deps: PipelineDeps): Promise<Report>;
/** This shard of the config's one student (`config.shard`), as a partial report. */
export declare function shardCompletion(config: Config, deps: PipelineDeps): Promise<CompletionPartial>;
/**
 * Every student of a `students:` config against one teacher (task
 * code-completion), each student's baseline given by name: see
 * forEachStudent.
 */
export declare function evaluateCompletionStudents(config: Config, deps: PipelineDeps, students: readonly {
    name: string;
    config: Config;
    baseline: Baseline | null;
}[]): Promise<Report[]>;
/** This shard (`config.shard`) of every student of a `students:` config, one partial each. */
export declare function shardCompletionStudents(config: Config, deps: PipelineDeps, students: readonly {
    name: string;
    config: Config;
}[]): Promise<CompletionPartial[]>;
