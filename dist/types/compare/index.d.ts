/**
 * The many-student result assembled from each student's Report: the
 * candidates' table, the frontier and the `gate.students` verdict.
 */
import type { StudentsConfig } from '../config/types.js';
import { type CandidateCost, type StudentEntry, type StudentsComparison, type StudentsReport } from './types.js';
export type * from './types.js';
/** The candidates and their frontier; latency is an axis only when every candidate has one. */
export declare function compareStudents(students: readonly StudentEntry[], fidelity: StudentsConfig['fidelity']): StudentsComparison;
export declare function studentsReport(students: StudentEntry[], config: Pick<StudentsConfig, 'mustPass' | 'fidelity'>, teacher: CandidateCost, notes: string[], commit: string | null, now?: Date): StudentsReport;
