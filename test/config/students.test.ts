/** The students: map, gate.students, compare.fidelity and the --student flags: parsing and errors. */
import { describe, expect, it } from 'vitest';
import { applyStudentFlags, parseConfig } from '../../src/config/load.js';

const base = {
  task: 'vulnerability-prediction',
  dataset: { path: 'd.jsonl' },
  teacher: { model: 't.onnx', tokenizer: 't.json' },
};
const section = (model: string) => ({ model, tokenizer: 's.json', 'max-length': 128 });

describe('students:', () => {
  it('reads the map in its order; student is the first; defaults all and mr1', () => {
    const config = parseConfig(
      { ...base, students: { small: section('a.onnx'), tiny: section('b.onnx') } },
      '/w',
    );
    expect(
      config.students!.list.map((s) => [s.name, s.model.kind === 'onnx' && s.model.model]),
    ).toEqual([
      ['small', '/w/a.onnx'],
      ['tiny', '/w/b.onnx'],
    ]);
    expect(config.student).toEqual(config.students!.list[0]!.model);
    expect([config.students!.mustPass, config.students!.fidelity]).toEqual(['all', 'mr1']);
  });

  it('allows the names Mermaid reads as keywords (the chart quotes its point names)', () => {
    const names = ['title', 'x-axis', 'quadrant-1', 'classDef', 'accTitle', 'accDescr'];
    const students = Object.fromEntries(names.map((name) => [name, section(`${name}.onnx`)]));
    const config = parseConfig({ ...base, students }, '/w');
    expect(config.students!.list.map((s) => s.name)).toEqual(names);
  });

  it.each(['a"b', 'a%%b', 'a#35;', 'a\nb'])(
    'refuses %j, which would end or escape a quoted name in the chart',
    (name) => {
      expect(() => parseConfig({ ...base, students: { [name]: section('a.onnx') } }, '/w')).toThrow(
        `students: student name ${JSON.stringify(name)}; allowed: a name of 1-64 letters, digits, . _ - (starting with a letter or digit), not all or any`,
      );
    },
  );

  it('a single student: has no students, and gives exactly the config it gave before', () => {
    const config = parseConfig({ ...base, student: section('s.onnx') }, '/w');
    expect(config.students).toBeNull();
  });

  it('reads gate.students (any, a name) and compare.fidelity', () => {
    const doc = { ...base, students: { a: section('a.onnx'), b: section('b.onnx') } };
    expect(parseConfig({ ...doc, gate: { students: 'any' } }, '/').students!.mustPass).toBe('any');
    expect(parseConfig({ ...doc, gate: { students: 'b' } }, '/').students!.mustPass).toEqual({
      name: 'b',
    });
    expect(parseConfig({ ...doc, compare: { fidelity: 'mr3' } }, '/').students!.fidelity).toBe(
      'mr3',
    );
  });

  it.each([
    [
      { student: section('s.onnx'), students: { a: section('a.onnx') } },
      'student and students: give one student: section, or a students: map of names to student sections, not both',
    ],
    [
      { students: {} },
      'students: got an empty mapping; allowed: a mapping of names to student sections',
    ],
    [
      { students: { 'bad name': section('a.onnx') } },
      'students: student name "bad name"; allowed: a name of 1-64 letters, digits, . _ - (starting with a letter or digit), not all or any',
    ],
    [{ students: { any: section('a.onnx') } }, 'students: student name "any"'],
    [
      { students: { a: section('a.onnx') }, gate: { students: 'b' } },
      'gate.students: got student "b", which the run does not have; allowed: all, any, a',
    ],
    [
      { student: section('s.onnx'), gate: { students: 'a' } },
      'gate.students: got student "a", which the run does not have; allowed: all, any',
    ],
    [
      { students: { a: section('a.onnx') }, compare: { fidelity: 'accuracy' } },
      'compare.fidelity: got "accuracy"; allowed: mr1, mr2, mr3, mr4',
    ],
    [
      { student: section('s.onnx'), compare: { fidelity: 'mr2' } },
      'compare.fidelity: compares the students of a students: map; this config has one student',
    ],
    [{ students: { a: { tokenizer: 's.json' } } }, 'students.a: give exactly one of model'],
  ])('refuses %j', (extra, message) => {
    expect(() => parseConfig({ ...base, ...extra }, '/')).toThrow(message);
  });
});

describe('--student NAME=PATH', () => {
  it('adds students from the student: section as template (model or outputs by extension)', () => {
    const doc = applyStudentFlags(
      { ...base, student: section('s.onnx') },
      ['a=m/a.onnx', 'b=b.npy'],
      '/cwd',
    );
    expect(doc.student).toBeUndefined();
    expect(doc.students).toEqual({
      a: { model: '/cwd/m/a.onnx', tokenizer: 's.json', 'max-length': 128 },
      b: { outputs: '/cwd/b.npy', tokenizer: 's.json', 'max-length': 128 },
    });
  });

  it('replaces the model of a student the map names, and adds to the map', () => {
    const doc = applyStudentFlags(
      { ...base, students: { a: { ...section('a.onnx'), 'max-length': 64 } } },
      ['a=new.onnx', 'c=c.onnx'],
      '/cwd',
    );
    expect(doc.students).toEqual({
      a: { model: '/cwd/new.onnx', tokenizer: 's.json', 'max-length': 64 },
      c: { model: '/cwd/c.onnx', tokenizer: 's.json', 'max-length': 64 },
    });
  });

  it('refuses a flag without NAME=PATH, a bad name, and a config with no student section', () => {
    const doc = { ...base, student: section('s.onnx') };
    expect(() => applyStudentFlags(doc, ['a.onnx'], '/')).toThrow(
      '--student: got "a.onnx"; allowed: NAME=PATH (a model file)',
    );
    expect(() => applyStudentFlags(doc, ['all=a.onnx'], '/')).toThrow(
      '--student: student name "all"',
    );
    expect(() => applyStudentFlags(base, ['a=a.onnx'], '/')).toThrow(
      '--student NAME=PATH: needs a student: section (or a students: map) in the config',
    );
  });
});
