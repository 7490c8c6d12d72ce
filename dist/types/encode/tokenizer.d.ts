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
    /** Token ids of a text, with no special tokens. */
    encode(text: string): number[];
    special: SpecialIds;
    policy: SpecialTokens;
    /** The unknown token's id (`<unk>`, or `[UNK]` under bert), null when the vocabulary lacks it. */
    unk: number | null;
    /**
     * True when BPE merges never cross a word boundary (byte-level regex
     * pre-tokenisation, a per-character normaliser), so a prefix of the text
     * that ends at whitespace encodes to a prefix of the ids.
     */
    wordLevelMerges: boolean;
    /** The file(s) it came from, for messages and hashing. */
    files: string[];
}
/**
 * Loads a Hugging Face tokenizer.json, or vocab.json + merges.txt, for the
 * special-token policy the model was trained with (default roberta).
 */
export declare function loadTokenizer(config: TokenizerConfig, what: string, policy?: SpecialTokens): Promise<LoadedTokenizer>;
