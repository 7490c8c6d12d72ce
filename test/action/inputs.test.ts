import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { INPUT_DEFAULTS, readInputs } from '../../src/action/inputs.js';
import { repoRoot } from '../shared.js';

interface ActionYml {
  inputs: Record<string, { default?: string }>;
}
const actionYml = parseYaml(readFileSync(path.join(repoRoot, 'action.yml'), 'utf8')) as ActionYml;

/** A getInput over a plain record, recording every name asked for. */
function inputs(values: Record<string, string> = {}) {
  const asked = new Set<string>();
  const get = (name: string) => {
    asked.add(name);
    return values[name] ?? '';
  };
  return { get, asked };
}

describe('readInputs against action.yml', () => {
  it('reads exactly the inputs action.yml declares', () => {
    const { get, asked } = inputs();
    readInputs(get);
    expect([...asked].sort()).toEqual(Object.keys(actionYml.inputs).sort());
  });

  it('applies the same defaults as action.yml (a hand-started process gets none from the runner)', () => {
    for (const [name, value] of Object.entries(INPUT_DEFAULTS)) {
      expect(String(actionYml.inputs[name]?.default), name).toBe(value);
    }
    const withDefaults = Object.entries(actionYml.inputs)
      .filter(([name, input]) => input.default !== undefined && name !== 'github-token')
      .map(([name]) => name);
    expect(withDefaults.sort()).toEqual(Object.keys(INPUT_DEFAULTS).sort());
  });
});

describe('readInputs', () => {
  it('reads defaults when nothing is given', () => {
    expect(readInputs(inputs().get)).toMatchObject({
      config: null,
      comment: true,
      failOnViolation: true,
      cache: true,
      allowHttp: false,
      executionProvider: 'cpu',
      onnxruntimeVersion: '1.30.0',
      maxArtifactBytes: 4096 * 1024 * 1024,
      downloadTimeoutMinutes: 30,
      requireSha256: false,
      thresholds: [],
      exportHard: null,
    });
  });

  it('reads the rule of export-hard', () => {
    expect(readInputs(inputs({ 'export-hard': 'confident-teacher' }).get).exportHard).toBe(
      'confident-teacher',
    );
  });

  it('reads sha256s, thresholds and a two-line tokenizer', () => {
    const hex = 'AB'.repeat(32);
    const read = readInputs(
      inputs({
        'teacher-model-sha256': `sha256:${hex}`,
        'artifact-sha256': `# pinned\nteacher.tokenizer.vocab: ${'c'.repeat(64)}`,
        thresholds: 'gate.ceilings.mr1: 0.05\n\ngate.ceilings.mr4: off\nrelations.epsilon=0.2',
        'teacher-tokenizer': ' vocab.json \n merges.txt ',
        comment: 'False',
      }).get,
    );
    expect([...read.sha256]).toEqual([
      ['teacher.model', 'ab'.repeat(32)],
      ['teacher.tokenizer.vocab', 'c'.repeat(64)],
    ]);
    expect(read.thresholds).toEqual([
      ['gate.ceilings.mr1', '0.05'],
      ['gate.ceilings.mr4', 'off'],
      ['relations.epsilon', '0.2'],
    ]);
    expect(read.teacherTokenizer).toEqual(['vocab.json', 'merges.txt']);
    expect(read.comment).toBe(false);
  });

  it.each([
    [{ 'fail-on-violation': 'yes' }, 'fail-on-violation: got "yes"; allowed: true or false'],
    [
      { 'teacher-model-sha256': 'abc' },
      'teacher-model-sha256: got "abc"; allowed: 64 hexadecimal characters, optionally prefixed sha256:',
    ],
    [
      { 'artifact-sha256': `teacher.weights: ${'a'.repeat(64)}` },
      'artifact-sha256: "teacher.weights" is not an artifact key; allowed: dataset.path, ',
    ],
    [
      { thresholds: 'gate.ceilings.mr1 0.05' },
      'thresholds: cannot read the line "gate.ceilings.mr1 0.05"; allowed: one "key: value" per line',
    ],
    [{ thresholds: 'dataset.path: x' }, 'thresholds: "dataset.path" is not a threshold'],
    [
      { 'student-model': 's.onnx', 'student-outputs': 's.npy' },
      'student-model and student-outputs: both given; allowed: one of them',
    ],
    [{ 'teacher-tokenizer': 'a\nb\nc' }, 'teacher-tokenizer: got 3 lines'],
    [{ 'onnxruntime-version': '^1.30' }, 'onnxruntime-version: got "^1.30"; allowed: an exact'],
    [{ 'artifact-size-limit-mb': '0' }, 'artifact-size-limit-mb: got "0"; allowed: a whole number'],
    [
      { 'download-timeout-minutes': '1.5' },
      'download-timeout-minutes: got "1.5"; allowed: a whole number of minutes from 1 to 360',
    ],
    [{ 'require-sha256': 'yes' }, 'require-sha256: got "yes"; allowed: true or false'],
    [{ id: 'has space' }, 'id: got "has space"; allowed: 1-80 letters'],
    [
      { 'export-hard': 'hard' },
      'export-hard: got "hard"; allowed: all, confident-teacher (or empty for none)',
    ],
  ])('rejects %j', (values, message) => {
    expect(() => readInputs(inputs(values).get)).toThrow(message);
  });
});
