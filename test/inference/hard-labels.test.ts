import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OutputsModelConfig } from '../../src/config/types.js';
import type { Example } from '../../src/data/types.js';
import { hardLabelSource, readHardLabels } from '../../src/inference/hard-labels.js';
import { tempDir } from '../cli-harness.js';

/** A file of `text` named `name` in a fresh folder. */
function file(name: string, text: string): string {
  const at = path.join(tempDir(), name);
  writeFileSync(at, text);
  return at;
}

const example = (row: number, id: string): Example => ({ row, id, texts: ['f'], label: -1 });

const config = (outputs: string, classOrder: number[] | null = null): OutputsModelConfig => ({
  kind: 'outputs',
  outputs,
  output: 'labels',
  classOrder,
});

describe('predicted classes read from a file', () => {
  it('reads a CSV by id, other columns left alone, blank lines not rows', async () => {
    const csv = file('p.csv', 'idx,id,prediction\n7,a,1\n\n8,b,0\r\n9,c,1\n');
    const labels = await readHardLabels(csv, 'student');
    expect(Array.from(labels.predicted)).toEqual([1, 0, 1]);
    expect(Array.from(labels.lines)).toEqual([2, 4, 5]);
    expect([...labels.ids!]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('reads JSON Lines of class indices (by row) or of objects with an id', async () => {
    const byRow = await readHardLabels(file('p.jsonl', '1\n0\n0\n'), 'student');
    expect([Array.from(byRow.predicted), byRow.ids]).toEqual([[1, 0, 0], null]);
    const byId = await readHardLabels(
      file(
        'p.jsonl',
        '{"id": 12, "prediction": 1, "score": "ignored"}\n{"id": "x", "prediction": 0}\n',
      ),
      'student',
    );
    expect([...byId.ids!.keys()]).toEqual(['12', 'x']);
  });

  it('refuses a bad file with one line naming the file and the line', async () => {
    const cases: [string, string, string][] = [
      ['p.csv', 'id,prediction\na,1\nb,"0"\n', 'p.csv line 3: holds a quote'],
      ['p.csv', 'id,label\na,1\n', 'p.csv line 1: the header (id, label) has no column prediction'],
      [
        'p.csv',
        'id,prediction,prediction\n',
        'p.csv line 1: the header names column prediction twice',
      ],
      ['p.csv', 'id,prediction\na,1\nb\n', 'p.csv line 3: 1 fields, the header has 2'],
      [
        'p.csv',
        'id,prediction\na,1\nb,1.0\n',
        'p.csv line 3: prediction "1.0" is not a class index',
      ],
      ['p.csv', 'id,prediction\na,-1\n', 'p.csv line 2: prediction "-1" is not a class index'],
      ['p.csv', 'id,prediction\na,1\n,0\n', 'p.csv line 3: the id is empty'],
      [
        'p.csv',
        'id,prediction\na,1\nb,0\na,0\n',
        'p.csv line 4: id "a" is given twice (line 2 too)',
      ],
      ['p.jsonl', '{"id": "a", "prediction": 1}\n0\n', 'p.jsonl line 2: no id, but line 1 has one'],
      [
        'p.jsonl',
        '1\n{"id": "a", "prediction": 1}\n',
        'p.jsonl line 2: an id, but line 1 has none',
      ],
      [
        'p.jsonl',
        '[0.2, 0.8]\n',
        'p.jsonl line 1: expected a class index or {"id": …, "prediction": …}; a list of numbers is a model\'s scores',
      ],
      ['p.jsonl', '{"id": "a"}\n', 'p.jsonl line 1: no "prediction" class index'],
      [
        'p.jsonl',
        '{"id": true, "prediction": 1}\n',
        'p.jsonl line 1: "id" is true, not a string or an integer',
      ],
      ['p.jsonl', '1\n{oops\n', 'p.jsonl line 2: not JSON'],
      ['p.jsonl', '\n\n', 'p.jsonl: no predictions'],
      ['p.csv', 'id,prediction\n', 'p.csv: no predictions'],
      ['p.npy', '', 'p.npy: output labels reads a .csv or .jsonl file of predicted classes'],
    ];
    for (const [name, text, message] of cases) {
      const at = file(name, text);
      await expect(readHardLabels(at, 'student'), message).rejects.toThrow(
        message.replace(name, `student.outputs ${at}`),
      );
    }
  });
});

describe('predicted classes as one-hot rows', () => {
  it('looks each input up by its id when the file has ids, else by its row, and maps class-order', async () => {
    const labels = await readHardLabels(file('p.csv', 'id,prediction\nb,0\na,1\n'), 'student');
    const source = hardLabelSource(labels, config('p.csv'), 2, 'student');
    // Row 0 is id a (class 1), row 1 id b (class 0): the file's order does not matter.
    expect(Array.from((await source.score([example(0, 'a'), example(1, 'b')])).data)).toEqual([
      0, 1, 1, 0,
    ]);
    const swapped = hardLabelSource(labels, config('p.csv', [1, 0]), 2, 'student');
    expect(Array.from((await swapped.score([example(0, 'a')])).data)).toEqual([1, 0]);
    await expect(source.score([example(2, 'c')])).rejects.toThrow(
      'student.outputs p.csv: no prediction for dataset row 2 (id "c")',
    );
  });

  it('refuses a class the models do not have, naming its line', async () => {
    const at = file('p.jsonl', '0\n1\n2\n');
    const labels = await readHardLabels(at, 'student');
    expect(() => hardLabelSource(labels, config(at), 2, 'student')).toThrow(
      `student.outputs ${at} line 3: class 2, but the models have 2 classes (0 to 1)`,
    );
    const three = hardLabelSource(labels, config(at), 3, 'student');
    expect(Array.from((await three.score([example(2, 'r2')])).data)).toEqual([0, 0, 1]);
    await expect(three.score([example(3, 'r3')])).rejects.toThrow(
      'no prediction for dataset row 3',
    );
  });
});
