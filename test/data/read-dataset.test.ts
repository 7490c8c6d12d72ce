import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfigDocument } from '../../src/config/load.js';
import type { DatasetConfig } from '../../src/config/types.js';
import { readJsonArray } from '../../src/data/json-array.js';
import { countDatasetRows, readDataset } from '../../src/data/read-dataset.js';
import { emptyReadStats, type Example } from '../../src/data/types.js';
import { readPrecomputedOutputs } from '../../src/inference/precomputed.js';
import { tempDir } from '../cli-harness.js';

function dataset(overrides: Partial<DatasetConfig>): DatasetConfig {
  return {
    format: 'jsonl',
    path: '',
    functions: null,
    fields: { code: 'func', code2: null, label: 'target', id: 'idx' },
    select: null,
    limit: null,
    ...overrides,
  };
}

async function collect(config: DatasetConfig) {
  const stats = emptyReadStats();
  const rows: Example[] = [];
  for await (const example of readDataset(config, stats)) rows.push(example);
  return { rows, stats };
}

describe('CodeXGLUE BigCloneBench reader', () => {
  const dir = tempDir({
    'methods.jsonl': [
      '{"idx": "1", "func": "void a() {}"}',
      '{"idx": 2, "func": "void b() {}"}',
    ].join('\n'),
    'pairs.txt': ['1\t2\t1', '1\t9\t0', '2\t1\t-1\t0', '', '2\t2\t0'].join('\n'),
  });
  const config = dataset({
    format: 'codexglue-bcb',
    path: path.join(dir, 'pairs.txt'),
    functions: path.join(dir, 'methods.jsonl'),
  });

  it('keeps file rows as written, skips and counts pairs naming a missing function, reads -1 as unlabelled', async () => {
    const { rows, stats } = await collect(config);
    expect(rows.map((r) => [r.row, r.id, r.label])).toEqual([
      [0, '1/2', 1],
      [2, '2/1', -1],
      [3, '2/2', 0],
    ]);
    expect(rows[0]!.texts).toEqual(['void a() {}', 'void b() {}']);
    expect(stats).toMatchObject({
      rowsSeen: 4,
      rowsUsed: 3,
      rowsMissingFunction: 1,
      missingIds: ['9'],
    });
    expect(await countDatasetRows(config)).toBe(4);
  });

  it('counts the limit in usable rows', async () => {
    const { rows } = await collect({ ...config, limit: 2 });
    expect(rows.map((r) => r.row)).toEqual([0, 2]);
  });
});

describe('JSONL reader', () => {
  it('reads code, label and id fields, pairs through code2, and a selection', async () => {
    const dir = tempDir({
      'd.jsonl': [
        '{"a": "x", "b": "y", "lab": 1, "split": "test"}',
        '{"a": "z", "b": "w", "split": "train"}',
      ].join('\n'),
    });
    const config = dataset({
      path: path.join(dir, 'd.jsonl'),
      fields: { code: 'a', code2: 'b', label: 'lab', id: 'idx' },
    });
    const all = await collect(config);
    expect(all.rows.map((r) => [r.id, r.texts, r.label])).toEqual([
      ['0', ['x', 'y'], 1],
      ['1', ['z', 'w'], -1],
    ]);
    const selected = await collect({ ...config, select: { field: 'split', equals: 'train' } });
    expect(selected.rows.map((r) => r.row)).toEqual([1]);
    expect(selected.stats.rowsUnselected).toBe(1);
  });

  it('names the row and field of a broken row', async () => {
    const dir = tempDir({ 'd.jsonl': '{"func": "x"}\n{"code": 1}\n' });
    await expect(collect(dataset({ path: path.join(dir, 'd.jsonl') }))).rejects.toThrow(
      /row 1: code field "func" is missing or not a string/,
    );
  });
});

