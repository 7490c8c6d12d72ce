import type { Report } from './types.js';
/** Options of the robustness section (see MarkdownOptions.timings). */
export interface RobustnessMarkdownOptions {
    /** Wall times and cache provenance; the PR comment leaves them out (default true). */
    timings?: boolean;
}
/** The relations on T(x), one row per transformation. */
export declare function relationsOnTransformedTable(report: Report): string;
/** The flips and the gated ratio with their intervals, one row per transformation. */
export declare function flipTable(report: Report): string;
/** What each method did to each model: two rows (teacher, student) per method. Null when none ran. */
export declare function attackTable(report: Report): string | null;
/** The gated relative degradation of each method with its ceiling and status. Null when none ran. */
export declare function degradationTable(report: Report): string | null;
/** What each method cost, one row per method (seconds only with timings). Null when none ran. */
export declare function attackCostTable(report: Report, timings?: boolean): string | null;
/**
 * The four relations between teacher and student on each method's teacher
 * adversarial examples (the teacher is wrong on each): null when no method
 * found one.
 */
export declare function adversarialTable(report: Report): string | null;
/**
 * Where a transformation flipped the student and not the teacher, each with
 * the lines T changed (a diff from just before the first difference), folded.
 * Null when there is none.
 */
export declare function studentFlipSection(report: Report): string | null;
/** Open per method; the rest of its kept examples are folded. */
export declare const ADVERSARIAL_DIFFS_SHOWN = 3;
/**
 * What each attack did where it broke the student and not the teacher: per
 * method, the first ADVERSARIAL_DIFFS_SHOWN of the kept examples as diffs of
 * the input and its adversarial version with the student's probabilities
 * before and after, the rest of the kept ones folded; null when there is none.
 */
export declare function adversarialDiffSection(report: Report): string | null;
/**
 * The robustness section of the report as Markdown (docs/spec.md §5): the table of
 * transformed-input relations and flip rates, the attack table per method, the
 * relations on the adversarial examples, and why any
 * value is undefined. An empty string when the report has no robustness part.
 */
export declare function renderRobustnessMarkdown(report: Report, options?: RobustnessMarkdownOptions): string;
