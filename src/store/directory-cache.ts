/**
 * Where the attacks keep what the masked language model computes once per
 * data set and never depends on the models under test: alert's substitutes
 * (substitutes.ts) and coda's reference similarities (coda-references.ts).
 * The store is a JsonCache: the run's JSON cache (the Actions cache in the
 * action, the local cache in the CLI), or the directory transforms.attack.cache
 * names. Readers check the shape of what they read: an entry of another shape
 * is a miss and the work is done again, never read wrong.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { JsonCache } from './types.js';

/** Where a cache directory keeps the value of one key. */
export function languageModelCachePath(dir: string, key: string): string {
  return path.join(dir, `${key}.json`);
}

/** One JSON file per key under `dir` (created when first written); unreadable is a miss. */
export function directoryJsonCache(dir: string): JsonCache {
  return {
    async restore(key) {
      try {
        return JSON.parse(await readFile(languageModelCachePath(dir, key), 'utf8')) as unknown;
      } catch {
        return null;
      }
    },
    async save(key, value) {
      await mkdir(dir, { recursive: true });
      const file = languageModelCachePath(dir, key);
      await writeFile(`${file}.tmp`, JSON.stringify(value));
      await rename(`${file}.tmp`, file);
    },
  };
}
