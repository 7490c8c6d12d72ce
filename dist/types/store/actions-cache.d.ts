/**
 * The Actions cache behind one small interface, so artifact downloads and the
 * onnxruntime install can be cached without knowing about @actions/cache, and
 * tests can point it at a local cache service.
 *
 * Caching is best effort: every failure becomes a warning (or a debug line
 * when the service is simply not configured), never a failed run. And it is
 * bounded: @actions/cache retries a twirp call 5 times from a 3 s base when
 * the service answers 5xx, and waits up to 3 minutes per attempt on a stalled
 * socket, with no option to change either (its client reads only
 * ACTIONS_CACHE_SERVICE_V2, ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, and
 * SEGMENT_DOWNLOAD_TIMEOUT_MINS for downloads). So every call here is raced
 * against a timer: a lookup gets `lookupTimeoutMs`, a download or an upload
 * `transferTimeoutMs`, and the first call that runs out of time marks the
 * service down for the rest of the step, so the next calls skip at once. A
 * call given up on keeps running in the background; the action's entry point
 * exits when run() is done instead of waiting for it (as actions/cache does).
 */
import * as actionsCache from '@actions/cache';
import type { Logger } from '../logger.js';
export type { Logger };
export interface ArtifactCache {
    /**
     * Restores `paths` saved under exactly `key`. Resolves true on a hit, false
     * on a miss or on any cache error (which is logged as a warning).
     */
    restore(key: string, paths: string[]): Promise<boolean>;
    /** Saves `paths` under `key`. Never rejects; errors are logged as warnings. */
    save(key: string, paths: string[]): Promise<void>;
}
/**
 * The Actions cache as the layers that decide what a run may trust need it
 * (trusted-restores.ts): a lookup that downloads nothing, and a save that
 * says whether it stored the entry.
 */
export interface ActionsCache extends ArtifactCache {
    /** Whether an entry is saved under exactly `key` for `paths`; false on a miss or any error (a debug line). */
    exists(key: string, paths: string[]): Promise<boolean>;
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
/** The three functions of @actions/cache this module calls. */
export type CacheBackend = Pick<typeof actionsCache, 'isFeatureAvailable' | 'restoreCache' | 'saveCache'>;
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
 * lookupTimeoutMs, and downloads only on a hit, within transferTimeoutMs.
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
