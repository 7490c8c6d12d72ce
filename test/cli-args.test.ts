import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from '../src/config/did-you-mean.js';
import { CONFIG_KEYS, parseConfig } from '../src/config/load.js';
import { TOOL_VERSION } from '../src/version.js';
import { cli, fixtures, tempDir } from './cli-harness.js';

describe('editDistance and closestName', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('', '')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('quite', 'quiet')).toBe(1);
    expect(editDistance('limt', 'limit')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    // A swap and a substitution: ca → ac, then b → d.
    expect(editDistance('cab', 'acd')).toBe(2);
    expect(editDistance('report-jsn', 'report-json')).toBe(1);
  });

  it('suggests a name only when it is within a third of the length', () => {
    expect(closestName('quite', ['config', 'quiet'])).toBe('quiet');
    expect(closestName('epsilonn', ['epsilon', 'tau'])).toBe('epsilon');
    expect(closestName('colour', ['config', 'quiet', 'dataset'])).toBeNull();
    // Ties keep the first name given.
    expect(closestName('ab', ['ac', 'bb'])).toBe('ac');
  });
});

describe('the command line', () => {
  it('says an unknown option is unknown, with the likely one', async () => {
    for (const [args, message] of [
      [['--quite'], 'unknown option --quite (did you mean --quiet?)'],
      [['--report-jsn', 'r.json'], 'unknown option --report-jsn (did you mean --report-json?)'],
      [['--confg=x.yml'], 'unknown option --confg (did you mean --config?)'],
      [['--datset.limit', '5'], 'unknown option --datset.limit (did you mean --dataset.limit?)'],
      [['--colour'], 'unknown option --colour (see metacompress --help)'],
      [['-x'], 'unknown option -x (see metacompress --help)'],
      [['--quiet=yes'], '--quiet takes no value'],
      [['rnu'], 'unexpected argument "rnu" (did you mean metacompress run?)'],
      [['--config'], '--config needs a value'],
    ] as const) {
      const result = await cli([...args]);
      expect(result.stderr).toBe(`metacompress: error: ${message}\n`);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
    }
  });

  it('prints the usage for help, --help and -h, and the version for --version and -V', async () => {
    const help = await cli(['help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: metacompress /);
    expect(help.stdout).toContain('metacompress help | --help | -h');
    for (const flag of ['--help', '-h']) expect((await cli([flag])).stdout).toBe(help.stdout);
    expect((await cli(['run', '--help'])).stdout).toBe(help.stdout);
    for (const flag of ['--version', '-V']) {
      const result = await cli([flag]);
      expect(result).toEqual({ status: 0, stdout: `${TOOL_VERSION}\n`, stderr: '' });
    }
  });

  it('takes --quiet and -q: the status line alone, whole even when the report wraps it', async () => {
    const dir = tempDir({
      'teacher.jsonl': '[0.2, 0.8]\n[0.7, 0.3]\n[0.05, 0.95]\n[0.6, 0.4]\n',
      'metacompress.yml': [
        'task: vulnerability-prediction',
        `dataset: { path: ${JSON.stringify(path.join(fixtures, 'tiny', 'dataset.jsonl'))} }`,
        'teacher: { outputs: teacher.jsonl, output: probabilities }',
        'student: { outputs: teacher.jsonl, output: probabilities }',
      ].join('\n'),
    });
    for (const flag of ['--quiet', '-q']) {
      const result = await cli([flag], dir);
      // Same outputs: every relation is 0; MR3 has the one row at confidence 0.95, MR4 no comparable bin.
      // 0 of 4 (Wilson 0–49.0%) and 0 of 1 (0–79.3%) hold their ceilings: inconclusive, not failed.
      expect(result.stdout).toBe(
        'Fidelity gate passed. Inconclusive: MR1, MR2, MR3 (the data cannot decide; gate.inconclusive: warn). ' +
          'Worst: MR1 prediction disagreement 0.0% (ceiling 10.0%). MR4 undefined.\n',
      );
      expect(result.status).toBe(0);
    }
  });
});

describe('config keys', () => {
  it('CONFIG_KEYS are exactly the keys the config reads at the top level', () => {
    const minimal = {
      task: 'classification',
      dataset: { path: 'd.jsonl' },
      teacher: { outputs: 't.npy' },
      student: { outputs: 's.npy' },
    };
    // An unknown key far from every known one lists what is known at the top level.
    expect(() => parseConfig({ ...minimal, zzzzzzzz: 1 }, '/')).toThrow(
      `unknown config key: zzzzzzzz (known here: ${CONFIG_KEYS.join(', ')})`,
    );
    expect(() => parseConfig({ ...minimal, thread: 1, labls: ['a', 'b'] }, '/')).toThrow(
      /^unknown config keys: thread \(did you mean threads\?\), labls \(did you mean labels\?\)$/,
    );
  });
});
