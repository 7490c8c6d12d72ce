/**
 * The CLI's local cache: the same ArtifactCache interface as the Actions
 * cache, over a folder (by default <user cache>/metacompress/cache), bounded
 * in size. After each save the least recently used entries (restored or
 * saved longest ago) are deleted until the folder holds at most `maxBytes`.
 * Like the Actions cache, it is best effort: a failure is a warning, never a
 * failed run.
 *
 * Layout: one folder per key, named by the key's sha256, holding the key
 * itself (`key`, checked on restore), the saved files (`0`, `1`, ... in the
 * order of `paths`) and `used`, whose modification time is the entry's last
 * use.
 */
import { randomBytes } from 'node:crypto';
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactCache, Logger } from './actions-cache.js';
import { InputError } from '../errors.js';
import { sha256Text } from '../hash.js';

/** The default bound: 2 GiB (METACOMPRESS_CACHE_MAX_MB changes it). */
export const DEFAULT_LOCAL_CACHE_BYTES = 2 * 1024 ** 3;

export interface LocalCacheOptions {
  /** Total size the folder may hold after a save, in bytes. */
  maxBytes: number;
  log: Pick<Logger, 'warning'>;
  /** Clock for the `used` times (tests step it). */
  now?: () => Date;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The bound from the environment: METACOMPRESS_CACHE_MAX_MB (a whole number
 * of MiB; 0 turns the local cache off, null is returned), else the default.
 */
export function localCacheBytes(env: Readonly<Record<string, string | undefined>>): number | null {
  const text = env.METACOMPRESS_CACHE_MAX_MB;
  if (text === undefined || text === '') return DEFAULT_LOCAL_CACHE_BYTES;
  if (!/^\d+$/.test(text)) {
    throw new InputError(
      `METACOMPRESS_CACHE_MAX_MB must be a whole number of MiB (0 turns the cache off), got ${JSON.stringify(text)}`,
    );
  }
  const mib = Number(text);
  return mib === 0 ? null : mib * 1024 ** 2;
}

async function entrySize(dir: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(dir)) total += (await stat(path.join(dir, name))).size;
  return total;
}

export function createLocalCache(root: string, options: LocalCacheOptions): ArtifactCache {
  const now = options.now ?? (() => new Date());
  const entryDir = (key: string) => path.join(root, sha256Text(key).slice(0, 40));

  /** Deletes least recently used entries until the folder fits the bound. */
  async function evict(): Promise<void> {
    const entries: { dir: string; used: number; bytes: number }[] = [];
    for (const name of await readdir(root)) {
      if (name.startsWith('.')) continue;
      const dir = path.join(root, name);
      try {
        entries.push({
          dir,
          used: (await stat(path.join(dir, 'used'))).mtimeMs,
          bytes: await entrySize(dir),
        });
      } catch {
        // a half-written or foreign folder: not an entry
      }
    }
    let total = entries.reduce((sum, e) => sum + e.bytes, 0);
    entries.sort((a, b) => a.used - b.used);
    for (const entry of entries) {
      if (total <= options.maxBytes) break;
      await rm(entry.dir, { recursive: true, force: true });
      total -= entry.bytes;
    }
  }

  return {
    async restore(key, paths) {
      const dir = entryDir(key);
      try {
        if ((await readFile(path.join(dir, 'key'), 'utf8')) !== key) return false;
        for (const [i, file] of paths.entries()) {
          await mkdir(path.dirname(file), { recursive: true });
          await copyFile(path.join(dir, String(i)), file);
        }
        const used = now();
        await utimes(path.join(dir, 'used'), used, used);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          options.log.warning(
            `Could not restore ${key} from the local cache ${root}: ${message(error)}`,
          );
        }
        return false;
      }
    },
    async save(key, paths) {
      const dir = entryDir(key);
      // Written aside, then renamed into place: a reader never sees half an entry.
      const staging = path.join(root, `.staging-${randomBytes(8).toString('hex')}`);
      try {
        await mkdir(staging, { recursive: true });
        for (const [i, file] of paths.entries())
          await copyFile(file, path.join(staging, String(i)));
        await writeFile(path.join(staging, 'key'), key);
        await writeFile(path.join(staging, 'used'), '');
        const used = now();
        await utimes(path.join(staging, 'used'), used, used);
        await rm(dir, { recursive: true, force: true });
        await rename(staging, dir);
        await evict();
      } catch (error) {
        options.log.warning(`Could not save ${key} to the local cache ${root}: ${message(error)}`);
        await rm(staging, { recursive: true, force: true }).catch(() => {});
      }
    },
  };
}
