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

/**
 * Token ids of texts under one tokenizer configuration, each distinct text
 * tokenized once. Teacher and student share an instance when their
 * configurations are equal; clone pairs reuse a function's ids across pairs.
 * Bounded, so memory does not grow with the dataset.
 *
 * Models read at most L tokens, so long texts are tokenised only as far as
 * needed (the tokenizer's `encode` with a limit).
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
    const ids = this.tokenizer.encode(prepared, needed);
    const entry: Entry = { ids, complete: ids.length < needed };
    this.elapsedMs += performance.now() - start;
    // Clearing when full is enough: rows come in file order and reuse is local.
    if (this.cache.size >= this.capacity) this.cache.clear();
    this.cache.set(text, entry);
    return entry.ids;
  }
}
