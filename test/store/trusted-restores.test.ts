/**
 * The pull-request scope attack of issue 43 on the teacher's T(x) scores and
 * attack outcomes, through the real cache protocol and the fake results
 * service's scopes: a pull request's early run (its workflow is the
 * attacker's) restores main's entries, poisons them and saves them under the
 * same keys into the pull request's scope; its last run restores that scope
 * first. Without a manifest the poisoned values come back as they were
 * planted (every check of the file passes: the outcomes' checksum is
 * recomputed); with the default branch's manifest each is one warning and a
 * miss, so the teacher is run again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as actionsCache from '@actions/cache';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActionsCache, cacheKey } from '../../src/store/actions-cache.js';
import {
  decodeManifest,
  encodeManifest,
  type EntryDigests,
  type Manifest,
} from '../../src/store/manifest.js';
import { createTeacherOutputsCache } from '../../src/store/teacher-entries.js';
import { recordingCache, vouchedCache } from '../../src/store/trusted-restores.js';
import type { CachedOutcomes, CachedScores } from '../../src/store/types.js';
import {
  startActionsCacheServer,
  TWIRP_PREFIX,
  type ActionsCacheServer,
} from '../servers/actions-cache.js';
import { quietActionsOutput, recordingLogger, setCacheEnv, tempDir } from '../servers/env.js';
import type { WorkflowRun } from '../servers/runtime-token.js';

quietActionsOutput();

const main = (id: number): WorkflowRun => ({
  id,
  attempt: 1,
  event: 'push',
  ref: 'refs/heads/main',
  headBranch: 'main',
  headSha: 'a'.repeat(40),
  headRepository: 'octo/distil',
  repository: 'octo/distil',
  readRefs: [],
});
const pullRequest = (id: number, number = 7): WorkflowRun => ({
  ...main(id),
  event: 'pull_request',
  ref: `refs/pull/${number}/merge`,
  headBranch: `feature-${number}`,
  readRefs: ['refs/heads/main'],
});

const SCORES_KEY = 'teacher-scores-of-the-run';
const OUTCOMES_KEY = 'teacher-outcomes-of-the-run';
const SCORES: CachedScores = {
  digests: Uint8Array.from({ length: 64 }, (_, i) => i),
  probs: Float64Array.from([0.9, 0.1, 0.2, 0.8]),
  cols: 2,
};
const OUTCOMES: CachedOutcomes = {
  entries: [
    {
      method: 'mhm',
      row: 3,
      label: 1,
      digest: 'c'.repeat(64),
      outcome: { status: 'failed', queries: 200 },
      probs: null,
    },
  ],
};
/** What the attacker saves: the columns swapped, the failed search a success. */
const POISONED_SCORES: CachedScores = { ...SCORES, probs: Float64Array.from([0.1, 0.9, 0.8, 0.2]) };
const POISONED_OUTCOMES: CachedOutcomes = {
  entries: [
    {
      ...OUTCOMES.entries[0]!,
      outcome: {
        status: 'success',
        queries: 1,
        renames: [[0, 'n', 'm']],
        transformations: [],
        texts: ['int f(int m) { return m; }'],
      },
      probs: [0.5, 0.5],
    },
  ],
};

let server: ActionsCacheServer;
let tmp: ReturnType<typeof tempDir>;
let dir: string;
let restoreEnv: (() => void) | undefined;

beforeAll(async () => {
  server = await startActionsCacheServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  tmp = tempDir('trusted-restores');
  dir = path.join(tmp.dir, 'runner-temp', 'teacher');
  mkdirSync(path.join(tmp.dir, 'workspace'));
  mkdirSync(path.join(tmp.dir, 'runner-temp'));
  server.entries.length = 0;
});
afterEach(() => {
  restoreEnv?.();
  tmp.remove();
});

/** The job's environment: the results service with a token of `run`. */
function as(run: WorkflowRun): void {
  restoreEnv?.();
  restoreEnv = setCacheEnv({
    ...server.env(run),
    GITHUB_WORKSPACE: path.join(tmp.dir, 'workspace'),
    RUNNER_TEMP: path.join(tmp.dir, 'runner-temp'),
  });
}

