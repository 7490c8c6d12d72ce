import * as actionsCache from '@actions/cache';
import type { Logger } from '../logger.js';
import { type CacheArchives } from './cache-archive.js';
export type { Logger };
export interface ArtifactCache {
    /**
     * Restores `paths` saved under exactly `key`. Resolves true on a hit, false
     * on a miss or on any cache error (which is logged as a warning).
     */
    restore(key: string, paths: string[]): Promise<boolean>;
    /** Saves `paths` under `key`. Never rejects; errors are logged as warnings. */
    save(key: string, paths: string[]): Promise<void>;
    /**
     * What vouched for the entry this cache's last restore of `key` gave (a
     * record no pull request can write, named), or null (absent: nothing
     * does): the entry answers for itself.
     */
    vouchedBy?(key: string): string | null;
}
/**
 * What restoring an entry's archive gave: its sha256, and whether it was
 * extracted (false: the caller refused that sha256, and no byte of it
 * reached the disk); null on a miss or an error (logged).
 */
export type RestoredArchive = {
    sha256: string;
    extracted: boolean;
} | null;
/**
 * The Actions cache as the layers that decide what a run may trust need it
 * (trusted-restores.ts): a lookup that downloads nothing, a restore that
 * shows the archive's sha256 before extracting it, the sha256 of a saved
 * archive, and a save that says whether it stored the entry. `restore` is
 * restoreArchive accepting any archive.
 */
export interface ActionsCache extends ArtifactCache {
    /** Whether an entry is saved under exactly `key` for `paths`; false on a miss or any error (a debug line). */
    exists(key: string, paths: string[]): Promise<boolean>;
    /**
     * Downloads the archive under exactly `key` into a file of its own and
     * extracts it only when `accept` takes its sha256, which it is given
     * before tar runs.
     */
    restoreArchive(key: string, paths: string[], accept: (sha256: string) => boolean): Promise<RestoredArchive>;
    /** The sha256 of the archive saved under exactly `key` (downloaded, not extracted); null on a miss or an error. */
    archiveDigest(key: string, paths: string[]): Promise<string | null>;
    /** save(), resolving true when this call stored the entry (false: one existed already, or it failed). */
    store(key: string, paths: string[]): Promise<boolean>;
}
/**
 * A record of entries' digests that no pull request can write (the default
 * branch's manifest: trusted-restores.ts's VouchedCache is one): whether it
 * vouches that the entry saved under `key` holds bytes of this sha256, the
 * entry's digest (entry-digest.ts, over the paths it was saved with). What a
 * restored entry's own source cannot vouch for (no digest from the Hub
 * offline, none shipped in the action for another runtime) is used only
 * when it does.
 */
export interface TrustedDigests {
    vouches(key: string, sha256: string): Promise<boolean>;
}
/**
 * What this module calls: @actions/cache's lookup (restoreCache with
 * `lookupOnly`) and save, and the archives read apart from their extraction
 * (cache-archive.ts), never restoreCache's download, which extracts at once.
 */
export type CacheBackend = Pick<typeof actionsCache, 'isFeatureAvailable' | 'restoreCache' | 'saveCache'> & CacheArchives;
/** The Actions cache service of the job's environment. */
export declare const actionsCacheBackend: CacheBackend;
export { CACHE_KEY_PREFIX, cacheKey } from './key.js';
export interface CacheLimits {
    /** Is there an entry for this key? A service that answers 5xx or stalls costs this much, once per step. */
    lookupTimeoutMs: number;
    /** A restore's download, or a save (upload included), gives up after this long. */
    transferTimeoutMs: number;
}
export declare const DEFAULT_CACHE_LIMITS: CacheLimits;
/** Thrown instead of calling the service once it failed to answer in time earlier in the step. */
export declare class CacheServiceDown extends Error {
    name: string;
}
/** A CacheBackend with time limits, and a way to wait for the calls it gave up on (for tests). */
export interface BoundedCacheBackend extends CacheBackend {
    /** Resolves when every call this backend started, abandoned ones included, has ended. */
    settled(): Promise<void>;
}
/**
 * Wraps `backend` with the limits above. A restore first looks the key up
 * (`lookupOnly`, the call that meets a failing service first) within
 * lookupTimeoutMs, and downloads the archive only on a hit, within
 * transferTimeoutMs; extracting a local archive is not bounded.
 * The first call that runs out of time rejects with an Error saying so;
 * later calls reject with CacheServiceDown without a request.
 */
export declare function boundedCache(backend?: CacheBackend, limits?: CacheLimits): BoundedCacheBackend;
/**
 * The bounded @actions/cache every cache user in the process shares, so one
 * timeout spares all later calls of the step (artifacts, runtime, teacher
 * outputs, baseline).
 */
export declare const actionsCacheBounded: BoundedCacheBackend;
/**
 * An ArtifactCache over the bounded @actions/cache. `isFeatureAvailable()` is
 * checked on every call (it only reads the environment), so a runner without
 * the cache service skips quietly. Once the service failed to answer in time,
 * later calls are debug lines, not one warning each.
 *
 * Note that @actions/cache itself reports some failures through
 * @actions/core (for example "Failed to save: ..."); those lines appear in the
 * job log in addition to ours.
 */
export declare function createActionsCache(log: Logger, backend?: CacheBackend): ActionsCache;
