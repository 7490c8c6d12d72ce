import type { OrtModule } from './ort-module.js';
/** One sequence's outputs. */
export interface MaskedLmOutput {
    /** The `k` best vocabulary ids at a position, best first, with their scores. */
    top(position: number, k: number): {
        ids: number[];
        scores: number[];
    };
    /** Full logits at a position, when the graph gives them (null for a top-k graph). */
    logits(position: number): Float32Array | null;
    /** The contextual embedding at a position (`last_hidden_state`). */
    hidden(position: number): Float32Array;
    /** The input embedding at a position, or null when the graph has no `input_embeddings`. */
    inputEmbedding(position: number): Float32Array | null;
}
export interface MaskedLanguageModel {
    /** Token ids of one code token, no special tokens, no leading space (utils.py, _tokenize). */
    encodeWord(word: string): number[];
    /** The text of ids (byte-level BPE decoding). */
    decode(ids: readonly number[]): string;
    bos: number;
    eos: number;
    pad: number;
    /** The longest sequence fed, special tokens included. */
    maxLength: number;
    /** sha256 of the model file and the tokenizer file: part of the substitutes' cache key. */
    digest: string;
    /** The model's file name, and what it stands in for when a card.json beside it says so. */
    name: string;
    /**
     * Runs sequences (each no longer than maxLength) in one batch. With
     * `statesOnly`, only last_hidden_state and input_embeddings are fetched:
     * the runtime then skips the vocabulary head (on the examples' model, a
     * third of the run), and `top` and `logits` have nothing to give.
     */
    run(sequences: readonly (readonly number[])[], options?: {
        statesOnly?: boolean;
    }): Promise<MaskedLmOutput[]>;
    release(): Promise<void>;
}
/**
 * The language model's name in the keys of what is computed with it (alert's
 * substitutes, coda's similarities): the sha256 of its graph and tokenizer.
 */
export declare function languageModelDigest(modelBytes: Uint8Array, tokenizerText: string): string;
export interface OpenMaskedLmOptions {
    model: string;
    tokenizer: string;
    maxLength: number;
    threads: number;
    executionProviders?: string[];
}
/**
 * Opens a masked language model of the contract above.
 *
 * @throws InputError when a file cannot be read or the graph's inputs or
 *   outputs are not those of the contract.
 */
export declare function openMaskedLanguageModel(runtime: OrtModule, options: OpenMaskedLmOptions): Promise<MaskedLanguageModel>;
