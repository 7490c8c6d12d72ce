import type { Example } from '../data/types.js';
import type { DivergentExample } from '../report/types.js';
import type { DivergentCandidate } from './types.js';
/** How many of the most divergent examples a report keeps. */
export declare const DIVERGENT_EXAMPLES = 10;
/** At most this many lines of a function, and this many characters, go into a report. */
export declare const EXCERPT_LINES = 20;
export declare const EXCERPT_CHARS = 1000;
/** Lines of context kept above the first line where an input differs from a listed one like it. */
export declare const CONTEXT_LINES = 3;
/**
 * A window of a function for a review comment: whole lines from line `from`
 * (0-based), at most EXCERPT_LINES of them and EXCERPT_CHARS characters (a
 * first line longer than that is cut and ends in "…"), trailing blank lines
 * dropped. Lines left out are counted, so a reader knows the excerpt is not
 * the whole function: a first line "… (22 lines above)" when the window does
 * not start at the top, a last line "… (12 more lines)" when it stops
 * before the end. `above` words the first line's note.
 *
 * @example excerpt('a\nb') // → 'a\nb'
 */
export declare function excerpt(code: string, from?: number, above?: string): string;
/**
 * The listed inputs with their excerpts. A function's excerpt is its start,
 * unless that start reads the same as the start of another listed input's
 * function (two variants of one pattern, different only further down): then
 * the window opens CONTEXT_LINES above the first line where it differs from
 * the nearest such input, and its first line names that input. A function
 * equal to another listed one says so. Chosen from the whole list alone, so
 * a merged sharded run lists the excerpts an unsharded run does.
 */
export declare function withExcerpts(candidates: readonly DivergentCandidate[]): DivergentExample[];
/**
 * Keeps the `size` examples with the largest KL(teacher || student) seen so
 * far, with their functions, while the dataset streams past. Ties keep the
 * earlier row, so the result does not depend on chunking. The excerpts are
 * chosen once the list is final (`withExcerpts`).
 */
export declare class DivergenceTracker {
    private readonly size;
    private kept;
    constructor(size: number);
    offer(example: Example, kl: number, teacher: Float64Array, student: Float64Array): void;
    top(): DivergentCandidate[];
}
