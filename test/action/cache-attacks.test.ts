/**
 * The attacks of issues 27 and 43 on the action's own cache, replayed against
 * the bundled action (dist/index.js, as a runner runs it), the local Actions
 * results service (cache scopes from each job's token, workflow artifacts)
 * and the local GitHub API: an attacker who can write a cache entry (a
 * pull_request_target workflow's token in main's scope; any pull request's
 * own workflow in its own scope, which its later runs restore first) must
 * never turn the gate green, nor make it fail with an error. Each test: a
 * cold run, the entry tampered with through the real cache protocol, and
 * the run again; the verdict must be the cold one, with one warning naming
 * the entry and why.
 *
 * The gate is action.test.ts's tiny one: the student is the teacher with its
 * two columns swapped, so MR1 fails on 4 of 4 inputs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActionsCache } from '../../src/store/actions-cache.js';
import { decodeOutputs, encodeOutputs } from '../../src/store/teacher-entries.js';
import type { CachedOutputs } from '../../src/store/types.js';
import { PULL_REQUEST_TARGET_WARNING } from '../../src/action/cache-writes.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { resultsApi } from '../servers/github-actions-api.js';
import { quietActionsOutput, recordingLogger, setCacheEnv } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import {
  commands,
  ORT_VERSION,
  pullRequestEvent,
  pushEvent,
  Runner,
  workflowRunOf,
  type RunResult,
} from './harness.js';

const TOKEN = 'ghs_cacheattacks';
const INPUTS = {
  config: 'gates/tiny.yml',
  'github-token': TOKEN,
  'onnxruntime-version': ORT_VERSION,
  comment: 'false',
};
const TINY_CONFIG = [
  'task: vulnerability-prediction',
  'dataset:',
  '  path: ../data/dataset.jsonl',
  'teacher:',
  '  model: ../models/sum-count.onnx',
  '  tokenizer:',
  '    vocab: ../data/vocab.json',
  '    merges: ../data/merges.txt',
  '  max-length: 16',
  'student:',
  '  model: ../models/sum-count.onnx',
  '  tokenizer:',
  '    vocab: ../data/vocab.json',
  '    merges: ../data/merges.txt',
  '  max-length: 16',
  '  class-order: [1, 0]',
  'relations:',
  '  epsilon: 0.01',
  '  n-min: 1',
  'gate:',
  '  inconclusive: pass',
  'threads: 1',
].join('\n');

quietActionsOutput();

let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let runner: Runner;

beforeAll(async () => {
  [github, cacheServer] = await Promise.all([
    startGitHubApiServer({
      token: TOKEN,
      login: 'github-actions[bot]',
      ...resultsApi(() => cacheServer),
    }),
    startActionsCacheServer(),
  ]);
  runner = new Runner({ githubApiUrl: github.url, cacheEnv: (run) => cacheServer.env(run) });
  await runner.installBundle();
  runner.writeTinyFixture();
  runner.write({ 'gates/tiny.yml': TINY_CONFIG });
}, 600_000);

afterAll(async () => {
  runner?.dispose();
  await Promise.all([github?.close(), cacheServer?.close()]);
});

beforeEach(() => {
  runner.fresh();
  // Each test starts from an empty cache service.
  cacheServer.entries.length = 0;
  cacheServer.artifacts.length = 0;
  cacheServer.requests.length = 0;
});

const EVIDENCE = path.join(repoRoot, 'tmp', 'evidence');

const teacherOutputsKey = () =>
  cacheServer.entries.find((e) => e.finalized && e.key.includes('-teacher-outputs-'))!.key;

/** Where the action keeps the entry's file: the same absolute path, so the same cache version. */
const entryFile = (key: string) =>
  path.join(
    runner.temp,
    'metacompress',
    'teacher-outputs',
    `${key.replace(/^metacompress-v1-/, '')}.bin`,
  );

/**
 * What an attacker with a write token does: restores the entry through the
 * cache service, deletes it, and saves `change(outputs)` under the same key.
 * By default the token is main's (a pull_request_target workflow's); with
 * `pullRequest` it is that pull request's run's, whose scope is its own: the
 * entry is saved there beside main's, which stays.
 */
