/**
 * What an input format fed a model, in counts that add up over rows: the
 * sums over a shard's rows add up to those of one unsharded run, so the
 * warnings computed from them (encodingWarnings) are the same either way.
 */
export interface EncodingCounts {
    /** Tokens counted for the unknown-token share (token-ids with an unknown token; else 0). */
    countedTokens: number;
    /** Of the counted tokens, those that are the unknown token. */
    unknownTokens: number;
    /** Functions fed (graphcodebert; else 0), each time it is fed. */
    functions: number;
    /** Of the functions fed, those without a data-flow graph. */
    functionsWithoutGraph: number;
}
export declare const noEncodingCounts: () => EncodingCounts;
/**
 * The share of fed tokens that are the unknown token above which a model is
 * warned about. A tokenizer that fits its model and language leaves almost no
 * word unknown (byte-level BPE none at all; the AVATAR student's WordPiece
 * none on the Juliet test split); a tokenizer of another vocabulary or
 * language turns whole identifiers into it.
 */
export declare const UNKNOWN_TOKEN_WARNING_SHARE = 0.02;
/** Unknown tokens / tokens counted, or null when none was counted. */
export declare function unknownShare(counts: EncodingCounts): number | null;
/** What the report says about `what`'s encoding, from the counts of the rows it fed. */
export declare function encodingWarnings(what: 'teacher' | 'student', counts: EncodingCounts): string[];
