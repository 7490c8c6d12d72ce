import type { Logger } from '../logger.js';
import type { JsonCache } from './types.js';
/** Where a cache directory keeps the value of one key. */
export declare function languageModelCachePath(dir: string, key: string): string;
/** One file per key under `dir` (created when first written); a missing file is a miss. */
export declare function directoryJsonCache(dir: string, log: Pick<Logger, 'warning'>): JsonCache;
/**
 * sha256 (hex) of the directory's entries as they are now: each .json
 * file's name and content, in name order; a directory that does not exist
 * has the digest of no entries.
 */
export declare function directoryDigest(dir: string): Promise<string>;