async function replaceTeacherOutputs(
  change: (outputs: CachedOutputs) => CachedOutputs | Buffer,
  pullRequest?: { number: number; runId: number },
): Promise<void> {
  const key = teacherOutputsKey();
  const file = entryFile(key);
  const event = pullRequest && pullRequestEvent(pullRequest.number);
  const restoreEnv = setCacheEnv({
    ...cacheServer.env(event && workflowRunOf(event, pullRequest!.runId, 'e'.repeat(40))),
    GITHUB_WORKSPACE: runner.workspace,
    RUNNER_TEMP: runner.temp,
  });
  try {
    const cache = createActionsCache(recordingLogger());
    expect(await cache.restore(key, [file])).toBe(true);
    const bare = key.replace(/^metacompress-v1-/, '');
    const outputs = decodeOutputs(bare, readFileSync(file));
    if (typeof outputs === 'string') throw new Error(outputs);
    const changed = change(outputs);
    writeFileSync(file, Buffer.isBuffer(changed) ? changed : encodeOutputs(bare, changed));
    if (!pullRequest) {
      cacheServer.entries.splice(
        cacheServer.entries.findIndex((e) => e.key === key),
        1,
      );
    }
    await cache.save(key, [file]);
    expect(cacheServer.entries.filter((e) => e.key === key).map((e) => e.scope)).toEqual(
      pullRequest
        ? ['refs/heads/main', `refs/pull/${pullRequest.number}/merge`]
        : ['refs/heads/main'],
    );
  } finally {
    restoreEnv();
  }
  runner.fresh();
}

const pullRequest = (runId: number, inputs = INPUTS) =>
  runner.run({ inputs, event: pullRequestEvent(7), runId });

/** A workflow_dispatch run of main: a trusted run, which publishes its manifest. */
const trusted = (runId: number, inputs = INPUTS) => runner.run({ inputs, runId });

/** The verdict as the step ends it: exit code, the errors, the checks. */
const verdict = (result: RunResult) => ({
  code: result.code,
  errors: commands(result.stdout, 'error'),
  checks: result.report?.gate.checks.map((c) => [c.id, c.status, c.value]),
});

const NO_MANIFEST = (why: string) =>
  `No trusted manifest of the default branch's cache entries (${why}): nothing is restored from the Actions cache in this run, every entry is computed again (docs/security.md, "The manifest")`;

const ourWarnings = (result: RunResult) =>
  commands(result.stdout, 'warning').filter((w) => w.includes('teacher outputs'));

// A trusted run believes main's scope without a manifest (only trusted runs write there, but
// a pull_request_target workflow's token could): the entry's own checks stand between it and
// the verdict.
describe('a tampered teacher-outputs entry of main gives a trusted run the cold verdict', () => {
  const attacks: [string, (o: CachedOutputs) => CachedOutputs | Buffer, RegExp][] = [
    [
      'poisoned: the same outputs with their columns swapped',
      (o) => ({
        ...o,
        probs: Float64Array.from(o.probs, (_, i) => o.probs[i % 2 === 0 ? i + 1 : i - 1]!),
      }),
      /^::warning::Ignoring the restored teacher outputs teacher-outputs-[0-9a-f]{40} \(the live teacher scored 4 of its rows again and differs by up to 0\.\d+, more than 0\.000001\); the teacher is run$/,
    ],
    [
      'truncated: 1 row instead of 4',
      (o) => ({ ...o, rows: o.rows.subarray(0, 1), probs: o.probs.subarray(0, 2) }),
      /\(it holds no outputs for dataset row 1\); the teacher is run$/,
    ],
    [
      'NaN values',
      (o) => ({ ...o, probs: Float64Array.from(o.probs, () => NaN) }),
      /^::warning::Ignoring the cached teacher outputs \(row 0 has probability NaN\); running the teacher$/,
    ],
    [
      '3 columns instead of 2',
      (o) => ({
        ...o,
        probs: Float64Array.from({ length: o.rows.length * 3 }, (_, i) =>
          i % 3 === 2 ? 0 : o.probs[Math.floor(i / 3) * 2 + (i % 3)]!,
        ),
        cols: 3,
      }),
      /\(it has 3 columns, the student gives 2\); the teacher is run$/,
    ],
    [
      'foreign: saved under another key',
      (o) => encodeOutputs('teacher-outputs-of-another-run', o),
      /^::warning::Ignoring the cached teacher outputs \(it was saved under another key\); running the teacher$/,
    ],
  ];

  it.each(attacks)(
    '%s',
    async (_, change, warning) => {
      const cold = await trusted(301);
      expect(cold.code).toBe(1);
      expect(cold.report?.gate.checks[0]).toMatchObject({ id: 'MR1', status: 'fail', value: 1 });
      await replaceTeacherOutputs(change);
      const tampered = await trusted(302);
      expect(verdict(tampered)).toEqual(verdict(cold));
      expect(tampered.report?.teacher.fromCache).toBe(false);
      expect(ourWarnings(tampered)).toHaveLength(1);
      expect(ourWarnings(tampered)[0]).toMatch(warning);
      expect(tampered.stdout).not.toContain('internal error');
    },
    300_000,
  );
});

