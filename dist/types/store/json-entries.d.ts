import type { ArtifactCache, Logger } from './actions-cache.js';
import type { JsonCache } from './types.js';
export type { JsonCache };
/** The file that keeps `value` under `key`. */
export declare function encodeJsonEntry(key: string, value: unknown): string;
/** The value of a JSON cache file saved under `key`, or why it is unusable. */
export declare function decodeJsonEntry(key: string, text: string): {
    value: unknown;
} | string;
export declare function createJsonCache(cache: ArtifactCache, dir: string, log: Logger): JsonCache;
