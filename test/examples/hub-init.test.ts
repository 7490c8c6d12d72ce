/**
 * `metacompress init` from hf:// files: the vulnerability example's models
 * and data on the local Hub (test/servers/hub.ts), the data named by a branch.
 * The config it writes names each file at its commit with its sha256, equals
 * the one init writes from the same files on disk but for those, and runs to
 * the same exit status and report.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-harness.js';
import type { Report } from '../../src/report/types.js';
import { EXAMPLE, FILES, sha256, startExampleHub } from '../servers/hub-example.js';
import { repoRoot } from '../shared.js';

let example: Awaited<ReturnType<typeof startExampleHub>>;
beforeAll(async () => {
  example = await startExampleHub('hub-init');
});
afterAll(() => example.stop());

/** The example laid out on disk as init finds it: each model with tokenizer.json beside it. */
function diskCopy(root: string): void {
  for (const [folder, model, tokenizer] of [
    ['teacher', 'teacher.onnx', 'tokenizer-teacher.json'],
    ['student', 'student-compressor.onnx', 'tokenizer-compressor.json'],
  ] as const) {
    mkdirSync(path.join(root, folder));
    copyFileSync(path.join(EXAMPLE, model), path.join(root, folder, 'model.onnx'));
    copyFileSync(path.join(EXAMPLE, tokenizer), path.join(root, folder, 'tokenizer.json'));
  }
}

