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
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as actionsCache from '@actions/cache';

import type { Logger } from '../logger.js';
import { serviceArchives, type CacheArchives } from './cache-archive.js';

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
export type RestoredArchive = { sha256: string; extracted: boolean } | null;

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
  restoreArchive(
    key: string,
    paths: string[],
    accept: (sha256: string) => boolean,
  ): Promise<RestoredArchive>;
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
export type CacheBackend = Pick<
  typeof actionsCache,
  'isFeatureAvailable' | 'restoreCache' | 'saveCache'
> &
  CacheArchives;

/** The Actions cache service of the job's environment. */
export const actionsCacheBackend: CacheBackend = {
  isFeatureAvailable: () => actionsCache.isFeatureAvailable(),
  restoreCache: (...args) => actionsCache.restoreCache(...args),
  saveCache: (...args) => actionsCache.saveCache(...args),
  ...serviceArchives(),
};

// Kept apart so that code which only names keys (the runtime provider of the
// CLI and library) does not pull @actions/cache into their bundle.
export { CACHE_KEY_PREFIX, cacheKey } from './key.js';

export interface CacheLimits {
  /** Is there an entry for this key? A service that answers 5xx or stalls costs this much, once per step. */
  lookupTimeoutMs: number;
  /** A restore's download, or a save (upload included), gives up after this long. */
  transferTimeoutMs: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = {
  lookupTimeoutMs: 10_000,
  transferTimeoutMs: 120_000,
};

/** Thrown instead of calling the service once it failed to answer in time earlier in the step. */
export class CacheServiceDown extends Error {
  override name = 'CacheServiceDown';
}

/** A CacheBackend with time limits, and a way to wait for the calls it gave up on (for tests). */
export interface BoundedCacheBackend extends CacheBackend {
  /** Resolves when every call this backend started, abandoned ones included, has ended. */
  settled(): Promise<void>;
}

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

/**
 * Wraps `backend` with the limits above. A restore first looks the key up
 * (`lookupOnly`, the call that meets a failing service first) within
 * lookupTimeoutMs, and downloads the archive only on a hit, within
 * transferTimeoutMs; extracting a local archive is not bounded.
 * The first call that runs out of time rejects with an Error saying so;
 * later calls reject with CacheServiceDown without a request.
 */
export function boundedCache(
  backend: CacheBackend = actionsCacheBackend,
  limits: CacheLimits = DEFAULT_CACHE_LIMITS,
): BoundedCacheBackend {
  let down: string | null = null;
  const running = new Set<Promise<unknown>>();

  const within = async <T>(ms: number, what: string, call: () => Promise<T>): Promise<T> => {
    if (down !== null) throw new CacheServiceDown(`${down}; not tried again in this step`);
    const work = call();
    running.add(work);
    // The work may settle after we stopped waiting; its end is tracked, its error is not ours to throw.
    void work.then(
      () => running.delete(work),
      () => running.delete(work),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        down = `the Actions cache service did not finish ${what} within ${seconds(ms)}`;
        reject(new Error(`${down}; the cache is skipped for the rest of this step`));
      }, ms);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    isFeatureAvailable: () => backend.isFeatureAvailable(),
    // Only ever a lookup: what downloads is `download`, which extracts nothing.
    restoreCache(paths, primaryKey, restoreKeys, options, enableCrossOsArchive) {
      return within(limits.lookupTimeoutMs, 'a lookup', () =>
        backend.restoreCache(
          paths,
          primaryKey,
          restoreKeys,
          { ...options, lookupOnly: true },
          enableCrossOsArchive,
        ),
      );
    },
    download(paths, key, file) {
      return within(limits.transferTimeoutMs, 'a download', () =>
        backend.download(paths, key, file),
      );
    },
    extract: (file) => backend.extract(file),
    saveCache(paths, key, options, enableCrossOsArchive) {
      return within(limits.transferTimeoutMs, 'a save', () =>
        backend.saveCache(paths, key, options, enableCrossOsArchive),
      );
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

/**
 * The bounded @actions/cache every cache user in the process shares, so one
 * timeout spares all later calls of the step (artifacts, runtime, teacher
 * outputs, baseline).
 */
export const actionsCacheBounded: BoundedCacheBackend = boundedCache();

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
export function createActionsCache(
  log: Logger,
  backend: CacheBackend = actionsCacheBounded,
): ActionsCache {
  // The first timeout warns; the calls it spares are debug lines.
  const problem = (failed: string, error: unknown): void => {
    if (error instanceof CacheServiceDown) log.debug(`${failed}: ${message(error)}`);
    else log.warning(`${failed}: ${message(error)}`);
  };
  const store = async (key: string, paths: string[]): Promise<boolean> => {
    if (!backend.isFeatureAvailable()) {
      log.debug(`Actions cache service not available; not saving ${key}`);
      return false;
    }
    try {
      const id = await backend.saveCache(paths, key);
      if (id === -1) {
        // @actions/cache already logged why (an existing entry, or an error).
        log.debug(`Actions cache did not save ${key}`);
        return false;
      }
      log.info(`Saved ${key} to the Actions cache`);
      return true;
    } catch (error) {
      problem(`Could not save ${key} to the Actions cache`, error);
      return false;
    }
  };
  /**
   * Looks `key` up and downloads its archive into a folder of its own, where
   * `use` reads it; the folder is removed after. null on a miss or an error
   * (`failed` says what failed).
   */
  const withArchive = async <T>(
    key: string,
    paths: string[],
    failed: string,
    use: (file: string, sha256: string) => Promise<T>,
  ): Promise<T | null> => {
    if (!backend.isFeatureAvailable()) {
      log.debug(`Actions cache service not available; not restoring ${key}`);
      return null;
    }
    let dir: string | undefined;
    try {
      let sha256: string | null = null;
      if ((await backend.restoreCache(paths, key, [], { lookupOnly: true })) === key) {
        dir = await mkdtemp(
          path.join(process.env.RUNNER_TEMP || tmpdir(), 'metacompress-archive-'),
        );
        sha256 = await backend.download(paths, key, path.join(dir, 'archive'));
      }
      if (sha256 === null) {
        log.debug(`Actions cache miss for ${key}`);
        return null;
      }
      return await use(path.join(dir!, 'archive'), sha256);
    } catch (error) {
      problem(failed, error);
      return null;
    } finally {
      if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    }
  };
  const restoreArchive: ActionsCache['restoreArchive'] = (key, paths, accept) =>
    withArchive(
      key,
      paths,
      `Could not restore ${key} from the Actions cache`,
      async (file, sha256) => {
        if (!accept(sha256)) return { sha256, extracted: false };
        await backend.extract(file);
        log.info(`Restored ${key} from the Actions cache`);
        return { sha256, extracted: true };
      },
    );
  return {
    async restore(key, paths) {
      return (await restoreArchive(key, paths, () => true))?.extracted ?? false;
    },
    restoreArchive,
    archiveDigest: (key, paths) =>
      withArchive(
        key,
        paths,
        `Could not read the archive of ${key} in the Actions cache`,
        async (_, sha256) => sha256,
      ),
    async exists(key, paths) {
      if (!backend.isFeatureAvailable()) return false;
      try {
        return (await backend.restoreCache(paths, key, [], { lookupOnly: true })) === key;
      } catch (error) {
        log.debug(`Could not look ${key} up in the Actions cache: ${message(error)}`);
        return false;
      }
    },
    async save(key, paths) {
      await store(key, paths);
    },
    store,
  };
}
