import type { Task } from './names.js';
import { type Resolve, type Section } from './section.js';
import { type ModelConfig, type NamedStudent, type StudentsConfig, type StudentsRule } from './types.js';
/**
 * The one student, or the students of a `students:` map. Both given is an
 * error (which one would the run gate?); neither is the usual missing
 * `student.model`.
 */
export declare function readStudents(root: Section, resolve: Resolve, task: Task): {
    student: ModelConfig;
    list: NamedStudent[] | null;
};
/** `gate.students`: all (the default), any, or one student's name. */
export declare function readStudentsRule(raw: unknown, list: NamedStudent[] | null): StudentsRule;
/** The `compare` section; only with a `students:` map (one student has nothing to compare). */
export declare function readCompare(c: Section, many: boolean): Pick<StudentsConfig, 'fidelity'>;
/**
 * Lays `--student NAME=PATH` flags over a config document: each adds (or,
 * for a name the `students:` map has, replaces the model of) students.NAME,
 * a copy of the template section (the config's `student:`, else the map's
 * first entry) with `model:` (or `outputs:` for .npy/.jsonl) at PATH,
 * resolved from `cwd`. With flags, a `student:` section is only the template.
 */
export declare function applyStudentFlags(document: Record<string, unknown>, flags: string[], cwd: string): Record<string, unknown>;
