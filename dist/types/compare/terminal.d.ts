import type { StudentsReport } from './types.js';
export declare function renderStudentsTerminal(report: StudentsReport, one?: (report: StudentsReport['students'][number]['report']) => string): string;
/** The quiet status line of a many-student run. */
export declare function studentsQuietLine(report: StudentsReport): string;
