/**
 * Evidence for the action issue: the bundled action run on the vulnerability
 * example (examples/vulnerability/metacompress.yml) for a pull request, first
 * on a cold cache (a new cache service, an empty RUNNER_TOOL_CACHE: the
 * runtime is installed through the fake npm and the teacher is run), then on
 * a warm one (a new runner, the same cache service: the runtime and the
 * teacher outputs are restored). Each step's wall time is measured from the
 * child process's start to its exit.
 *
 * Opt-in, since it runs the real example models on 400 functions twice:
 *
 *   ACTION_EVIDENCE=1 npx vitest run test/action/example-evidence.test.ts
 *
 * It writes tmp/evidence/vulnerability-comment.md (the comment body as the
 * local GitHub API received it, after the warm run), vulnerability-summary.md
 * (the warm run's job summary) and action-timings.json.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { resultsApi } from '../servers/github-actions-api.js';
import { repoRoot } from '../shared.js';
import { ORT_VERSION, pullRequestEvent, Runner, type RunResult } from './harness.js';

const TOKEN = 'ghs_actionevidencetoken';
const CONFIG = 'examples/vulnerability/metacompress.yml';
const MARKER = `<!-- metacompress:${CONFIG} -->`;
const PULL_REQUEST = 42;
const EVIDENCE = path.join(repoRoot, 'tmp', 'evidence');
const INPUTS = {
  config: CONFIG,
  'github-token': TOKEN,
  'onnxruntime-version': ORT_VERSION,
};
const STATUS_LINE =
  /^### (✅ MetaCompress: Fidelity gate passed\.|❌ MetaCompress: Fidelity gate FAILED on )/;

let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let runner: Runner;
let cold: RunResult | undefined;
let coldNpmCalls = 0;

function reportOf(result: RunResult): Report {
  expect(result.report, `no report; stdout:\n${result.stdout}\nstderr:\n${result.stderr}`).not.toBe(
    null,
  );
  return result.report!;
}

/** The exit code follows the gate, the outputs say the same, and nothing crashed. */
function expectVerdict(result: RunResult, report: Report): void {
  expect(result.code).toBe(report.gate.passed ? 0 : 1);
  expect(result.outputs.passed).toBe(String(report.gate.passed));
  expect(result.stdout + result.stderr).not.toMatch(/\n\s+at [\w.<]+ \(|\n\s+at file:/);
}

/** The hidden marker, then the status line the job summary starts with. */
function expectCommentHead(body: string, result: RunResult, report: Report): void {
  const [marker, status] = body.split('\n');
  expect(marker).toBe(MARKER);
  expect(status).toMatch(STATUS_LINE);
  expect(status!.startsWith(report.gate.passed ? '### ✅' : '### ❌')).toBe(true);
  expect(status).toBe(result.summary.split('\n')[0]);
}

function stepRecord(result: RunResult, report: Report, npmInstalls: number) {
  return {
    wallMs: Math.round(result.wallMs),
    exitCode: result.code,
    passed: report.gate.passed,
    teacherFromCache: report.teacher.fromCache,
    npmInstalls,
    /** The report's own timings (inside the step), in whole milliseconds. */
    reportTimingsMs: Object.fromEntries(
      Object.entries(report.timings).map(([name, value]) => [name, Math.round(value)]),
    ),
  };
}

/** A path of the simulated checkout, relative to it (the runner's folder is deleted). */
function inWorkspace(file: string): string {
  return path.relative(runner.workspace, file);
}

describe.skipIf(process.env.ACTION_EVIDENCE !== '1')(
  'evidence: the vulnerability example, cold then warm cache',
  () => {
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
      // The checkout: the example and the demo data set its config points at (../data).
      for (const dir of ['vulnerability', 'data']) {
        cpSync(path.join(repoRoot, 'examples', dir), path.join(runner.workspace, 'examples', dir), {
          recursive: true,
        });
      }
    }, 900_000);

    afterAll(async () => {
      runner?.dispose();
      await Promise.all([github?.close(), cacheServer?.close()]);
    });

    it(
      'cold: installs the runtime, runs the teacher, creates one comment',
      { timeout: 1_800_000 },
      async () => {
        expect(cacheServer.entries).toEqual([]);
        const result = await runner.run({
          inputs: INPUTS,
          event: pullRequestEvent(PULL_REQUEST),
          runId: 501,
        });
        cold = result;
        coldNpmCalls = runner.npmCalls();
        const report = reportOf(result);
        console.log(
          `cold: ${(result.wallMs / 1000).toFixed(1)} s, exit ${result.code}, teacher.fromCache ${report.teacher.fromCache}`,
        );

        expectVerdict(result, report);
        expect(report.teacher.fromCache).toBe(false);
        expect(coldNpmCalls).toBe(1);
        expect(github.requests.map((r) => r.kind)).toEqual([
          'listCaches',
          'viewer',
          'listComments',
          'createComment',
          'listComments',
        ]);
        expect(github.comments).toHaveLength(1);
        const comment = github.comments[0]!;
        expect(comment.issueNumber).toBe(PULL_REQUEST);
        expectCommentHead(comment.body, result, report);
        expect(result.outputs['comment-url']).toBe(
          `https://github.com/octo/distil/pull/${PULL_REQUEST}#issuecomment-${comment.id}`,
        );
      },
    );

    it(
      'warm: restores the runtime and the teacher outputs, updates the same comment',
      { timeout: 1_800_000 },
      async () => {
        expect(cold, 'the cold run did not finish').toBeDefined();
        const coldReport = reportOf(cold!);
        const commentId = github.comments[0]!.id;
        // A new runner (empty RUNNER_TEMP and RUNNER_TOOL_CACHE), the same cache service.
        runner.fresh();
        github.requests.length = 0;
        cacheServer.requests.length = 0;
        const result = await runner.run({
          inputs: INPUTS,
          event: pullRequestEvent(PULL_REQUEST),
          runId: 502,
        });
        const report = reportOf(result);
        const npmInstalls = runner.npmCalls() - coldNpmCalls;
        const body = github.comments[0]?.body ?? '';
        console.log(
          `warm: ${(result.wallMs / 1000).toFixed(1)} s, exit ${result.code}, teacher.fromCache ${report.teacher.fromCache}`,
        );

        mkdirSync(EVIDENCE, { recursive: true });
        writeFileSync(path.join(EVIDENCE, 'vulnerability-comment.md'), body);
        writeFileSync(path.join(EVIDENCE, 'vulnerability-summary.md'), result.summary);
        const timings = {
          example: CONFIG,
          event: `pull_request #${PULL_REQUEST}`,
          measured: 'wall time of the action step, child process start to exit',
          cold: stepRecord(cold!, coldReport, coldNpmCalls),
          warm: stepRecord(result, report, npmInstalls),
          teacher: { path: inWorkspace(report.teacher.path), sha256: report.teacher.sha256 },
          student: { path: inWorkspace(report.student.path), sha256: report.student.sha256 },
          dataset: {
            path: inWorkspace(report.dataset.path),
            sha256: report.dataset.sha256,
            rows: report.dataset.rowsUsed,
          },
          commentId,
          onnxruntimeNode: ORT_VERSION,
          node: process.version,
          cpus: os.cpus().length,
          date: new Date().toISOString(),
        };
        writeFileSync(
          path.join(EVIDENCE, 'action-timings.json'),
          `${JSON.stringify(timings, null, 2)}\n`,
        );
        console.log(`evidence written to ${EVIDENCE}`);

        expectVerdict(result, report);
        expect(npmInstalls).toBe(0);
        expect(result.stdout).toMatch(
          /Restored metacompress-v1-onnxruntime-node-\S+ from the Actions cache/,
        );
        expect(result.stdout).toContain(
          `Teacher outputs restored from the cache (${coldReport.dataset.rowsUsed} rows)`,
        );
        expect(report.teacher.fromCache).toBe(true);
        // The cached teacher is the teacher: the same relations and the same verdict.
        expect(report.relations).toEqual(coldReport.relations);
        expect(report.gate).toEqual(coldReport.gate);

        expect(github.comments).toHaveLength(1);
        expect(github.comments[0]!.id).toBe(commentId);
        expect(github.requests.map((r) => r.kind)).toEqual([
          'listCaches',
          'viewer',
          'listComments',
          'updateComment',
        ]);
        expectCommentHead(body, result, report);
        expect(body).toContain(
          'The teacher outputs came from the cache (same teacher model, encoding, dataset, runtime and code): the live teacher scored',
        );
        expect(result.outputs['comment-url']).toBe(
          `https://github.com/octo/distil/pull/${PULL_REQUEST}#issuecomment-${commentId}`,
        );
      },
    );
  },
);
