/** Task code-completion's config: its defaults, its ceilings' names, what it refuses (one line each). */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import type { OnnxModelConfig } from '../../src/config/types.js';

const lm = { model: 'lm.onnx', tokenizer: 'tokenizer.json', 'max-length': 256 };
const base = {
  task: 'code-completion',
  dataset: { path: 'functions.jsonl' },
  teacher: lm,
  student: { ...lm, model: 'small.onnx' },
  completion: { completions: { language: 'c' } },
};
const parse = (document: object) => parseConfig(document, '/work');

describe('task code-completion config', () => {
  it('defaults: stride half of max-length, top-k 32, the code as written, batches of 4, rows of `code`', () => {
    const config = parse(base);
    expect(config.completion).toEqual({
      stride: 128,
      topK: 32,
      completions: { prompts: 50, maxNewTokens: 64, cut: 0.75, language: 'c' },
    });
    const student = config.student as OnnxModelConfig;
    expect([student.causalLm, student.normalizeWhitespace, student.batchSize]).toEqual([
      true,
      false,
      4,
    ]);
    expect(config.dataset.fields).toEqual({ code: 'code', code2: null, label: null, id: 'idx' });
    expect(config.gate.ceilings).toEqual({ MR1: 0.25, MR2: 0.3, MR3: 0.1, MR4: 0.1 });
  });

  it('names its ceilings by what they count', () => {
    const config = parse({
      ...base,
      gate: {
        ceilings: {
          'top1-disagreement': 0.2,
          'kl-above-epsilon': 'off',
          'confidence-lost': 0.05,
          'calibration-bins-apart': 0.5,
        },
      },
      completion: { stride: 255, 'top-k': 8, completions: 'off' },
    });
    expect(config.gate.ceilings).toEqual({ MR1: 0.2, MR2: null, MR3: 0.05, MR4: 0.5 });
    expect(config.completion).toEqual({ stride: 255, topK: 8, completions: null });
    expect(() => parse({ ...base, gate: { ceilings: { mr1: 0.2 } } })).toThrow(
      /^unknown config key: gate\.ceilings\.mr1 \(known here: top1-disagreement, kl-above-epsilon, confidence-lost, calibration-bins-apart\)$/,
    );
  });

  it.each([
    [
      { completion: { stride: 256 } },
      'completion.stride: 256 is out of range; allowed: an integer in [1, 255]',
    ],
    [
      { student: { ...lm, 'max-length': 128 } },
      'student.max-length: 128, but teacher.max-length is 256; task code-completion scores both models on the same windows of max-length tokens: give them one max-length',
    ],
    [
      { student: { outputs: 'student.npy' } },
      "student.outputs: task code-completion compares both models' distributions over the vocabulary at every position, which no outputs file holds; give student.model (an ONNX causal language model)",
    ],
    [
      { labels: ['a', 'b'] },
      'labels: task code-completion has no classes (the label of a position is its next token); remove labels',
    ],
    [
      { dataset: { format: 'codexglue-bcb', path: 'pairs.txt', functions: 'f.jsonl' } },
      'dataset.format: codexglue-bcb is a list of pairs; task code-completion reads functions: give format jsonl with path: the functions file and fields: { code: func }',
    ],
  ])('refuses %j', (change, message) => {
    expect(() => parse({ ...base, ...change })).toThrow(message);
  });

  it("refuses a classifier's keys on a causal model, and the completion section on a classifier", () => {
    expect(() => parse({ ...base, teacher: { ...lm, 'pair-mode': 'concat-blocks' } })).toThrow(
      /^unknown config key: teacher\.pair-mode/,
    );
    expect(() =>
      parse({
        task: 'vulnerability-prediction',
        dataset: { path: 'd.jsonl' },
        teacher: lm,
        student: lm,
        completion: { stride: 8 },
      }),
    ).toThrow(
      'completion: only for task code-completion (this config has task vulnerability-prediction); remove the section',
    );
  });
});
