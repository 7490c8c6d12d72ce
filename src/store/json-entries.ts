/**
 * Plain-JSON entries kept between runs through an ArtifactCache (the Actions
 * cache in the action, the local cache in the CLI): what an attack computes
 * once per data set and keeps, such as ALERT's substitutes (they depend on
 * the code and the masked language model, not on the models under test) or
 * CODA's references. The caller builds the key from everything the value
 * depends on (the data set's sha256, the language model's sha256, the
 * settings, the code version); each file holds its key, so a file restored
 * or copied under another key is refused.
 *
 * File: {"format": "metacompress-json-1", "key": KEY, "value": VALUE}.
 * A file that does not parse or names another key is a warning and a miss:
 * the caller computes the value again.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheKey } from './key.js';
import type { ArtifactCache, Logger } from './actions-cache.js';
import type { JsonCache } from './types.js';

export type { JsonCache };

const FORMAT = 'metacompress-json-1';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The file that keeps `value` under `key`. */
export function encodeJsonEntry(key: string, value: unknown): string {
  return JSON.stringify({ format: FORMAT, key, value });
}

/** The value of a JSON cache file saved under `key`, or why it is unusable. */
export function decodeJsonEntry(key: string, text: string): { value: unknown } | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `not JSON (${message(error)})`;
  }
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    (parsed as { format?: unknown }).format !== FORMAT
  ) {
    return `not a ${FORMAT} file`;
  }
  const entry = parsed as { key?: unknown; value?: unknown };
  if (entry.key !== key) return 'it was saved under another key';
  if (!('value' in entry)) return 'it holds no value';
  return { value: entry.value };
}

export function createJsonCache(cache: ArtifactCache, dir: string, log: Logger): JsonCache {
  const fileFor = (key: string) => [dir, `${key}.json`].join(path.sep);
  return {
    async restore(key) {
      const file = fileFor(key);
      if (!(await cache.restore(cacheKey(key), [file]))) return null;
      let decoded: { value: unknown } | string;
      try {
        decoded = decodeJsonEntry(key, await readFile(file, 'utf8'));
      } catch (error) {
        decoded = message(error);
      }
      if (typeof decoded === 'string') {
        log.warning(`Ignoring the cached ${key} (${decoded}); it is computed again`);
        return null;
      }
      return decoded.value;
    },
    async save(key, value) {
      const file = fileFor(key);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file, encodeJsonEntry(key, value));
      } catch (error) {
        log.warning(`Could not write ${key} to ${file} for the cache: ${message(error)}`);
        return;
      }
      await cache.save(cacheKey(key), [file]);
    },
  };
}
