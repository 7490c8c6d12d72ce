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

export const noEncodingCounts = (): EncodingCounts => ({
  countedTokens: 0,
  unknownTokens: 0,
  functions: 0,
  functionsWithoutGraph: 0,
});

/**
 * The share of fed tokens that are the unknown token above which a model is
 * warned about. A tokenizer that fits its model and language leaves almost no
 * word unknown (byte-level BPE none at all; the AVATAR student's WordPiece
 * none on the Juliet test split); a tokenizer of another vocabulary or
 * language turns whole identifiers into it.
 */
export const UNKNOWN_TOKEN_WARNING_SHARE = 0.02;

/** Unknown tokens / tokens counted, or null when none was counted. */
export function unknownShare(counts: EncodingCounts): number | null {
  return counts.countedTokens === 0 ? null : counts.unknownTokens / counts.countedTokens;
}

/** What the report says about `what`'s encoding, from the counts of the rows it fed. */
export function encodingWarnings(what: 'teacher' | 'student', counts: EncodingCounts): string[] {
  const warnings: string[] = [];
  const share = unknownShare(counts);
  if (share !== null && share > UNKNOWN_TOKEN_WARNING_SHARE) {
    warnings.push(
      `${what}: ${(100 * share).toFixed(1)}% of the tokens fed (${counts.unknownTokens} of ${counts.countedTokens}) are the unknown token, above ${100 * UNKNOWN_TOKEN_WARNING_SHARE}%: the tokenizer likely does not fit the model or this language; check ${what}.tokenizer, lowercase and normalize-whitespace`,
    );
  }
  if (counts.functionsWithoutGraph > 0) {
    warnings.push(
      `${what}: ${counts.functionsWithoutGraph} of ${counts.functions} functions fed have no data-flow graph (the walk stops where GraphCodeBERT's raises, e.g. a declarator without a name); they were encoded with their code tokens only, as the original does`,
    );
  }
  return warnings;
}
