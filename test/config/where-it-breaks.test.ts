import { describe, expect, it } from 'vitest';
import { applyOverrides, parseConfig } from '../../src/config/load.js';

const minimal = {
  task: 'vulnerability-prediction',
  dataset: { format: 'jsonl', path: 'd.jsonl' },
  teacher: { model: 't.onnx', tokenizer: 'tok.json', 'max-length': 256 },
  student: { model: 's.onnx', tokenizer: 'tok.json', 'max-length': 256 },
};

const parse = (extra: object) => parseConfig({ ...minimal, ...extra }, '/base');
const message = (extra: object) => {
  try {
    parse(extra);
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};

describe('where-it-breaks', () => {
  it('is off unless asked for; true gives the defaults', () => {
    expect(parse({}).whereItBreaks).toBeNull();
    expect(parse({ 'where-it-breaks': 'off' }).whereItBreaks).toBeNull();
    expect(parse({ 'where-it-breaks': false }).whereItBreaks).toBeNull();
    expect(parse({ 'where-it-breaks': true }).whereItBreaks).toEqual({
      layers: 'auto',
      threshold: 0.1,
      sample: 100,
      relation: 'any',
    });
  });

  it('reads a mapping, a layers list of names and of pairs', () => {
    expect(
      parse({
        'where-it-breaks': {
          layers: ['/layers.0/Add_3', { teacher: '/layers.3/Add_3', student: '/layers.1/Add_3' }],
          threshold: 0.05,
          sample: 20,
          relation: 'mr1',
        },
      }).whereItBreaks,
    ).toEqual({
      layers: [
        { teacher: '/layers.0/Add_3', student: '/layers.0/Add_3' },
        { teacher: '/layers.3/Add_3', student: '/layers.1/Add_3' },
      ],
      threshold: 0.05,
      sample: 20,
      relation: 'mr1',
    });
    expect(parse({ 'where-it-breaks': { layers: 'auto' } }).whereItBreaks?.layers).toBe('auto');
  });

  it('names what is wrong', () => {
    expect(message({ 'where-it-breaks': 'yes' })).toBe(
      'where-it-breaks: got "yes"; allowed: true, false, or a mapping of layers, threshold, sample, relation',
    );
    expect(message({ 'where-it-breaks': { layers: [] } })).toMatch(
      /^where-it-breaks\.layers: got a list; allowed: auto, or a non-empty list/,
    );
    expect(message({ 'where-it-breaks': { layers: [{ teacher: 'a' }] } })).toMatch(
      /^where-it-breaks\.layers\[0\]: needs both teacher and student names/,
    );
    expect(message({ 'where-it-breaks': { layers: [{ teacher: 'a', studnet: 'b' }] } })).toMatch(
      /^unknown config key: where-it-breaks\.layers\[0\]\.studnet \(did you mean where-it-breaks\.layers\[0\]\.student\?\)/,
    );
    expect(message({ 'where-it-breaks': { relation: 'mr4' } })).toBe(
      'where-it-breaks.relation: got "mr4"; allowed: any, mr1, mr2, mr3',
    );
    expect(message({ 'where-it-breaks': { threshold: 0 } })).toBe(
      'where-it-breaks.threshold: 0 is out of range; allowed: a number in (0, 1000000]',
    );
  });

  it('takes flags like any key', () => {
    const document = applyOverrides(minimal, [['where-it-breaks.sample', '7']]);
    expect(parseConfig(document, '/base').whereItBreaks?.sample).toBe(7);
  });
});

describe('noise-floor', () => {
  it('is off unless asked for; true measures 200 rows', () => {
    expect(parse({}).noiseFloor).toBeNull();
    expect(parse({ 'noise-floor': 'off' }).noiseFloor).toBeNull();
    expect(parse({ 'noise-floor': true }).noiseFloor).toEqual({ inputs: 200 });
    expect(parse({ 'noise-floor': { inputs: 50 } }).noiseFloor).toEqual({ inputs: 50 });
  });

  it('names what is wrong', () => {
    expect(message({ 'noise-floor': 5 })).toBe(
      'noise-floor: got 5; allowed: true, false, or { inputs: N } (1..100000 rows)',
    );
    expect(message({ 'noise-floor': { inputs: 0 } })).toBe(
      'noise-floor.inputs: 0 is out of range; allowed: an integer in [1, 100000]',
    );
  });
});
