import type { LoadedTokenizer } from './tokenizer.js';
/** Text preparation that changes token ids; part of a tokenizer configuration's identity. */
export interface TextSettings {
    lowercase: boolean;
    normalizeWhitespace: boolean;
}
/**
 * Token ids of texts under one tokenizer configuration, each distinct text
 * tokenized once. Teacher and student share an instance when their
 * configurations are equal; clone pairs reuse a function's ids across pairs.
 * Bounded, so memory does not grow with the dataset.
 *
 * Models read at most L tokens, so long texts are tokenised only as far as
 * needed (the tokenizer's `encode` with a limit).
 */
export declare class TokenCache {
    private readonly tokenizer;
    private readonly settings;
    private readonly capacity;
    private readonly cache;
    /** Milliseconds spent inside the tokenizer. */
    elapsedMs: number;
    constructor(tokenizer: LoadedTokenizer, settings: TextSettings, capacity?: number);
    /** At least the first `needed` ids of the text (all of them when it has fewer). */
    ids(text: string, needed?: number): number[];
}
