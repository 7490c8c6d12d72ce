import type { ViolationSets } from '../relations/paired/run-violations.js';
import type { Relations } from '../relations/types.js';
import type { PipelineLogger } from '../logger.js';
import type { BaselineSummary } from '../report/types.js';
import type { Task } from '../config/names.js';
import type { SequenceSet } from '../relations/next-token/index.js';
export interface Baseline {
    relations: Relations;
    summary: BaselineSummary;
    /** The baseline's per-input violations; null when its report has none. */
    violations: ViolationSets | null;
    /** Task code-completion: the baseline's per-sequence counts; null (or absent) for a classifier's report. */
    sequences?: SequenceSet | null;
    /** The task the baseline's report is of (absent: a classifier's). */
    task?: Task;
}
/**
 * The base branch's report named by `gate.baseline`.
 *
 * @throws InputError when the file cannot be read or is not a Report of this version.
 */
export declare function readBaseline(file: string): Promise<Baseline>;
/**
 * A many-student run's baseline for one student: the entry of that name in
 * the base branch's students report (written by `--report-json` of a
 * `students:` run). A report without that student, or a single-student
 * report, gives none, with a warning (the student is gated on its ceilings).
 *
 * @throws InputError when the file cannot be read, or the entry is not a Report of this version.
 */
export declare function readStudentBaseline(file: string, name: string, log: Pick<PipelineLogger, 'warning'>): Promise<Baseline | null>;
/**
 * Checks that `document` is a students report whose every student's report
 * is a Report of this version (the action's cached baseline entry, before
 * it is used).
 *
 * @throws InputError naming `source` (and the student by its position) when not.
 */
export declare function checkStudentsReport(document: unknown, source: string): void;
