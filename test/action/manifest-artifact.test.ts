/**
 * Which manifest a run believes (src/action/manifest-artifact.ts), against
 * the local GitHub API and results service: manifests published with
 * @actions/artifact by each run's own token, found and vetted through the
 * REST API. Issue 43: a run that GitHub names for the default branch need
 * not be of its history (a tag called `main`, a branch renamed since, a
 * commit a force-push left behind); its manifest must not vouch for what a
 * pull request planted.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActionsCache } from '../../src/store/actions-cache.js';
import { entryDigest } from '../../src/store/entry-digest.js';
import type { EntryDigests } from '../../src/store/manifest.js';
import { vouchedCache } from '../../src/store/trusted-restores.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { resultsApi } from '../servers/github-actions-api.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { quietActionsOutput, recordingLogger, setCacheEnv, tempDir } from '../servers/env.js';
import type { WorkflowRun } from '../servers/runtime-token.js';

quietActionsOutput();

const TOKEN = 'ghs_manifests';
const REPOSITORY = { owner: 'octo', repo: 'distil' };
const NAME = 'metacompress-manifest-gate';
const KEY = 'metacompress-v1-teacher-outputs-of-the-gate';
const MAIN_SHA = 'a'.repeat(40);

const run = (id: number, fields: Partial<WorkflowRun>): WorkflowRun => ({
  id,
  attempt: 1,
  event: 'push',
  ref: 'refs/heads/main',
  headBranch: 'main',
  headSha: MAIN_SHA,
  headRepository: 'octo/distil',
  repository: 'octo/distil',
  readRefs: [],
  ...fields,
});
const pullRequest = (id: number): WorkflowRun =>
  run(id, {
    event: 'pull_request',
    ref: 'refs/pull/7/merge',
    headBranch: 'feature-7',
    headSha: 'e'.repeat(40),
    readRefs: ['refs/heads/main'],
  });

let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let tmp: ReturnType<typeof tempDir>;
let restoreEnv: (() => void) | undefined;
// Imported once GITHUB_API_URL names the local API: @actions/github reads it when it loads.
let actionsArtifactTransfer: typeof import('../../src/action/manifest-artifact.js').actionsArtifactTransfer;
let githubManifestSource: typeof import('../../src/action/manifest-artifact.js').githubManifestSource;
let publishManifest: typeof import('../../src/action/manifest-artifact.js').publishManifest;
let createGitHubClient: typeof import('../../src/github/client.js').createGitHubClient;

beforeAll(async () => {
  [github, cacheServer] = await Promise.all([
    startGitHubApiServer({ token: TOKEN, ...resultsApi(() => cacheServer) }),
    startActionsCacheServer(),
  ]);
  process.env.GITHUB_API_URL = github.url;
  ({ actionsArtifactTransfer, githubManifestSource, publishManifest } =
    await import('../../src/action/manifest-artifact.js'));
  ({ createGitHubClient } = await import('../../src/github/client.js'));
});
afterAll(async () => {
  delete process.env.GITHUB_API_URL;
  await Promise.all([github?.close(), cacheServer?.close()]);
});
beforeEach(() => {
  tmp = tempDir('manifest-artifact');
  mkdirSync(path.join(tmp.dir, 'workspace'));
  mkdirSync(path.join(tmp.dir, 'runner-temp'));
  cacheServer.entries.length = 0;
  cacheServer.artifacts.length = 0;
  cacheServer.runs.clear();
  github.requests.length = 0;
});
afterEach(() => {
  restoreEnv?.();
  restoreEnv = undefined;
  tmp.remove();
});

/** The job's environment: the results service with a token of `job`, the API. */
function as(job: WorkflowRun): void {
  restoreEnv?.();
  restoreEnv = setCacheEnv({
    ...cacheServer.env(job),
    GITHUB_API_URL: github.url,
    GITHUB_WORKSPACE: path.join(tmp.dir, 'workspace'),
    RUNNER_TEMP: path.join(tmp.dir, 'runner-temp'),
  });
}

/** `job` uploads a manifest of `entries` as an artifact of its own run. */
async function publish(job: WorkflowRun, entries: Map<string, EntryDigests>): Promise<void> {
  as(job);
  const log = recordingLogger();
  await publishManifest(
    entries,
    { id: String(job.id), attempt: String(job.attempt), commit: job.headSha },
    NAME,
    {
      transfer: actionsArtifactTransfer(TOKEN, REPOSITORY),
      dir: path.join(tmp.dir, 'publish', String(job.id)),
      log,
    },
  );
  expect(log.warnings()).toEqual([]);
}

/** Where a pull request's run looks for the newest trusted manifest. */
function manifests(log: ReturnType<typeof recordingLogger>) {
  return githubManifestSource({
    octokit: () => createGitHubClient(TOKEN, { log }),
    repository: REPOSITORY,
    defaultBranch: 'main',
    name: NAME,
    transfer: actionsArtifactTransfer(TOKEN, REPOSITORY),
    dir: path.join(tmp.dir, 'found'),
    log,
  });
}

