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
 *     writes down each entry it restored or stored, with its digests. An
 *     entry restored and then saved again was refused by its reader (its
 *     caller computes and saves only after a miss): it is struck out, since
 *     the cache still holds the bytes that were refused.
 *   - `vouchedCache`, for every other run: an entry is restored only when
 *     the newest trusted manifest lists its key, extracted only when its
 *     archive has the sha256 the manifest gives (checked on the downloaded
 *     file, before tar runs: an archive's members may name any path), and
 *     kept only when its files have the digest the manifest gives. Anything
 *     else is one warning and a miss, so the entry is computed again and
 *     the verdict is a cold run's: a key the manifest does not list (looked
 *     up, never downloaded), another archive (downloaded, never extracted),
 *     other files (removed from disk), no manifest at all (one warning for
 *     the run; nothing is restored).
 */
import { rm } from 'node:fs/promises';
import type { ActionsCache, ArtifactCache, Logger } from './actions-cache.js';
import { entryDigest } from './entry-digest.js';
import type { EntryDigests, Manifest } from './manifest.js';

/**
 * A trusted run's cache: `entries` collects the digests of every entry the
 * run restored or stored (its archive's and its files'), for the manifest
 * it publishes. A stored entry's archive is made inside @actions/cache's
 * save, so it is downloaded once more to be hashed; an entry whose archive
 * cannot be had is not listed (other runs compute it again).
 */
export function recordingCache(
  cache: ActionsCache,
  entries: Map<string, EntryDigests>,
): ArtifactCache {
  return {
    async restore(key, paths) {
      const restored = await cache.restoreArchive(key, paths, () => true);
      if (restored === null) return false;
      entries.set(key, { archive: restored.sha256, files: await entryDigest(paths) });
      return true;
    },
    async save(key, paths) {
      // The files as saved: the archive is made from these paths.
      const files = await entryDigest(paths);
      entries.delete(key);
      if (!(await cache.store(key, paths))) return;
      const archive = await cache.archiveDigest(key, paths);
      if (archive !== null) entries.set(key, { archive, files });
    },
  };
}

/** The newest trusted manifest, or why there is none; asked once, when a restore first needs it. */
export type TrustedManifest = () => Promise<Manifest | string>;

export interface VouchedCache extends ArtifactCache {
  /** Whether the newest trusted manifest gives `sha256` for the files of `key` (false when there is none). */
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
  /** The keys restored with the digests the manifest gives, and whose manifest. */
  const vouched = new Map<string, string>();
  return {
    async restore(key, paths) {
      vouched.delete(key);
      const m = await manifest();
      if (m === null) return false;
      const expected = m.entryOf(key);
      if (expected === null) {
        if (await cache.exists(key, paths)) {
          log.warning(
            `Not restoring ${key}: ${whose(m)} does not list it (an entry no trusted run made); it is computed again`,
          );
        }
        return false;
      }
      // Its archive is checked before tar runs: one with another sha256 is never extracted.
      const restored = await cache.restoreArchive(
        key,
        paths,
        (sha256) => sha256 === expected.archive,
      );
      if (restored === null) return false;
      const files = restored.extracted ? await entryDigest(paths) : null;
      if (files === expected.files) {
        vouched.set(key, whose(m));
        return true;
      }
      log.warning(
        files === null
          ? `Refusing the restored ${key}: its archive has sha256 ${restored.sha256}, ${whose(m)} gives ${expected.archive}; it is not extracted, and computed again`
          : // The trusted run's archive, extracted into something else (a path already there).
            `Refusing the restored ${key}: its files have sha256 ${files}, ${whose(m)} gives ${expected.files}; it is computed again`,
      );
      // Nothing is left where the entry goes for a reader that looks there.
      await Promise.all(paths.map((p) => rm(p, { recursive: true, force: true })));
      return false;
    },
    save: (key, paths) => cache.save(key, paths),
    vouchedBy: (key) => vouched.get(key) ?? null,
    async vouches(key, sha256) {
      return (await manifest())?.vouches(key, sha256) ?? false;
    },
  };
}