describe('pull_request_target', () => {
  it('saves nothing to the cache, with one warning saying why', async () => {
    const target = pullRequestEvent(8);
    const result = await runner.run({
      inputs: INPUTS,
      event: { ...target, name: 'pull_request_target', ref: 'refs/heads/main' },
      runId: 401,
    });
    expect(result.code).toBe(1);
    expect(cacheServer.kinds()).not.toContain('CreateCacheEntry');
    expect(cacheServer.entries).toEqual([]);
    expect(commands(result.stdout, 'warning')).toEqual([
      `::warning::${PULL_REQUEST_TARGET_WARNING}`,
      `::warning::${NO_MANIFEST('no push, schedule or workflow_dispatch run of main has published metacompress-manifest-gates_tiny.yml')}`,
    ]);
  }, 300_000);
});

describe("a pull request's own scope, planted by its early run (issue 43)", () => {
  const inputs = { ...INPUTS, config: 'gates/no-spot-check.yml' };
  const swapColumns = (o: CachedOutputs): CachedOutputs => ({
    ...o,
    probs: Float64Array.from(o.probs, (_, i) => o.probs[i % 2 === 0 ? i + 1 : i - 1]!),
  });

  beforeAll(() => {
    // No live teacher at all in a run that restores its outputs: the manifest alone decides.
    runner.write({ 'gates/no-spot-check.yml': `${TINY_CONFIG}\nspot-check: 0\n` });
  });

  it("poisoned teacher outputs under main's key: one warning, the cold verdict", async () => {
    const cold = await trusted(801, inputs);
    expect(cold.code).toBe(1);
    expect(cold.stdout).toMatch(
      /Published the manifest of \d+ cache entries as the artifact metacompress-manifest-gates_no-spot-check\.yml/,
    );
    // The early commit's workflow step: main's entry, its columns swapped, saved into the PR's scope.
    await replaceTeacherOutputs(swapColumns, { number: 7, runId: 802 });
    const last = await pullRequest(803, inputs);
    expect(verdict(last)).toEqual(verdict(cold));
    expect(last.report?.teacher.fromCache).toBe(false);
    expect(commands(last.stdout, 'warning')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::warning::Refusing the restored ${teacherOutputsKey()}: its archive has sha256 [0-9a-f]{64}, the manifest of the default branch's run 801 gives [0-9a-f]{64}; it is not extracted, and computed again$`,
        ),
      ),
    ]);
  }, 300_000);

  it('vouched entries are used: the runtime and the teacher restored, nothing computed again, no spot check', async () => {
    // The default spot check (auto): a vouched entry needs no live teacher all the same.
    const cold = await pullRequest(811);
    // A new runner each time: nothing already installed.
    runner.fresh();
    const main = await trusted(812);
    runner.fresh();
    const npmBefore = runner.npmCalls();
    const vouched = await pullRequest(813);
    expect(verdict(vouched)).toEqual(verdict(main));
    expect(vouched.report?.teacher.fromCache).toBe(true);
    expect(vouched.report?.teacher.vouchedBy).toBe("the manifest of the default branch's run 812");
    expect(vouched.report?.teacher.spotCheck).toBeUndefined();
    expect(vouched.stdout).toContain(
      "No spot check: the restored teacher outputs are vouched for by the manifest of the default branch's run 812; the teacher model is not run for them",
    );
    expect(runner.npmCalls()).toBe(npmBefore);
    expect(commands(vouched.stdout, 'warning')).toEqual([]);
    // Timings for the closing note (not asserted): cold pull request, main, vouched pull request.
    mkdirSync(EVIDENCE, { recursive: true });
    writeFileSync(
      path.join(EVIDENCE, 'manifest-timings.json'),
      `${JSON.stringify({ coldMs: cold.wallMs, trustedMs: main.wallMs, vouchedMs: vouched.wallMs })}\n`,
    );
  }, 300_000);

  it.each([
    [
      403,
      'Resource not accessible by integration',
      /^the token cannot read the repository's workflow runs and artifacts \(.*\); give the job `permissions: actions: read`$/,
    ],
    [500, 'Server Error', /^the manifest could not be fetched \(.*\)$/],
  ] as const)(
    'no manifest reachable (the API answers %i): one warning, the cold verdict',
    async (status, message, why) => {
      const main = await trusted(821, inputs);
      github.faults.artifacts = { status, message };
      let pr: RunResult;
      try {
        pr = await pullRequest(822, inputs);
      } finally {
        delete github.faults.artifacts;
      }
      expect(verdict(pr)).toEqual(verdict(main));
      expect(pr.report?.teacher.fromCache).toBe(false);
      const warnings = commands(pr.stdout, 'warning');
      expect(warnings).toHaveLength(1);
      const reason =
        /^::warning::No trusted manifest of the default branch's cache entries \((.*)\): nothing is restored/.exec(
          warnings[0]!,
        )?.[1];
      expect(reason).toMatch(why);
    },
    300_000,
  );
});

