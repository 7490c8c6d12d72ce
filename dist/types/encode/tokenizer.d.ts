import type { TokenizerConfig } from '../config/types.js';
/** The ids a RoBERTa/CodeBERT-style byte-level BPE model wraps sequences with. */
export interface SpecialIds {
    bos: number;
    eos: number;
    pad: number;
}
export interface LoadedTokenizer {
    /** Token ids of a text, with no special tokens. */
    encode(text: string): number[];
    special: SpecialIds;
    /**
     * True when BPE merges never cross a word boundary (byte-level regex
     * pre-tokenisation, a per-character normaliser), so a prefix of the text
     * that ends at whitespace encodes to a prefix of the ids.
     */
    wordLevelMerges: boolean;
    /** The file(s) it came from, for messages and hashing. */
    files: string[];
}
/** Loads a Hugging Face tokenizer.json, or vocab.json + merges.txt. */
export declare function loadTokenizer(config: TokenizerConfig, what: string): Promise<LoadedTokenizer>;
