/**
 * The evaluate mode of task code-completion: one student's whole run in a
 * Session (the teacher opened once, its compact side restored from the
 * store and spot-checked, or computed and kept), scored window by window
 * (completion-step.ts), every verdict decided, and its Report
 * (completion-report.ts).
 */
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type Baseline } from './baseline.js';
import type { PipelineDeps } from './types.js';
/** The whole gate of task code-completion for the config's one student. */
export declare function evaluateCompletion(config: Config, deps: PipelineDeps): Promise<Report>;
/**
 * Every student of a `students:` config against one teacher (task
 * code-completion): the session opens the teacher once, the first
 * student's run scores (or restores) its compact side, and the later
 * students are read against that side in memory (no spot check, no save;
 * their full KL is not measured: the teacher does not run again). Each
 * student's baseline is given by name.
 */
export declare function evaluateCompletionStudents(config: Config, deps: PipelineDeps, students: readonly {
    name: string;
    config: Config;
    baseline: Baseline | null;
}[]): Promise<Report[]>;
