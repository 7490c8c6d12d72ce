import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import { BlockBlobClient } from '@azure/storage-blob';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cacheKey,
  createActionsCache,
  CACHE_KEY_PREFIX,
  type CacheBackend,
  type Logger,
} from '../src/cache.js';
import {
  startActionsCacheServer,
  TWIRP_PREFIX,
  type ActionsCacheServer,
} from './servers/actions-cache.js';
import { recordingLogger, setCacheEnv, tempDir } from './servers/env.js';

let server: ActionsCacheServer;
let tmp: ReturnType<typeof tempDir>;
let restoreEnv: () => void;
let workspace: string;

beforeAll(async () => {
  server = await startActionsCacheServer();
});
afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await server.setMode('up');
  server.requests.length = 0;
  tmp = tempDir('cache');
  workspace = path.join(tmp.dir, 'workspace');
  mkdirSync(workspace);
  mkdirSync(path.join(tmp.dir, 'runner-temp'));
  restoreEnv = setCacheEnv({
    ...server.env(),
    RUNNER_TEMP: path.join(tmp.dir, 'runner-temp'),
    GITHUB_WORKSPACE: workspace,
  });
});
afterEach(() => {
  restoreEnv();
  tmp.remove();
});

function writeTree(root: string): void {
  mkdirSync(path.join(root, 'sub'), { recursive: true });
  writeFileSync(path.join(root, 'a.bin'), Buffer.from([0, 1, 2, 3, 255]));
  writeFileSync(path.join(root, 'sub', 'b.txt'), 'hello cache\n');
}

describe('Logger', () => {
  it('is satisfied by @actions/core, which the action passes', () => {
    const log: Logger = core;
    expect(typeof log.warning).toBe('function');
  });
});

describe('cacheKey', () => {
  it('joins parts under the versioned prefix and replaces commas', () => {
    expect(cacheKey('artifact', 'a,b', 'c')).toBe(`${CACHE_KEY_PREFIX}-artifact-a_b-c`);
  });

  it('rejects keys over 512 characters with a RangeError', () => {
    expect(() => cacheKey('x'.repeat(600))).toThrow(RangeError);
    expect(() => cacheKey('x'.repeat(600))).toThrow(/at most 512/);
  });
});