const artifactOf = (runId: number) => cacheServer.artifacts.find((a) => a.runId === runId)!.id;
const entryFile = () => path.join(tmp.dir, 'runner-temp', 'teacher', 'outputs.bin');

/**
 * The pull request's early run saves poisoned outputs under the gate's key
 * into its own scope: the digests a manifest must give to vouch for them
 * (the archive's hashed from the blob the service holds).
 */
async function plantPoison(): Promise<EntryDigests> {
  as(pullRequest(951));
  mkdirSync(path.dirname(entryFile()), { recursive: true });
  writeFileSync(entryFile(), 'the teacher outputs, columns swapped\n');
  await createActionsCache(recordingLogger()).save(KEY, [entryFile()]);
  const files = await entryDigest([entryFile()]);
  const saved = cacheServer.entries.find((e) => e.key === KEY && e.scope === 'refs/pull/7/merge')!;
  const archive = createHash('sha256')
    .update(cacheServer.blobs.get(saved.blobName)!.data)
    .digest('hex');
  return { archive, files };
}

/** The pull request's last run, on a fresh runner: restores the gate's key through the newest trusted manifest. */
async function lastRun(): Promise<{ restored: boolean; warnings: string[] }> {
  as(pullRequest(952));
  rmSync(entryFile(), { force: true });
  const log = recordingLogger();
  const source = manifests(log);
  const cache = vouchedCache(
    createActionsCache(log),
    async () => {
      const found = await source.newest();
      return 'manifest' in found
        ? found.manifest
        : 'none' in found
          ? found.none
          : found.unreachable;
    },
    log,
  );
  const restored = await cache.restore(KEY, [entryFile()]);
  return { restored, warnings: log.warnings() };
}

describe("a manifest whose run's commit is in the default branch's history", () => {
  it('is believed: a push of main at its head', async () => {
    await publish(
      run(900, {}),
      new Map([[KEY, { archive: 'b'.repeat(64), files: 'c'.repeat(64) }]]),
    );
    as(pullRequest(901));
    const log = recordingLogger();
    const found = await manifests(log).newest();
    expect('manifest' in found && found.manifest.run).toEqual({
      id: '900',
      attempt: '1',
      commit: MAIN_SHA,
    });
    expect(github.requests.map((r) => [r.kind, r.path])).toContainEqual([
      'compareCommits',
      `/repos/octo/distil/compare/main...${MAIN_SHA}`,
    ]);
    expect(log.warnings()).toEqual([]);
  });
});

describe("a manifest of a run GitHub names for main, at a commit outside main's history", () => {
  const TAG_SHA = 'f'.repeat(40);
  /** A push of a tag called `main` (anyone who may push tags): its head branch is `main`. */
  const tagMain = run(950, { ref: 'refs/tags/main', headSha: TAG_SHA });

  it("vouches for what a pull request planted when the commit were main's (every other check passes)", async () => {
    await publish(tagMain, new Map([[KEY, await plantPoison()]]));
    // The one thing that differs from the next test: main's history holds the tag's commit.
    github.setHistory('octo', 'distil', 'main', [MAIN_SHA, TAG_SHA]);
    try {
      expect(await lastRun()).toEqual({ restored: true, warnings: [] });
    } finally {
      github.setHistory('octo', 'distil', 'main', null);
    }
    expect(existsSync(entryFile())).toBe(true);
  });

  it('is refused: with no other manifest, one warning and nothing restored (a cold run)', async () => {
    await publish(tagMain, new Map([[KEY, await plantPoison()]]));
    const { restored, warnings } = await lastRun();
    expect(restored).toBe(false);
    expect(warnings).toEqual([
      `No trusted manifest of the default branch's cache entries (no push, schedule or workflow_dispatch run of main has published ${NAME}; not believing 1 artifact named ${NAME} that no trusted run of main made: artifact ${artifactOf(950)}: its run 950's commit ${TAG_SHA} is not in main's history (compared with main, it is diverged)): nothing is restored from the Actions cache in this run, every entry is computed again (docs/security.md, "The manifest")`,
    ]);
    expect(existsSync(entryFile())).toBe(false);
  });

  it('is refused after a force-push left its commit behind: the older manifest of a commit main has is believed', async () => {
    const kept = 'a1'.repeat(20);
    const dropped = 'd'.repeat(40);
    const listed = new Map([[KEY, { archive: 'b'.repeat(64), files: 'c'.repeat(64) }]]);
    await publish(run(960, { headSha: kept }), listed);
    await publish(run(961, { event: 'workflow_dispatch', headSha: dropped }), listed);
    github.setHistory('octo', 'distil', 'main', [MAIN_SHA, kept]);
    try {
      as(pullRequest(962));
      const log = recordingLogger();
      const found = await manifests(log).newest();
      expect('manifest' in found && found.manifest.run.id).toBe('960');
      expect(log.warnings()).toEqual([
        `Not believing 1 artifact named ${NAME} that no trusted run of main made: artifact ${artifactOf(961)}: its run 961's commit ${dropped} is not in main's history (compared with main, it is diverged); the manifest of run 960 is believed`,
      ]);
    } finally {
      github.setHistory('octo', 'distil', 'main', null);
    }
  });
});