/** The default branch's run saves both entries and publishes what it recorded. */
async function trustedRun(): Promise<Manifest> {
  as(main(500));
  const entries = new Map<string, EntryDigests>();
  const log = recordingLogger();
  const teacher = createTeacherOutputsCache(
    recordingCache(createActionsCache(log), entries),
    dir,
    log,
  );
  await teacher.saveScores!(SCORES_KEY, SCORES);
  await teacher.saveOutcomes!(OUTCOMES_KEY, OUTCOMES);
  const manifest = decodeManifest(
    encodeManifest({ id: '500', attempt: '1', commit: 'a'.repeat(40) }, entries),
  );
  if (typeof manifest === 'string') throw new Error(manifest);
  return manifest;
}

/** The pull request's early run: main's entries restored, poisoned and saved into its own scope. */
async function plant(): Promise<void> {
  as(pullRequest(501));
  const log = recordingLogger();
  const teacher = createTeacherOutputsCache(createActionsCache(log), dir, log);
  expect(await teacher.restoreScores!(SCORES_KEY)).toEqual(SCORES);
  await teacher.saveScores!(SCORES_KEY, POISONED_SCORES);
  await teacher.saveOutcomes!(OUTCOMES_KEY, POISONED_OUTCOMES);
  await createJunk();
  expect(
    server.entries
      .filter((e) => e.scope === 'refs/pull/7/merge')
      .map((e) => e.key)
      .sort(),
  ).toEqual([cacheKey(JUNK_KEY), cacheKey(OUTCOMES_KEY), cacheKey(SCORES_KEY)].sort());
}

const JUNK_KEY = 'teacher-outputs-no-trusted-run-made';
async function createJunk(): Promise<void> {
  const log = recordingLogger();
  const teacher = createTeacherOutputsCache(createActionsCache(log), dir, log);
  await teacher.saveScores!(JUNK_KEY, POISONED_SCORES);
}

