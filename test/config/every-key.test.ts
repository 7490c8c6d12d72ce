/**
 * Every key of every section, given an invalid value beside valid
 * neighbours (both model sections carry `output:`, as the README's block
 * does), is named in the message together with what it allows. The allowed
 * text is written out here by hand from docs and names.ts, not read from the
 * readers.
 */
import { describe, expect, it } from 'vitest';
import { applyOverrides, parseConfig } from '../../src/config/load.js';

/** A valid config with every section and a neighbour for every key below. */
const valid = {
  task: 'clone-detection',
  labels: ['not a clone', 'clone'],
  dataset: {
    format: 'jsonl',
    path: 'pairs.jsonl',
    fields: { code: 'func1', code2: 'func2', label: 'label', id: 'idx' },
    select: { field: 'split', equals: 'test' },
    limit: 100,
  },
  teacher: {
    model: 't.onnx',
    tokenizer: 'tokenizer.json',
    'max-length': 400,
    output: 'softmax',
  },
  student: {
    model: 's.onnx',
    tokenizer: 'tokenizer.json',
    'max-length': 400,
    'pair-mode': 'concat-blocks',
    'special-tokens': 'roberta',
    'input-format': 'token-ids',
    lowercase: false,
    'normalize-whitespace': true,
    output: 'softmax',
    'class-order': [0, 1],
    'batch-size': 32,
  },
  relations: { epsilon: 0.1, tau: 0.9, delta3: 0, bins: 10, 'n-min': 10, delta4: 0.1 },
  gate: {
    ceilings: { mr1: 0.1, mr2: 0.15, mr3: 0.15, mr4: 0.25, 'negative-flips': 0.05 },
    directions: { 'clone -> not a clone': 0.05 },
    baseline: 'base.json',
    paired: { alpha: 0.05, 'min-effect': 0.01 },
    'baseline-max-age-days': 30,
    inconclusive: 'warn',
    'max-degradation': 0.02,
    'percent-max-degradation': 0.5,
  },
  threads: 2,
  shard: '0/4',
  'spot-check': 'auto',
  transforms: {
    language: 'java',
    kinds: ['rename-locals'],
    seed: 1,
    limit: 200,
    'max-flip-rate-ratio': 2,
    'min-flips': 5,
    attack: {
      methods: ['mhm', 'greedy'],
      queries: 100,
      'max-inputs': 100,
      'time-budget-seconds': 600,
      candidates: 200,
      'max-relative-degradation': 1,
      'degradation-reading': 'points',
      'language-model': { model: 'mlm.onnx', tokenizer: 'mlm.json', 'max-length': 256 },
      substitutes: 'subs.jsonl',
      cache: 'cache',
    },
  },
  'where-it-breaks': { layers: 'auto', threshold: 0.1, sample: 100, relation: 'any' },
  'noise-floor': { inputs: 200 },
};

