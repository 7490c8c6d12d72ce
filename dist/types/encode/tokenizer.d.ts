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
    policy: SpecialTokens;
    /** The unknown token's id (`<unk>`, or `[UNK]` under bert), null when the vocabulary lacks it. */
    unk: number | null;
    /** The largest id the tokenizer can give (its vocabulary and added tokens): the model needs a row for it. */
    largestId: number;
    /** The token of an id (for showing an encoding), undefined for an id the tokenizer lacks. */
    tokenOf(id: number): string | undefined;
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
export declare function loadTokenizer(config: TokenizerConfig, what: string, policy?: SpecialTokens): Promise<LoadedTokenizer>;
