import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArtifactCache } from '../../src/store/actions-cache.js';
import { createJsonCache, decodeJsonEntry } from '../../src/store/json-entries.js';
import { recordingLogger, tempDir } from '../servers/env.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

function folderCache(store: string): ArtifactCache {
  mkdirSync(store, { recursive: true });
  return {
    async restore(key, [file]) {
      const saved = path.join(store, key);
      if (!existsSync(saved)) return false;
      mkdirSync(path.dirname(file!), { recursive: true });
      cpSync(saved, file!);
      return true;
    },
    async save(key, [file]) {
      cpSync(file!, path.join(store, key));
    },
  };
}

describe('the JSON cache (ALERT substitutes, CODA references)', () => {
  it('restores the value saved under a key on a fresh runner', async () => {
    tmp = tempDir('json-cache');
    const log = recordingLogger();
    const store = path.join(tmp.dir, 'store');
    const cache = createJsonCache(folderCache(store), path.join(tmp.dir, 'a'), log);
    const substitutes = { r12: { buf: ['data', 'bytes'], n: ['len'] } };
    expect(await cache.restore('alert-substitutes-d1')).toBeNull();
    await cache.save('alert-substitutes-d1', substitutes);
    const fresh = createJsonCache(folderCache(store), path.join(tmp.dir, 'b'), log);
    expect(await fresh.restore('alert-substitutes-d1')).toEqual(substitutes);
    expect(log.warnings()).toEqual([]);
  });

  it('refuses an entry of another key or format, with a warning', async () => {
    expect(decodeJsonEntry('k', '{"format":"metacompress-json-1","key":"j","value":1}')).toBe(
      'it was saved under another key',
    );
    expect(decodeJsonEntry('k', '{"format":"x","key":"k","value":1}')).toBe(
      'not a metacompress-json-1 file',
    );
    expect(
      decodeJsonEntry('k', '{"format":"metacompress-json-1","key":"k","value":[1,2]}'),
    ).toEqual({ value: [1, 2] });
    tmp = tempDir('json-cache');
    const store = path.join(tmp.dir, 'store');
    mkdirSync(store, { recursive: true });
    writeFileSync(path.join(store, 'metacompress-v1-coda-references-d2'), '{"format":');
    const log = recordingLogger();
    const cache = createJsonCache(folderCache(store), path.join(tmp.dir, 'a'), log);
    expect(await cache.restore('coda-references-d2')).toBeNull();
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatch(
      /^Ignoring the cached coda-references-d2 \(not JSON \(.+\)\); it is computed again$/,
    );
  });
});
