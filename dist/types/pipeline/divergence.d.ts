import type { Example } from '../data/types.js';
import type { DivergentExample } from '../report/types.js';
/** How many of the most divergent examples a report keeps. */
export declare const DIVERGENT_EXAMPLES = 10;
/** At most this many lines of a function, and this many characters, go into a report. */
export declare const EXCERPT_LINES = 20;
export declare const EXCERPT_CHARS = 1000;
/**
 * The start of a function for a review comment: whole lines, at most
 * EXCERPT_LINES of them and EXCERPT_CHARS characters (a first line longer
 * than that is cut and ends in "…"), trailing blank lines dropped. When lines
 * are left out, a last line says how many: "… (12 more lines)", so a reader
 * knows the excerpt is not the whole function.
 *
 * @example excerpt('a\nb') // → 'a\nb'
 */
export declare function excerpt(code: string): string;
/**
 * Keeps the `size` examples with the largest KL(teacher || student) seen so
 * far, with their excerpts, while the dataset streams past. Ties keep the
 * earlier row, so the result does not depend on chunking.
 */
export declare class DivergenceTracker {
    private readonly size;
    private kept;
    constructor(size: number);
    offer(example: Example, kl: number, teacher: Float64Array, student: Float64Array): void;
    top(): DivergentExample[];
}
