import type { Report } from './types.js';
/** The transformed-input table: one row per transformation. */
export declare function transformedTable(report: Report): string;
/** The attack table: two rows (teacher, student) per method that ran. Null when none ran. */
export declare function attackTable(report: Report): string | null;
/**
 * The four relations between teacher and student on each method's teacher
 * adversarial examples (the teacher is wrong on each): null when no method
 * found one.
 */
export declare function adversarialTable(report: Report): string | null;
/**
 * The robustness section of the report as Markdown (SPEC §5): the table of
 * transformed-input relations and flip rates, the attack table per method, the
 * relations on the adversarial examples, and why any
 * value is undefined. An empty string when the report has no robustness part.
 */
export declare function renderRobustnessMarkdown(report: Report): string;
