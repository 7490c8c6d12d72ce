/**
 * Runs the bundled action (dist/index.js) in a child process the way a runner
 * does: INPUT_* variables, the event payload in GITHUB_EVENT_PATH, the
 * GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, RUNNER_TEMP and
 * RUNNER_TOOL_CACHE, and the GitHub API and Actions cache service pointed at
 * the local servers of test/servers.
 *
 * The bundle: the tests run the committed dist/index.js, which is what a
 * runner runs. When it is missing or older than a file under src/ (or than
 * package-lock.json), actionBundle() builds the action with ncc, with the
 * flags of scripts/bundle.mjs, into tmp/action-bundle/ and runs that
 * instead, so a test run never rewrites dist/ (run `npm run bundle` for
 * that). CI's check-dist job proves the committed dist/ is what the sources
 * build.
 *
 * onnxruntime-node is "installed" by test/runtime/fake-npm.mjs, which links
 * the project's node_modules copy: the action reads the test-only variable
 * METACOMPRESS_NPM_COMMAND for that.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared.js';
import type { Report } from '../../src/report/types.js';
import { tempDir } from '../servers/env.js';
import { fakeNpm } from '../runtime/helpers.js';
import type { WorkflowRun } from '../servers/runtime-token.js';

const DIST_BUNDLE = path.join(repoRoot, 'dist', 'index.js');
const PRIVATE_DIR = path.join(repoRoot, 'tmp', 'action-bundle');
const FIXTURES = path.join(repoRoot, 'test', 'fixtures');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function isFresh(bundle: string): boolean {
  if (!existsSync(bundle)) return false;
  const built = statSync(bundle).mtimeMs;
  return (
    built >= newestMtime(path.join(repoRoot, 'src')) &&
    built >= statSync(path.join(repoRoot, 'package-lock.json')).mtimeMs
  );
}

function runNode(args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited ${code}`)),
    );
  });
}

/**
 * The bundle to run, copied into `into` (with its package.json, which makes
 * it an ES module) so that a rebuild of dist/ during the tests cannot pull it
 * away: dist/index.js when fresh, else a private build (see the header).
 */
export async function actionBundle(into: string): Promise<string> {
  const source = await freshBundle();
  mkdirSync(into, { recursive: true });
  for (const name of ['index.js', 'package.json']) {
    cpSync(path.join(path.dirname(source), name), path.join(into, name));
  }
  return path.join(into, 'index.js');
}

