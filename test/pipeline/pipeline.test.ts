import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/report/types.js';
import { cli, fixtures, tempDir } from '../cli-harness.js';

const tiny = path.join(fixtures, 'tiny');
const onnx = path.join(fixtures, 'onnx');

/** Student probabilities per row of tiny/dataset.jsonl (class 0, class 1). */
const STUDENT = [
  [0.9, 0.1],
  [0.4, 0.6],
  [0.45, 0.55],
  [0.2, 0.8],
];

function config(overrides: string[] = []): string {
  return [
    'task: vulnerability-prediction',
    'dataset:',
    `  path: ${path.join(tiny, 'dataset.jsonl')}`,
    'teacher:',
    `  model: ${path.join(onnx, 'sum-count.onnx')}`,
    '  tokenizer:',
    `    vocab: ${path.join(tiny, 'vocab.json')}`,
    `    merges: ${path.join(tiny, 'merges.txt')}`,
    '  max-length: 16',
    'student:',
    '  outputs: student.jsonl',
    '  output: probabilities',
    'relations:',
    '  n-min: 1',
    'threads: 1',
    ...overrides,
  ].join('\n');
}

function setup(files: Record<string, string> = {}): string {
  return tempDir({
    'metacompress.yml': config(),
    'student.jsonl': STUDENT.map((row) => JSON.stringify(row)).join('\n') + '\n',
    ...files,
  });
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

describe('the gate end to end on hand-computed models', () => {
  it('runs the ONNX teacher on tokenised rows and compares with precomputed student outputs', async () => {
    const dir = setup();
    const result = await cli([
      'run',
      '--config',
      path.join(dir, 'metacompress.yml'),
      '--report-json',
      path.join(dir, 'r.json'),
      '--report-md',
      path.join(dir, 'r.md'),
    ]);
    expect(result.stderr).toBe('');
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
    // Teacher logits by hand: ids <s>=0 ... </s>=2; "ab c" -> [6,7,8]: sum 23, 5 tokens -> [0.23, 0.5].
    // "ab" -> sum 8, 3 tokens; "c  c\n c" -> "c c c" -> [8,7,8,7,8]: sum 40, 7 tokens; "a" -> sum 6, 3 tokens.
    const logitGaps = [0.5 - 0.23, 0.3 - 0.08, 0.7 - 0.4, 0.3 - 0.06];
    const top = report.divergent.find((d) => d.id === 'r0')!;
    expect(top.teacher[1]).toBeCloseTo(sigmoid(logitGaps[0]!), 6);
    expect(top.student).toEqual(STUDENT[0]);
    // The teacher predicts class 1 everywhere; the student flips row r0 only.
    expect(report.relations.mr1).toMatchObject({ violations: 1, n: 4, rate: 0.25 });
    expect(report.relations.accuracy.teacher).toMatchObject({ n: 4, accuracy: 0.5 });
    expect(report.relations.accuracy.student).toMatchObject({ n: 4, accuracy: 0.25 });
    // Every teacher confidence is below 0.9: MR3 is undefined, neither pass nor fail.
    expect(report.relations.mr3.n).toBe(0);
    expect(report.gate.checks.find((c) => c.id === 'MR3')!.status).toBe('undefined');
    // KL by hand: r0 0.667, r1 0.0043, r2 0.0012, r3 0.1475 nats -> 2 of 4 above 0.1.
    expect(report.relations.mr2).toMatchObject({ violations: 2, n: 4 });
    expect(report.relations.mr2.klMax).toBeCloseTo(0.667, 3);
    // MR2 2/4 = 50%: Wilson 15.004–84.996% lies (just) above 15%: exit status 1, after writing
    // both reports. MR1 1/4 = 25%: Wilson 4.6–69.9% holds 10%, inconclusive (25% held for
    // z² · 0.09 / 0.15² = 15.4, so 16 inputs, would decide it).
    expect(result.status).toBe(1);
    expect(report.gate.failures).toEqual([
      'MR2 distribution divergence (KL > 0.1 nats) 50.0% (2/4) exceeds the ceiling 15.0%',
    ]);
    expect(report.gate.inconclusive[0]).toBe(
      'MR1 prediction disagreement 25.0% (1/4) is above the ceiling 10.0%, but its 95% CI 4.6–69.9% ' +
        'contains the ceiling: inconclusive; about 16 inputs at this rate would decide it (4 now)',
    );
    expect(readFileSync(path.join(dir, 'r.md'), 'utf8')).toMatch(
      /^### ❌ MetaCompress: Fidelity gate FAILED on MR2\. Inconclusive: MR1/,
    );
    expect(report.dataset).toMatchObject({ rowsSeen: 4, rowsUsed: 4, labelled: 4 });
    expect(report.teacher).toMatchObject({
      source: 'onnx',
      classes: 2,
      inputs: ['input_ids', 'attention_mask'],
    });
  });

  it('passes when a switched-off ceiling is the only one exceeded, and honours selection and limit', async () => {
    const dir = setup();
    const file = path.join(dir, 'metacompress.yml');
    const off = await cli([
      '--config',
      file,
      '--gate.ceilings.mr1',
      'off',
      '--gate.ceilings.mr2',
      'off',
      '--gate.ceilings.mr4',
      'off',
      '--quiet',
    ]);
    expect(off.stdout).toMatch(/^Fidelity gate passed\./);
    expect(off.status).toBe(0);
    const json = path.join(dir, 'sel.json');
    await cli([
      '--config',
      file,
      '--dataset.select',
      '{field: split, equals: test}',
      '--report-json',
      json,
    ]);
    const selected = JSON.parse(readFileSync(json, 'utf8')) as Report;
    expect(selected.dataset).toMatchObject({ rowsSeen: 4, rowsUsed: 1, rowsUnselected: 3 });
    expect(selected.relations.mr1).toMatchObject({ violations: 0, n: 1 });
    await cli(['--config', file, '--dataset.limit', '2', '--report-json', json]);
    expect((JSON.parse(readFileSync(json, 'utf8')) as Report).dataset.rowsUsed).toBe(2);
  });
});

describe('bad input: one line, exit 2, no stack trace', () => {
  const cases: [string, Record<string, string>, string[], RegExp][] = [
    [
      'a missing dataset',
      {},
      ['--dataset.path', 'nope.jsonl'],
      // Every artifact is resolved (and checked) before the run, by the action's resolver.
      /^metacompress: error: dataset\.path: artifact file not found: .*nope\.jsonl \(source "nope\.jsonl"\)$/m,
    ],
    [
      'a file that is not ONNX',
      { 'bad.onnx': 'not a model' },
      ['--teacher.model', 'bad.onnx'],
      /teacher\.model .*bad\.onnx: not a loadable ONNX model/,
    ],
    [
      'a model with inputs we cannot feed',
      {},
      ['--teacher.model', path.join(onnx, 'extra-input.onnx')],
      /has input pixel_values, which input-format token-ids does not produce; no input format produces it \(token-ids: input_ids, attention_mask, token_type_ids, position_ids; graphcodebert: /,
    ],
    [
      'a class-count mismatch',
      { 'student.jsonl': '[0.2, 0.3, 0.5]\n'.repeat(4) },
      [],
      /teacher and student disagree on the number of classes: teacher 2, student 3/,
    ],
    [
      'outputs with the wrong row count',
      { 'student.jsonl': '[0.2, 0.8]\n'.repeat(3) },
      [],
      /student\.outputs .*student\.jsonl: 3 rows but the dataset file .* has 4/,
    ],
    [
      'NaN in JSONL outputs (as Python writes it)',
      { 'student.jsonl': '[0.2, 0.8]\n[0.5, 0.5]\n[NaN, 1]\n[0.5, 0.5]\n' },
      [],
      /student\.outputs .*student\.jsonl row 2: holds NaN or Infinity; outputs must be finite numbers/,
    ],
    [
      'an empty dataset',
      { 'empty.jsonl': '' },
      ['--dataset.path', 'empty.jsonl'],
      /nothing to evaluate, it has no rows/,
    ],
    [
      'a label outside 0..K-1',
      { 'd.jsonl': '{"func": "a", "target": 2}\n'.repeat(4) },
      ['--dataset.path', 'd.jsonl'],
      /dataset row 0 \(id 0\): label 2 is outside 0\.\.1/,
    ],
    [
      'an unknown config key',
      {},
      ['--relations.epsilonn', '0.2'],
      /error: unknown config key: relations\.epsilonn \(did you mean relations\.epsilon\?\)\n$/,
    ],
    [
      'a threshold out of range',
      {},
      ['--relations.tau', '1.5'],
      /relations\.tau: 1\.5 is out of range; allowed: a number in \[0, 1\]/,
    ],
    [
      'a bad choice',
      {},
      ['--task', 'translation'],
      /task: got "translation"; allowed: vulnerability-prediction, clone-detection, classification/,
    ],
  ];
  for (const [name, files, flags, message] of cases) {
    it(name, async () => {
      const dir = setup(files);
      const result = await cli(['--config', path.join(dir, 'metacompress.yml'), ...flags], dir);
      expect(result.status).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(message);
    });
  }

  it('NaN written by numpy in a .npy is named by row and column', async () => {
    const dir = setup();
    // A float64 [4, 2] .npy with NaN at row 1, column 0.
    const header = "{'descr': '<f8', 'fortran_order': False, 'shape': (4, 2), }";
    const padded = header.padEnd(118, ' ') + '\n';
    const values = new Float64Array([0.5, 0.5, NaN, 1, 0.5, 0.5, 0.5, 0.5]);
    const bytes = Buffer.concat([
      Buffer.from([0x93]),
      Buffer.from('NUMPY'),
      Buffer.from([1, 0, padded.length, 0]),
      Buffer.from(padded, 'latin1'),
      Buffer.from(values.buffer),
    ]);
    writeFileSync(path.join(dir, 'student.npy'), bytes);
    const result = await cli(
      ['--config', path.join(dir, 'metacompress.yml'), '--student.outputs', 'student.npy'],
      dir,
    );
    expect(result.stderr).toMatch(
      /student\.outputs: row 1 column 0 is NaN; outputs must be finite numbers/,
    );
    expect(result.status).toBe(2);
  });
});

describe('teacher outputs cache', () => {
  it('saves the teacher outputs on a miss and, on a hit, loads the runtime only for the spot check', async () => {
    const { loadConfig } = await import('../../src/config/load.js');
    const { evaluate } = await import('../../src/pipeline/index.js');
    const ort = await import('onnxruntime-node');
    const dir = setup();
    const config = loadConfig(path.join(dir, 'metacompress.yml'));
    const store = new Map<string, import('../../src/pipeline/types.js').CachedOutputs>();
    const teacherCache = {
      restore: async (key: string) => store.get(key) ?? null,
      save: async (key: string, outputs: import('../../src/pipeline/types.js').CachedOutputs) =>
        void store.set(key, outputs),
    };
    let loads = 0;
    const deps = {
      loadRuntime: async () => {
        loads += 1;
        return {
          ort: ort as unknown as import('../../src/inference/onnx-model.js').OrtModule,
          executionProviders: ['cpu'],
        };
      },
      log: { info: () => {}, warning: () => {} },
      teacherCache,
      runtimeVersion: '1.30.0',
    };
    const cold = await evaluate(config, deps);
    expect([cold.teacher.fromCache, loads, store.size]).toEqual([false, 1, 1]);
    const [saved] = store.values();
    expect(Array.from(saved!.rows)).toEqual([0, 1, 2, 3]);
    const warm = await evaluate(config, deps);
    // The live teacher scores the 4 rows again (spot-check: auto checks every row of so few).
    expect([warm.teacher.fromCache, loads]).toEqual([true, 2]);
    expect(warm.teacher.spotCheck).toEqual({ rows: 4, of: 4, largestDifference: 0, escape: 0 });
    expect(warm.relations).toEqual(cold.relations);
    // Without the spot check, a hit never loads the runtime.
    const unchecked = await evaluate({ ...config, spotCheck: 0 }, deps);
    expect([unchecked.teacher.fromCache, loads]).toEqual([true, 2]);
    expect(unchecked.relations).toEqual(cold.relations);
    // Another runtime version is another key: the teacher runs again.
    const other = await evaluate(config, { ...deps, runtimeVersion: '1.31.0' });
    expect([other.teacher.fromCache, loads, store.size]).toEqual([false, 3, 2]);
  });
});

describe('a student that is its teacher', () => {
  /** The teacher's section again as the student's, the model at `model`, plus `extra` lines. */
  const studentAsTeacher = (model: string, extra: string[] = []) =>
    config().replace(
      '  outputs: student.jsonl\n  output: probabilities',
      [
        `  model: ${model}`,
        '  tokenizer:',
        `    vocab: ${path.join(tiny, 'vocab.json')}`,
        `    merges: ${path.join(tiny, 'merges.txt')}`,
        '  max-length: 16',
        ...extra,
      ].join('\n'),
    );
  // sha256sum test/fixtures/onnx/sum-count.onnx
  const SUM_COUNT_SHA256 = 'c3c0af2adff8db22cff184c74a2f5b7affec44d4e46a4945d15cd87464a7a7f7';

  it('the same model bytes read the same way, from another path: a warning in the log and the report', async () => {
    const dir = setup();
    const copy = path.join(dir, 'downloaded-student.onnx');
    writeFileSync(copy, readFileSync(path.join(onnx, 'sum-count.onnx')));
    writeFileSync(path.join(dir, 'metacompress.yml'), studentAsTeacher(copy));
    const result = await cli([
      '--config',
      path.join(dir, 'metacompress.yml'),
      '--report-json',
      path.join(dir, 'r.json'),
      '--quiet',
    ]);
    const warning = `the student is the teacher: the same model file, tokenizer and settings (sha256 ${SUM_COUNT_SHA256}), so every relation holds by construction; check that the student's source names the student`;
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
    expect(report.warnings).toEqual([warning]);
    expect(result.stderr).toContain(warning);
    expect(report.relations.mr1).toMatchObject({ violations: 0, n: 4 });
  });

  it('the same model with its classes read in another order is another student: no warning', async () => {
    const dir = setup();
    writeFileSync(
      path.join(dir, 'metacompress.yml'),
      studentAsTeacher(path.join(onnx, 'sum-count.onnx'), ['  class-order: [1, 0]']),
    );
    await cli([
      '--config',
      path.join(dir, 'metacompress.yml'),
      '--report-json',
      path.join(dir, 'r.json'),
      '--quiet',
    ]);
    const report = JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as Report;
    expect(report.warnings).toEqual([]);
    expect(report.relations.mr1).toMatchObject({ violations: 4, n: 4 });
  });
});
