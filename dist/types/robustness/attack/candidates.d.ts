/**
 * The candidate names of the renaming attacks: drawn from the data set's own
 * identifiers, as MHM and WIR-Random draw substitutes from the vocabulary of
 * the data set.
 */
import type { Example } from '../../data/types.js';
import { type CodeTransformer } from '../../transforms/index.js';
/**
 * The candidate names: renamable identifiers of the given examples' functions,
 * most frequent first (counted once per function; ties by name), valid as a
 * new name in the language, at most `size` of them.
 */
export declare function candidatePool(transformer: CodeTransformer, examples: readonly Example[], size: number): string[];
