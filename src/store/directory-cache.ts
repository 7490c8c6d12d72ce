/**
 * A directory as a JsonCache (transforms.attack.cache): one file per key,
 * in json-entries.ts's format, so each file records the key it was written
 * under and a file copied or crafted under another name is refused (a
 * warning and a miss: the value is computed again). What the attacks read
 * from a directory can still be anything its owner wrote under the right
 * key, so the teacher's attack outcomes computed with one are keyed by the
 * directory's digest (`directoryDigest`), never shared with a run that did
 * not read it.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { decodeJsonEntry, encodeJsonEntry } from './json-entries.js';
import type { JsonCache } from './types.js';
import { sha256Hasher } from '../hash.js';

/** Where a cache directory keeps the value of one key. */
export function languageModelCachePath(dir: string, key: string): string {
  return path.join(dir, `${key}.json`);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One file per key under `dir` (created when first written); a missing file is a miss. */
export function directoryJsonCache(dir: string, log: Pick<Logger, 'warning'>): JsonCache {
  return {
    async restore(key) {
      const file = languageModelCachePath(dir, key);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        return null;
      }
      const decoded = decodeJsonEntry(key, text);
      if (typeof decoded === 'string') {
        log.warning(`Ignoring ${file} (${decoded}); it is computed again`);
        return null;
      }
      return decoded.value;
    },
    async save(key, value) {
      const file = languageModelCachePath(dir, key);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(`${file}.tmp`, encodeJsonEntry(key, value));
        await rename(`${file}.tmp`, file);
      } catch (error) {
        log.warning(`Could not write ${file}: ${message(error)}`);
      }
    },
  };
}

/**
 * sha256 (hex) of the directory's entries as they are now: each .json
 * file's name and content, in name order; a directory that does not exist
 * has the digest of no entries.
 */
export async function directoryDigest(dir: string): Promise<string> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    names = [];
  }
  const hash = sha256Hasher();
  for (const name of names) {
    const content = await readFile(path.join(dir, name));
    hash.update(`${name}\u0000${content.length}\u0000`).update(content);
  }
  return hash.digest('hex');
}
