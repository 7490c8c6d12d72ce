/**
 * hf:// artifacts against a local Hub that speaks the Hub's protocol
 * (test/servers/hub.ts) and its separate CDN host: the test matrix of issue 31
 * point 3. Digests are computed here with node:crypto from the served bytes,
 * and the git blob id is checked against `git hash-object` (the value below).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gitBlobId, hubContext, runHubContext } from '../../src/artifacts/hub.js';
import { parseHubSource } from '../../src/artifacts/hub-source.js';
import {
  resolveArtifact,
  type ResolveArtifactOptions,
} from '../../src/artifacts/resolve-artifact.js';
import type { ArtifactCache } from '../../src/store/actions-cache.js';
import { entryDigest } from '../../src/store/entry-digest.js';
import { createLocalCache } from '../../src/store/local-cache.js';
import { recordingLogger, tempDir, type RecordingLogger } from '../servers/env.js';
import { gitBlobIdOf, startHubServer, type HubServer } from '../servers/hub.js';

const sha = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

const MODEL = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 37 + 11) % 256));
const MODEL_SHA = sha(MODEL);
const CONFIG_JSON = Buffer.from('{"max_length": 512}\n');

let hub: HubServer;
let tmp: ReturnType<typeof tempDir>;
let log: RecordingLogger;

beforeAll(async () => {
  hub = await startHubServer();
});
afterAll(async () => {
  await hub.close();
});
beforeEach(() => {
  tmp = tempDir('hub');
  log = recordingLogger();
  hub.requests.length = 0;
  hub.cdnRequests.length = 0;
  hub.faults = { revision: [], resolve: [], cdn: [] };
  hub.corrupt.clear();
});
afterEach(() => tmp.remove());

function options(
  env: Record<string, string> = {},
  overrides: Partial<ResolveArtifactOptions> = {},
): ResolveArtifactOptions {
  return {
    workspace: tmp.dir,
    destDir: path.join(tmp.dir, 'artifacts'),
    allowHttp: true,
    maxBytes: 1_000_000,
    retries: 2,
    retryBaseDelayMs: 5,
    idleTimeoutMs: 2_000,
    log,
    hub: runHubContext({ HF_ENDPOINT: hub.url, ...env }),
    cache: createLocalCache(path.join(tmp.dir, 'cache'), { maxBytes: 10_000_000, log }),
    ...overrides,
  };
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => d.name)
    .sort();
}

const hubKinds = () => hub.requests.map((r) => `${r.method} ${r.kind}`);

describe('hf:// sources', () => {
  it('reads owner, repository, revision (refs/pr/N kept whole) and path', () => {
    expect(parseHubSource('hf://org/student@refs/pr/3/onnx/model.onnx')).toEqual({
      repoType: 'model',
      repo: 'org/student',
      revision: 'refs/pr/3',
      path: 'onnx/model.onnx',
    });
    expect(parseHubSource('hf://datasets/org/data@release%2Fv1/test.jsonl')).toEqual({
      repoType: 'dataset',
      repo: 'org/data',
      revision: 'release/v1',
      path: 'test.jsonl',
    });
    expect(parseHubSource('hf://org/student/model.onnx').revision).toBeNull();
  });

  it.each([
    ['hf://org/model.onnx', 'is not a Hub file'],
    [
      'hf://org/repo/../secret',
      'has the path "../secret" (empty, "." and ".." segments are not allowed)',
    ],
    ['hf://org/repo@/model.onnx', 'is not a Hub file'],
    ['hf://o$rg/repo/model.onnx', 'names the repository "o$rg/repo"'],
  ])('refuses %s', (source, why) => {
    expect(() => parseHubSource(source)).toThrow(
      `artifact source "${source}" ${why}; expected hf://OWNER/REPO[@REVISION]/PATH`,
    );
  });

  it('reads HF_ENDPOINT, HF_TOKEN and HF_HUB_OFFLINE; an hf-token input wins', () => {
    expect(hubContext({})).toMatchObject({ endpoint: 'https://huggingface.co', offline: false });
    expect(hubContext({}).token).toBeUndefined();
    const context = hubContext(
      { HF_ENDPOINT: 'https://mirror.example/hub/', HF_TOKEN: 'env', HF_HUB_OFFLINE: '1' },
      'input',
    );
    expect(context).toMatchObject({
      endpoint: 'https://mirror.example/hub',
      token: 'input',
      offline: true,
    });
    expect(() => hubContext({ HF_HUB_OFFLINE: 'maybe' })).toThrow(
      'HF_HUB_OFFLINE: got "maybe"; allowed: 1 (use only the cache) or 0',
    );
    expect(() => hubContext({ HF_ENDPOINT: 'ftp://mirror' })).toThrow('HF_ENDPOINT');
    // A run's context is made when a Hub file asks for it: a run without one never judges HF_*.
    const lazy = runHubContext({ HF_ENDPOINT: 'ftp://mirror' });
    expect(lazy).toThrow('HF_ENDPOINT: got "ftp://mirror"; allowed: an https URL');
  });

  it('computes the git blob id git does', async () => {
    const file = path.join(tmp.dir, 'hello.txt');
    writeFileSync(file, 'hello\n');
    // printf 'hello\n' | git hash-object --stdin
    expect(await gitBlobId(file)).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
  });
});

describe('the Hub protocol (issue 31, point 3)', () => {
  it('resolves a branch to its commit, follows the 302 to the CDN, verifies X-Linked-Etag, and warns with the commit to pin', async () => {
    const commit = hub.commit('org/student', { 'onnx/model.onnx': { content: MODEL, lfs: true } });
    const result = await resolveArtifact({ source: 'hf://org/student/onnx/model.onnx' }, options());
    expect(result.sha256).toBe(MODEL_SHA);
    expect(result.fromCache).toBe(false);
    expect(result.resolved).toBe(`hf://org/student@${commit}/onnx/model.onnx`);
    expect(readFileSync(result.path)).toEqual(MODEL);
    expect(hubKinds()).toEqual(['GET revision', 'HEAD resolve']);
    expect(hub.requests[0]!.path).toBe('/api/models/org/student/revision/main');
    expect(hub.requests[1]!.path).toBe(`/org/student/resolve/${commit}/onnx/model.onnx`);
    expect(hub.cdnRequests.map((r) => r.path)).toEqual([`/lfs/${MODEL_SHA}`]);
    expect(log.warnings()).toEqual([
      `hf://org/student/onnx/model.onnx names the revision main, which can move; this run used commit ${commit}: pin it as hf://org/student@${commit}/onnx/model.onnx`,
    ]);
    expect(result.warning).toBe(log.warnings()[0]);
  });

  it('verifies a file kept in git against its blob id (ETag), served by the Hub itself', async () => {
    const commit = hub.commit('org/tok', { 'config.json': { content: CONFIG_JSON, lfs: false } });
    const result = await resolveArtifact(
      { source: `hf://org/tok@${commit}/config.json` },
      options(),
    );
    expect(readFileSync(result.path)).toEqual(CONFIG_JSON);
    expect(result.sha256).toBe(sha(CONFIG_JSON));
    expect(hubKinds()).toEqual(['HEAD resolve', 'GET resolve']);
    expect(hub.cdnRequests).toEqual([]);
    expect(log.warnings()).toEqual([]);
  });

  it('resolves refs/pr/N through the revision API, percent-encoded', async () => {
    const commit = hub.commit(
      'org/pr',
      { 'm.onnx': { content: MODEL, lfs: true } },
      { refs: ['refs/pr/1'] },
    );
    const result = await resolveArtifact({ source: 'hf://org/pr@refs/pr/1/m.onnx' }, options());
    expect(hub.requests[0]!.url).toBe('/api/models/org/pr/revision/refs%2Fpr%2F1');
    expect(result.resolved).toBe(`hf://org/pr@${commit}/m.onnx`);
  });

  it('resolves each revision once per run', async () => {
    hub.commit('org/two', {
      'a.onnx': { content: MODEL, lfs: true },
      'b.json': { content: CONFIG_JSON, lfs: false },
    });
    const shared = options();
    await resolveArtifact({ source: 'hf://org/two/a.onnx' }, shared);
    await resolveArtifact({ source: 'hf://org/two/b.json' }, shared);
    expect(hubKinds().filter((k) => k === 'GET revision')).toHaveLength(1);
    expect(log.warnings()).toHaveLength(1);
  });

  it('a gated repository: 401 without a token; the token reaches the Hub and never the CDN', async () => {
    hub.commit('org/gated', { 'model.onnx': { content: MODEL, lfs: true } }, { gated: true });
    await expect(
      resolveArtifact({ source: 'hf://org/gated/model.onnx' }, options()),
    ).rejects.toThrow(
      'hf://org/gated/model.onnx: HTTP 401 from the Hub: the repository org/gated is private or gated; set HF_TOKEN (CLI) or the hf-token input (action) to a token that can read it',
    );
    await expect(
      resolveArtifact({ source: 'hf://org/gated/model.onnx' }, options({ HF_TOKEN: 'hf_wrong' })),
    ).rejects.toThrow(
      'HTTP 403 from the Hub: the repository org/gated is private or gated; the token given cannot read it',
    );
    hub.requests.length = 0;
    const result = await resolveArtifact(
      { source: 'hf://org/gated/model.onnx' },
      options({ HF_TOKEN: hub.token }),
    );
    expect(result.sha256).toBe(MODEL_SHA);
    expect(hub.requests.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${hub.token}`,
      `Bearer ${hub.token}`,
    ]);
    expect(hub.cdnRequests).toHaveLength(1);
    expect(hub.cdnRequests[0]!.headers.authorization).toBeUndefined();
  });

  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    hub.commit('org/busy', { 'model.onnx': { content: MODEL, lfs: true } });
    hub.faults.resolve.push({ status: 429, headers: { 'retry-after': '1' } });
    const result = await resolveArtifact({ source: 'hf://org/busy/model.onnx' }, options());
    expect(result.sha256).toBe(MODEL_SHA);
    expect(log.text()).toContain(
      '/org/busy/resolve/', // the lookup named by its URL
    );
    expect(log.lines.filter((l) => l.message.includes('retrying'))).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /failed: HTTP 429 .*; retrying in 1000 ms \(the Retry-After it was given\)$/,
        ),
      }),
    ]);
    expect(hubKinds()).toEqual(['GET revision', 'HEAD resolve', 'HEAD resolve']);
  });

  it('backs off exponentially on 5xx without Retry-After, and gives up with one line', async () => {
    hub.commit('org/down', { 'model.onnx': { content: MODEL, lfs: true } });
    hub.faults.revision.push({ status: 503 }, { status: 503 }, { status: 503 });
    await expect(
      resolveArtifact({ source: 'hf://org/down/model.onnx' }, options()),
    ).rejects.toThrow(/HTTP 503 .*\(gave up after 3 attempts\)$/);
    expect(
      log.lines
        .filter((l) => l.message.includes('retrying'))
        .map((l) => /in (\d+) ms/.exec(l.message)?.[1]),
    ).toEqual(['5', '10']);
  });

  it('refuses bytes the CDN flipped: both digests named, nothing kept or cached', async () => {
    hub.commit('org/flip', { 'model.onnx': { content: MODEL, lfs: true } });
    hub.corrupt.add(MODEL_SHA);
    const flipped = Buffer.from(MODEL);
    flipped[flipped.length >> 1]! ^= 0xff;
    await expect(
      resolveArtifact({ source: 'hf://org/flip/model.onnx' }, options()),
    ).rejects.toThrow(
      new RegExp(
        `^sha256 mismatch for hf://org/flip@[0-9a-f]{40}/model.onnx: the Hub states ${MODEL_SHA}, the bytes downloaded from ${hub.cdnUrl}/lfs/${MODEL_SHA} have ${sha(flipped)}; nothing was kept$`,
      ),
    );
    expect(filesIn(path.join(tmp.dir, 'artifacts'))).toEqual([]);
    expect(filesIn(path.join(tmp.dir, 'cache'))).toEqual([]);
  });

  it('refuses a small file whose bytes do not have the git blob id the Hub states', async () => {
    const commit = hub.commit('org/flip-git', {
      'config.json': { content: CONFIG_JSON, lfs: false },
    });
    const blobId = gitBlobIdOf(CONFIG_JSON);
    hub.corrupt.add(blobId);
    const flipped = Buffer.from(CONFIG_JSON);
    flipped[flipped.length >> 1]! ^= 0xff;
    await expect(
      resolveArtifact({ source: `hf://org/flip-git@${commit}/config.json` }, options()),
    ).rejects.toThrow(
      `git blob id mismatch for hf://org/flip-git@${commit}/config.json: the Hub states ${blobId}, the bytes downloaded from ${hub.url}/org/flip-git/resolve/${commit}/config.json have ${gitBlobIdOf(flipped)}; nothing was kept`,
    );
    expect(filesIn(path.join(tmp.dir, 'artifacts'))).toEqual([]);
  });

  it('a cached copy is verified against the Hub with one HEAD; pinned or vouched for, with no request, offline too', async () => {
    const commit = hub.commit('org/pinned', { 'model.onnx': { content: MODEL, lfs: true } });
    const source = `hf://org/pinned@${commit}/model.onnx`;
    // The run that saves it is a trusted one: its manifest records each entry's digest as saved
    // (what trusted-restores.ts's recordingCache writes down).
    const manifest = new Map<string, string>();
    const local = options().cache!;
    const recording: ArtifactCache = {
      restore: (key, paths) => local.restore(key, paths),
      async save(key, paths) {
        manifest.set(key, await entryDigest(paths));
        await local.save(key, paths);
      },
    };
    const first = await resolveArtifact({ source }, options({}, { cache: recording }));
    expect(first.fromCache).toBe(false);
    expect(hubKinds()).toEqual(['HEAD resolve']);
    hub.requests.length = 0;
    hub.cdnRequests.length = 0;
    // Fresh work folders: only the cache holds the file now.
    const dest = (name: string) => ({ destDir: path.join(tmp.dir, name) });
    const unpinned = await resolveArtifact({ source }, options({}, dest('second')));
    expect(hubKinds()).toEqual(['HEAD resolve']);
    expect(hub.cdnRequests).toEqual([]);
    expect(log.text()).toContain(
      `Restored ${source} from the cache (sha256 ${MODEL_SHA}, as the Hub states for commit ${commit})`,
    );
    hub.requests.length = 0;
    const pinned = await resolveArtifact({ source, sha256: MODEL_SHA }, options({}, dest('third')));
    const offline = await resolveArtifact(
      { source, sha256: MODEL_SHA },
      options({ HF_HUB_OFFLINE: '1' }, dest('fourth')),
    );
    const asked: [string, string][] = [];
    const trusted = await resolveArtifact(
      { source },
      options(
        { HF_HUB_OFFLINE: '1' },
        {
          ...dest('fifth'),
          trusted: {
            vouches: async (key, digest) => {
              asked.push([key, digest]);
              return manifest.get(key) === digest;
            },
          },
        },
      ),
    );
    for (const result of [unpinned, pinned, offline, trusted]) {
      expect(result.fromCache).toBe(true);
      expect(result.sha256).toBe(MODEL_SHA);
      expect(readFileSync(result.path)).toEqual(MODEL);
    }
    expect([...manifest.keys()]).toEqual([
      expect.stringMatching(/^metacompress-v1-hf-[0-9a-f]{32}$/),
    ]);
    expect(asked).toEqual([...manifest.entries()]);
    expect(hub.requests).toEqual([]);
    expect(hub.cdnRequests).toEqual([]);
    expect(log.warnings()).toEqual([]);
    // Offline, nothing but the Hub could verify the copy: one line, and no unverified file left.
    await expect(
      resolveArtifact({ source }, options({ HF_HUB_OFFLINE: '1' }, dest('sixth'))),
    ).rejects.toThrow(
      `${source}: HF_HUB_OFFLINE is set, and a cached copy is verified only against the Hub, a pinned sha256 or a trusted record: pin its sha256 beside it in the config, or let the run reach the Hub`,
    );
    expect(filesIn(path.join(tmp.dir, 'sixth'))).toEqual([]);
  });

  describe('a cached copy whose writer rewrote its record to match other bytes', () => {
    const OTHER = Buffer.from('the bytes of another model');

    /** As the attacker: the entry's file replaced by `bytes`, its record's sha256 made theirs. */
    function forgeEntry(bytes: Buffer): void {
      const cacheDir = path.join(tmp.dir, 'cache');
      const [entry] = readdirSync(cacheDir);
      writeFileSync(path.join(cacheDir, entry!, '0'), bytes);
      const recordFile = path.join(cacheDir, entry!, '1');
      const record = JSON.parse(readFileSync(recordFile, 'utf8')) as { sha256: string };
      writeFileSync(recordFile, JSON.stringify({ ...record, sha256: sha(bytes) }));
    }

    it('an LFS file: the Hub states another sha256, one warning, and the file is fetched again', async () => {
      const commit = hub.commit('org/forged', { 'model.onnx': { content: MODEL, lfs: true } });
      const source = `hf://org/forged@${commit}/model.onnx`;
      await resolveArtifact({ source }, options());
      forgeEntry(OTHER);
      hub.requests.length = 0;
      hub.cdnRequests.length = 0;
      const again = await resolveArtifact(
        { source },
        options({}, { destDir: path.join(tmp.dir, 'again') }),
      );
      expect(again.fromCache).toBe(false);
      expect(readFileSync(again.path)).toEqual(MODEL);
      expect(log.warnings()).toEqual([
        `Cached copy of ${source} is not usable: its bytes have sha256 ${sha(OTHER)}, the Hub states ${MODEL_SHA} for commit ${commit}; fetching it again`,
      ]);
      // The Hub's answer to the check is the download's: one HEAD, then the CDN.
      expect(hubKinds()).toEqual(['HEAD resolve']);
      expect(hub.cdnRequests.map((r) => r.path)).toEqual([`/lfs/${MODEL_SHA}`]);
    });

    it('a file kept in git: its git blob id is not the one the Hub states', async () => {
      const commit = hub.commit('org/forged-git', {
        'config.json': { content: CONFIG_JSON, lfs: false },
      });
      const source = `hf://org/forged-git@${commit}/config.json`;
      await resolveArtifact({ source }, options());
      forgeEntry(OTHER);
      hub.requests.length = 0;
      const again = await resolveArtifact(
        { source },
        options({}, { destDir: path.join(tmp.dir, 'again') }),
      );
      expect(again.fromCache).toBe(false);
      expect(readFileSync(again.path)).toEqual(CONFIG_JSON);
      // git hash-object of the two texts: computed by the server's own function, checked against git above.
      expect(log.warnings()).toEqual([
        `Cached copy of ${source} is not usable: its bytes have git blob id ${gitBlobIdOf(OTHER)}, the Hub states ${gitBlobIdOf(CONFIG_JSON)} for commit ${commit}; fetching it again`,
      ]);
      expect(hubKinds()).toEqual(['HEAD resolve', 'GET resolve']);
    });

    it('a pinned sha256 refuses it without asking the Hub, and the download is held to the pin', async () => {
      const commit = hub.commit('org/forged-pin', { 'model.onnx': { content: MODEL, lfs: true } });
      const source = `hf://org/forged-pin@${commit}/model.onnx`;
      await resolveArtifact({ source, sha256: MODEL_SHA }, options());
      forgeEntry(OTHER);
      hub.requests.length = 0;
      const again = await resolveArtifact(
        { source, sha256: MODEL_SHA },
        options({}, { destDir: path.join(tmp.dir, 'again') }),
      );
      expect(again.fromCache).toBe(false);
      expect(again.sha256).toBe(MODEL_SHA);
      expect(log.warnings()).toEqual([
        `Cached copy of ${source} is not usable: its bytes have sha256 ${sha(OTHER)}, not the ${MODEL_SHA} the config pins; fetching it again`,
      ]);
    });
  });

  it('offline: a file not cached, or a revision that is not a commit, is one line', async () => {
    const commit = hub.commit('org/off', { 'model.onnx': { content: MODEL, lfs: true } });
    await expect(
      resolveArtifact(
        { source: `hf://org/off@${commit}/model.onnx` },
        options({ HF_HUB_OFFLINE: '1' }),
      ),
    ).rejects.toThrow(
      `hf://org/off@${commit}/model.onnx: HF_HUB_OFFLINE is set and the file is not in the cache; run once with the Hub reachable, or unset HF_HUB_OFFLINE`,
    );
    await expect(
      resolveArtifact({ source: 'hf://org/off/model.onnx' }, options({ HF_HUB_OFFLINE: '1' })),
    ).rejects.toThrow(
      'hf://org/off/model.onnx: HF_HUB_OFFLINE is set, and revision main is not a commit, so it cannot be resolved without the Hub; pin a commit (hf://org/off@<40-hex commit>/model.onnx)',
    );
    expect(hub.requests).toEqual([]);
  });

  it('a cache entry whose bytes changed is a warning and a fresh download', async () => {
    const commit = hub.commit('org/bad-cache', { 'model.onnx': { content: MODEL, lfs: true } });
    const source = `hf://org/bad-cache@${commit}/model.onnx`;
    await resolveArtifact({ source }, options());
    const cacheDir = path.join(tmp.dir, 'cache');
    const [entry] = readdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, entry!, '0'), 'tampered');
    hub.requests.length = 0;
    const again = await resolveArtifact(
      { source },
      options({}, { destDir: path.join(tmp.dir, 'again') }),
    );
    expect(again.fromCache).toBe(false);
    expect(again.sha256).toBe(MODEL_SHA);
    expect(log.warnings()).toEqual([
      `Cached copy of ${source} is not usable: its bytes have sha256 ${sha('tampered')}, not the ${MODEL_SHA} it recorded; fetching it again`,
    ]);
  });

  it.each([
    ['hf://org/nobody/model.onnx', 'RepoNotFound', 'org/nobody', 'main', 'model.onnx'],
    ['hf://org/known@v9/model.onnx', 'RevisionNotFound', 'org/known', 'v9', 'model.onnx'],
    [
      'hf://org/known/onnx/missing.onnx',
      'EntryNotFound',
      'org/known',
      '<commit>',
      'onnx/missing.onnx',
    ],
  ])(
    '404 for %s names repository, revision and path apart',
    async (source, code, repo, rev, file) => {
      const commit = hub.commit('org/known', { 'model.onnx': { content: MODEL, lfs: true } });
      await expect(resolveArtifact({ source }, options())).rejects.toThrow(
        `${source}: not found on the Hub (HTTP 404, ${code}): repository ${repo}, revision ${rev === '<commit>' ? commit : rev}, path ${file}`,
      );
    },
  );

  it('a sha256 pinned in the config that the Hub contradicts stops before the download', async () => {
    const commit = hub.commit('org/pin', { 'model.onnx': { content: MODEL, lfs: true } });
    const wrong = 'a'.repeat(64);
    await expect(
      resolveArtifact({ source: `hf://org/pin@${commit}/model.onnx`, sha256: wrong }, options()),
    ).rejects.toThrow(
      `sha256 mismatch for hf://org/pin@${commit}/model.onnx: expected ${wrong}, but the Hub states ${MODEL_SHA} for the file`,
    );
    expect(hub.cdnRequests).toEqual([]);
  });

  it('applies the size limit from X-Linked-Size before downloading', async () => {
    const commit = hub.commit('org/big', { 'model.onnx': { content: MODEL, lfs: true } });
    await expect(
      resolveArtifact(
        { source: `hf://org/big@${commit}/model.onnx` },
        options({}, { maxBytes: 100 }),
      ),
    ).rejects.toThrow(
      `hf://org/big@${commit}/model.onnx is 5000 bytes, over the size limit of 100 bytes`,
    );
    expect(hub.cdnRequests).toEqual([]);
  });
});
