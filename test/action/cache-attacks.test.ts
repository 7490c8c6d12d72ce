/**
 * The attacks of issue 27 on the action's own cache, replayed against the
 * bundled action (dist/index.js, as a runner runs it) and the local Actions
 * cache service: an attacker who can write a cache entry (a
 * pull_request_target workflow's token can delete one and save another under
 * the same key) must never turn the gate green, nor make it fail with an
 * error. Each test: a cold pull request run, the entry tampered with through
 * the real cache protocol, and the pull request run again; the verdict must
 * be the cold one, with one warning naming the entry and why.
 *
 * The gate is action.test.ts's tiny one: the student is the teacher with its
 * two columns swapped, so MR1 fails on 4 of 4 inputs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActionsCache } from '../../src/store/actions-cache.js';
import { decodeOutputs, encodeOutputs } from '../../src/store/teacher-entries.js';
import type { CachedOutputs } from '../../src/store/types.js';
import { PULL_REQUEST_TARGET_WARNING } from '../../src/action/cache-writes.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { quietActionsOutput, recordingLogger, setCacheEnv } from '../servers/env.js';
import {
  commands,
  ORT_VERSION,
  pullRequestEvent,
  pushEvent,
  Runner,
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
      caches: () =>
        cacheServer.entries
          .filter((e) => e.finalized)
          .map((e) => ({ key: e.key, ref: 'refs/heads/main', createdAt: e.createdAt })),
    }),
    startActionsCacheServer(),
  ]);
  runner = new Runner({ githubApiUrl: github.url, cacheEnv: () => cacheServer.env() });
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
  cacheServer.requests.length = 0;
});

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
 */
async function replaceTeacherOutputs(
  change: (outputs: CachedOutputs) => CachedOutputs | Buffer,
): Promise<void> {
  const key = teacherOutputsKey();
  const file = entryFile(key);
  const restoreEnv = setCacheEnv({
    ...cacheServer.env(),
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
    cacheServer.entries.splice(
      cacheServer.entries.findIndex((e) => e.key === key),
      1,
    );
    await cache.save(key, [file]);
    expect(teacherOutputsKey()).toBe(key);
  } finally {
    restoreEnv();
  }
  runner.fresh();
}

const pullRequest = (runId: number) =>
  runner.run({ inputs: INPUTS, event: pullRequestEvent(7), runId });

/** The verdict as the step ends it: exit code, the errors, the checks. */
const verdict = (result: RunResult) => ({
  code: result.code,
  errors: commands(result.stdout, 'error'),
  checks: result.report?.gate.checks.map((c) => [c.id, c.status, c.value]),
});

const ourWarnings = (result: RunResult) =>
  commands(result.stdout, 'warning').filter((w) => w.includes('teacher outputs'));

describe('a tampered teacher-outputs entry gives the cold verdict', () => {
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
      const cold = await pullRequest(301);
      expect(cold.code).toBe(1);
      expect(cold.report?.gate.checks[0]).toMatchObject({ id: 'MR1', status: 'fail', value: 1 });
      await replaceTeacherOutputs(change);
      const tampered = await pullRequest(302);
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
    ]);
  }, 300_000);
});

describe('the baseline', () => {
  const PREFIX = 'metacompress-v1-baseline-gates/tiny.yml-main-';
  const baseSha = 'ba5e'.padEnd(40, '0');

  /**
   * What a pull_request_target run that executes the pull request's code can
   * do: save a newer entry under the baseline prefix whose report says every
   * input was already violated (so a student that got worse looks fine).
   */
  async function plantBaseline(runId: number): Promise<string> {
    const trusted = cacheServer.entries.find((e) => e.key === `${PREFIX}601-1`)!;
    const file = path.join(runner.temp, 'metacompress', 'baseline', 'baseline-gates_tiny.yml.json');
    const restoreEnv = setCacheEnv({
      ...cacheServer.env(),
      GITHUB_WORKSPACE: runner.workspace,
      RUNNER_TEMP: runner.temp,
    });
    const key = `${PREFIX}${runId}-1`;
    try {
      const cache = createActionsCache(recordingLogger());
      expect(await cache.restore(trusted.key, [file])).toBe(true);
      const entry = JSON.parse(readFileSync(file, 'utf8')) as {
        key: string;
        provenance: Record<string, string>;
      };
      entry.key = key;
      entry.provenance = {
        ...entry.provenance,
        event: 'pull_request_target',
        runId: String(runId),
      };
      writeFileSync(file, JSON.stringify(entry));
      await cache.save(key, [file]);
    } finally {
      restoreEnv();
    }
    github.addRun('octo', 'distil', runId, {
      event: 'pull_request_target',
      headBranch: 'main',
      headSha: baseSha,
    });
    runner.fresh();
    return key;
  }

  it('a newer untrusted entry does not shadow the trusted one; alone, it fails the run closed', async () => {
    const push = await runner.run({
      inputs: INPUTS,
      event: pushEvent('main'),
      runId: 601,
      env: { GITHUB_SHA: baseSha },
    });
    expect(push.code).toBe(1);
    github.addRun('octo', 'distil', 601, { event: 'push', headBranch: 'main', headSha: baseSha });
    const planted = await plantBaseline(602);
    // Newer than the trusted entry: a restore by prefix would have taken it.
    expect(cacheServer.entries.at(-1)!.key).toBe(planted);

    const pr = await pullRequest(603);
    expect(pr.code).toBe(1);
    expect(pr.report?.baseline?.commit).toBe(baseSha);
    expect(pr.stdout).toContain(
      `Baseline report restored from the cache (${PREFIX}601-1, made by run 601 at ${baseSha})`,
    );
    expect(commands(pr.stdout, 'warning')).toEqual([
      `::warning::Refusing the baseline report ${planted}: its run 602 is a pull_request_target run, not a push, schedule or workflow_dispatch`,
    ]);

    // Without the trusted entry, the untrusted one is refused and the gate fails closed: the
    // report is written (without a baseline), and the refusal is one of its failures.
    cacheServer.entries.splice(
      cacheServer.entries.findIndex((e) => e.key === `${PREFIX}601-1`),
      1,
    );
    const alone = await pullRequest(604);
    const refusal = `baseline: 1 cached report under ${PREFIX} was not made by a trusted run of main, and none was; refusing to check for a regression against them (delete them: gh cache delete ${planted})`;
    expect(alone.code).toBe(1);
    expect(alone.report?.baseline ?? null).toBeNull();
    expect(alone.report?.gate.passed).toBe(false);
    expect(alone.report?.gate.failures.at(-1)).toBe(refusal);
    expect(commands(alone.stdout, 'error')).toContain(`::error title=MetaCompress::${refusal}`);
  }, 300_000);
});
