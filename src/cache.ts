/**
 * The Actions cache behind one small interface, so artifact downloads and the
 * onnxruntime install can be cached without knowing about @actions/cache, and
 * tests can point it at a local cache service.
 *
 * Caching is best effort: every failure becomes a warning (or a debug line
 * when the service is simply not configured), never a failed run.
 */
import * as actionsCache from '@actions/cache';

import type { Logger } from './logger.js';

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

/** The three functions of @actions/cache this module calls. */
export type CacheBackend = Pick<
  typeof actionsCache,
  'isFeatureAvailable' | 'restoreCache' | 'saveCache'
>;

// Kept apart so that code which only names keys (the runtime provider of the
// CLI and library) does not pull @actions/cache into their bundle.
export { CACHE_KEY_PREFIX, cacheKey } from './cache-key.js';

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * An ArtifactCache over @actions/cache. `isFeatureAvailable()` is checked on
 * every call (it only reads the environment), so a runner without the cache
 * service skips quietly instead of spending ~10 s in retries.
 *
 * Note that @actions/cache itself reports some failures through
 * @actions/core (for example "Failed to save: ..."); those lines appear in the
 * job log in addition to ours.
 */
export function createActionsCache(
  log: Logger,
  backend: CacheBackend = actionsCache,
): ArtifactCache {
  return {
    async restore(key, paths) {
      if (!backend.isFeatureAvailable()) {
        log.debug(`Actions cache service not available; not restoring ${key}`);
        return false;
      }
      try {
        const hit = await backend.restoreCache(paths, key);
        if (hit === key) {
          log.info(`Restored ${key} from the Actions cache`);
          return true;
        }
        log.debug(`Actions cache miss for ${key}`);
        return false;
      } catch (error) {
        log.warning(`Could not restore ${key} from the Actions cache: ${message(error)}`);
        return false;
      }
    },
    async save(key, paths) {
      if (!backend.isFeatureAvailable()) {
        log.debug(`Actions cache service not available; not saving ${key}`);
        return;
      }
      try {
        const id = await backend.saveCache(paths, key);
        if (id === -1) {
          // @actions/cache already logged why (an existing entry, or an error).
          log.debug(`Actions cache did not save ${key}`);
        } else {
          log.info(`Saved ${key} to the Actions cache`);
        }
      } catch (error) {
        log.warning(`Could not save ${key} to the Actions cache: ${message(error)}`);
      }
    },
  };
}
