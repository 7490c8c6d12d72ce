import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  classDirections,
  computeRelations,
  DEFAULT_RELATIONS,
  directionRate,
} from '../../src/relations/index.js';
import { expectClose, matrix } from './helpers.js';

describe('MR1 split by the classes predicted', () => {
  it('counts each ordered pair of different classes over all inputs (hand-computed)', () => {
    // Teacher argmax: 1, 1, 0, 0; student argmax: 0, 0, 1, 0. Rows 0 and 1 go 1 → 0, row 2
    // goes 0 → 1, row 3 agrees: 2 of 4 and 1 of 4.
    const p = matrix([
      [0.1, 0.9],
      [0.2, 0.8],
      [0.7, 0.3],
      [0.6, 0.4],
    ]);
    const q = matrix([
      [0.6, 0.4],
      [0.7, 0.3],
      [0.2, 0.8],
      [0.9, 0.1],
    ]);
    const directions = classDirections(p, q);
    expect(
      directions.map(({ teacher, student, violations, n }) => [teacher, student, violations, n]),
    ).toEqual([
      [0, 1, 1, 4],
      [1, 0, 2, 4],
    ]);
    expect(directions[1]!.rate).toBe(0.5);
  });

  it('breaks ties to the lowest class, as MR1 does: [0.5, 0.5] predicts class 0', () => {
    const p = matrix([[0.5, 0.5]]);
    const q = matrix([[0.4, 0.6]]);
    expect(classDirections(p, q).map((d) => [d.teacher, d.student])).toEqual([[0, 1]]);
  });

  it('lists nothing for no input or no disagreement, and an unlisted pair has 0 of N', () => {
    expect(classDirections(matrix([], 2), matrix([], 2))).toEqual([]);
    const same = matrix([
      [0.2, 0.8],
      [0.9, 0.1],
    ]);
    expect(classDirections(same, same)).toEqual([]);
    // Wilson's upper bound of 0 of 2 is z² / (2 + z²) = 3.8415 / 5.8415 = 0.6576.
    expect(directionRate([], 1, 0, 2)).toEqual({
      teacher: 1,
      student: 0,
      violations: 0,
      n: 2,
      rate: 0,
      ci95: [0, expect.closeTo(0.6576, 4) as unknown as number],
    });
  });

  it('is in every Relations, its counts summing to MR1 violations, with or without labels', () => {
    const p = matrix([
      [0.1, 0.2, 0.7],
      [0.6, 0.3, 0.1],
      [0.2, 0.5, 0.3],
    ]);
    const q = matrix([
      [0.5, 0.2, 0.3],
      [0.1, 0.1, 0.8],
      [0.2, 0.5, 0.3],
    ]);
    const relations = computeRelations(p, q, null, DEFAULT_RELATIONS);
    // Row 0: 2 → 0; row 1: 0 → 2; row 2 agrees.
    expect(relations.directions!.map((d) => [d.teacher, d.student, d.violations])).toEqual([
      [0, 2, 1],
      [2, 0, 1],
    ]);
    expect(relations.mr1.violations).toBe(2);
  });
});

/** Written by test/fixtures/directions/make_expected.py (numpy, from the relations fixtures' p and q). */
const RELATIONS = fileURLToPath(new URL('../fixtures/relations/', import.meta.url));
const EXPECTED = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../fixtures/directions/expected.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, unknown[]>;

describe('MR1 split by class against numpy', () => {
  const cases = readdirSync(RELATIONS)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(RELATIONS + file, 'utf8')) as {
          name: string;
          cols: number;
          p: number[][];
          q: number[][];
        },
    );

  it('has a reference for every fixture (two binary, one of three classes)', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(cases.map((c) => c.name));
    expect(EXPECTED['ternary-n500']).toHaveLength(6);
  });

  it.each(cases)('$name: counts, rates and Wilson intervals within 1e-12', (c) => {
    const directions = classDirections(matrix(c.p, c.cols), matrix(c.q, c.cols));
    expectClose(directions, EXPECTED[c.name], 1e-12, c.name);
  });
});
