/**
 * The vulnerability example's models and data served by the local Hub
 * (test/servers/hub.ts): the CLI runs a config naming them as hf:// files,
 * cold, then warm from its local cache (the Hub asked only for the digests of
 * the files the config does not pin), then offline (every file pinned), and
 * its report equals the one the same example gives from its files on disk.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../cli-harness.js';
import type { Report } from '../../src/report/types.js';
import { tempDir } from '../servers/env.js';
import { startHubServer, type HubServer } from '../servers/hub.js';
import {
  EXAMPLE,
  FILES,
  hubConfig,
  publishExample,
  sha256,
  type ExampleCommits,
} from '../servers/hub-example.js';

let hub: HubServer;
let tmp: ReturnType<typeof tempDir>;
let commits: ExampleCommits;


const run = (args: string[], env: Record<string, string> | undefined) => cli(args, tmp.dir, env);

beforeAll(async () => {
  hub = await startHubServer();
  tmp = tempDir('hub-example');
  commits = publishExample(hub);
  writeFileSync(path.join(tmp.dir, 'hub.yml'), hubConfig(commits));
  writeFileSync(path.join(tmp.dir, 'hub-pinned.yml'), hubConfig(commits, { pinStudent: true }));
});
afterAll(async () => {
  await hub.close();
  tmp.remove();
});

describe('the vulnerability example from the Hub, by the CLI', () => {
  it('runs cold, then from the local cache online and offline, with the report of the files on disk', async () => {
    const env = {
      XDG_CACHE_HOME: path.join(tmp.dir, 'cache'),
      HF_ENDPOINT: hub.url,
      HF_TOKEN: hub.token,
      METACOMPRESS_ALLOW_HTTP: '1',
    };
    const report = (name: string) =>
      JSON.parse(readFileSync(path.join(tmp.dir, name), 'utf8')) as Report;

    const cold = await run(['--config', 'hub.yml', '--report-json', path.join(tmp.dir, 'cold.json')], env);
    expect(cold.stderr).not.toMatch(/error/);
    // dataset, teacher model, teacher tokenizer (kept in git: served by the Hub), student model, tokenizer.
    expect(hub.requests.map((r) => `${r.method} ${r.kind}`)).toEqual([
      'HEAD resolve',
      'HEAD resolve',
      'HEAD resolve',
      'GET resolve',
      'HEAD resolve',
      'HEAD resolve',
      'GET resolve',
    ]);
    // The token went to the Hub for the gated teacher and never to the CDN.
    expect(hub.cdnRequests).toHaveLength(3);
    expect(hub.cdnRequests.every((r) => r.headers.authorization === undefined)).toBe(true);

    // Warm: the cached copies of the student's two files, which the config does not pin, are
    // checked against the digests the Hub states (one HEAD each); nothing is downloaded.
    hub.requests.length = 0;
    hub.cdnRequests.length = 0;
    const warm = await run(['--config', 'hub.yml'], env);
    expect(warm.stderr).not.toMatch(/error|warning/i);
    expect(hub.requests.map((r) => `${r.method} ${r.path.split('/')[2]}`)).toEqual([
      'HEAD vuln-student',
      'HEAD vuln-student',
    ]);
    expect(hub.cdnRequests).toEqual([]);
    expect(warm.status).toBe(cold.status);

    // Offline, a cached copy nothing pins cannot be verified: one line, exit 2.
    hub.requests.length = 0;
    const unpinned = await run(['--config', 'hub.yml'], { ...env, HF_HUB_OFFLINE: '1' });
    expect(unpinned.status).toBe(2);
    expect(unpinned.stderr.trimEnd().split('\n').at(-1)).toBe(
      `metacompress: error: student.model: hf://metacompress-examples/vuln-student@${commits.student}/onnx/model.onnx: HF_HUB_OFFLINE is set, and a cached copy is verified only against the Hub, a pinned sha256 or a trusted record: pin its sha256 beside it in the config, or let the run reach the Hub`,
    );
    // Every file pinned: no request at all.
    const offline = await run(
      ['--config', 'hub-pinned.yml', '--report-json', path.join(tmp.dir, 'offline.json')],
      { ...env, HF_HUB_OFFLINE: '1' },
    );
    expect(offline.stderr).not.toMatch(/error/);
    expect(hub.requests).toEqual([]);
    expect(hub.cdnRequests).toEqual([]);
    expect(offline.status).toBe(cold.status);

    const onDisk = await run(
      ['--config', path.join(EXAMPLE, 'metacompress.yml'), '--report-json', path.join(tmp.dir, 'disk.json')],
      undefined,
    );
    const [fromHub, fromCache, fromDisk] = ['cold.json', 'offline.json', 'disk.json'].map(report);
    for (const r of [fromHub!, fromCache!]) {
      expect(r.relations).toEqual(fromDisk!.relations);
      expect(r.gate.passed).toBe(fromDisk!.gate.passed);
      expect(r.teacher.sha256).toBe(sha256(FILES.teacherModel));
      expect(r.student.sha256).toBe(sha256(FILES.studentModel));
      expect(r.dataset.sha256).toBe(sha256(FILES.data));
    }
    expect(onDisk.status).toBe(cold.status);
    expect(fromHub!.artifacts).toEqual([
      {
        key: 'dataset.path',
        source: `hf://datasets/metacompress-examples/vulnerability-demo@${commits.data}/test.jsonl`,
        resolved: `hf://datasets/metacompress-examples/vulnerability-demo@${commits.data}/test.jsonl`,
        sha256: sha256(FILES.data),
      },
      ...(
        [
          ['teacher.model', commits.teacher, 'vuln-teacher', 'onnx/model.onnx', FILES.teacherModel],
          ['teacher.tokenizer', commits.teacher, 'vuln-teacher', 'tokenizer.json', FILES.teacherTokenizer],
          ['student.model', commits.student, 'vuln-student', 'onnx/model.onnx', FILES.studentModel],
          ['student.tokenizer', commits.student, 'vuln-student', 'tokenizer.json', FILES.studentTokenizer],
        ] as const
      ).map(([key, commit, repo, file, content]) => ({
        key,
        source: `hf://metacompress-examples/${repo}@${commit}/${file}`,
        resolved: `hf://metacompress-examples/${repo}@${commit}/${file}`,
        sha256: sha256(content),
      })),
    ]);
  }, 300_000);

  it('offline with an empty cache is one line and exit 2', async () => {
    const result = await run(['--config', 'hub.yml'], {
      XDG_CACHE_HOME: path.join(tmp.dir, 'empty-cache'),
      HF_ENDPOINT: hub.url,
      HF_HUB_OFFLINE: '1',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `metacompress: error: dataset.path: hf://datasets/metacompress-examples/vulnerability-demo@${commits.data}/test.jsonl: HF_HUB_OFFLINE is set and the file is not in the cache; run once with the Hub reachable, or unset HF_HUB_OFFLINE\n`,
    );
  });
});
