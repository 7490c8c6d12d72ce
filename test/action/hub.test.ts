/**
 * The bundled action run as a runner runs it (harness.ts) on a config naming
 * the vulnerability example's models and data as hf:// files on the local Hub
 * (test/servers/hub.ts): the hf-token input reaches the Hub for the gated
 * teacher and never the CDN, the files are verified and saved to the Actions
 * cache, and a fresh runner with HF_HUB_OFFLINE=1 and every file pinned
 * restores them from there without a request to the Hub. A student whose
 * entries an attacker replaced with the teacher's files and a record to match
 * is fetched again: the verdict is the cold one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionsCache } from '../../src/store/actions-cache.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import { startGitHubApiServer, type GitHubApiServer } from '../servers/github-api.js';
import { resultsApi } from '../servers/github-actions-api.js';
import { quietActionsOutput, recordingLogger, setCacheEnv } from '../servers/env.js';
import { gitBlobIdOf, startHubServer, type HubServer } from '../servers/hub.js';
import {
  FILES,
  hubConfig,
  publishExample,
  sha256,
  type ExampleCommits,
} from '../servers/hub-example.js';
import { commands, ORT_VERSION, Runner } from './harness.js';

let github: GitHubApiServer;
let cacheServer: ActionsCacheServer;
let hub: HubServer;
let runner: Runner;
let commits: ExampleCommits;

quietActionsOutput();

beforeAll(async () => {
  [github, cacheServer, hub] = await Promise.all([
    startGitHubApiServer({ token: 'ghs_hubtest', ...resultsApi(() => cacheServer) }),
    startActionsCacheServer(),
    startHubServer(),
  ]);
  runner = new Runner({ githubApiUrl: github.url, cacheEnv: (run) => cacheServer.env(run) });
  await runner.installBundle();
  commits = publishExample(hub);
  runner.write({
    'gates/hub.yml': hubConfig(commits),
    'gates/hub-pinned.yml': hubConfig(commits, { pinStudent: true }),
  });
}, 600_000);

afterAll(async () => {
  runner?.dispose();
  await Promise.all([github?.close(), cacheServer?.close(), hub?.close()]);
});

/** The example's student fails MR1 (as it does from the files on disk: test/examples/hub-example.test.ts). */
const GATE_ERRORS = [
  '::error title=MetaCompress::MR1 prediction disagreement 17.5% (70/400) exceeds the ceiling 10.0%',
  '::error::The fidelity gate failed on 1 check; see the job summary',
];

const INPUTS = {
  config: 'gates/hub.yml',
  'github-token': 'ghs_hubtest',
  'onnxruntime-version': ORT_VERSION,
  comment: 'false',
  'allow-http': 'true',
};

