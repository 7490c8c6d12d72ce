/**
 * The one entry of a run: the mode (run, merge, check) and the config's
 * `shard` and `students` choose, once, which of the pipeline's modes runs;
 * the CLI, the action and the library call it and never dispatch
 * themselves.
 */
import type { StudentsReport } from '../compare/index.js';
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type ConfigCheck } from './check.js';
import type { CompletionPartial } from './completion-partial.js';
import { type PartialReport } from './partial.js';
import { type StudentsPartial } from './students-partial.js';
import type { PipelineDeps } from './types.js';
/**
 * `run`: the whole gate, or with `config.shard` one shard's partial report;
 * `merge`: the report of the shards' partial reports (read from outside,
 * checked here); `check`: each student on a few rows, ungated.
 */
export type RunMode = {
    kind: 'run';
} | {
    kind: 'merge';
    partials: readonly unknown[];
    files: readonly string[];
} | {
    kind: 'check';
};
export type RunResult = {
    kind: 'student';
    report: Report;
} | {
    kind: 'students';
    report: StudentsReport;
} | {
    kind: 'partial';
    partial: PartialReport | CompletionPartial | StudentsPartial;
    summary: string;
} | {
    kind: 'checks';
    checks: {
        name: string | null;
        result: ConfigCheck;
    }[];
};
export declare function runConfig(config: Config, mode: RunMode, deps: PipelineDeps): Promise<RunResult>;