describe('createActionsCache against the local cache service', () => {
  it('saves with CreateCacheEntry, Put Blob, FinalizeCacheEntryUpload and restores with one GET', async () => {
    const log = recordingLogger();
    const cache = createActionsCache(log);
    const dir = path.join(tmp.dir, 'outside-workspace', 'tool');
    writeTree(dir);

    await cache.save('k-roundtrip', [dir]);
    expect(server.kinds()).toEqual(['CreateCacheEntry', 'PutBlob', 'FinalizeCacheEntryUpload']);
    expect(server.entries.map((e) => [e.key, e.finalized])).toEqual([['k-roundtrip', true]]);
    const twirpCall = server.requests[0];
    expect(twirpCall?.headers.authorization).toBe(`Bearer ${server.token}`);
    expect(JSON.parse(twirpCall?.body.toString() ?? '{}')).toMatchObject({ key: 'k-roundtrip' });
    const putBlob = server.requests[1];
    expect(putBlob?.headers['x-ms-blob-type']).toBe('BlockBlob');
    expect(log.text()).toContain('Saved k-roundtrip');

    rmSync(dir, { recursive: true });
    server.requests.length = 0;
    expect(await cache.restore('k-roundtrip', [dir])).toBe(true);
    expect(server.kinds()).toEqual(['GetCacheEntryDownloadURL', 'GetBlob']);
    expect(readFileSync(path.join(dir, 'a.bin'))).toEqual(Buffer.from([0, 1, 2, 3, 255]));
    expect(readFileSync(path.join(dir, 'sub', 'b.txt'), 'utf8')).toBe('hello cache\n');
    expect(log.warnings()).toEqual([]);
  });

  it('reports a miss for an unknown key, and for a known key saved under other paths', async () => {
    const log = recordingLogger();
    const cache = createActionsCache(log);
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    await cache.save('k-paths', [dir]);

    expect(await cache.restore('k-unknown', [dir])).toBe(false);
    // The cache version hashes the path list, so other paths miss.
    expect(await cache.restore('k-paths', [path.join(workspace, 'elsewhere')])).toBe(false);
    expect(log.warnings()).toEqual([]);
  });

  it('does not treat an existing entry as an error on a second save (409 already_exists)', async () => {
    const log = recordingLogger();
    const cache = createActionsCache(log);
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    await cache.save('k-twice', [dir]);
    server.requests.length = 0;
    await expect(cache.save('k-twice', [dir])).resolves.toBeUndefined();
    expect(server.kinds()).toEqual(['CreateCacheEntry']);
    expect(server.entries.filter((e) => e.key === 'k-twice')).toHaveLength(1);
    expect(log.warnings()).toEqual([]);
  });

  it('skips quietly, with no request, when the cache service is not configured', async () => {
    restoreEnv();
    restoreEnv = setCacheEnv({ RUNNER_TEMP: path.join(tmp.dir, 'runner-temp') });
    const log = recordingLogger();
    const cache = createActionsCache(log);
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    expect(await cache.restore('k-none', [dir])).toBe(false);
    await cache.save('k-none', [dir]);
    expect(server.requests).toEqual([]);
    expect(log.lines.map((l) => l.level)).toEqual(['debug', 'debug']);
  });

  it('treats a refused connection as a miss and a save that resolves', async () => {
    const log = recordingLogger();
    const cache = createActionsCache(log);
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    await server.setMode('refused');
    const started = Date.now();
    expect(await cache.restore('k-down', [dir])).toBe(false);
    await expect(cache.save('k-down', [dir])).resolves.toBeUndefined();
    // ECONNREFUSED is not retried by @actions/cache.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(existsSync(path.join(dir, 'a.bin'))).toBe(true);
  });

  it('turns an exception from the cache library into a warning', async () => {
    const log = recordingLogger();
    const failing: CacheBackend = {
      isFeatureAvailable: () => true,
      restoreCache: () => Promise.reject(new Error('Key Validation Error: bad key')),
      saveCache: () => Promise.reject(new Error('Path Validation Error: nothing to save')),
    };
    const cache = createActionsCache(log, failing);
    expect(await cache.restore('k', ['x'])).toBe(false);
    await expect(cache.save('k', ['x'])).resolves.toBeUndefined();
    expect(log.warnings()).toEqual([
      'Could not restore k from the Actions cache: Key Validation Error: bad key',
      'Could not save k to the Actions cache: Path Validation Error: nothing to save',
    ]);
  });

  // @actions/cache retries twirp 5xx five times from a 3 s base (about 25-35 s in all).
  it('treats a service answering 500 as a miss after the library retries', async () => {
    const log = recordingLogger();
    const cache = createActionsCache(log);
    await server.setMode('500');
    expect(await cache.restore('k-500', [path.join(workspace, 'tool')])).toBe(false);
    expect(server.kinds().filter((k) => k === 'GetCacheEntryDownloadURL')).toHaveLength(5);
    expect(log.warnings()).toEqual([]);
  }, 90_000);
});

describe('local blob storage', () => {
  async function createEntry(key: string): Promise<string> {
    const res = await fetch(`${server.url}${TWIRP_PREFIX}CreateCacheEntry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ key, version: 'v-test' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; signed_upload_url: string };
    expect(body.ok).toBe(true);
    return body.signed_upload_url;
  }

  it('accepts Put Block and Put Block List from the Azure SDK above maxSingleShotSize', async () => {
    const uploadUrl = await createEntry('k-blocks');
    const file = path.join(tmp.dir, 'big.bin');
    const data = Buffer.alloc(3000);
    for (let i = 0; i < data.length; i++) data[i] = (i * 7) % 251;
    writeFileSync(file, data);
    await new BlockBlobClient(uploadUrl).uploadFile(file, {
      blockSize: 1024,
      maxSingleShotSize: 1024,
      concurrency: 2,
    });
    expect(server.kinds().filter((k) => k === 'PutBlock')).toHaveLength(3);
    expect(server.kinds().at(-1)).toBe('PutBlockList');

    const finalize = await fetch(`${server.url}${TWIRP_PREFIX}FinalizeCacheEntryUpload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ key: 'k-blocks', version: 'v-test', size_bytes: '3000' }),
    });
    expect(await finalize.json()).toEqual({ ok: true, entry_id: expect.any(String) });

    const lookup = await fetch(`${server.url}${TWIRP_PREFIX}GetCacheEntryDownloadURL`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify({ key: 'k-blocks', version: 'v-test' }),
    });
    const { signed_download_url: downloadUrl } = (await lookup.json()) as {
      signed_download_url: string;
    };
    const ranged = await fetch(downloadUrl, { headers: { range: 'bytes=1000-1999' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 1000-1999/3000');
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(data.subarray(1000, 2000));
    const whole = await fetch(downloadUrl);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(data);
  });

  it('refuses blob requests without the SAS signature', async () => {
    const uploadUrl = new URL(await createEntry('k-sig'));
    uploadUrl.searchParams.delete('sig');
    const res = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: 'x',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('x-ms-error-code')).toBe('AuthenticationFailed');
  });
});
