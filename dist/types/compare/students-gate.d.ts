/**
 * `gate.students`: which students must pass for the step to pass. `all`
 * (the default): every one; `any`: at least one; a name: that student (the
 * others are reported, not gated). Pure.
 */
import type { StudentsRule } from '../config/types.js';
import type { StudentsReport, StudentsVerdict } from './types.js';
export declare function decideStudents(rule: StudentsRule, students: readonly {
    name: string;
    passed: boolean;
}[]): StudentsVerdict;
/**
 * The step's verdict of a many-student run, in a single run's terms: the
 * `gate.students` verdict, and the failing and undecided checks of the
 * students it gates (every student for `all` and `any`, the named one
 * otherwise), each prefixed with the student's name. A passing step lists
 * no failures.
 */
export declare function studentsStepVerdict(report: StudentsReport): {
    passed: boolean;
    failures: string[];
    inconclusive: string[];
};
