import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';

const vulnerability = {
  task: 'vulnerability-prediction',
  dataset: { format: 'jsonl', path: 'data.jsonl' },
  teacher: { outputs: 't.npy' },
  student: { outputs: 's.npy' },
};

const withGate = (gate: object, extra: object = {}) =>
  parseConfig({ ...vulnerability, ...extra, gate }, '/base').gate;

describe('gate.directions', () => {
  it("reads teacher class -> student class by the task's class names, in the config's order", () => {
    const gate = withGate({
      directions: { 'vulnerable -> not vulnerable': 0.02, 'not vulnerable→vulnerable': 0.1 },
    });
    expect(gate.directions).toEqual([
      {
        teacher: { index: 1, name: 'vulnerable' },
        student: { index: 0, name: 'not vulnerable' },
        ceiling: 0.02,
      },
      {
        teacher: { index: 0, name: 'not vulnerable' },
        student: { index: 1, name: 'vulnerable' },
        ceiling: 0.1,
      },
    ]);
    expect(gate.negativeFlips).toBeNull();
    expect(withGate({}).directions).toEqual([]);
  });

  it("names the classes by the config's labels when it gives them; off leaves a direction out", () => {
    const gate = withGate(
      { directions: { 'flawed -> fixed': 0.05, 'fixed -> flawed': 'off' } },
      { labels: ['fixed', 'flawed'] },
    );
    expect(gate.directions).toEqual([
      {
        teacher: { index: 1, name: 'flawed' },
        student: { index: 0, name: 'fixed' },
        ceiling: 0.05,
      },
    ]);
  });

  it('says which class name a typo meant, and which names there are', () => {
    expect(() => withGate({ directions: { 'vulnerabel -> not vulnerable': 0.02 } })).toThrow(
      'gate.directions.vulnerabel -> not vulnerable: "vulnerabel" is not a class name (did you mean "vulnerable"?); the classes: not vulnerable, vulnerable',
    );
    expect(() => withGate({ directions: { 'safe -> vulnerable': 0.02 } })).toThrow(
      'gate.directions.safe -> vulnerable: "safe" is not a class name; the classes: not vulnerable, vulnerable',
    );
  });

  it('refuses a key without an arrow, a class to itself, a direction twice, a ceiling out of [0, 1]', () => {
    expect(() => withGate({ directions: { 'vulnerable not vulnerable': 0.02 } })).toThrow(
      'gate.directions.vulnerable not vulnerable: not a direction; allowed: "teacher class -> student class"',
    );
    expect(() => withGate({ directions: { 'vulnerable -> vulnerable': 0.02 } })).toThrow(
      'a direction goes from one class to another; vulnerable to itself is an agreement',
    );
    expect(() =>
      withGate({
        directions: { 'vulnerable -> not vulnerable': 0.02, 'vulnerable→not vulnerable': 0.03 },
      }),
    ).toThrow(
      'gate.directions.vulnerable→not vulnerable: vulnerable -> not vulnerable is given twice',
    );
    expect(() => withGate({ directions: { 'vulnerable -> not vulnerable': 2 } })).toThrow(
      'gate.directions.vulnerable -> not vulnerable: got 2; allowed: a number in [0, 1] (a share of all inputs), or off',
    );
    expect(() => withGate({ directions: ['vulnerable -> not vulnerable'] })).toThrow(
      'gate.directions: got a list; allowed: a mapping',
    );
  });

  it('for classification without labels, takes "class k" and leaves k to be checked against the models', () => {
    const classification = { ...vulnerability, task: 'classification' };
    const gate = parseConfig(
      { ...classification, gate: { directions: { 'class 3 -> class 0': 0.01 } } },
      '/',
    ).gate;
    expect(gate.directions[0]).toMatchObject({ teacher: { index: 3 }, student: { index: 0 } });
    expect(() =>
      parseConfig({ ...classification, gate: { directions: { 'three -> class 0': 0.01 } } }, '/'),
    ).toThrow(
      '"three" is not a class name; without labels the classes of task classification are "class 0", "class 1", …',
    );
  });

  it('reads the negative flips ceiling beside the relations ceilings, off by default', () => {
    expect(withGate({ ceilings: { 'negative-flips': 0.05 } }).negativeFlips).toBe(0.05);
    expect(withGate({ ceilings: { 'negative-flips': 'off' } }).negativeFlips).toBeNull();
    expect(() => withGate({ ceilings: { 'negative-flip': 0.05 } })).toThrow(
      'gate.ceilings.negative-flip (did you mean gate.ceilings.negative-flips?)',
    );
  });
});

describe('output: labels (predicted classes only)', () => {
  const hard = { ...vulnerability, student: { outputs: 's.csv', output: 'labels' } };

  it('is read for precomputed outputs, keeping the default ceilings (their checks are skipped)', () => {
    const config = parseConfig(hard, '/base');
    expect(config.student).toMatchObject({
      kind: 'outputs',
      outputs: '/base/s.csv',
      output: 'labels',
    });
    expect(config.gate.ceilings).toEqual({ MR1: 0.1, MR2: 0.15, MR3: 0.15, MR4: 0.25 });
  });

  it('refuses it for an ONNX model', () => {
    expect(() =>
      parseConfig(
        { ...vulnerability, student: { model: 's.onnx', tokenizer: 't.json', output: 'labels' } },
        '/',
      ),
    ).toThrow(
      'student.output: labels reads precomputed outputs that give the predicted class only',
    );
  });

  it('refuses a ceiling set on MR2, MR3 or MR4, which need probabilities; off is allowed', () => {
    expect(() => parseConfig({ ...hard, gate: { ceilings: { mr2: 0.1, mr4: 0.2 } } }, '/')).toThrow(
      "gate.ceilings.mr2: MR2, MR4 need probabilities, and student.output is labels (predicted classes only), so they are not computed; remove the ceiling (or set it off), or give the model's probabilities or logits",
    );
    const off = parseConfig({ ...hard, gate: { ceilings: { mr1: 0.2, mr3: 'off' } } }, '/');
    expect(off.gate.ceilings).toEqual({ MR1: 0.2, MR2: 0.15, MR3: null, MR4: 0.25 });
  });

  it('needs labels for task classification: predicted classes do not say how many there are', () => {
    expect(() => parseConfig({ ...hard, task: 'classification' }, '/')).toThrow(
      'labels: required with task classification when student.output is labels (predicted classes only)',
    );
    const labelled = parseConfig({ ...hard, task: 'classification', labels: ['a', 'b', 'c'] }, '/');
    expect(labelled.labels).toEqual(['a', 'b', 'c']);
  });
});
