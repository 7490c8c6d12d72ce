import type { JsonCache } from '../types.js';
/** Where a cache directory keeps the value of one key. */
export declare function languageModelCachePath(dir: string, key: string): string;
/** One JSON file per key under `dir` (created when first written); unreadable is a miss. */
export declare function directoryJsonCache(dir: string): JsonCache;