describe("a pull request's entries planted in its own scope", () => {
  it('come back as planted when nothing is checked against a trusted record', async () => {
    await trustedRun();
    await plant();
    as(pullRequest(502));
    const log = recordingLogger();
    const teacher = createTeacherOutputsCache(createActionsCache(log), dir, log);
    expect(await teacher.restoreScores!(SCORES_KEY)).toEqual(POISONED_SCORES);
    expect(await teacher.restoreOutcomes!(OUTCOMES_KEY)).toEqual(POISONED_OUTCOMES);
    expect(log.warnings()).toEqual([]);
  });

  it("are refused against the default branch's manifest: one warning each, and a miss", async () => {
    const manifest = await trustedRun();
    expect(manifest.size).toBe(2);
    await plant();
    as(pullRequest(502));
    const log = recordingLogger();
    const cache = vouchedCache(createActionsCache(log), async () => manifest, log);
    const teacher = createTeacherOutputsCache(cache, dir, log);
    expect(await teacher.restoreScores!(SCORES_KEY)).toBeNull();
    expect(await teacher.restoreOutcomes!(OUTCOMES_KEY)).toBeNull();
    server.requests.length = 0;
    expect(await cache.restore(cacheKey(JUNK_KEY), [path.join(dir, `${JUNK_KEY}.bin`)])).toBe(
      false,
    );
    // An entry no trusted run made is looked up, never downloaded.
    expect(server.kinds()).toEqual(['GetCacheEntryDownloadURL']);
    const scores = manifest.entryOf(cacheKey(SCORES_KEY))!.archive;
    expect(log.warnings()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Refusing the restored ${cacheKey(SCORES_KEY)}: its archive has sha256 [0-9a-f]{64}, the manifest of the default branch's run 500 gives ${scores}; it is not extracted, and computed again$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^Refusing the restored ${cacheKey(OUTCOMES_KEY)}: `)),
      `Not restoring ${cacheKey(JUNK_KEY)}: the manifest of the default branch's run 500 does not list it (an entry no trusted run made); it is computed again`,
    ]);
    // What was refused is not left on disk for a reader that looks there.
    expect(existsSync(path.join(dir, `${SCORES_KEY}.bin`))).toBe(false);
  });

  it("give way to main's entries in another pull request, which the manifest vouches for", async () => {
    const manifest = await trustedRun();
    await plant();
    as(pullRequest(601, 8));
    const log = recordingLogger();
    const cache = vouchedCache(createActionsCache(log), async () => manifest, log);
    const teacher = createTeacherOutputsCache(cache, dir, log);
    // Each says what vouched for it: the reader needs no live teacher to check it.
    const by = "the manifest of the default branch's run 500";
    expect(await teacher.restoreScores!(SCORES_KEY)).toEqual({ ...SCORES, vouchedBy: by });
    expect(await teacher.restoreOutcomes!(OUTCOMES_KEY)).toEqual({ ...OUTCOMES, vouchedBy: by });
    expect(log.warnings()).toEqual([]);
    expect(
      await cache.vouches(cacheKey(SCORES_KEY), manifest.entryOf(cacheKey(SCORES_KEY))!.files),
    ).toBe(true);
    expect(await cache.vouches(cacheKey(SCORES_KEY), '0'.repeat(64))).toBe(false);
  });

  it('are not even looked up when no manifest can be had: one warning for the run', async () => {
    await trustedRun();
    await plant();
    as(pullRequest(502));
    server.requests.length = 0;
    const log = recordingLogger();
    let asked = 0;
    const cache = vouchedCache(
      createActionsCache(log),
      async () => (asked++, 'the GitHub API could not be asked (500 Internal Server Error)'),
      log,
    );
    const teacher = createTeacherOutputsCache(cache, dir, log);
    expect(await teacher.restoreScores!(SCORES_KEY)).toBeNull();
    expect(await teacher.restoreOutcomes!(OUTCOMES_KEY)).toBeNull();
    expect(asked).toBe(1);
    expect(server.requests).toEqual([]);
    expect(log.warnings()).toEqual([
      'No trusted manifest of the default branch\'s cache entries (the GitHub API could not be asked (500 Internal Server Error)): nothing is restored from the Actions cache in this run, every entry is computed again (docs/security.md, "The manifest")',
    ]);
  });
});

describe('a trusted run records', () => {
  it('what it restored, and strikes an entry its reader refused and saved again', async () => {
    await trustedRun();
    as(main(700));
    const entries = new Map<string, EntryDigests>();
    const log = recordingLogger();
    const cache = recordingCache(createActionsCache(log), entries);
    const teacher = createTeacherOutputsCache(cache, dir, log);
    expect(await teacher.restoreScores!(SCORES_KEY)).toEqual(SCORES);
    expect(await teacher.restoreOutcomes!(OUTCOMES_KEY)).toEqual(OUTCOMES);
    expect([...entries.keys()].sort()).toEqual(
      [cacheKey(OUTCOMES_KEY), cacheKey(SCORES_KEY)].sort(),
    );
    // A reader saves only after a miss or a refusal: the cache keeps what was refused.
    await teacher.saveOutcomes!(OUTCOMES_KEY, OUTCOMES);
    expect([...entries.keys()]).toEqual([cacheKey(SCORES_KEY)]);
  });
});

