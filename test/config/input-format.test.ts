import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';

const base = (task: string, student: Record<string, unknown>) => ({
  task,
  dataset: { format: 'codexglue-bcb', path: 'pairs.txt', functions: 'f.jsonl' },
  teacher: { outputs: 't.npy' },
  student: { model: 's.onnx', tokenizer: 'tok.json', ...student },
});

describe('input-format, special-tokens, data-flow-length, language', () => {
  it('defaults to token-ids with roberta special tokens', () => {
    expect(parseConfig(base('clone-detection', {}), '/').student).toMatchObject({
      inputFormat: 'token-ids',
      specialTokens: 'roberta',
      language: null,
    });
  });

  it('takes graphcodebert with a data-flow length of 128 and the task language', () => {
    expect(
      parseConfig(base('clone-detection', { 'input-format': 'graphcodebert' }), '/').student,
    ).toMatchObject({
      inputFormat: 'graphcodebert',
      maxLength: 512,
      dataFlowLength: 128,
      language: 'java',
      pairMode: 'concat-blocks',
      normalizeWhitespace: false,
    });
    const vulnerability = base('vulnerability-prediction', {
      'input-format': 'graphcodebert',
      'special-tokens': 'bert',
      'max-length': 256,
      'data-flow-length': 64,
    });
    vulnerability.dataset = { format: 'jsonl', path: 'd.jsonl' } as never;
    expect(parseConfig(vulnerability, '/').student).toMatchObject({
      specialTokens: 'bert',
      dataFlowLength: 64,
      language: 'c',
    });
  });

  it('refuses bad values in one line', () => {
    const bad = (task: string, student: Record<string, unknown>) => () =>
      parseConfig(base(task, student), '/');
    expect(bad('clone-detection', { 'input-format': 'graph' })).toThrow(
      'student.input-format: got "graph"; allowed: token-ids, graphcodebert',
    );
    expect(bad('clone-detection', { 'special-tokens': 'gpt' })).toThrow(
      'student.special-tokens: got "gpt"; allowed: roberta, bert, none',
    );
    expect(
      bad('clone-detection', {
        'input-format': 'graphcodebert',
        'max-length': 128,
        'data-flow-length': 128,
      }),
    ).toThrow(
      'student.data-flow-length: 128 leaves no room for code in max-length 128 (positions per function: <s>, code, </s> and data flow); allowed: an integer in [0, 125]',
    );
    expect(bad('clone-detection', { 'input-format': 'graphcodebert', language: 'python' })).toThrow(
      'student.language: no data-flow grammar for "python"; allowed: java, c',
    );
    expect(bad('classification', { 'input-format': 'graphcodebert' })).toThrow(
      'student.language: required for input-format graphcodebert with task classification; allowed: java, c',
    );
    expect(bad('clone-detection', { language: 'java' })).toThrow(
      'student.language: only used with input-format graphcodebert (this model has input-format token-ids)',
    );
    expect(
      bad('clone-detection', { 'input-format': 'graphcodebert', 'pair-mode': 'sequence-pair' }),
    ).toThrow(
      /^student\.pair-mode: input-format graphcodebert prepares code as GraphCodeBERT's training did/,
    );
  });
});
