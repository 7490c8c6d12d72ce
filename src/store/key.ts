/** Actions cache keys: pure, free of @actions/cache. */

/** Prefix of every key we write, versioned so a layout change invalidates old entries. */
export const CACHE_KEY_PREFIX = 'metacompress-v1';

const MAX_KEY_LENGTH = 512;

/**
 * Joins key parts into a valid Actions cache key: at most 512 characters and
 * no commas (both rejected by @actions/cache). Commas become '_'.
 */
export function cacheKey(...parts: string[]): string {
  const key = [CACHE_KEY_PREFIX, ...parts].join('-').replace(/,/g, '_');
  if (key.length > MAX_KEY_LENGTH) {
    throw new RangeError(
      `cache key is ${key.length} characters; the Actions cache allows at most ${MAX_KEY_LENGTH}`,
    );
  }
  return key;
}
