/**
 * A structural distance between pieces of code, for the coda attack: how far
 * apart their shapes are once identifiers and literals are abstracted away
 * (pure).
 *
 * Code is cut into tokens (comments dropped); identifiers become ID, numbers
 * NUM, strings and characters STR; keywords and operators stay themselves.
 * The shape of the code is the relative frequency of each pair of adjacent
 * tokens (bigram). The distance is half the L1 distance between two shapes,
 * in [0, 1]: 0 for code of the same shape, 1 for code that shares no bigram.
 * Bigrams see what our structural transformations change: `for (` versus
 * `while (` (loop-rewrite), `if ( NUM )` (dead-code), `NUM ==` versus `ID ==`
 * (swap-operands).
 */
/** The abstract tokens of code: comments dropped, identifiers ID, numbers NUM, strings STR. */
export declare function abstractTokens(code: string): string[];
/** The shape of code: relative frequency of each bigram of abstract tokens (empty for fewer than 2 tokens). */
export declare function codeShape(texts: readonly string[]): Map<string, number>;
/** The mean of shapes (the references' shape). */
export declare function meanShape(shapes: readonly Map<string, number>[]): Map<string, number>;
/**
 * Half the L1 distance between two shapes, in [0, 1].
 *
 * @example
 * shapeDistance(codeShape(['for (i = 0;;) {}']), codeShape(['while (x) {}'])); // 2/3
 */
export declare function shapeDistance(a: Map<string, number>, b: Map<string, number>): number;
