import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import * as path from 'node:path';
import * as core from '@actions/core';
import { BlockBlobClient } from '@azure/storage-blob';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionsCacheBackend,
  boundedCache,
  cacheKey,
  createActionsCache,
  CACHE_KEY_PREFIX,
  DEFAULT_CACHE_LIMITS,
  type CacheBackend,
  type CacheLimits,
  type Logger,
} from '../../src/store/actions-cache.js';
import {
  startActionsCacheServer,
  TWIRP_PREFIX,
  type ActionsCacheServer,
} from '../servers/actions-cache.js';
import { quietActionsOutput, recordingLogger, setCacheEnv, tempDir } from '../servers/env.js';

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

const stdout = quietActionsOutput();

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
    // A lookup first (bounded by the lookup timeout), then the download.
    expect(server.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'GetBlob',
    ]);
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
      download: () => Promise.reject(new Error('unreached: the lookup failed')),
      extract: () => Promise.reject(new Error('unreached: the lookup failed')),
    };
    const cache = createActionsCache(log, failing);
    expect(await cache.restore('k', ['x'])).toBe(false);
    await expect(cache.save('k', ['x'])).resolves.toBeUndefined();
    expect(log.warnings()).toEqual([
      'Could not restore k from the Actions cache: Key Validation Error: bad key',
      'Could not save k to the Actions cache: Path Validation Error: nothing to save',
    ]);
  });
});

describe('a cache service that fails costs seconds, not minutes', () => {
  /** Scaled down: the defaults are 10 s for a lookup and 120 s for a transfer. */
  const FAST: CacheLimits = { lookupTimeoutMs: 1_000, transferTimeoutMs: 1_000 };

  it('has defaults of 10 s per lookup and 120 s per transfer', () => {
    expect(DEFAULT_CACHE_LIMITS).toEqual({ lookupTimeoutMs: 10_000, transferTimeoutMs: 120_000 });
  });

  /** Ends the calls given up on: the service refuses, so the library's next retry fails at once. */
  async function endAbandoned(backend: ReturnType<typeof boundedCache>): Promise<number> {
    await server.setMode('refused');
    const started = Date.now();
    await backend.settled();
    return Date.now() - started;
  }

  it('gives up a lookup on a service answering 500 after 1 s, then skips every later call', async () => {
    const log = recordingLogger();
    const backend = boundedCache(actionsCacheBackend, FAST);
    const cache = createActionsCache(log, backend);
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    await server.setMode('500');
    const started = Date.now();
    expect(await cache.restore('k-500', [dir])).toBe(false);
    const ms = Date.now() - started;
    expect(ms).toBeGreaterThanOrEqual(990);
    expect(ms).toBeLessThan(2_900);
    // The library's second attempt would come 3 s after the first.
    expect(server.kinds()).toEqual(['GetCacheEntryDownloadURL']);
    expect(log.warnings()).toEqual([
      'Could not restore k-500 from the Actions cache: the Actions cache service did not finish a lookup within 1 s; the cache is skipped for the rest of this step',
    ]);

    server.requests.length = 0;
    await cache.save('k-500', [dir]);
    expect(await cache.restore('k-other', [dir])).toBe(false);
    expect(server.requests).toEqual([]);
    expect(log.warnings()).toHaveLength(1);
    expect(log.lines.filter((l) => l.level === 'debug').map((l) => l.message)).toEqual([
      'Could not save k-500 to the Actions cache: the Actions cache service did not finish a lookup within 1 s; not tried again in this step',
      'Could not restore k-other from the Actions cache: the Actions cache service did not finish a lookup within 1 s; not tried again in this step',
    ]);
    // The abandoned call retries once more in the background (3 s after the first) and ends there.
    expect(await endAbandoned(backend)).toBeLessThan(6_000);
    expect(stdout.output()).toMatch(/Attempt 1 of 5 failed with error: Failed request: \(500\)/);
  }, 15_000);

  it('gives up a lookup on a stalled service after 1 s', async () => {
    const log = recordingLogger();
    const backend = boundedCache(actionsCacheBackend, FAST);
    const cache = createActionsCache(log, backend);
    await server.setMode('stall');
    const started = Date.now();
    expect(await cache.restore('k-stall', [path.join(workspace, 'tool')])).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(server.kinds()).toEqual(['GetCacheEntryDownloadURL']);
    expect(log.warnings()).toEqual([
      'Could not restore k-stall from the Actions cache: the Actions cache service did not finish a lookup within 1 s; the cache is skipped for the rest of this step',
    ]);
    // Dropping the held connection ends the abandoned call: a reset is not retried.
    expect(await endAbandoned(backend)).toBeLessThan(2_900);
  });

  it('gives up a save on a stalled service after its transfer time', async () => {
    const log = recordingLogger();
    const backend = boundedCache(actionsCacheBackend, FAST);
    const cache = createActionsCache(log, backend);
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    await server.setMode('stall');
    const started = Date.now();
    await expect(cache.save('k-stall-save', [dir])).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(server.kinds()).toEqual(['CreateCacheEntry']);
    expect(log.warnings()).toEqual([
      'Could not save k-stall-save to the Actions cache: the Actions cache service did not finish a save within 1 s; the cache is skipped for the rest of this step',
    ]);
    expect(await endAbandoned(backend)).toBeLessThan(2_900);
  });

  it('still restores when the service recovers within the lookup time (one 500, a retry after 3 s)', async () => {
    const log = recordingLogger();
    const cache = createActionsCache(
      log,
      boundedCache(actionsCacheBackend, { lookupTimeoutMs: 12_000, transferTimeoutMs: 12_000 }),
    );
    const dir = path.join(workspace, 'tool');
    writeTree(dir);
    await cache.save('k-flaky', [dir]);
    rmSync(dir, { recursive: true });
    server.requests.length = 0;
    server.failTwirp(1);
    const started = Date.now();
    expect(await cache.restore('k-flaky', [dir])).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(server.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'GetBlob',
    ]);
    expect(readFileSync(path.join(dir, 'sub', 'b.txt'), 'utf8')).toBe('hello cache\n');
    expect(log.warnings()).toEqual([]);
  }, 15_000);
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
