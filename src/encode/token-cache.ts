import { collapseWhitespace } from './normalize.js';
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
 */
interface Entry {
  ids: number[];
  /** False when only a prefix of the text was tokenised. */
  complete: boolean;
}

/** The last whitespace at or before `end`, so a prefix ends between two words. */
function wordBoundary(text: string, end: number): number {
  for (let i = end; i > 0; i -= 1) if (/\s/.test(text[i]!)) return i;
  return -1;
}

/**
 * Token ids of texts under one tokenizer configuration, each distinct text
 * tokenized once. Teacher and student share an instance when their
 * configurations are equal; clone pairs reuse a function's ids across pairs.
 * Bounded, so memory does not grow with the dataset.
 *
 * Models read at most L tokens, so long texts are tokenised only as far as
 * needed: byte-level BPE splits text into words with its regex first and
 * merges only within a word, so the ids of a prefix that ends before a
 * whitespace are exactly the first ids of the whole text.
 */
export class TokenCache {
  private readonly cache = new Map<string, Entry>();
  /** Milliseconds spent inside the tokenizer. */
  elapsedMs = 0;

  constructor(
    private readonly tokenizer: LoadedTokenizer,
    private readonly settings: TextSettings,
    private readonly capacity = 50_000,
  ) {}

  /** At least the first `needed` ids of the text (all of them when it has fewer). */
  ids(text: string, needed = Infinity): number[] {
    const hit = this.cache.get(text);
    if (hit !== undefined && (hit.complete || hit.ids.length >= needed)) return hit.ids;
    const start = performance.now();
    let prepared = this.settings.normalizeWhitespace ? collapseWhitespace(text) : text;
    if (this.settings.lowercase) prepared = prepared.toLowerCase();
    let entry: Entry | null = null;
    // Code averages 3-4 characters a token; start at 8 per token, double on a short count.
    for (
      let chars = needed * 8;
      this.tokenizer.wordLevelMerges && chars < prepared.length;
      chars *= 2
    ) {
      const cut = wordBoundary(prepared, chars);
      if (cut <= 0) break;
      const ids = this.tokenizer.encode(prepared.slice(0, cut));
      if (ids.length >= needed) {
        entry = { ids, complete: false };
        break;
      }
    }
    entry ??= { ids: this.tokenizer.encode(prepared), complete: true };
    this.elapsedMs += performance.now() - start;
    // Clearing when full is enough: rows come in file order and reuse is local.
    if (this.cache.size >= this.capacity) this.cache.clear();
    this.cache.set(text, entry);
    return entry.ids;
  }
}
