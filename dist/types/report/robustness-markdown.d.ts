import type { Report } from './types.js';
/** The transformed-input table: one row per transformation. */
export declare function transformedTable(report: Report): string;
/** The attack table: one row per model. Null when the attack did not run or was skipped. */
export declare function attackTable(report: Report): string | null;
/**
 * The robustness section of the report as Markdown (SPEC §5): the table of
 * transformed-input relations and flip rates, the attack table, and why any
 * value is undefined. An empty string when the report has no robustness part.
 */
export declare function renderRobustnessMarkdown(report: Report): string;
