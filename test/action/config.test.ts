import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACTION_ATTACK_TIME_BUDGET_SECONDS,
  buildConfig,
  defaultId,
  type ResolveSource,
} from '../../src/action/config.js';
import { readInputs } from '../../src/action/inputs.js';
import { tempDir } from '../servers/env.js';

let tmp: ReturnType<typeof tempDir> | undefined;
afterEach(() => tmp?.remove());

function workspaceWith(config: string): string {
  tmp = tempDir('action-config');
  mkdirSync(path.join(tmp.dir, 'gates'));
  writeFileSync(path.join(tmp.dir, 'gates', 'g.yml'), config);
  return tmp.dir;
}

/** A resolver that records its calls and "downloads" to /resolved/<key>. */
function recorder() {
  const calls: [string, string, string, string | undefined][] = [];
  const resolve: ResolveSource = async (key, spec, baseDir) => {
    calls.push([key, spec.source, baseDir, spec.sha256]);
    return { path: `/resolved/${key}`, sha256: '0'.repeat(64), fromCache: false };
  };
  return { calls, resolve };
}

const CONFIG = [
  'task: vulnerability-prediction',
  'dataset: {path: data/d.jsonl}',
  'teacher: {model: t.onnx, tokenizer: {vocab: v.json, merges: m.txt}}',
  'student: {outputs: s.jsonl, output: probabilities}',
].join('\n');

describe('buildConfig', () => {
  it('takes the shard input as the config key shard (one job of a matrix)', async () => {
    const ws = workspaceWith(CONFIG);
    const get = (name: string) => ({ config: 'gates/g.yml', shard: '2/5' })[name] ?? '';
    const { config } = await buildConfig(readInputs(get), ws, recorder().resolve);
    expect(config.shard).toEqual({ index: 2, count: 5 });
    const whole = (name: string) => ({ config: 'gates/g.yml' })[name] ?? '';
    expect((await buildConfig(readInputs(whole), ws, recorder().resolve)).config.shard).toBe(null);
  });

  it('takes the time-limit input over the config, and gives attacks 300 s per method where the config gives none', async () => {
    const attackConfig = (attack: string) =>
      [
        'task: vulnerability-prediction',
        'dataset: {path: data/d.jsonl}',
        'teacher: {model: t.onnx, tokenizer: t.json}',
        'student: {model: s.onnx, tokenizer: t.json}',
        'time-limit: 30m',
        `transforms: {language: c${attack}}`,
      ].join('\n');
    const build = async (attack: string, inputs: Record<string, string> = {}) => {
      const ws = workspaceWith(attackConfig(attack));
      const get = (name: string) => ({ config: 'gates/g.yml', ...inputs })[name] ?? '';
      return (await buildConfig(readInputs(get), ws, recorder().resolve)).config;
    };
    const unset = await build(', attack: {methods: [greedy]}');
    expect(unset.transforms!.attack!.timeBudgetSeconds).toBe(ACTION_ATTACK_TIME_BUDGET_SECONDS);
    expect(unset.timeLimitSeconds).toBe(1800);
    expect((await build(', attack: true')).transforms!.attack!.timeBudgetSeconds).toBe(300);
    const set = await build(', attack: {time-budget-seconds: 60}', { 'time-limit': '10m' });
    expect([set.transforms!.attack!.timeBudgetSeconds, set.timeLimitSeconds]).toEqual([60, 600]);
    const off = await build(', attack: {time-budget-seconds: off}', { 'time-limit': 'off' });
    expect([off.transforms!.attack!.timeBudgetSeconds, off.timeLimitSeconds]).toEqual([null, null]);
    expect((await build('')).transforms!.attack).toBeNull();
    await expect(build('', { 'time-limit': 'later' })).rejects.toThrow(/^time-limit: got "later"/);
  });

  it('resolves file sources against the config folder and input sources against the workspace', async () => {
    const ws = workspaceWith(CONFIG);
    const { calls, resolve } = recorder();
    const input = (values: Record<string, string>) => (name: string) => values[name] ?? '';
    const built = await buildConfig(
      readInputs(
        input({
          config: 'gates/g.yml',
          'teacher-model': 'https://example.com/t.onnx',
          'teacher-model-sha256': 'a'.repeat(64),
          thresholds: 'gate.ceilings.mr1: off',
        }),
      ),
      ws,
      resolve,
    );
    const gates = path.join(ws, 'gates');
    expect(calls).toEqual([
      ['dataset.path', 'data/d.jsonl', gates, undefined],
      ['teacher.model', 'https://example.com/t.onnx', ws, 'a'.repeat(64)],
      ['teacher.tokenizer.vocab', 'v.json', gates, undefined],
      ['teacher.tokenizer.merges', 'm.txt', gates, undefined],
      ['student.outputs', 's.jsonl', gates, undefined],
    ]);
    expect(built.id).toBe('gates/g.yml');
    expect(built.configFile).toBe('gates/g.yml');
    expect(built.config.teacher).toMatchObject({ kind: 'onnx', model: '/resolved/teacher.model' });
    expect(built.config.dataset.path).toBe('/resolved/dataset.path');
    expect(built.config.gate.ceilings.MR1).toBeNull();
  });

  it('replaces precomputed outputs in the file by a model given as an input, and vice versa', async () => {
    const ws = workspaceWith(CONFIG);
    const { resolve } = recorder();
    const built = await buildConfig(
      readInputs(
        (name) =>
          ({
            config: 'gates/g.yml',
            'student-model': 's.onnx',
            'student-tokenizer': 'tok.json',
            'teacher-outputs': 't.npy',
          })[name] ?? '',
      ),
      ws,
      resolve,
    );
    expect(built.config.student).toMatchObject({
      kind: 'onnx',
      model: '/resolved/student.model',
      tokenizer: { kind: 'file', file: '/resolved/student.tokenizer' },
    });
    expect(built.config.teacher).toEqual({
      kind: 'outputs',
      outputs: '/resolved/teacher.outputs',
      output: 'softmax',
      classOrder: null,
    });
  });

  it('names a sha256 given for an artifact that is not configured', async () => {
    const ws = workspaceWith(CONFIG);
    await expect(
      buildConfig(
        readInputs(
          (name) => ({ config: 'gates/g.yml', 'student-model-sha256': 'b'.repeat(64) })[name] ?? '',
        ),
        ws,
        recorder().resolve,
      ),
    ).rejects.toThrow('a sha256 was given for student.model, but no such artifact is configured');
  });

  it('derives ids from config paths', () => {
    expect(defaultId(null)).toBe('metacompress');
    expect(defaultId('gates/my gate.yml')).toBe('gates/my_gate.yml');
    expect(defaultId(`${'d/'.repeat(50)}g.yml`)).toHaveLength(80);
  });
});
