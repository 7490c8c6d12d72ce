/**
 * A many-student shard's partial report: one partial report (partial.ts,
 * or completion-partial.ts for task code-completion) per student, under
 * its name, all of the same rows. `merge` reads one per shard and merges
 * each student's partials as a single-student merge would.
 */
import type { Config } from '../config/types.js';
import type { CompletionPartial } from './completion-partial.js';
import type { PartialReport } from './partial.js';
export declare const STUDENTS_PARTIAL_SCHEMA = "metacompress-students-partial";
export interface StudentsPartial {
    schema: typeof STUDENTS_PARTIAL_SCHEMA;
    version: 1;
    students: {
        name: string;
        partial: PartialReport | CompletionPartial;
    }[];
}
export declare function toStudentsPartial(students: StudentsPartial['students']): StudentsPartial;
/** Each student's merged partials (`merge` of the task's partials, per student), by name. */
export declare function mergeStudentsPartials<M>(config: Config, values: readonly unknown[], files: readonly string[], merge: (values: unknown[], files: string[]) => M): Map<string, M>;
