import type { Example } from '../../data/types.js';
import type { MaskedLanguageModel } from '../../inference/masked-lm.js';
import type { CodeTransformer } from '../../transforms/index.js';
import type { InputSubstitutes, JsonCache, SubstituteCache } from '../types.js';
export type { InputSubstitutes, SubstituteCache };
/** torch.topk(word_predictions, 60, -1) in get_substitutes.py. */
export declare const SUBSTITUTE_PREDICTIONS = 60;
/** What the substitutes of a data set depend on besides the code: part of the cache key. */
export interface SubstituteSettings {
    predictions: number;
    maxLength: number;
}
export declare function defaultSubstituteSettings(maxLength: number): SubstituteSettings;
/**
 * The cache key of a data set's substitutes: sha256 of the inputs' code, the
 * language model's digest and the settings. The action's Actions cache and
 * the CLI's local cache both store the substitutes under
 * `substituteCachePath(dir, key)`.
 */
export declare function substituteCacheKey(examples: readonly Example[], languageModelDigest: string, settings: SubstituteSettings): string;
/** Where a cache directory keeps the substitutes of one key (the path the Actions cache saves). */
export declare function substituteCachePath(dir: string, key: string): string;
/**
 * Substitutes kept in the run's JSON cache (the action's Actions cache, the
 * CLI's local cache). An entry of another shape is a miss: the substitutes
 * are computed again, never read wrong.
 */
export declare function jsonSubstituteCache(data: JsonCache): SubstituteCache;
/** The local cache: one JSON file per key under `dir` (created when first written). */
export declare function directorySubstituteCache(dir: string): SubstituteCache;
/** The substitutes of one function's identifiers; see the module comment. */
export declare function functionSubstitutes(lm: MaskedLanguageModel, transformer: CodeTransformer, code: string, predictions?: number): Promise<Record<string, string[]>>;
/** The substitutes of every input (per function), computed with the language model. */
export declare function computeSubstitutes(lm: MaskedLanguageModel, transformer: CodeTransformer, examples: readonly Example[], predictions?: number): Promise<InputSubstitutes[]>;
/**
 * Substitutes from a file the reference's own preprocessing wrote
 * (get_substitutes.py: one JSON object per line with `idx` and
 * `substitutes`, identifier -> list): matched to the inputs by id (`idx`),
 * the same list for every function of an input.
 *
 * @returns per input, null when the file has no line for it.
 */
export declare function substitutesFromReferenceFile(text: string, examples: readonly Example[], where: string): (InputSubstitutes | null)[];