/** [dotted key, invalid value as a flag would give it, what the message must say is allowed]. */
const cases: [string, string, string][] = [
  ['task', 'clone', 'vulnerability-prediction, clone-detection, classification'],
  ['labels', '[clone]', 'a list of distinct, non-empty class names'],
  ['threads', '0', 'an integer in [1, 1024]'],
  ['shard', '4/4', '"i/n" with 0 <= i < n'],
  ['spot-check', 'many', 'auto (as many rows as make an entry poisoned in 5% of its rows'],
  ['spot-check', '-1', 'or a whole number of rows (0: off)'],
  ['dataset.format', 'csv', 'jsonl, codexglue-bcb, devign'],
  ['dataset.path', '[a, b]', 'a string'],
  ['dataset.fields.code', '{a: 1}', 'a string'],
  ['dataset.fields.code2', '[x]', 'a string'],
  ['dataset.fields.label', '{a: 1}', 'a string'],
  ['dataset.fields.id', '[x]', 'a string'],
  ['dataset.select.field', '[x]', 'a string'],
  ['dataset.select.equals', '[x]', 'a string, number or boolean'],
  ['dataset.limit', '0', 'an integer in [1, '],
  ['relations.epsilon', '0', 'a number in (0, 100]'],
  ['relations.tau', '1.5', 'a number in [0, 1]'],
  ['relations.delta3', '-1', 'a number in [0, 1]'],
  ['relations.bins', '2.5', 'an integer in [1, 1000]'],
  ['relations.n-min', '0', 'an integer in [1, '],
  ['relations.delta4', '2', 'a number in [0, 1]'],
  ['gate.ceilings.mr1', '2', 'a number in [0, 1]'],
  ['gate.ceilings.mr2', 'high', 'a number in [0, 1]'],
  ['gate.ceilings.mr3', '-0.1', 'a number in [0, 1]'],
  ['gate.ceilings.mr4', '[1]', 'a number in [0, 1]'],
  ['gate.ceilings.negative-flips', '2', 'a number in [0, 1]'],
  ['gate.directions', '5', 'a mapping from "teacher class -> student class" to a ceiling'],
  [
    'gate.directions.clone -> not a clone',
    '2',
    'a number in [0, 1] (a share of all inputs), or off',
  ],
  ['gate.baseline', '{a: 1}', 'a string'],
  ['gate.paired', '5', 'off, or a mapping with alpha, min-effect'],
  ['gate.paired.alpha', '1', 'a number in (0, 1)'],
  ['gate.paired.min-effect', '-1', 'a number in [0, 1)'],
  ['gate.baseline-max-age-days', '0', 'a number of days > 0, or off'],
  ['gate.inconclusive', 'maybe', 'fail, pass, warn'],
  ['gate.max-degradation', '2', 'a number in [0, 1]'],
  ['gate.percent-max-degradation', '-1', 'a number in [0, 1000000]'],
  ['transforms.language', 'cobol', 'c, java'],
  ['transforms.kinds', '[rename-locals, rename]', 'a non-empty list of rename-locals, dead-code'],
  ['transforms.seed', '-1', 'an integer in [0, '],
  ['transforms.limit', '0', 'an integer in [1, '],
  ['transforms.max-flip-rate-ratio', '-1', 'a number in [0, 1000000]'],
  ['transforms.min-flips', '1.5', 'an integer in [0, 1000000]'],
  [
    'transforms.attack.methods',
    '[mhm, typo]',
    'a non-empty list of mhm, wir-random, alert, coda, greedy',
  ],
  ['transforms.attack.queries', '0', 'an integer in [1, 10000000]'],
  ['transforms.attack.max-inputs', '0', 'an integer in [1, 1000000]'],
  ['transforms.attack.time-budget-seconds', '0', 'a number in (0, 604800]'],
  ['transforms.attack.candidates', '0', 'an integer in [1, 100000]'],
  ['transforms.attack.max-relative-degradation', '-1', 'a number in [0, 1000000]'],
  ['transforms.attack.degradation-reading', 'ratio', 'points, relative-drops'],
  ['transforms.attack.language-model.model', '[x]', 'a string'],
  ['transforms.attack.language-model.tokenizer', '[x]', 'a string'],
  ['transforms.attack.language-model.max-length', '2', 'an integer in [3, 4096]'],
  ['transforms.attack.substitutes', '[x]', 'a string'],
  ['transforms.attack.cache', '[x]', 'a string'],
  ['where-it-breaks', '5', 'true, false, or a mapping of layers, threshold, sample, relation'],
  ['where-it-breaks.layers', '[]', 'auto, or a non-empty list'],
  ['where-it-breaks.threshold', '0', 'a number in (0, 1000000]'],
  ['where-it-breaks.sample', '0', 'an integer in [1, 100000]'],
  ['where-it-breaks.relation', 'mr4', 'any, mr1, mr2, mr3'],
  ['noise-floor', '5', 'true, false, or { inputs: N }'],
  ['noise-floor.inputs', '0', 'an integer in [1, 100000]'],
];

/** The keys of a model section; each is tried in the teacher and in the student. */
const modelCases: [string, string, string][] = [
  ['model', '[x]', 'a string'],
  ['tokenizer', '[x]', 'a tokenizer.json path, or both vocab (vocab.json) and merges (merges.txt)'],
  ['max-length', '-5', 'an integer in [4, 65536]'],
  ['pair-mode', 'concat_blocks', 'concat-blocks, sequence-pair'],
  ['special-tokens', 'robert', 'roberta, bert, none'],
  ['input-format', 'ids', 'token-ids, graphcodebert'],
  ['lowercase', 'maybe', 'true or false'],
  ['normalize-whitespace', 'yes please', 'true or false'],
  ['output', 'logits', 'softmax, sigmoid, probabilities, labels'],
  ['class-order', '[0, 2]', 'a permutation of 0..K-1'],
  ['batch-size', '0', 'an integer in [1, 4096]'],
  ['reference-encoding', '[x]', 'a string'],
];

describe('every config key names itself and what it allows', () => {
  const all = [
    ...cases,
    ...(['teacher', 'student'] as const).flatMap((role) =>
      modelCases.map(([key, value, allowed]): [string, string, string] => [
        `${role}.${key}`,
        value,
        allowed,
      ]),
    ),
  ];
  it('the valid config parses', () => {
    expect(parseConfig(valid, '/base').student.kind).toBe('onnx');
  });
  it.each(all)('%s: %s', (key, value, allowed) => {
    const document = applyOverrides(valid, [[key, value]]);
    let message = '';
    try {
      parseConfig(document, '/base');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.startsWith(`${key}: `) || message.startsWith(`${key} `)).toBe(true);
    expect(message).toContain(allowed);
    expect(message).not.toContain('unknown config key');
  });
});