describe('hf:// artifacts in the action', () => {
  it('needs the hf-token for the gated teacher', async () => {
    const result = await runner.run({ inputs: INPUTS, env: { HF_ENDPOINT: hub.url } });
    expect(result.code).toBe(1);
    expect(commands(result.stdout, 'error')).toEqual([
      `::error::teacher.model: hf://metacompress-examples/vuln-teacher@${commits.teacher}/onnx/model.onnx: HTTP 401 from the Hub: the repository metacompress-examples/vuln-teacher is private or gated; set HF_TOKEN (CLI) or the hf-token input (action) to a token that can read it`,
    ]);
  }, 300_000);

  it('downloads and verifies cold, then a fresh runner offline restores every file from the Actions cache', async () => {
    runner.fresh();
    hub.requests.length = 0;
    hub.cdnRequests.length = 0;
    const inputs = { ...INPUTS, 'hf-token': hub.token };
    const cold = await runner.run({ inputs, env: { HF_ENDPOINT: hub.url } });
    expect(commands(cold.stdout, 'error')).toEqual(GATE_ERRORS);
    // The data set came from the cache: the run above verified and saved it before the teacher's 401.
    expect(cold.stdout).toContain(
      `Restored hf://datasets/metacompress-examples/vulnerability-demo@${commits.data}/test.jsonl from the cache`,
    );
    expect(hub.requests.map((r) => `${r.method} ${r.path.split('/')[2]}`)).toEqual([
      'HEAD vuln-teacher',
      'HEAD vuln-teacher',
      'GET vuln-teacher',
      'HEAD vuln-student',
      'HEAD vuln-student',
      'GET vuln-student',
    ]);
    const teacherRequests = hub.requests.filter((r) => r.path.includes('vuln-teacher'));
    expect(teacherRequests.map((r) => r.headers.authorization)).toEqual(
      teacherRequests.map(() => `Bearer ${hub.token}`),
    );
    expect(hub.cdnRequests).toHaveLength(2);
    expect(hub.cdnRequests.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(cold.stdout).not.toContain(hub.token);
    expect(cold.report?.artifacts?.find((a) => a.key === 'teacher.model')).toEqual({
      key: 'teacher.model',
      source: `hf://metacompress-examples/vuln-teacher@${commits.teacher}/onnx/model.onnx`,
      resolved: `hf://metacompress-examples/vuln-teacher@${commits.teacher}/onnx/model.onnx`,
      sha256: sha256(FILES.teacherModel),
    });
    const hubKeys = cacheServer.entries.filter(
      (e) => e.finalized && e.key.startsWith('metacompress-v1-hf-'),
    );
    expect(hubKeys).toHaveLength(5);

    runner.fresh();
    hub.requests.length = 0;
    hub.cdnRequests.length = 0;
    const offline = await runner.run({
      inputs: { ...INPUTS, config: 'gates/hub-pinned.yml' },
      env: { HF_ENDPOINT: hub.url, HF_HUB_OFFLINE: '1' },
    });
    expect(commands(offline.stdout, 'error')).toEqual(GATE_ERRORS);
    expect(hub.requests).toEqual([]);
    expect(hub.cdnRequests).toEqual([]);
    expect(offline.code).toBe(cold.code);
    expect(offline.report?.relations).toEqual(cold.report?.relations);
    expect(offline.stdout).toContain(
      `Restored hf://metacompress-examples/vuln-teacher@${commits.teacher}/onnx/model.onnx from the cache (sha256 ${sha256(FILES.teacherModel)}, as the config pins it)`,
    );
  }, 600_000);

  it("a student whose entries hold the teacher's files and a record to match is fetched again: the cold verdict", async () => {
    runner.fresh();
    cacheServer.entries.length = 0;
    const inputs = { ...INPUTS, 'hf-token': hub.token };
    const cold = await runner.run({ inputs, env: { HF_ENDPOINT: hub.url } });
    expect(commands(cold.stdout, 'error')).toEqual(GATE_ERRORS);

    // The attacker, with a way into the default branch's scope (a pull_request_target workflow
    // that runs the pull request's code): each entry of the student restored, its file replaced
    // by the teacher's, its record rewritten to the teacher's sha256, deleted and saved again
    // under the same key. The runs here are the default branch's own, which believe that scope
    // without a manifest: what the Hub states is what stands.
    const artifacts = path.join(runner.temp, 'metacompress', 'artifacts');
    const records = readdirSync(artifacts, { recursive: true, withFileTypes: true })
      .filter((e) => e.name.endsWith('.hub.json'))
      .map((e) => path.join(e.parentPath, e.name));
    const teacherFile = {
      'onnx/model.onnx': FILES.teacherModel,
      'tokenizer.json': FILES.teacherTokenizer,
    };
    const restoreEnv = setCacheEnv({
      ...cacheServer.env(),
      GITHUB_WORKSPACE: runner.workspace,
      RUNNER_TEMP: runner.temp,
    });
    try {
      const cache = createActionsCache(recordingLogger());
      let replaced = 0;
      for (const recordFile of records) {
        const record = JSON.parse(readFileSync(recordFile, 'utf8')) as {
          key: string;
          source: string;
          sha256: string;
        };
        const file = Object.entries(teacherFile).find(([name]) =>
          record.source.endsWith(`vuln-student@${commits.student}/${name}`),
        );
        if (file === undefined) continue;
        const dest = recordFile.slice(0, -'.hub.json'.length);
        writeFileSync(dest, file[1]);
        writeFileSync(recordFile, JSON.stringify({ ...record, sha256: sha256(file[1]) }));
        cacheServer.entries.splice(
          cacheServer.entries.findIndex((e) => e.key === record.key),
          1,
        );
        await cache.save(record.key, [dest, recordFile]);
        replaced += 1;
      }
      expect(replaced).toBe(2);
    } finally {
      restoreEnv();
    }

    runner.fresh();
    hub.requests.length = 0;
    hub.cdnRequests.length = 0;
    const poisoned = await runner.run({ inputs, env: { HF_ENDPOINT: hub.url } });
    const student = `hf://metacompress-examples/vuln-student@${commits.student}`;
    const refetched = (w: string) => w.startsWith('::warning::Cached copy of');
    expect(commands(poisoned.stdout, 'warning').filter(refetched)).toEqual([
      `::warning::Cached copy of ${student}/onnx/model.onnx is not usable: its bytes have sha256 ${sha256(FILES.teacherModel)}, the Hub states ${sha256(FILES.studentModel)} for commit ${commits.student}; fetching it again`,
      `::warning::Cached copy of ${student}/tokenizer.json is not usable: its bytes have git blob id ${gitBlobIdOf(FILES.teacherTokenizer)}, the Hub states ${gitBlobIdOf(FILES.studentTokenizer)} for commit ${commits.student}; fetching it again`,
    ]);
    // The student's two files downloaded again (the model from the CDN, the tokenizer from the Hub).
    expect(hub.requests.map((r) => `${r.method} ${r.path.split('/')[2]}`)).toEqual([
      'HEAD vuln-student',
      'HEAD vuln-student',
      'GET vuln-student',
    ]);
    expect(hub.cdnRequests).toHaveLength(1);
    // Nothing else warns beyond the cold run's own (its inconclusive checks): the student is not the teacher.
    expect(commands(poisoned.stdout, 'warning').filter((w) => !refetched(w))).toEqual(
      commands(cold.stdout, 'warning'),
    );
    expect(poisoned.code).toBe(cold.code);
    expect(commands(poisoned.stdout, 'error')).toEqual(GATE_ERRORS);
    expect(poisoned.report?.relations).toEqual(cold.report?.relations);
    expect(poisoned.report?.student.sha256).toBe(sha256(FILES.studentModel));
  }, 600_000);
});
