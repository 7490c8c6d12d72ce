/**
 * A `students:` config through the bundled action (harness.ts), against the
 * local GitHub API and Actions cache service: the comparison comment, the
 * outputs of each student, `gate.students` deciding the exit code, one file
 * of hard inputs, and the students report saved as the baseline and matched
 * by name. The tests run in order and share the cache service.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StudentsReport } from '../../src/compare/types.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { resultsApi } from '../servers/github-actions-api.js';
import { commands, ORT_VERSION, pullRequestEvent, pushEvent, Runner } from './harness.js';

const TOKEN = 'ghs_actiontesttoken';

let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let runner: Runner;

/**
 * Two students of the tiny gate (action.test.ts): `same` is the teacher's
 * own model, which agrees with it on all 4 inputs (MR1 0/4, MR2 0/4);
 * `swapped` reads its two columns in the other order, so it disagrees on all
 * 4 (MR1 4/4) and every KL(p ‖ reversed p), 0.02-0.04 nats, is above
 * epsilon 0.01 (MR2 4/4). MR3 has no input (the teacher's confidences are
 * 0.555-0.574, below tau); MR4's one bin holds (0). The 4 rows decide no 10%
 * ceiling that holds, so `inconclusive: pass` lets `same` pass.
 */
function studentsConfig(rule: string): string {
  const model = [
    '    model: ../models/sum-count.onnx',
    '    tokenizer:',
    '      vocab: ../data/vocab.json',
    '      merges: ../data/merges.txt',
    '    max-length: 16',
  ];
  return [
    'task: vulnerability-prediction',
    'dataset:',
    '  path: ../data/dataset.jsonl',
    'teacher:',
    ...model.map((line) => line.slice(2)),
    'students:',
    '  same:',
    ...model,
    '  swapped:',
    ...model,
    '    class-order: [1, 0]',
    'relations:',
    '  epsilon: 0.01',
    '  n-min: 1',
    'gate:',
    '  inconclusive: pass',
    `  students: ${rule}`,
    'threads: 1',
  ].join('\n');
}

const MR1_FAILURE = 'MR1 prediction disagreement 100.0% (4/4) exceeds the ceiling 10.0%';
const MR2_FAILURE =
  'MR2 distribution divergence (KL > 0.01 nats) 100.0% (4/4) exceeds the ceiling 15.0%';

const inputs = (config: string, extra: Record<string, string> = {}) => ({
  config,
  'github-token': TOKEN,
  'onnxruntime-version': ORT_VERSION,
  ...extra,
});

const studentsReport = (file: string | undefined) =>
  JSON.parse(readFileSync(file!, 'utf8')) as StudentsReport;

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
  runner.write({
    'gates/any.yml': studentsConfig('any'),
    'gates/all.yml': studentsConfig('all'),
    'gates/same.yml': studentsConfig('same'),
  });
}, 600_000);

afterAll(async () => {
  runner?.dispose();
  await Promise.all([github?.close(), cacheServer?.close()]);
});

beforeEach(() => {
  runner.fresh();
  github.requests.length = 0;
});

