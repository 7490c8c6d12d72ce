import { type TransformLanguage } from '../transforms/kinds.js';
import { type Section } from './section.js';
export interface CompletionsConfig {
    prompts: number;
    maxNewTokens: number;
    cut: number;
    /** The grammar rows, prompts and completions are parsed with. */
    language: TransformLanguage;
}
/**
 * The defaults. A cut at three quarters leaves a median Juliet C function
 * (125 tokens of the example's tokenizer) about 30 tokens to complete, which
 * 64 new tokens cover with room to stop: whether a completion parses then
 * says something about the model, not about the token limit.
 */
export declare const DEFAULT_COMPLETIONS: {
    readonly prompts: 50;
    readonly maxNewTokens: 64;
    readonly cut: 0.75;
};
/**
 * Reads `completions` inside the `completion` section `s`: absent gives the
 * defaults, `off` (or false, or null as an empty key) none. `maxLength`: the model's positions
 * (teacher.max-length); a prompt needs at least the start of text and one
 * token of the row, so max-new-tokens is at most maxLength − 2.
 * `transformsLanguage`: transforms.language, the default language (null
 * without a transforms section).
 *
 * @throws InputError naming the key for a value out of range or an unknown key.
 */
export declare function readCompletions(s: Section, maxLength: number, transformsLanguage: TransformLanguage | null): CompletionsConfig | null;