describe('Devign function.json reader', () => {
  it('streams the elements of one JSON array, strings with brackets and escapes included', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'function.json');
    const elements = [
      { func: 'int f() { return "]},"[0]; }', target: 1, project: 'q' },
      { func: "void g(char *s) { s[0] = '\\\\'; }", target: 0 },
    ];
    writeFileSync(file, ` ${JSON.stringify(elements, null, 2)}\n`);
    const seen: unknown[] = [];
    for await (const [element] of readJsonArray(file, 'dataset')) seen.push(element);
    expect(seen).toEqual(elements);
    const { rows } = await collect(dataset({ format: 'devign', path: file }));
    expect(rows.map((r) => [r.row, r.id, r.label])).toEqual([
      [0, '0', 1],
      [1, '1', 0],
    ]);
  });

  it('refuses an element over 16 MiB in one line naming it', async () => {
    const dir = tempDir({
      'function.json': `[{"func": "a", "target": 0}, {"func": "${'z'.repeat(17 << 20)}", "target": 1}]`,
    });
    await expect(
      collect(dataset({ format: 'devign', path: path.join(dir, 'function.json') })),
    ).rejects.toThrow(
      /^dataset .*function\.json element 1: longer than 16 MiB; a row holds one input/,
    );
  });

  it('refuses a file that is not an array', async () => {
    const dir = tempDir({ 'f.json': '{"func": "x"}' });
    await expect(
      collect(dataset({ format: 'devign', path: path.join(dir, 'f.json') })),
    ).rejects.toThrow(/not a JSON array of objects \(starts with "\{"\)/);
  });
});

describe('a UTF-8 byte-order mark at the start of a file (as Windows editors save)', () => {
  const BOM = '\uFEFF';
  const dir = tempDir({
    'data.jsonl': `${BOM}{"idx": 7, "func": "int f() {}", "target": 1}\n{"idx": 8, "func": "g", "target": 0}\n`,
    'methods.jsonl': `${BOM}{"idx": "1", "func": "void a() {}"}\n{"idx": "2", "func": "void b() {}"}\n`,
    'pairs.txt': `${BOM}1\t2\t1\n2\t1\t0\n`,
    'function.json': `${BOM}[{"project": "p", "func": "int main() {}", "target": 1}]`,
    'outputs.jsonl': `${BOM}[0.25, 0.75]\n[0.5, 0.5]\n`,
    'metacompress.yml': `${BOM}task: vulnerability-prediction\nthreads: 1\n`,
  });

  it('is not part of the first JSONL row', async () => {
    const { rows } = await collect(dataset({ path: path.join(dir, 'data.jsonl') }));
    expect(rows.map((r) => [r.row, r.id, r.label, r.texts])).toEqual([
      [0, '7', 1, ['int f() {}']],
      [1, '8', 0, ['g']],
    ]);
  });

  it('is not part of the first pair nor of the first function', async () => {
    const { rows } = await collect(
      dataset({
        format: 'codexglue-bcb',
        path: path.join(dir, 'pairs.txt'),
        functions: path.join(dir, 'methods.jsonl'),
      }),
    );
    expect(rows.map((r) => [r.row, r.id, r.label])).toEqual([
      [0, '1/2', 1],
      [1, '2/1', 0],
    ]);
    expect(rows[0]!.texts).toEqual(['void a() {}', 'void b() {}']);
  });

  it('is skipped before a Devign array', async () => {
    const { rows } = await collect(
      dataset({ format: 'devign', path: path.join(dir, 'function.json') }),
    );
    expect(rows.map((r) => [r.row, r.label, r.texts])).toEqual([[0, 1, ['int main() {}']]]);
  });

  it('is not part of the first row of a precomputed outputs file', async () => {
    const outputs = await readPrecomputedOutputs(path.join(dir, 'outputs.jsonl'), 'teacher');
    expect(outputs).toEqual({
      data: Float64Array.from([0.25, 0.75, 0.5, 0.5]),
      rows: 2,
      columns: 2,
    });
  });

  it('is not part of the first key of a config file', () => {
    expect(readConfigDocument(path.join(dir, 'metacompress.yml'))).toEqual({
      task: 'vulnerability-prediction',
      threads: 1,
    });
  });
});