describe('a students: config in the action', () => {
  it('any: comments the comparison first, gives each student its outputs, writes one file of hard inputs, and passes', async () => {
    const result = await runner.run({
      inputs: inputs('gates/any.yml', { 'export-hard': 'all' }),
      event: pullRequestEvent(21),
    });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      passed: 'true',
      inconclusive: 'same:MR1,same:MR2,same:MR4,swapped:MR4',
      students: 'same,swapped',
      passing: 'same',
      'same-passed': 'true',
      'same-mr1-rate': '0',
      'same-mr2-rate': '0',
      'same-mr3-rate': '',
      'same-mr4-rate': '0',
      'swapped-passed': 'false',
      'swapped-mr1-rate': '1',
      'swapped-mr2-rate': '1',
      'swapped-mr3-rate': '',
      'swapped-mr4-rate': '0',
    });
    expect(result.outputs).not.toHaveProperty('mr1-rate');

    const report = studentsReport(result.outputs['report-json']);
    expect(report.schema).toBe('metacompress-students-report');
    expect(report.gate).toMatchObject({ passed: true, passing: ['same'] });
    expect(report.students.map((s) => [s.name, s.report.gate.failures])).toEqual([
      ['same', []],
      ['swapped', [MR1_FAILURE, MR2_FAILURE]],
    ]);

    // The comment: marker, the status line, the candidates' table, then each report folded.
    expect(github.comments.filter((c) => c.issueNumber === 21)).toHaveLength(1);
    const body = github.comments.find((c) => c.issueNumber === 21)!.body;
    expect(
      body.startsWith(
        '<!-- metacompress:gates/any.yml -->\n### ✅ MetaCompress: 2 students: 1 passed (same); gate.students any: passed.',
      ),
    ).toBe(true);
    const table = body.indexOf('| Model');
    expect(table).toBeGreaterThan(0);
    expect(table).toBeLessThan(body.indexOf('<details><summary><b>same</b>'));
    expect(body.indexOf('<details><summary><b>same</b>')).toBeLessThan(
      body.indexOf('<details><summary><b>swapped</b>'),
    );
    expect(result.summary).toMatch(/^### ✅ MetaCompress: 2 students: 1 passed \(same\)/);

    // The hard inputs: swapped violates MR1 and MR2 on each of the 4 rows, same on none.
    const rows = readFileSync(result.outputs['hard-inputs']!, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { studentName: string });
    expect(rows.map((r) => r.studentName)).toEqual(['swapped', 'swapped', 'swapped', 'swapped']);
  });

  it('all: swapped fails, so the step fails after publishing, one ::error:: per failure under its name', async () => {
    const result = await runner.run({
      inputs: inputs('gates/all.yml'),
      event: pullRequestEvent(22),
    });
    expect(result.code).toBe(1);
    expect(result.outputs.passed).toBe('false');
    expect(result.outputs['swapped-passed']).toBe('false');
    expect(studentsReport(result.outputs['report-json']).gate.passed).toBe(false);
    expect(commands(result.stdout, 'error')).toEqual([
      '::error title=MetaCompress::swapped failed',
      `::error title=MetaCompress::swapped: ${MR1_FAILURE}`,
      `::error title=MetaCompress::swapped: ${MR2_FAILURE}`,
      '::error::The fidelity gate failed on 3 checks; see the job summary',
    ]);
    expect(result.stdout.indexOf('Created the MetaCompress comment')).toBeGreaterThan(0);
    expect(result.stdout.indexOf('Created the MetaCompress comment')).toBeLessThan(
      result.stdout.indexOf('::error'),
    );
  });

  it('a name: only that student is gated (same passes, swapped is reported)', async () => {
    const result = await runner.run({ inputs: inputs('gates/same.yml') });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({ passed: 'true', 'swapped-passed': 'false' });
    expect(commands(result.stdout, 'error')).toEqual([]);
  });
});

describe('a students report as the baseline', () => {
  it('is saved by a push to the default branch and gives each student of a pull request its own, by name', async () => {
    const baseSha = 'feed'.padEnd(40, '2');
    const push = await runner.run({
      inputs: inputs('gates/all.yml'),
      event: pushEvent('main'),
      runId: 401,
      env: { GITHUB_SHA: baseSha },
    });
    expect(push.code).toBe(1);
    const key = 'metacompress-v1-students-baseline-gates/all.yml-main-401-1';
    expect(cacheServer.entries.filter((e) => e.finalized).map((e) => e.key)).toContain(key);
    github.addRun('octo', 'distil', 401, { event: 'push', headBranch: 'main', headSha: baseSha });

    // The pull request swaps the students' names: each must get the baseline of its new name.
    runner.write({
      'gates/all.yml': studentsConfig('all')
        .replace('  same:', '  renamed:')
        .replace('  swapped:', '  same:')
        .replace('  renamed:', '  swapped:'),
    });
    runner.fresh();
    const pr = await runner.run({ inputs: inputs('gates/all.yml'), event: pullRequestEvent(23) });
    expect(pr.stdout).toContain(
      `Baseline report restored from the cache (${key}, made by run 401 at ${baseSha})`,
    );
    const report = studentsReport(pr.outputs['report-json']);
    // Now `swapped` is the teacher's own columns (MR1 0) against its base's 1, and `same` the other way.
    expect(
      report.students.map((s) => [
        s.name,
        s.report.relations.mr1.rate,
        s.report.baseline?.rates.MR1,
      ]),
    ).toEqual([
      ['swapped', 0, 1],
      ['same', 1, 0],
    ]);
    expect(report.students.every((s) => s.report.baseline?.commit === baseSha)).toBe(true);
  });
});

