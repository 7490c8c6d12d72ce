import type { Example } from '../../data/types.js';
import type { MaskedLanguageModel } from '../../inference/masked-lm.js';
import type { CodeTransformer } from '../../transforms/index.js';
import type { InputSubstitutes } from '../types.js';
export type { InputSubstitutes };
/** torch.topk(word_predictions, 60, -1) in get_substitutes.py. */
export declare const SUBSTITUTE_PREDICTIONS = 60;
/** What the substitutes of a data set depend on besides the code: part of the cache key. */
export interface SubstituteSettings {
    predictions: number;
    maxLength: number;
}
export declare function defaultSubstituteSettings(maxLength: number): SubstituteSettings;
/**
 * The store key of a data set's substitutes: the inputs' code, the language
 * model's digest and the settings (and the code version, store/key.ts).
 */
export declare function substituteCacheKey(examples: readonly Example[], languageModelDigest: string, settings: SubstituteSettings): string;
/** A cached value of the shape of a data set's substitutes (anything else is a miss). */
export declare function isSubstituteList(value: unknown): value is InputSubstitutes[];
/** The substitutes of one function's identifiers; see the module comment. */
export declare function functionSubstitutes(lm: MaskedLanguageModel, transformer: CodeTransformer, code: string, predictions?: number): Promise<Record<string, string[]>>;
/**
 * The substitutes of every input (per function), computed with the language
 * model; once `expired` says so, of the inputs done so far only.
 */
export declare function computeSubstitutes(lm: MaskedLanguageModel, transformer: CodeTransformer, examples: readonly Example[], predictions?: number, expired?: () => boolean, onInput?: (done: number) => void): Promise<InputSubstitutes[]>;
/**
 * Substitutes from a file the reference's own preprocessing wrote
 * (get_substitutes.py: one JSON object per line with `idx` and
 * `substitutes`, identifier -> list): matched to the inputs by id (`idx`),
 * the same list for every function of an input.
 *
 * @returns per input, null when the file has no line for it.
 */
export declare function substitutesFromReferenceFile(text: string, examples: readonly Example[], where: string): (InputSubstitutes | null)[];
