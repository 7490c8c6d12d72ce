/**
 * `gate.students`: which students must pass for the step to pass. `all`
 * (the default): every one; `any`: at least one; a name: that student (the
 * others are reported, not gated). Pure.
 */
import type { StudentsRule } from '../config/types.js';
import type { StudentsVerdict } from './types.js';
export declare function decideStudents(rule: StudentsRule, students: readonly {
    name: string;
    passed: boolean;
}[]): StudentsVerdict;