describe('a students baseline that no trusted run made', () => {
  it('fails every student closed, so even any fails, with the report written first', async () => {
    // A push saves the entry, but GitHub says its run was a pull_request_target run.
    const push = await runner.run({
      inputs: inputs('gates/any.yml'),
      event: pushEvent('main'),
      runId: 402,
    });
    expect(push.code).toBe(0);
    github.addRun('octo', 'distil', 402, {
      event: 'pull_request_target',
      headBranch: 'main',
      headSha: 'd'.repeat(40),
    });
    runner.fresh();
    const pr = await runner.run({ inputs: inputs('gates/any.yml'), event: pullRequestEvent(25) });
    const key = 'metacompress-v1-students-baseline-gates/any.yml-main-402-1';
    const refusal = `baseline: 1 cached report under metacompress-v1-students-baseline-gates/any.yml-main- was not vouched for by a trusted run of main, and none was; refusing to check for a regression against them (delete them: gh cache delete ${key}; a pull request's own copy is in its scope, refs/pull/<number>/merge)`;
    expect(pr.code).toBe(1);
    const report = studentsReport(pr.outputs['report-json']);
    expect(report.gate).toMatchObject({
      passed: false,
      passing: [],
      reasons: ['no student passed'],
    });
    expect(report.students.map((s) => [s.name, s.report.gate.failures.at(-1)])).toEqual([
      ['same', refusal],
      ['swapped', refusal],
    ]);
    expect(report.comparison.candidates.map((c) => c.passed)).toEqual([false, false]);
    expect(pr.outputs).toMatchObject({ passed: 'false', passing: '', 'same-passed': 'false' });
    expect(commands(pr.stdout, 'error')).toContain(`::error title=MetaCompress::same: ${refusal}`);
  });
});

describe('report mode', () => {
  // Configs of their own: an earlier test rewrites gates/all.yml with the students' names swapped.
  beforeEach(() => {
    runner.write({
      'gates/report-any.yml': studentsConfig('any'),
      'gates/report-all.yml': studentsConfig('all'),
    });
  });

  it('decides a students report another job made again with the config here, and comments it', async () => {
    // The other job: any passes (same passes); its report says so.
    const made = await runner.run({ inputs: inputs('gates/report-any.yml', { comment: 'false' }) });
    expect(made.code).toBe(0);
    const report = studentsReport(made.outputs['report-json']);
    expect(report.gate.passed).toBe(true);
    runner.write({ 'downloaded/report.json': JSON.stringify(report) });
    // This job's config says all: swapped fails, so the step fails.
    const result = await runner.run({
      inputs: inputs('gates/report-all.yml', {
        report: 'downloaded/report.json',
        'pull-request': '31',
      }),
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('the gate is not run here');
    expect(result.outputs).toMatchObject({
      passed: 'false',
      students: 'same,swapped',
      passing: 'same',
      'swapped-passed': 'false',
      'swapped-mr1-rate': '1',
    });
    expect(commands(result.stdout, 'error')).toEqual([
      '::error title=MetaCompress::swapped failed',
      `::error title=MetaCompress::swapped: ${MR1_FAILURE}`,
      `::error title=MetaCompress::swapped: ${MR2_FAILURE}`,
      '::error::The fidelity gate failed on 3 checks; see the job summary',
    ]);
    const body = github.comments.find((c) => c.issueNumber === 31)!.body;
    expect(body.split('\n').slice(0, 2)).toEqual([
      '<!-- metacompress:metacompress -->',
      '### ❌ MetaCompress: 2 students: 1 passed (same); gate.students all: FAILED (swapped failed).',
    ]);
    expect(body).toContain(
      "<sub>verdict decided here, with this config's ceilings, from the counts of a report another job made; those counts are that job's claim, not checked here · config `gates/report-all.yml`",
    );
  });

  it('refuses, with one line and no comment, a students report that leaves out a student', async () => {
    const made = await runner.run({ inputs: inputs('gates/report-all.yml', { comment: 'false' }) });
    const report = studentsReport(made.outputs['report-json']);
    // The failing student dropped: the rest would pass under all.
    report.students = report.students.filter((s) => s.name !== 'swapped');
    runner.write({ 'downloaded/report.json': JSON.stringify(report) });
    const result = await runner.run({
      inputs: inputs('gates/report-all.yml', {
        report: 'downloaded/report.json',
        'pull-request': '32',
      }),
    });
    expect(result.code).toBe(1);
    expect(result.outputs).toEqual({});
    expect(github.comments.filter((c) => c.issueNumber === 32)).toEqual([]);
    expect(commands(result.stdout, 'error')).toEqual([
      expect.stringMatching(
        /^::error::report .*downloaded\/report\.json: the report leaves out student swapped, which the config here names \(students:\): a report is decided again only on everything its config asks for$/,
      ),
    ]);
  });

  it('refuses a students report without a config to decide it with', async () => {
    const made = await runner.run({ inputs: inputs('gates/report-any.yml', { comment: 'false' }) });
    runner.write({ 'downloaded/report.json': readFileSync(made.outputs['report-json']!) });
    const result = await runner.run({
      inputs: { 'github-token': TOKEN, report: 'downloaded/report.json', 'pull-request': '33' },
    });
    expect(result.code).toBe(1);
    expect(commands(result.stdout, 'error')).toEqual([
      expect.stringMatching(
        /^::error::report .*downloaded\/report\.json: a students report is decided again with the students: map of a config: give config: /,
      ),
    ]);
  });
});
