import type { TokenizerConfig } from '../config/types.js';
import type { SpecialTokens } from '../config/names.js';
/**
 * The ids sequences are wrapped and padded with: `<s>`, `</s>`, `<pad>` under
 * the roberta policy, `[CLS]`, `[SEP]`, `[PAD]` under bert; no bos/eos under
 * none (the pad is `<pad>`, else `[PAD]`).
 */
export interface SpecialIds {
    bos: number | null;
    eos: number | null;
    pad: number;
}
/**
 * How a tokenizer's special tokens are read: a classifier's policy (the
 * `special-tokens` key), or `causal-lm`, a causal language model's, whose
 * one special token that matters is its end-of-text (END_OF_TEXT_TOKENS):
 * it begins and ends each document (bos = eos) and pads.
 */
export type TokenizerPolicy = SpecialTokens | 'causal-lm';
/** The end-of-text tokens of causal code LMs, in the order they are looked for (GPT-2 / CodeGen / StarCoder, Llama-style, others). */
export declare const END_OF_TEXT_TOKENS: readonly ["<|endoftext|>", "</s>", "<eos>", "<|end_of_text|>"];
/** The tokenizer model types @huggingface/tokenizers loads. */
export declare const TOKENIZER_TYPES: readonly ["BPE", "WordPiece", "WordLevel", "Unigram"];
export interface LoadedTokenizer {
    /**
     * Token ids of a text, with no special tokens; given a limit, at least its
     * first `limit` ids (all of them when it has fewer), encoding only as much
     * of the text as that takes.
     */
    encode(text: string, limit?: number): number[];
    special: SpecialIds;
    policy: TokenizerPolicy;
    /** The unknown token's id (`<unk>`, or `[UNK]` under bert), null when the vocabulary lacks it. */
    unk: number | null;
    /** The largest id the tokenizer can give (its vocabulary and added tokens): the model needs a row for it. */
    largestId: number;
    /** The token of an id (for showing an encoding), undefined for an id the tokenizer lacks. */
    tokenOf(id: number): string | undefined;
    /**
     * The text of ids, special tokens written out (the library's decoder:
     * byte-level BPE gives back the bytes, so the code as it was written).
     */
    decode(ids: readonly number[]): string;
    /**
     * True when BPE merges never cross a word boundary (byte-level regex
     * pre-tokenisation, a per-character normaliser), so a prefix of the text
     * that ends at whitespace encodes to a prefix of the ids.
     */
    wordLevelMerges: boolean;
    /** The file(s) it came from, for messages and hashing. */
    files: string[];
}
/** A token's id as the library finds it: added tokens first, then the BPE vocabulary. */
export declare function vocabularyId(json: object, token: string): number | undefined;
/**
 * Loads a Hugging Face tokenizer.json, or vocab.json + merges.txt, for the
 * special-token policy the model was trained with (default roberta).
 */
export declare function loadTokenizer(config: TokenizerConfig, what: string, policy?: TokenizerPolicy): Promise<LoadedTokenizer>;
