import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { computeRelations, klPerRow } from '../../src/relations/index.js';
import type { ProbMatrix, RelationsOptions } from '../../src/relations/types.js';
import { expectClose, matrix } from './helpers.js';

/** Cases written by test/fixtures/relations/make_fixtures.py (numpy, independent of this code). */
interface Fixture {
  name: string;
  rows: number;
  cols: number;
  options: RelationsOptions;
  p: number[][];
  q: number[][];
  labels: number[];
  expected: unknown;
  klPerRow: number[];
}

const DIRECTORY = fileURLToPath(new URL('../fixtures/relations/', import.meta.url));
const fixtures: Fixture[] = readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(DIRECTORY + file, 'utf8')) as Fixture);

const TOLERANCE = 1e-12;

function load(f: Fixture): { p: ProbMatrix; q: ProbMatrix; labels: Int32Array } {
  return { p: matrix(f.p, f.cols), q: matrix(f.q, f.cols), labels: Int32Array.from(f.labels) };
}

describe('numpy reference fixtures', () => {
  it('exist', () => {
    expect(fixtures.map((f) => f.name)).toEqual([
      'binary-float32-n300',
      'binary-n500',
      'ternary-n500',
    ]);
  });

  describe.each(fixtures)('$name', (f) => {
    it('has the stated shape', () => {
      const { p, q, labels } = load(f);
      expect([p.rows, p.cols, q.rows, q.cols, labels.length]).toEqual([
        f.rows,
        f.cols,
        f.rows,
        f.cols,
        f.rows,
      ]);
    });

    it('matches per-row KL within 1e-12', () => {
      const { p, q } = load(f);
      expectClose(klPerRow(p, q), f.klPerRow, TOLERANCE, 'klPerRow');
    });

    it('matches MR1-4, ECEs, bin table, accuracy/F1 and Wilson intervals within 1e-12', () => {
      const { p, q, labels } = load(f);
      // MR1's splits have fixtures of their own (test/relations/mr1-flip-direction.test.ts,
      // mr1-class-directions.test.ts).
      const relations = computeRelations(p, q, labels, f.options);
      delete relations.flips;
      delete relations.directions;
      expectClose(relations, f.expected, TOLERANCE, 'relations');
    });
  });
});
