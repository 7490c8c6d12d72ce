import type { ArtifactCache, Logger } from './cache.js';
import type { JsonCache } from './robustness/types.js';
export type { JsonCache };
/** The value of a JSON cache file saved under `key`, or why it is unusable. */
export declare function decodeJsonEntry(key: string, text: string): {
    value: unknown;
} | string;
export declare function createJsonCache(cache: ArtifactCache, dir: string, log: Logger): JsonCache;
