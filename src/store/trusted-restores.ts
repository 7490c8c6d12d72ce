/**
 * The one place where entries of the Actions cache enter a run, and what the
 * run may believe of them (docs/security.md, "The manifest").
 *
 * A pull request's runs save into the pull request's own scope, and a later
 * run of it restores from that scope before the default branch's. So an
 * entry is trusted only when a trusted run of the default branch (push,
 * schedule, workflow_dispatch) wrote it down with the sha256 of its bytes in
 * its manifest (manifest.ts), which it publishes where no pull request can
 * write. Two layers over the Actions cache, one per kind of run:
 *
 *   - `recordingCache`, for a trusted run: restores and saves as usual (its
 *     scope is the default branch's, which only trusted runs write) and
 *     writes down each entry it restored or stored, with its digest. An
 *     entry restored and then saved again was refused by its reader (its
 *     caller computes and saves only after a miss): it is struck out, since
 *     the cache still holds the bytes that were refused.
 *   - `vouchedCache`, for every other run: an entry is restored only when
 *     the newest trusted manifest lists its key, and kept only when its
 *     bytes have the digest the manifest gives. Anything else is one
 *     warning and a miss, so the entry is computed again and the verdict is
 *     a cold run's: a key the manifest does not list (looked up, never
 *     downloaded), other bytes (removed from disk), no manifest at all (one
 *     warning for the run; nothing is restored).
 */
import { rm } from 'node:fs/promises';
import type { ActionsCache, ArtifactCache, Logger } from './actions-cache.js';
import { entryDigest } from './entry-digest.js';
import type { Manifest } from './manifest.js';

/**
 * A trusted run's cache: `entries` collects key → sha256 of every entry the
 * run restored or stored, for the manifest it publishes.
 */
export function recordingCache(cache: ActionsCache, entries: Map<string, string>): ArtifactCache {
  return {
    async restore(key, paths) {
      const hit = await cache.restore(key, paths);
      if (hit) entries.set(key, await entryDigest(paths));
      return hit;
    },
    async save(key, paths) {
      // The bytes as saved: the archive is made from these paths.
      const digest = await entryDigest(paths);
      if (await cache.store(key, paths)) entries.set(key, digest);
      else entries.delete(key);
    },
  };
}

/** The newest trusted manifest, or why there is none; asked once, when a restore first needs it. */
export type TrustedManifest = () => Promise<Manifest | string>;

export interface VouchedCache extends ArtifactCache {
  /** Whether the newest trusted manifest gives `sha256` for `key` (false when there is none). */
  vouches(key: string, sha256: string): Promise<boolean>;
}

/** Another run's cache: what it restores must be what the newest trusted manifest lists. */
export function vouchedCache(
  cache: ActionsCache,
  trustedManifest: TrustedManifest,
  log: Pick<Logger, 'warning'>,
): VouchedCache {
  let asked: Promise<Manifest | null> | undefined;
  const manifest = (): Promise<Manifest | null> =>
    (asked ??= trustedManifest().then((found) => {
      if (typeof found !== 'string') return found;
      log.warning(
        `No trusted manifest of the default branch's cache entries (${found}): nothing is restored from the Actions cache in this run, every entry is computed again (docs/security.md, "The manifest")`,
      );
      return null;
    }));
  const whose = (m: Manifest) => `the manifest of the default branch's run ${m.run.id}`;
  return {
    async restore(key, paths) {
      const m = await manifest();
      if (m === null) return false;
      const expected = m.digestOf(key);
      if (expected === null) {
        if (await cache.exists(key, paths)) {
          log.warning(
            `Not restoring ${key}: ${whose(m)} does not list it (an entry no trusted run made); it is computed again`,
          );
        }
        return false;
      }
      if (!(await cache.restore(key, paths))) return false;
      const digest = await entryDigest(paths);
      if (digest === expected) return true;
      log.warning(
        `Refusing the restored ${key}: its bytes have sha256 ${digest}, ${whose(m)} gives ${expected}; it is computed again`,
      );
      await Promise.all(paths.map((p) => rm(p, { recursive: true, force: true })));
      return false;
    },
    save: (key, paths) => cache.save(key, paths),
    async vouches(key, sha256) {
      return (await manifest())?.vouches(key, sha256) ?? false;
    },
  };
}
