/** Actions cache keys: pure, free of @actions/cache. */
/** Prefix of every key we write, versioned so a layout change invalidates old entries. */
export declare const CACHE_KEY_PREFIX = "metacompress-v1";
/**
 * Joins key parts into a valid Actions cache key: at most 512 characters and
 * no commas (both rejected by @actions/cache). Commas become '_'.
 */
export declare function cacheKey(...parts: string[]): string;
