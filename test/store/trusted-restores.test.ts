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
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActionsCache, cacheKey } from '../../src/store/actions-cache.js';
import { decodeManifest, encodeManifest, type Manifest } from '../../src/store/manifest.js';
import { createTeacherOutputsCache } from '../../src/store/teacher-entries.js';
import { recordingCache, vouchedCache } from '../../src/store/trusted-restores.js';
import type { CachedOutcomes, CachedScores } from '../../src/store/types.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
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
  const entries = new Map<string, string>();
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
    const scores = manifest.digestOf(cacheKey(SCORES_KEY));
    expect(log.warnings()).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Refusing the restored ${cacheKey(SCORES_KEY)}: its bytes have sha256 [0-9a-f]{64}, the manifest of the default branch's run 500 gives ${scores}; it is computed again$`,
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
    expect(await teacher.restoreScores!(SCORES_KEY)).toEqual(SCORES);
    expect(await teacher.restoreOutcomes!(OUTCOMES_KEY)).toEqual(OUTCOMES);
    expect(log.warnings()).toEqual([]);
    expect(
      await cache.vouches(cacheKey(SCORES_KEY), manifest.digestOf(cacheKey(SCORES_KEY))!),
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
    const entries = new Map<string, string>();
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
