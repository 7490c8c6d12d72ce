import { describe, expect, it } from 'vitest';
import { applyOverrides, parseConfig } from '../../src/config/load.js';

const minimal = {
  task: 'clone-detection',
  dataset: { format: 'codexglue-bcb', path: 'pairs.txt', functions: 'f.jsonl' },
  teacher: { outputs: 't.npy' },
  student: {
    model: 's.onnx',
    tokenizer: 'tok.json',
    'pair-mode': 'concat-blocks',
    'max-length': 400,
  },
};

describe('config', () => {
  it('fills the SPEC defaults and resolves paths against the config folder', () => {
    const config = parseConfig(minimal, '/base');
    expect(config.relations).toEqual({
      epsilon: 0.1,
      tau: 0.9,
      delta3: 0,
      bins: 10,
      nMin: 10,
      delta4: 0.1,
    });
    expect(config.gate.ceilings).toEqual({ MR1: 0.1, MR2: 0.15, MR3: 0.15, MR4: 0.25 });
    expect(config.dataset.functions).toBe('/base/f.jsonl');
    expect(config.student).toMatchObject({
      kind: 'onnx',
      model: '/base/s.onnx',
      tokenizer: { kind: 'file', file: '/base/tok.json' },
      pairMode: 'concat-blocks',
      maxLength: 400,
      normalizeWhitespace: true,
    });
  });

  it('switches a ceiling off and overrides from dotted flags parsed as YAML scalars', () => {
    const document = applyOverrides(minimal, [
      ['gate.ceilings.mr3', 'off'],
      ['relations.tau', '0.95'],
      ['dataset.limit', '2000'],
    ]);
    const config = parseConfig(document, '/base');
    expect(config.gate.ceilings.MR3).toBeNull();
    expect(config.relations.tau).toBe(0.95);
    expect(config.dataset.limit).toBe(2000);
  });

  it('names unknown keys, bad values and missing requirements', () => {
    expect(() =>
      parseConfig({ ...minimal, teacher: { outputs: 't.npy', modle: 'x' } }, '/'),
    ).toThrow('unknown config key: teacher.modle (did you mean teacher.model?)');
    expect(() => parseConfig({ ...minimal, relations: { bins: 2.5 } }, '/')).toThrow(
      'relations.bins: 2.5 is out of range; allowed: an integer in [1, 1000]',
    );
    expect(() => parseConfig({ ...minimal, student: { model: 's.onnx' } }, '/')).toThrow(
      'student.tokenizer: required with model (tokenizer.json, or vocab + merges)',
    );
    expect(() => parseConfig({ ...minimal, teacher: { outputs: 't', model: 'm' } }, '/')).toThrow(
      'teacher: give exactly one of model (an ONNX file) or outputs (precomputed .npy or JSONL)',
    );
    expect(() =>
      parseConfig({ ...minimal, teacher: { outputs: 't', 'class-order': [0, 0] } }, '/'),
    ).toThrow(/teacher\.class-order: got \[0,0\]; allowed: a permutation of 0\.\.K-1/);
    expect(() =>
      parseConfig({ ...minimal, student: { outputs: 's', output: 'logits' } }, '/'),
    ).toThrow(
      'student.output: got "logits"; allowed: softmax, sigmoid, probabilities, labels (logits are what softmax reads: output: softmax turns them into probabilities)',
    );
    expect(() => parseConfig({ ...minimal, gate: { 'max-degradation': -0.1 } }, '/')).toThrow(
      'gate.max-degradation: -0.1 is out of range; allowed: a number in [0, 1]',
    );
  });

  it('names a misspelt required key rather than the requirement it breaks', () => {
    // Without the typo check these read "teacher: give exactly one of model
    // ... or outputs" and "dataset.path: required": true, but not the cause.
    const { teacher, ...rest } = minimal;
    expect(() => parseConfig({ ...rest, teachr: teacher }, '/')).toThrow(
      /^unknown config key: teachr \(did you mean teacher\?\)$/,
    );
    expect(() => parseConfig({ ...minimal, dataset: { pth: 'd.jsonl' } }, '/')).toThrow(
      /^unknown config key: dataset\.pth \(did you mean dataset\.path\?\)$/,
    );
    // A key present under its right name is not a typo of it: the real error stays.
    expect(() =>
      parseConfig({ ...minimal, student: { model: 's.onnx', modle: 'x' } }, '/'),
    ).toThrow('student.tokenizer: required with model (tokenizer.json, or vocab + merges)');
  });

  it('spot-check: auto by default, a whole number of rows, or 0 (off)', () => {
    expect(parseConfig(minimal, '/base').spotCheck).toBe('auto');
    const rows = (value: string) =>
      parseConfig(applyOverrides(minimal, [['spot-check', value]]), '/base').spotCheck;
    expect(rows('auto')).toBe('auto');
    expect(rows('12')).toBe(12);
    expect(rows('0')).toBe(0);
    expect(() => rows('2.5')).toThrow(
      'spot-check: got 2.5; allowed: auto (as many rows as make an entry poisoned in 5% of its rows escape with probability at most 5%), or a whole number of rows (0: off)',
    );
  });
});
