/**
 * The CLI runs a config whose artifacts are an https URL (served over local
 * http with METACOMPRESS_ALLOW_HTTP=1) and a GitHub release asset (the local
 * GitHub API), as the action does: the same report as the files on disk, the
 * pinned URL restored from the local cache on the second run, a wrong
 * sha256 beside a key refused with one line, and require-sha256 enforced.
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './cli-harness.js';
import type { Report } from '../src/report/types.js';
import { tempDir } from './servers/env.js';
import { startFileServer, type FileServer } from './servers/file-server.js';
import { startGitHubApiServer, type GitHubApiServer } from './servers/github-api.js';
import { repoRoot } from './shared.js';

const FIXTURES = path.join(repoRoot, 'test', 'fixtures');
const MODEL = readFileSync(path.join(FIXTURES, 'onnx', 'sum-count.onnx'));
const MODEL_SHA = createHash('sha256').update(MODEL).digest('hex');
const TOKEN = 'ghs_clitoken';

let files: FileServer;
let github: GitHubApiServer;
let tmp: ReturnType<typeof tempDir>;
let modelUrl: string;

/** The tiny gate (the action tests' tiny.yml): the student is the teacher with its columns swapped. */
function config(
  teacher: string,
  student: string,
  { teacherSha256, extra = [] }: { teacherSha256?: string; extra?: string[] } = {},
): string {
  const model = (source: string) => [
    `  model: ${source}`,
    '  tokenizer: { vocab: vocab.json, merges: merges.txt }',
    '  max-length: 16',
  ];
  return [
    'task: vulnerability-prediction',
    'dataset: { path: dataset.jsonl }',
    'teacher:',
    ...model(teacher),
    ...(teacherSha256 === undefined ? [] : [`  sha256: ${teacherSha256}`]),
    'student:',
    ...model(student),
    '  class-order: [1, 0]',
    'relations: { epsilon: 0.01, n-min: 1 }',
    'gate: { inconclusive: pass }',
    'threads: 1',
    ...extra,
  ].join('\n');
}

const run = (file: string, reportName: string) =>
  cli(['--config', file, '--report-json', path.join(tmp.dir, reportName)], tmp.dir, {
    XDG_CACHE_HOME: path.join(tmp.dir, 'cache'),
    METACOMPRESS_ALLOW_HTTP: '1',
    GITHUB_TOKEN: TOKEN,
    GITHUB_API_URL: github.url,
  });

const report = (name: string) =>
  JSON.parse(readFileSync(path.join(tmp.dir, name), 'utf8')) as Report;

beforeAll(async () => {
  [files, github] = await Promise.all([startFileServer(), startGitHubApiServer({ token: TOKEN })]);
  tmp = tempDir('cli-artifacts');
  copyFileSync(path.join(FIXTURES, 'onnx', 'sum-count.onnx'), path.join(tmp.dir, 'model.onnx'));
  for (const name of ['vocab.json', 'merges.txt', 'dataset.jsonl']) {
    copyFileSync(path.join(FIXTURES, 'tiny', name), path.join(tmp.dir, name));
  }
  modelUrl = files.addFile('/models/teacher.onnx', MODEL);
  github.addRelease('octo', 'models', 'v1', [{ name: 'student.onnx', content: MODEL }]);
  writeFileSync(
    path.join(tmp.dir, 'remote.yml'),
    config(modelUrl, 'github-release:octo/models@v1/student.onnx', { teacherSha256: MODEL_SHA }),
  );
  writeFileSync(path.join(tmp.dir, 'local.yml'), config('model.onnx', 'model.onnx'));
});
afterAll(async () => {
  await Promise.all([files.close(), github.close()]);
  tmp.remove();
});

describe('the CLI on remote artifacts', () => {
  it('runs an https URL and a release asset as the action does, the second time from its cache', async () => {
    const local = await run('local.yml', 'local.json');
    const cold = await run('remote.yml', 'cold.json');
    expect(cold.stderr).toContain(`Downloading ${modelUrl}`);
    expect(cold.status).toBe(local.status);
    expect(report('cold.json').relations).toEqual(report('local.json').relations);
    expect(report('cold.json').artifacts?.map((a) => [a.key, a.source, a.sha256])).toEqual([
      ['dataset.path', 'dataset.jsonl', expect.stringMatching(/^[0-9a-f]{64}$/)],
      ['teacher.model', modelUrl, MODEL_SHA],
      ['teacher.tokenizer.vocab', 'vocab.json', expect.any(String)],
      ['teacher.tokenizer.merges', 'merges.txt', expect.any(String)],
      ['student.model', 'github-release:octo/models@v1/student.onnx', MODEL_SHA],
      ['student.tokenizer.vocab', 'vocab.json', expect.any(String)],
      ['student.tokenizer.merges', 'merges.txt', expect.any(String)],
    ]);
    expect(files.hits('/models/teacher.onnx')).toHaveLength(1);

    // Without the downloads folder, the files come from the cache's own entries.
    rmSync(path.join(tmp.dir, 'cache', 'metacompress', 'artifacts', 'work'), { recursive: true });
    const warm = await run('remote.yml', 'warm.json');
    expect(warm.status).toBe(cold.status);
    expect(files.hits('/models/teacher.onnx')).toHaveLength(1);
    expect(warm.stderr).toContain(`Restored ${modelUrl} from the cache (sha256 verified)`);
  }, 120_000);

  it('refuses a wrong sha256 beside a key, and an unpinned URL under require-sha256, with one line', async () => {
    const wrong = 'ab'.repeat(32);
    writeFileSync(
      path.join(tmp.dir, 'wrong.yml'),
      config(modelUrl, 'model.onnx', { teacherSha256: wrong }),
    );
    const mismatch = await run('wrong.yml', 'wrong.json');
    expect(mismatch.status).toBe(2);
    expect(mismatch.stderr.split('\n').filter((l) => l.startsWith('metacompress: error'))).toEqual([
      `metacompress: error: teacher.model: sha256 mismatch for ${modelUrl}: expected ${wrong}, got ${MODEL_SHA}`,
    ]);

    writeFileSync(
      path.join(tmp.dir, 'strict.yml'),
      config(modelUrl, 'model.onnx', { extra: ['require-sha256: true'] }),
    );
    const strict = await run('strict.yml', 'strict.json');
    expect(strict.status).toBe(2);
    expect(strict.stderr).toBe(
      `metacompress: error: teacher.model: require-sha256 is set and ${modelUrl} has no sha256; pin it with sha256 beside it in the config (or the action's artifact-sha256 input)\n`,
    );
  });
});
