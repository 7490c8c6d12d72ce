import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { cli, fixtures, tempDir } from '../cli-harness.js';

const minimal = {
  task: 'vulnerability-prediction',
  dataset: { path: 'd.jsonl' },
  teacher: { outputs: 't.npy' },
  student: { outputs: 's.npy' },
};

describe('labels', () => {
  it('is a list of distinct class names; absent or null means the task’s defaults', () => {
    expect(parseConfig(minimal, '/').labels).toBeNull();
    expect(parseConfig({ ...minimal, labels: null }, '/').labels).toBeNull();
    expect(parseConfig({ ...minimal, labels: ['safe', 'unsafe'] }, '/').labels).toEqual([
      'safe',
      'unsafe',
    ]);
  });

  it('refuses anything else in one line that says what is allowed', () => {
    const allowed =
      'allowed: a list of distinct, non-empty class names, one per class in class order (e.g. [not vulnerable, vulnerable])';
    for (const [labels, got] of [
      ['vulnerable', '"vulnerable"'],
      [['only one'], '["only one"]'],
      [['a', 'a'], '["a","a"]'],
      [['a', ''], '["a",""]'],
      [['a', 1], '["a",1]'],
    ] as const) {
      expect(() => parseConfig({ ...minimal, labels }, '/')).toThrow(
        `labels: got ${got}; ${allowed}`,
      );
    }
  });

  it('must name as many classes as the models give: checked when the models are opened', async () => {
    const dir = tempDir({
      't.jsonl': '[0.2, 0.8]\n[0.7, 0.3]\n[0.05, 0.95]\n[0.6, 0.4]\n',
      'metacompress.yml': [
        'task: vulnerability-prediction',
        `dataset: { path: ${JSON.stringify(path.join(fixtures, 'tiny', 'dataset.jsonl'))} }`,
        'teacher: { outputs: t.jsonl, output: probabilities }',
        'student: { outputs: t.jsonl, output: probabilities }',
        'labels: [low, medium, high]',
      ].join('\n'),
    });
    const result = await cli([], dir);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'metacompress: error: labels: 3 names (low, medium, high) but the models give 2 classes; give one name per class, in class order\n',
    );
    const fixed = await cli(
      ['--labels', '[fine, broken]', '--report-md', path.join(dir, 'r.md')],
      dir,
    );
    expect(fixed.status).toBe(0);
  });
});
