import type { ArtifactCache, Logger } from './actions-cache.js';
/** The default bound: 2 GiB (METACOMPRESS_CACHE_MAX_MB changes it). */
export declare const DEFAULT_LOCAL_CACHE_BYTES: number;
export interface LocalCacheOptions {
    /** Total size the folder may hold after a save, in bytes. */
    maxBytes: number;
    log: Pick<Logger, 'warning'>;
    /** Clock for the `used` times (tests step it). */
    now?: () => Date;
}
/**
 * The bound from the environment: METACOMPRESS_CACHE_MAX_MB (a whole number
 * of MiB; 0 turns the local cache off, null is returned), else the default.
 */
export declare function localCacheBytes(env: Readonly<Record<string, string | undefined>>): number | null;
export declare function createLocalCache(root: string, options: LocalCacheOptions): ArtifactCache;
