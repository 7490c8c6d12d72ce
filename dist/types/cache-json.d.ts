import type { ArtifactCache, Logger } from './cache.js';
export interface JsonCache {
    /** The value saved under `key`, or null (a miss, or an unusable entry: warned). */
    restore(key: string): Promise<unknown>;
    /** Saves `value` (anything JSON.stringify keeps) under `key`; never rejects. */
    save(key: string, value: unknown): Promise<void>;
}
/** The value of a JSON cache file saved under `key`, or why it is unusable. */
export declare function decodeJsonEntry(key: string, text: string): {
    value: unknown;
} | string;
export declare function createJsonCache(cache: ArtifactCache, dir: string, log: Logger): JsonCache;