describe('an archive under a key the manifest lists, made by another hand', () => {
  const entryFile = () => path.join(dir, `${SCORES_KEY}.bin`);
  const escaped = () => path.join(tmp.dir, 'escaped-by-dotdot');
  const absolute = () => path.join(tmp.dir, 'elsewhere', 'written-by-absolute-path');

  /**
   * The pull request's early run saves under main's very key, in its own
   * scope, an archive it made itself: the entry's file, a member whose path
   * climbs out of the workspace with `..`, and one with an absolute path
   * (tar keeps both with -P, as @actions/cache archives). The members are
   * made where they name, archived, and removed.
   */
  async function plantForeignArchive(key: string): Promise<void> {
    as(pullRequest(501));
    const workspace = path.join(tmp.dir, 'workspace');
    const members = [entryFile(), escaped(), absolute()];
    for (const file of members) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, 'planted\n');
    }
    const archive = path.join(tmp.dir, 'planted.tzst');
    execFileSync('tar', [
      '--posix',
      '-P',
      '--use-compress-program',
      'zstd',
      '-cf',
      archive,
      '-C',
      workspace,
      path.relative(workspace, entryFile()),
      path.relative(workspace, escaped()),
      absolute(),
    ]);
    for (const file of members) rmSync(file);
    // The version of main's entry: the same paths and compression, which anyone can compute.
    const version = server.entries.find((e) => e.key === key)!.version;
    const twirp = async (method: string, body: object) => {
      const res = await fetch(`${server.url}${TWIRP_PREFIX}${method}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${process.env.ACTIONS_RUNTIME_TOKEN}`,
        },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as Record<string, string>;
    };
    const { signed_upload_url: uploadUrl } = await twirp('CreateCacheEntry', { key, version });
    const bytes = readFileSync(archive);
    const put = await fetch(uploadUrl!, {
      method: 'PUT',
      headers: { 'x-ms-blob-type': 'BlockBlob' },
      body: bytes,
    });
    expect(put.status).toBe(201);
    await twirp('FinalizeCacheEntryUpload', { key, version, size_bytes: String(bytes.length) });
    expect(server.entries.filter((e) => e.key === key).map((e) => e.scope)).toEqual([
      'refs/heads/main',
      'refs/pull/7/merge',
    ]);
  }

  it("writes its members wherever they name when @actions/cache's restoreCache extracts it (as before)", async () => {
    await trustedRun();
    const key = cacheKey(SCORES_KEY);
    await plantForeignArchive(key);
    as(pullRequest(502));
    expect(await actionsCache.restoreCache([entryFile()], key)).toBe(key);
    expect(readFileSync(escaped(), 'utf8')).toBe('planted\n');
    expect(readFileSync(absolute(), 'utf8')).toBe('planted\n');
  });

  it('is downloaded, refused by its sha256 and never extracted: no member reaches the disk', async () => {
    const manifest = await trustedRun();
    const key = cacheKey(SCORES_KEY);
    await plantForeignArchive(key);
    const planted = server.entries.find((e) => e.scope === 'refs/pull/7/merge')!;
    const plantedSha256 = createHash('sha256')
      .update(server.blobs.get(planted.blobName)!.data)
      .digest('hex');
    as(pullRequest(502));
    server.requests.length = 0;
    const log = recordingLogger();
    const cache = vouchedCache(createActionsCache(log), async () => manifest, log);
    expect(await cache.restore(key, [entryFile()])).toBe(false);
    expect(server.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'GetBlob',
    ]);
    expect(log.warnings()).toEqual([
      `Refusing the restored ${key}: its archive has sha256 ${plantedSha256}, the manifest of the default branch's run 500 gives ${manifest.entryOf(key)!.archive}; it is not extracted, and computed again`,
    ]);
    for (const file of [entryFile(), escaped(), absolute()]) expect(existsSync(file)).toBe(false);
    // Nor is the downloaded archive left behind.
    expect(
      readdirSync(path.join(tmp.dir, 'runner-temp')).filter((name) =>
        name.startsWith('metacompress-archive-'),
      ),
    ).toEqual([]);
  });

  it("lists each entry with the sha256 of the very archive the service holds (the trusted run's own)", async () => {
    const manifest = await trustedRun();
    for (const key of [cacheKey(SCORES_KEY), cacheKey(OUTCOMES_KEY)]) {
      const saved = server.entries.find((e) => e.key === key)!;
      expect(manifest.entryOf(key)!.archive).toBe(
        createHash('sha256').update(server.blobs.get(saved.blobName)!.data).digest('hex'),
      );
    }
  });
});
