import type { Example } from '../data/types.js';
import type { DivergentExample } from '../report/types.js';
/** How many of the most divergent examples a report keeps. */
export declare const DIVERGENT_EXAMPLES = 10;
/** The start of a function for a review comment: a few lines, bounded length. */
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
