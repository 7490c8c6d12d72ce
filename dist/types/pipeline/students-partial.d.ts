/**
 * A many-student shard's partial report: one partial report
 * (partial.ts) per student, under its name, all of the same rows. `merge`
 * reads one per shard and merges each student's partials as a
 * single-student merge would.
 */
import type { Config } from '../config/types.js';
import { type MergedPartials } from './merge-partials.js';
import { type PartialReport } from './partial.js';
import type { ShardResult } from './shard.js';
export declare const STUDENTS_PARTIAL_SCHEMA = "metacompress-students-partial";
export interface StudentsPartial {
    schema: typeof STUDENTS_PARTIAL_SCHEMA;
    version: 1;
    students: {
        name: string;
        partial: PartialReport;
    }[];
}
export declare function toStudentsPartial(shards: {
    name: string;
    shard: ShardResult;
}[]): StudentsPartial;
/** Each student's merged partials (partial.ts's merge, per student), by name. */
export declare function mergeStudentsPartials(config: Config, values: readonly unknown[], files: readonly string[]): Map<string, MergedPartials>;