describe('the baseline', () => {
  const PREFIX = 'metacompress-v1-baseline-gates/tiny.yml-main-';
  const baseSha = 'ba5e'.padEnd(40, '0');

  /** The default branch's push: its report saved as the baseline, vouched for by its manifest. */
  async function push(): Promise<void> {
    const result = await runner.run({
      inputs: INPUTS,
      event: pushEvent('main'),
      runId: 601,
      env: { GITHUB_SHA: baseSha },
    });
    expect(result.code).toBe(1);
    expect(cacheServer.entries.map((e) => e.key)).toContain(`${PREFIX}601-1`);
  }

  /**
   * Saves a copy of run 601's entry under `key`, changed by `change`, with
   * `env`'s token: main's (a pull_request_target workflow's) by default.
   */
  async function plantBaseline(
    key: string,
    change: (entry: {
      key: string;
      provenance: Record<string, string>;
      report: Record<string, unknown>;
    }) => void,
    env: Record<string, string> = cacheServer.env(),
  ): Promise<void> {
    const file = path.join(runner.temp, 'metacompress', 'baseline', 'baseline-gates_tiny.yml.json');
    const restoreEnv = setCacheEnv({
      ...env,
      GITHUB_WORKSPACE: runner.workspace,
      RUNNER_TEMP: runner.temp,
    });
    try {
      const cache = createActionsCache(recordingLogger());
      expect(await cache.restore(`${PREFIX}601-1`, [file])).toBe(true);
      const entry = JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof change>[0];
      entry.key = key;
      change(entry);
      writeFileSync(file, JSON.stringify(entry));
      await cache.save(key, [file]);
    } finally {
      restoreEnv();
    }
    runner.fresh();
  }

  it("a newer entry carrying run 601's provenance under run 602's key is refused; 601's is used", async () => {
    await push();
    // Before the manifest, run 601's provenance (a push of main at baseSha) was all that was looked up.
    await plantBaseline(`${PREFIX}602-1`, () => {});
    expect(cacheServer.entries.at(-1)!.key).toBe(`${PREFIX}602-1`);

    const pr = await pullRequest(603);
    expect(pr.code).toBe(1);
    expect(pr.report?.baseline?.commit).toBe(baseSha);
    expect(pr.stdout).toContain(
      `Baseline report restored from the cache (${PREFIX}601-1, made by run 601 at ${baseSha})`,
    );
    expect(commands(pr.stdout, 'warning')).toEqual([
      // Run 602 published no manifest: the entry is not even downloaded.
      `::warning::Refusing the baseline report ${PREFIX}602-1: run 602 published no metacompress-manifest-gates_tiny.yml as a trusted run of main`,
    ]);
  }, 300_000);

  it("a pull request's copy under main's very key, in its own scope, fails the run closed", async () => {
    await push();
    // The early commit's step: 601's entry restored from main's scope, changed, saved into the PR's.
    await plantBaseline(
      `${PREFIX}601-1`,
      (entry) => {
        entry.report.createdAt = '2020-01-01T00:00:00.000Z';
      },
      cacheServer.env(workflowRunOf(pullRequestEvent(7), 604, 'e'.repeat(40))),
    );
    expect(
      cacheServer.entries.filter((e) => e.key === `${PREFIX}601-1`).map((e) => e.scope),
    ).toEqual(['refs/heads/main', 'refs/pull/7/merge']);

    const pr = await pullRequest(605);
    const refusal = `baseline: 1 cached report under ${PREFIX} was not vouched for by a trusted run of main, and none was; refusing to check for a regression against them (delete them: gh cache delete ${PREFIX}601-1; a pull request's own copy is in its scope, refs/pull/<number>/merge)`;
    expect(pr.code).toBe(1);
    expect(pr.report?.baseline ?? null).toBeNull();
    expect(pr.report?.gate.failures.at(-1)).toBe(refusal);
    expect(commands(pr.stdout, 'warning')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::warning::Refusing the baseline report ${PREFIX}601-1: its archive \\(sha256 [0-9a-f]{64}\\) is not what run 601 recorded \\(sha256 [0-9a-f]{64}\\); it was not extracted$`,
        ),
      ),
    ]);
    expect(commands(pr.stdout, 'error')).toContain(`::error title=MetaCompress::${refusal}`);
  }, 300_000);
});