describe('metacompress init from the Hub', () => {
  it('writes the hf:// files at their commits with their sha256, and the config runs as the files on disk do', async () => {
    const { hub, dir: root, commits } = example;
    const env = {
      XDG_CACHE_HOME: path.join(root, 'cache'),
      HF_ENDPOINT: hub.url,
      HF_TOKEN: hub.token,
      METACOMPRESS_ALLOW_HTTP: '1',
    };
    const t = `hf://metacompress-examples/vuln-teacher@${commits.teacher}`;
    const s = `hf://metacompress-examples/vuln-student@${commits.student}`;
    const dataOnMain = 'hf://datasets/metacompress-examples/vulnerability-demo@main/test.jsonl';
    const dataAtCommit = `hf://datasets/metacompress-examples/vulnerability-demo@${commits.data}/test.jsonl`;

    const hubDir = path.join(root, 'from-hub');
    mkdirSync(hubDir);
    const fromHub = await cli(
      ['init', `${s}/onnx/model.onnx`, dataOnMain, '--teacher', `${t}/onnx/model.onnx`],
      hubDir,
      env,
    );
    expect(fromHub.status).toBe(0);
    // The branch is resolved and the commit suggested; every file is verified as it arrives.
    expect(fromHub.stderr).toContain(
      `warning: ${dataOnMain} names the revision main, which can move; this run used commit ${commits.data}: pin it as ${dataAtCommit}\n`,
    );
    expect(fromHub.stderr).not.toMatch(/error/);
    // The tokenizer is looked for beside onnx/model.onnx first (absent: 404), then at the root.
    const tokenizerLookups = hub.requests
      .filter((r) => r.kind === 'resolve' && r.method === 'HEAD')
      .map((r) => decodeURIComponent(r.url.split('/resolve/')[1]!.split('/').slice(1).join('/')));
    expect(tokenizerLookups).toEqual([
      'onnx/model.onnx',
      'onnx/tokenizer.json',
      'onnx/tokenizer-model.json',
      'tokenizer.json',
      'onnx/model.onnx',
      'onnx/tokenizer.json',
      'onnx/tokenizer-model.json',
      'tokenizer.json',
      'test.jsonl',
    ]);
    const hubConfig = readFileSync(path.join(hubDir, 'metacompress.yml'), 'utf8');

    const diskDir = path.join(root, 'from-disk');
    mkdirSync(diskDir);
    diskCopy(diskDir);
    const data = path.join(repoRoot, 'examples', 'data', 'vulnerability-demo.jsonl');
    const fromDisk = await cli(
      ['init', 'student/model.onnx', data, '--teacher', 'teacher/model.onnx'],
      diskDir,
    );
    expect(fromDisk.status).toBe(0);
    const diskConfig = readFileSync(path.join(diskDir, 'metacompress.yml'), 'utf8');

    // The sha256 of each file as read from the example on disk (node:crypto over its bytes).
    const pins = {
      data: `  sha256: { path: "${sha256(FILES.data)}" }   # as init read them`,
      teacher: `  sha256: { model: "${sha256(FILES.teacherModel)}", tokenizer: "${sha256(FILES.teacherTokenizer)}" }   # as init read them`,
      student: `  sha256: { model: "${sha256(FILES.studentModel)}", tokenizer: "${sha256(FILES.studentTokenizer)}" }   # as init read them`,
    };
    const lines = hubConfig.split('\n');
    for (const line of [
      `  path: "${dataAtCommit}"`,
      `  model: "${t}/onnx/model.onnx"`,
      `  tokenizer: "${t}/tokenizer.json"`,
      `  model: "${s}/onnx/model.onnx"`,
      `  tokenizer: "${s}/tokenizer.json"`,
      ...Object.values(pins),
    ]) {
      expect(lines).toContain(line);
    }
    // Otherwise the same config as from the files on disk.
    const asOnDisk = hubConfig
      // A file outside the config's folder is written relative to it (../ included).
      .replace(`"${dataAtCommit}"`, JSON.stringify(path.relative(diskDir, data)))
      .replace(`"${t}/onnx/model.onnx"`, '"teacher/model.onnx"')
      .replace(`"${t}/tokenizer.json"`, '"teacher/tokenizer.json"')
      .replace(`"${s}/onnx/model.onnx"`, '"student/model.onnx"')
      .replace(`"${s}/tokenizer.json"`, '"student/tokenizer.json"')
      .split('\n')
      .filter((line) => !Object.values(pins).includes(line))
      .join('\n');
    expect(asOnDisk).toBe(diskConfig);

    // init fetched into the run's cache: the run needs no network at all.
    hub.requests.length = 0;
    hub.cdnRequests.length = 0;
    const hubRun = await cli(
      ['--report-json', path.join(root, 'hub.json'), '--threads', '1'],
      hubDir,
      { ...env, HF_HUB_OFFLINE: '1' },
    );
    expect(hubRun.stderr).not.toMatch(/error/);
    expect(hub.requests).toEqual([]);
    expect(hub.cdnRequests).toEqual([]);
    const diskRun = await cli(
      ['--report-json', path.join(root, 'disk.json'), '--threads', '1'],
      diskDir,
    );
    expect(hubRun.status).toBe(diskRun.status);
    const [hubReport, diskReport] = ['hub.json', 'disk.json'].map(
      (name) => JSON.parse(readFileSync(path.join(root, name), 'utf8')) as Report,
    );
    expect(hubReport!.relations).toEqual(diskReport!.relations);
    expect(hubReport!.gate.passed).toBe(diskReport!.gate.passed);
    expect(hubReport!.teacher.sha256).toBe(sha256(FILES.teacherModel));
    expect(hubReport!.student.sha256).toBe(sha256(FILES.studentModel));
    expect(hubReport!.dataset.sha256).toBe(sha256(FILES.data));
  }, 300_000);

  it('names the model file on the Hub, and says where it looked for a missing tokenizer', async () => {
    const { hub, dir: root, commits } = example;
    const dir = path.join(root, 'refused');
    mkdirSync(dir);
    const env = { XDG_CACHE_HOME: path.join(root, 'cache2'), HF_ENDPOINT: hub.url, METACOMPRESS_ALLOW_HTTP: '1' };
    const folder = await cli(['init', `hf://metacompress-examples/vuln-student@${commits.student}/onnx`], dir, env);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe(
      `metacompress: error: student hf://metacompress-examples/vuln-student@${commits.student}/onnx: name the model file itself (an .onnx file) on the Hub\n`,
    );
    const alone = hub.commit('metacompress-examples/bare', {
      'model.onnx': { content: FILES.studentModel, lfs: true },
    });
    const bare = `hf://metacompress-examples/bare@${alone}/model.onnx`;
    const missing = await cli(['init', bare], dir, env);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(
      new RegExp(
        `metacompress: error: student ${bare.replace(/[.]/g, '\\.')}: no tokenizer\\.json \\(or tokenizer-model\\.json\\) beside it or at the repository's root \\(offline: in the cache\\)\\n$`,
      ),
    );
  });
});
