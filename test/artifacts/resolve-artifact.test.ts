import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  resolveArtifact,
  type ResolveArtifactOptions,
} from '../../src/artifacts/resolve-artifact.js';
import { createActionsCache, type ArtifactCache } from '../../src/store/actions-cache.js';
import { InputError } from '../../src/errors.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import {
  quietActionsOutput,
  recordingLogger,
  setCacheEnv,
  tempDir,
  type RecordingLogger,
} from '../servers/env.js';
import { startFileServer, type FileServer } from '../servers/file-server.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';

// @actions/cache's ::debug:: lines stay out of the test output (shown under a failing test).
quietActionsOutput();

const sha = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

const MODEL = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
const MODEL_SHA = sha(MODEL);
const TOKEN = 'ghs_testtoken123456';

let files: FileServer;
let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let tmp: ReturnType<typeof tempDir>;
let log: RecordingLogger;
let restoreEnv: () => void;

beforeAll(async () => {
  [files, github, cacheServer] = await Promise.all([
    startFileServer(),
    startGitHubApiServer({ token: TOKEN }),
    startActionsCacheServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([files.close(), github.close(), cacheServer.close()]);
});
beforeEach(() => {
  tmp = tempDir('artifacts');
  mkdirSync(path.join(tmp.dir, 'workspace'));
  mkdirSync(path.join(tmp.dir, 'runner-temp'));
  log = recordingLogger();
  files.requests.length = 0;
  files.faults.clear();
  files.requireAuthorization = undefined;
  github.requests.length = 0;
  cacheServer.requests.length = 0;
  restoreEnv = setCacheEnv({
    ...cacheServer.env(),
    RUNNER_TEMP: path.join(tmp.dir, 'runner-temp'),
    GITHUB_WORKSPACE: path.join(tmp.dir, 'workspace'),
  });
});
afterEach(() => {
  restoreEnv();
  tmp.remove();
});

function options(overrides: Partial<ResolveArtifactOptions> = {}): ResolveArtifactOptions {
  return {
    workspace: path.join(tmp.dir, 'workspace'),
    destDir: path.join(tmp.dir, 'artifacts'),
    allowHttp: true,
    maxBytes: 1_000_000,
    retries: 3,
    retryBaseDelayMs: 5,
    idleTimeoutMs: 2_000,
    apiUrl: github.url,
    log,
    ...overrides,
  };
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name);
}

describe('local paths', () => {
  it('resolves a workspace-relative path and hashes it', async () => {
    const ws = path.join(tmp.dir, 'workspace');
    mkdirSync(path.join(ws, 'models'));
    writeFileSync(path.join(ws, 'models', 'student.onnx'), MODEL);
    const result = await resolveArtifact({ source: 'models/student.onnx' }, options());
    expect(result).toEqual({
      path: path.join(ws, 'models', 'student.onnx'),
      sha256: MODEL_SHA,
      fromCache: false,
    });
  });

  it('names both hashes on a mismatch', async () => {
    const file = path.join(tmp.dir, 'teacher.onnx');
    writeFileSync(file, 'not the model');
    await expect(resolveArtifact({ source: file, sha256: MODEL_SHA }, options())).rejects.toThrow(
      `sha256 mismatch for ${file}: expected ${MODEL_SHA}, got ${sha('not the model')}`,
    );
  });

  it('says which file is missing', async () => {
    await expect(resolveArtifact({ source: 'nope.onnx' }, options())).rejects.toThrow(
      `artifact file not found: ${path.join(tmp.dir, 'workspace', 'nope.onnx')} (source "nope.onnx")`,
    );
  });

  it('names a loop of symbolic links as one, not as a missing file', async () => {
    const [a, b] = [path.join(tmp.dir, 'a.onnx'), path.join(tmp.dir, 'b.onnx')];
    symlinkSync(b, a);
    symlinkSync(a, b);
    await expect(resolveArtifact({ source: a }, options())).rejects.toThrow(
      new InputError(`artifact ${a} is a loop of symbolic links (source "${a}")`),
    );
  });

  it('applies the size limit', async () => {
    const file = path.join(tmp.dir, 'big.bin');
    writeFileSync(file, MODEL);
    await expect(resolveArtifact({ source: file }, options({ maxBytes: 100 }))).rejects.toThrow(
      `${file} is 4096 bytes, over the size limit of 100 bytes`,
    );
  });
});

describe('https URLs (served over local http with allowHttp)', () => {
  it('downloads into destDir under the URL file name and verifies the pinned hash', async () => {
    const url = files.addFile('/models/student.onnx', MODEL);
    const result = await resolveArtifact({ source: url, sha256: MODEL_SHA }, options());
    expect(result.sha256).toBe(MODEL_SHA);
    expect(result.fromCache).toBe(false);
    expect(path.basename(result.path)).toBe('student.onnx');
    expect(result.path.startsWith(path.join(tmp.dir, 'artifacts'))).toBe(true);
    expect(readFileSync(result.path)).toEqual(MODEL);
    expect(listFiles(path.join(tmp.dir, 'artifacts'))).toEqual(['student.onnx']);
  });

  it('refuses plain http unless allowHttp is set, before any request', async () => {
    const url = files.addFile('/plain.onnx', MODEL);
    await expect(resolveArtifact({ source: url }, options({ allowHttp: false }))).rejects.toThrow(
      `refusing plain http URL ${url}; set allow-http: true to permit it`,
    );
    expect(files.requests).toEqual([]);
  });

  it('retries a 503 and a connection dropped mid-body, then succeeds', async () => {
    const url = files.addFile('/flaky.onnx', MODEL);
    files.script('/flaky.onnx', [503, 'drop']);
    const result = await resolveArtifact({ source: url, sha256: MODEL_SHA }, options());
    expect(result.sha256).toBe(MODEL_SHA);
    expect(files.hits('/flaky.onnx')).toHaveLength(3);
    const retries = log.lines.filter((l) => l.message.includes('retrying in'));
    expect(retries.map((l) => l.message.match(/retrying in (\d+) ms/)?.[1])).toEqual(['5', '10']);
    expect(retries[0]?.message).toContain('HTTP 503');
    expect(retries[1]?.message).toMatch(/broke after \d+ bytes/);
    expect(listFiles(path.join(tmp.dir, 'artifacts'))).toEqual(['flaky.onnx']);
  });

  it('retries a stalled transfer after the idle timeout', async () => {
    const url = files.addFile('/stall.onnx', MODEL);
    files.script('/stall.onnx', ['stall']);
    const result = await resolveArtifact(
      { source: url, sha256: MODEL_SHA },
      // Long enough that the retry's own reply (from this process's server) is never late.
      options({ idleTimeoutMs: 1_000 }),
    );
    expect(result.sha256).toBe(MODEL_SHA);
    expect(files.hits('/stall.onnx')).toHaveLength(2);
    expect(log.text()).toContain('no data for 1000 ms');
  });

  it('does not retry a 4xx', async () => {
    const url = files.addFile('/gone.onnx', MODEL);
    files.script('/gone.onnx', [404]);
    await expect(resolveArtifact({ source: url }, options())).rejects.toThrow(
      `download of ${url} failed: HTTP 404 Not Found`,
    );
    expect(files.hits('/gone.onnx')).toHaveLength(1);
  });

  it('gives up on 5xx after the configured retries', async () => {
    const url = files.addFile('/down.onnx', MODEL);
    files.script('/down.onnx', [500, 502, 503, 500]);
    await expect(resolveArtifact({ source: url }, options({ retries: 2 }))).rejects.toThrow(
      `download of ${url} failed: HTTP 503 Service Unavailable (gave up after 3 attempts)`,
    );
    expect(files.hits('/down.onnx')).toHaveLength(3);
  });

  it('stops on a Content-Length over the limit without reading the body', async () => {
    const url = files.addFile('/huge.onnx', MODEL);
    await expect(resolveArtifact({ source: url }, options({ maxBytes: 1000 }))).rejects.toThrow(
      `${url} is 4096 bytes (Content-Length), over the size limit of 1000 bytes`,
    );
    expect(files.hits('/huge.onnx')).toHaveLength(1);
    expect(listFiles(path.join(tmp.dir, 'artifacts'))).toEqual([]);
  });

  it('stops a body without Content-Length once it passes the limit, without retrying', async () => {
    const url = files.addFile('/chunked.onnx', MODEL);
    files.script('/chunked.onnx', ['no-length']);
    await expect(resolveArtifact({ source: url }, options({ maxBytes: 1000 }))).rejects.toThrow(
      `${url} is more than 1000 bytes, over the size limit of 1000 bytes`,
    );
    expect(files.hits('/chunked.onnx')).toHaveLength(1);
    expect(listFiles(path.join(tmp.dir, 'artifacts'))).toEqual([]);
  });

  it('rejects a download with the wrong hash, naming both, and leaves no file', async () => {
    const url = files.addFile('/changed.onnx', 'new content');
    await expect(resolveArtifact({ source: url, sha256: MODEL_SHA }, options())).rejects.toThrow(
      `sha256 mismatch for ${url}: expected ${MODEL_SHA}, got ${sha('new content')}`,
    );
    expect(files.hits('/changed.onnx')).toHaveLength(1);
    expect(listFiles(path.join(tmp.dir, 'artifacts'))).toEqual([]);
  });

  it('never logs the query string of a signed URL, even in errors', async () => {
    const url = files.addFile('/signed.onnx', MODEL);
    files.script('/signed.onnx', [503, 403]);
    const signed = `${url}?se=2030-01-01&sig=SECRETSIGNATURE`;
    const error = await resolveArtifact({ source: signed }, options()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`download of ${url} failed: HTTP 403 Forbidden`);
    expect(log.text()).not.toContain('SECRETSIGNATURE');
    expect(files.hits('/signed.onnx')[0]?.url).toContain('sig=SECRETSIGNATURE');
  });

  it('sends no token with a URL artifact, not even one on the GitHub API origin (before: sent there)', async () => {
    const url = files.addFile('/private.onnx', MODEL);
    files.requireAuthorization = `Bearer ${TOKEN}`;
    // Another origin: no token, so the server's 401 stands (and is not retried).
    await expect(resolveArtifact({ source: url }, options({ token: TOKEN }))).rejects.toThrow(
      'HTTP 401 Unauthorized',
    );
    expect(files.hits('/private.onnx')[0]?.headers.authorization).toBeUndefined();
    // The API's own origin: a URL from a config is not a request built for the API either.
    await expect(
      resolveArtifact(
        { source: url, sha256: MODEL_SHA },
        options({ token: TOKEN, apiUrl: files.url }),
      ),
    ).rejects.toThrow('HTTP 401 Unauthorized');
    expect(files.hits('/private.onnx').map((r) => r.headers.authorization)).toEqual([
      undefined,
      undefined,
    ]);
    expect(log.text()).not.toContain(TOKEN);
  });

  it('warns about an unpinned URL, and downloads it', async () => {
    const url = files.addFile('/unpinned.onnx', MODEL);
    const got = await resolveArtifact({ source: url }, options());
    expect(got.sha256).toBe(MODEL_SHA);
    expect(log.warnings()).toEqual([
      `No sha256 pinned for ${url}: downloading without verification or caching; pin it with sha256 beside it in the config or its *-sha256 input (teacher-model-sha256, student-model-sha256, dataset-sha256, or artifact-sha256 "key: hex"), or set require-sha256: true to make this an error`,
    ]);
  });

  it('ends a download that trickles within the idle timeout at its deadline, without retrying', async () => {
    const url = files.addFile('/trickle.onnx', MODEL);
    files.script('/trickle.onnx', ['trickle']);
    const error = await resolveArtifact(
      { source: url, sha256: MODEL_SHA },
      options({ downloadTimeoutMs: 400, downloadTimeoutName: 'download-timeout-minutes 1' }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      `download of ${url} did not finish in time (download-timeout-minutes 1); raise it, or use a closer or smaller artifact`,
    );
    // Its 4,096 bytes at one per 50 ms would take 200 s; the idle timeout (2 s) never fires.
    expect(files.hits('/trickle.onnx')).toHaveLength(1);
  });

  it('reuses a verified file already on disk without a request', async () => {
    const url = files.addFile('/again.onnx', MODEL);
    await resolveArtifact({ source: url, sha256: MODEL_SHA }, options());
    const second = await resolveArtifact({ source: url, sha256: MODEL_SHA }, options());
    expect(second.fromCache).toBe(true);
    expect(files.hits('/again.onnx')).toHaveLength(1);
  });
});

describe('GitHub release assets', () => {
  it('drops the token for good at a hop to another origin, even one back into the API’s (before: sent again)', async () => {
    const bounce = files.addFile('/bounce', MODEL);
    files.script('/bounce', [{ redirectTo: `${github.url}/bounced/asset` }]);
    github.addRelease('octo', 'models', 'v7', [
      { name: 'bounce.onnx', content: MODEL, redirectTo: bounce },
    ]);
    await expect(
      resolveArtifact(
        { source: 'github-release:octo/models@v7/bounce.onnx' },
        options({ token: TOKEN, retries: 0 }),
      ),
    ).rejects.toThrow(`download of ${github.url}/bounced/asset failed: HTTP 401 Unauthorized`);
    const [lookup, asset, back] = github.requests;
    expect(lookup?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(asset?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(files.hits('/bounce')[0]?.headers.authorization).toBeUndefined();
    expect(back?.path).toBe('/bounced/asset');
    expect(back?.headers.authorization).toBeUndefined();
  });

  it('looks the asset up with the token, follows the 302 without it, and verifies GitHub’s digest', async () => {
    const blob = files.addFile('/release-assets/123', MODEL);
    github.addRelease('octo', 'models', 'v1.0.0', [
      { name: 'student.onnx', content: MODEL, redirectTo: `${blob}?sp=r&sig=ASSETSIG` },
      { name: 'tokenizer.json', content: '{}' },
    ]);
    const result = await resolveArtifact(
      { source: 'github-release:octo/models@v1.0.0/student.onnx' },
      options({ token: TOKEN }),
    );
    expect(result.sha256).toBe(MODEL_SHA);
    expect(path.basename(result.path)).toBe('student.onnx');

    const [lookup, download] = github.requests;
    expect(lookup?.kind).toBe('getReleaseByTag');
    expect(lookup?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(download?.kind).toBe('downloadAsset');
    expect(download?.headers.accept).toBe('application/octet-stream');
    const storage = files.hits('/release-assets/123')[0];
    expect(storage?.headers.authorization).toBeUndefined();
    expect(storage?.query.get('sig')).toBe('ASSETSIG');
    expect(log.text()).not.toContain('ASSETSIG');
    expect(log.text()).not.toContain(TOKEN);
  });

  it('refuses a pinned hash that differs from GitHub’s digest before downloading', async () => {
    github.addRelease('octo', 'models', 'v2', [{ name: 'm.onnx', content: MODEL }]);
    const pinned = 'f'.repeat(64);
    await expect(
      resolveArtifact(
        { source: 'github-release:octo/models@v2/m.onnx', sha256: pinned },
        options({ token: TOKEN }),
      ),
    ).rejects.toThrow(
      `sha256 mismatch for github-release:octo/models@v2/m.onnx: expected ${pinned}, but GitHub reports ${MODEL_SHA} for the asset`,
    );
    expect(github.requests.map((r) => r.kind)).toEqual(['getReleaseByTag']);
  });

  it('verifies the downloaded bytes when GitHub reports no digest', async () => {
    github.addRelease('octo', 'models', 'v3', [
      { name: 'm.onnx', content: 'tampered', withDigest: false },
    ]);
    await expect(
      resolveArtifact(
        { source: 'github-release:octo/models@v3/m.onnx', sha256: MODEL_SHA },
        options({ token: TOKEN }),
      ),
    ).rejects.toThrow(`expected ${MODEL_SHA}, got ${sha('tampered')}`);
  });

  it('explains a missing tag and a missing asset', async () => {
    await expect(
      resolveArtifact(
        { source: 'github-release:octo/models@v9/m.onnx' },
        options({ token: TOKEN }),
      ),
    ).rejects.toThrow(
      'GitHub release v9 of octo/models not found (HTTP 404 from ' +
        `${github.url}/repos/octo/models/releases/tags/v9); check the tag, and for a private repository pass a token that can read it`,
    );
    github.addRelease('octo', 'models', 'v4', [{ name: 'a.onnx', content: 'a' }]);
    await expect(
      resolveArtifact(
        { source: 'github-release:octo/models@v4/b.onnx' },
        options({ token: TOKEN }),
      ),
    ).rejects.toThrow(
      'GitHub release v4 of octo/models has no asset named "b.onnx" (assets: a.onnx)',
    );
  });

  it('retries the release lookup on a 5xx', async () => {
    github.addRelease('octo', 'models', 'v5', [{ name: 'm.onnx', content: MODEL }]);
    github.faults.release = { status: 502, message: 'Server Error', times: 2 };
    const result = await resolveArtifact(
      { source: 'github-release:octo/models@v5/m.onnx' },
      options({ token: TOKEN }),
    );
    expect(result.sha256).toBe(MODEL_SHA);
    expect(github.requests.filter((r) => r.kind === 'getReleaseByTag')).toHaveLength(3);
  });
});

describe('with the Actions cache', () => {
  function cache(): ArtifactCache {
    return createActionsCache(log);
  }

  it('saves a pinned download, then restores it instead of downloading', async () => {
    const url = files.addFile('/cached.onnx', MODEL);
    const first = await resolveArtifact(
      { source: url, sha256: MODEL_SHA },
      options({ cache: cache() }),
    );
    expect(first.fromCache).toBe(false);
    expect(cacheServer.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry',
      'PutBlob',
      'FinalizeCacheEntryUpload',
    ]);
    expect(cacheServer.entries.at(-1)?.key).toMatch(
      new RegExp(`^metacompress-v1-artifact-[0-9a-f]{16}-${MODEL_SHA}$`),
    );

    rmSync(first.path);
    cacheServer.requests.length = 0;
    const second = await resolveArtifact(
      { source: url, sha256: MODEL_SHA },
      options({ cache: cache() }),
    );
    expect(second).toEqual({ path: first.path, sha256: MODEL_SHA, fromCache: true });
    // A lookup (bounded by its own timeout, see src/cache.ts), then the download.
    expect(cacheServer.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'GetBlob',
    ]);
    expect(files.hits('/cached.onnx')).toHaveLength(1);
  });

  it('restores a pinned release asset without calling the GitHub API', async () => {
    github.addRelease('octo', 'models', 'v6', [{ name: 'c.onnx', content: MODEL }]);
    const spec = { source: 'github-release:octo/models@v6/c.onnx', sha256: MODEL_SHA };
    const first = await resolveArtifact(spec, options({ token: TOKEN, cache: cache() }));
    rmSync(first.path);
    github.requests.length = 0;
    const second = await resolveArtifact(spec, options({ token: TOKEN, cache: cache() }));
    expect(second.fromCache).toBe(true);
    expect(github.requests).toEqual([]);
  });

  it('does not cache a download whose hash is not known in advance', async () => {
    const url = files.addFile('/unpinned.onnx', MODEL);
    await resolveArtifact({ source: url }, options({ cache: cache() }));
    expect(cacheServer.requests).toEqual([]);
    expect(log.text()).toContain('No sha256 pinned');
  });

  it('downloads normally when the cache service is down', async () => {
    const url = files.addFile('/nocache.onnx', MODEL);
    await cacheServer.setMode('refused');
    try {
      const result = await resolveArtifact(
        { source: url, sha256: MODEL_SHA },
        options({ cache: cache() }),
      );
      expect(result.sha256).toBe(MODEL_SHA);
      expect(result.fromCache).toBe(false);
    } finally {
      await cacheServer.setMode('up');
    }
  });
});