async function freshBundle(): Promise<string> {
  if (isFresh(DIST_BUNDLE)) return DIST_BUNDLE;
  const bundle = path.join(PRIVATE_DIR, 'index.js');
  const lock = `${PRIVATE_DIR}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    if (isFresh(bundle)) return bundle;
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building; a lock older than 10 minutes is left over from a crash.
      if (Date.now() - statSync(lock).mtimeMs > 600_000) rmSync(lock, { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      const ncc = path.join(repoRoot, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
      const args = [ncc, 'build', '--external', 'onnxruntime-node', '--quiet'];
      await runNode([...args, 'src/index.ts', '-o', PRIVATE_DIR], repoRoot);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The onnxruntime-node version the project has installed (what the fake npm serves). */
export const ORT_VERSION = (
  JSON.parse(
    readFileSync(path.join(repoRoot, 'node_modules', 'onnxruntime-node', 'package.json'), 'utf8'),
  ) as { version: string }
).version;

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** What the step set with core.setOutput. */
  outputs: Record<string, string>;
  summary: string;
  /** The report at the report-json output, when there is one. */
  report: Report | null;
  wallMs: number;
}

export interface RunOptions {
  inputs: Record<string, string>;
  event?: { name: string; payload: unknown; ref?: string };
  env?: Record<string, string>;
  runId?: number;
}

/** GITHUB_OUTPUT as core writes it: name<<delimiter, value lines, delimiter. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    outputs[m[1]!] = value.join('\n');
  }
  return outputs;
}

const REPOSITORY = 'octo/distil';

/**
 * The workflow run a job of `event` belongs to, as GitHub records it: the
 * ref whose cache scope it writes and those it may read after it (a pull
 * request's base branch, the default branch `main`), its head branch and
 * head repository (a pull request's head, a fork's when the payload names
 * one), its head commit.
 */
export function workflowRunOf(
  event: { name: string; payload: unknown; ref?: string },
  runId: number,
  sha: string,
): WorkflowRun {
  const ref = event.ref ?? '';
  const pr = (event.payload as { pull_request?: PullRequestPayload }).pull_request;
  const isPullRequest = event.name === 'pull_request' || event.name === 'pull_request_target';
  return {
    id: runId,
    attempt: 1,
    event: event.name,
    ref,
    headBranch: isPullRequest && pr ? pr.head.ref : ref.replace(/^refs\/(heads|tags)\//, ''),
    headSha: isPullRequest && pr ? pr.head.sha : sha,
    headRepository: (isPullRequest && pr?.head.repo?.full_name) || REPOSITORY,
    repository: REPOSITORY,
    readRefs: [...(isPullRequest && pr ? [`refs/heads/${pr.base.ref}`] : []), 'refs/heads/main'],
  };
}

interface PullRequestPayload {
  head: { ref: string; sha: string; repo?: { full_name: string } };
  base: { ref: string };
}

export function pullRequestEvent(number: number, base = 'main') {
  return {
    name: 'pull_request',
    ref: `refs/pull/${number}/merge`,
    payload: {
      action: 'synchronize',
      number,
      pull_request: {
        number,
        head: { ref: `feature-${number}`, sha: 'a'.repeat(40) },
        base: { ref: base, sha: 'b'.repeat(40) },
      },
      repository: { name: 'distil', owner: { login: 'octo' }, default_branch: 'main' },
    },
  };
}

export function pushEvent(branch: string) {
  return {
    name: 'push',
    ref: `refs/heads/${branch}`,
    payload: {
      ref: `refs/heads/${branch}`,
      repository: { name: 'distil', owner: { login: 'octo' }, default_branch: 'main' },
    },
  };
}

/**
 * One simulated runner machine. Its directories keep their absolute paths
 * across runs (the Actions cache version depends on the paths saved), and
 * fresh() empties them, as a new runner would be.
 */
export class Runner {
  readonly root: string;
  readonly workspace: string;
  readonly temp: string;
  readonly toolCache: string;
  readonly npmLog: string;
  private readonly remove: () => void;
  private nextRunId = 1000;

  private bundle = '';

  constructor(
    private readonly services: {
      githubApiUrl: string;
      /** The results service's env for a job of `run` (its runtime token names the run and its scopes). */
      cacheEnv: (run: WorkflowRun) => Record<string, string>;
    },
  ) {
    const made = tempDir('action');
    this.root = made.dir;
    this.remove = made.remove;
    this.workspace = path.join(this.root, 'workspace');
    this.temp = path.join(this.root, 'runner-temp');
    this.toolCache = path.join(this.root, 'tool-cache');
    this.npmLog = path.join(this.root, 'npm-calls.jsonl');
    mkdirSync(this.workspace);
    this.fresh();
  }

  /** Puts the action's bundle beside the runner, as the runner downloads an action. */
  async installBundle(): Promise<void> {
    this.bundle = await actionBundle(path.join(this.root, 'action'));
  }

  /** A new runner: empty temp and tool directories (the workspace is the checkout). */
  fresh(): void {
    for (const dir of [this.temp, this.toolCache]) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
    }
  }

  /** Files the checkout holds, relative to the workspace. */
  write(files: Record<string, string | Buffer>): void {
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(this.workspace, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }

  /** The tiny fixture: the sum-count model, the one-merge BPE, four labelled rows. */
  writeTinyFixture(): void {
    mkdirSync(path.join(this.workspace, 'models'), { recursive: true });
    mkdirSync(path.join(this.workspace, 'data'), { recursive: true });
    cpSync(
      path.join(FIXTURES, 'onnx', 'sum-count.onnx'),
      path.join(this.workspace, 'models', 'sum-count.onnx'),
    );
    for (const name of ['vocab.json', 'merges.txt', 'dataset.jsonl']) {
      cpSync(path.join(FIXTURES, 'tiny', name), path.join(this.workspace, 'data', name));
    }
  }

  npmCalls(): number {
    return existsSync(this.npmLog)
      ? readFileSync(this.npmLog, 'utf8').trim().split('\n').length
      : 0;
  }

  /** Runs dist/index.js to completion (asynchronously: the servers live in this process). */
  async run(options: RunOptions): Promise<RunResult> {
    const runId = options.runId ?? this.nextRunId++;
    const step = path.join(this.root, `step-${runId}-${randomUUID().slice(0, 8)}`);
    mkdirSync(step);
    const outputFile = path.join(step, 'output.txt');
    const summaryFile = path.join(step, 'summary.md');
    const eventFile = path.join(step, 'event.json');
    writeFileSync(outputFile, '');
    writeFileSync(summaryFile, '');
    // GitHub's workflow_dispatch payload names the repository (and so its default branch).
    const event = options.event ?? {
      name: 'workflow_dispatch',
      payload: {
        ref: 'refs/heads/main',
        repository: { name: 'distil', owner: { login: 'octo' }, default_branch: 'main' },
      },
      ref: 'refs/heads/main',
    };
    writeFileSync(eventFile, JSON.stringify(event.payload));
    // A runner always sets GITHUB_SHA; each run here has its own unless the test gives one.
    const sha = options.env?.GITHUB_SHA ?? runId.toString(16).padStart(40, 'd');

    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: this.root,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_REF: event.ref ?? '',
      GITHUB_REPOSITORY: REPOSITORY,
      GITHUB_SHA: sha,
      GITHUB_REPOSITORY_OWNER: 'octo',
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: this.services.githubApiUrl,
      GITHUB_WORKSPACE: this.workspace,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      RUNNER_TEMP: this.temp,
      RUNNER_TOOL_CACHE: this.toolCache,
      RUNNER_OS: 'Linux',
      ...this.services.cacheEnv(workflowRunOf(event, runId, sha)),
      METACOMPRESS_NPM_COMMAND: JSON.stringify(fakeNpm({ FAKE_NPM_LOG: this.npmLog })),
      ...options.env,
    };
    for (const [name, value] of Object.entries(options.inputs)) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    }

    const started = performance.now();
    const { code, stdout, stderr } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve, reject) => {
      const child = spawn(process.execPath, [this.bundle], {
        cwd: this.workspace,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, stdout: out, stderr: err }));
    });
    const wallMs = performance.now() - started;
    const outputs = parseOutputFile(readFileSync(outputFile, 'utf8'));
    const reportFile = outputs['report-json'];
    return {
      code,
      stdout,
      stderr,
      outputs,
      summary: readFileSync(summaryFile, 'utf8'),
      report:
        reportFile && existsSync(reportFile)
          ? (JSON.parse(readFileSync(reportFile, 'utf8')) as Report)
          : null,
      wallMs,
    };
  }

  dispose(): void {
    this.remove();
  }
}

/**
 * The workflow-command lines (::error::, ::warning::) of a step's stdout,
 * with the message unescaped (core writes % CR LF as %25 %0D %0A).
 */
export function commands(stdout: string, kind: 'error' | 'warning'): string[] {
  return stdout
    .split('\n')
    .filter((line) => line.startsWith(`::${kind}`))
    .map((line) => {
      const at = line.indexOf('::', 2) + 2;
      const message = line
        .slice(at)
        .replace(/%0D/g, '\r')
        .replace(/%0A/g, '\n')
        .replace(/%25/g, '%');
      return line.slice(0, at) + message;
    });
}

/**
 * The workflow commands a runner reads in a step's stdout, as
 * actions/runner's ActionCommand.cs does: a line whose text after its
 * leading whitespace starts with `::name` (TryParseV2), or that holds
 * `##[name]` anywhere (TryParse); nothing between `::stop-commands::token`
 * and `::token::`. Each as `name: the whole line`.
 */
export function commandsRead(stdout: string): string[] {
  const read: string[] = [];
  let stopped: string | null = null;
  for (const line of stdout.split(/\r?\n/)) {
    const text = line.trimStart();
    if (stopped !== null) {
      if (text.trimEnd() === `::${stopped}::`) stopped = null;
      continue;
    }
    const v2 = /^::([^\s:]+)[^:]*::(.*)$/.exec(text);
    if (v2 !== null) {
      read.push(`${v2[1]}: ${line}`);
      if (v2[1] === 'stop-commands') stopped = v2[2]!.trim();
      continue;
    }
    const old = /##\[([^\]\s;]+)/.exec(line);
    if (old !== null) read.push(`${old[1]}: ${line}`);
  }
  return read;
}
