import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLocalCache,
  DEFAULT_LOCAL_CACHE_BYTES,
  localCacheBytes,
} from '../../src/store/local-cache.js';
import { recordingLogger, tempDir } from '../servers/env.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

/** A clock that moves one second per call, so every use has its own time. */
function steppedClock(): () => Date {
  let t = Date.UTC(2026, 0, 1);
  return () => new Date((t += 1000));
}

describe('the local cache', () => {
  it('restores what was saved under a key, and nothing under another', async () => {
    tmp = tempDir('local-cache');
    const log = recordingLogger();
    const cache = createLocalCache(path.join(tmp.dir, 'entries'), { maxBytes: 1 << 20, log });
    const file = path.join(tmp.dir, 'work', 'a.bin');
    expect(await cache.restore('k1', [file])).toBe(false);
    writeFileSync(path.join(tmp.dir, 'a.bin'), 'hello');
    await cache.save('k1', [path.join(tmp.dir, 'a.bin')]);
    expect(await cache.restore('k2', [file])).toBe(false);
    expect(await cache.restore('k1', [file])).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('hello');
    expect(log.warnings()).toEqual([]);
  });

  it('evicts the least recently used entries until the folder fits the bound', async () => {
    tmp = tempDir('local-cache');
    const root = path.join(tmp.dir, 'entries');
    // Each entry holds 1000 bytes of payload plus its key (2 bytes) and an empty `used`.
    const cache = createLocalCache(root, {
      maxBytes: 3 * 1002,
      log: recordingLogger(),
      now: steppedClock(),
    });
    const payload = path.join(tmp.dir, 'payload.bin');
    writeFileSync(payload, Buffer.alloc(1000, 7));
    const out = path.join(tmp.dir, 'out.bin');
    await cache.save('k1', [payload]);
    await cache.save('k2', [payload]);
    await cache.save('k3', [payload]);
    // k1 used again: k2 is now the least recently used.
    expect(await cache.restore('k1', [out])).toBe(true);
    await cache.save('k4', [payload]);
    expect(readdirSync(root)).toHaveLength(3);
    const held = async (key: string) => cache.restore(key, [out]);
    expect(await held('k2')).toBe(false);
    expect([await held('k1'), await held('k3'), await held('k4')]).toEqual([true, true, true]);
  });

  it('reads its bound from METACOMPRESS_CACHE_MAX_MB, 0 turning it off', () => {
    expect(localCacheBytes({})).toBe(DEFAULT_LOCAL_CACHE_BYTES);
    expect(DEFAULT_LOCAL_CACHE_BYTES).toBe(2 * 1024 ** 3);
    expect(localCacheBytes({ METACOMPRESS_CACHE_MAX_MB: '64' })).toBe(64 * 1024 * 1024);
    expect(localCacheBytes({ METACOMPRESS_CACHE_MAX_MB: '0' })).toBeNull();
    expect(() => localCacheBytes({ METACOMPRESS_CACHE_MAX_MB: '1.5' })).toThrow(
      'METACOMPRESS_CACHE_MAX_MB must be a whole number of MiB (0 turns the cache off), got "1.5"',
    );
  });

  it('never leaves a half-written entry behind when a save fails', async () => {
    tmp = tempDir('local-cache');
    const root = path.join(tmp.dir, 'entries');
    const log = recordingLogger();
    const cache = createLocalCache(root, { maxBytes: 1 << 20, log });
    await cache.save('k1', [path.join(tmp.dir, 'missing.bin')]);
    expect(log.warnings()).toHaveLength(1);
    expect(log.warnings()[0]).toMatch(/^Could not save k1 to the local cache .*: ENOENT/);
    expect(existsSync(root) ? readdirSync(root) : []).toEqual([]);
  });
});
