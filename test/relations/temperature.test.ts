import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { DEFAULT_RELATIONS } from '../../src/relations/types.js';
import {
  bestTemperature,
  meanKl,
  temper,
  temperatureScaling,
} from '../../src/relations/temperature.js';
import { matrix } from './helpers.js';

/** Cases written by test/fixtures/temperature/make_fixtures.py (plain Python, a brute-force grid). */
interface Fixture {
  name: string;
  cols: number;
  p: number[][];
  q: number[][];
  temperature: number;
  klMeanRaw: number;
  klMeanAtT: number;
  mr2Raw: number;
  mr2AtT: number;
}

const DIRECTORY = fileURLToPath(new URL('../fixtures/temperature/', import.meta.url));
const fixtures: Fixture[] = readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(DIRECTORY + file, 'utf8')) as Fixture);

describe('temper', () => {
  it('raises each probability to 1/T and renormalises (hand-computed)', () => {
    // √0.8 : √0.2 = 2 : 1.
    const half = temper(matrix([[0.8, 0.2]]), 2);
    expect(half.data[0]).toBeCloseTo(2 / 3, 15);
    expect(half.data[1]).toBeCloseTo(1 / 3, 15);
    // 0.6² : 0.3² : 0.1² = 36 : 9 : 1.
    const squared = temper(matrix([[0.6, 0.3, 0.1]]), 0.5);
    expect(Array.from(squared.data)).toEqual(
      [36 / 46, 9 / 46, 1 / 46].map((v) => expect.closeTo(v, 15)),
    );
  });

  it('keeps a probability of 0 at 0 and a one-hot row one-hot, whatever T', () => {
    expect(Array.from(temper(matrix([[0, 0.25, 0.75]]), 3).data)[0]).toBe(0);
    expect(Array.from(temper(matrix([[1, 0]]), 0.05).data)).toEqual([1, 0]);
  });

  it('does not underflow a row at a small T', () => {
    // 1e-300^(1/0.05) underflows on its own; shifted by the row's largest log it is 0, the top 1.
    const sharp = temper(matrix([[1e-300, 1 - 1e-300]]), 0.05);
    expect(Array.from(sharp.data)).toEqual([0, 1]);
  });

  it('refuses a temperature that is not a positive finite number', () => {
    for (const t of [0, -1, Number.NaN, Infinity]) {
      expect(() => temper(matrix([[0.5, 0.5]]), t)).toThrow(RangeError);
    }
  });
});

describe('bestTemperature', () => {
  it('recovers the temperature that made the teacher from the student', () => {
    const q = matrix([
      [0.9, 0.1],
      [0.3, 0.7],
      [0.6, 0.4],
    ]);
    for (const t of [0.25, 1, 2, 7.5]) {
      expect(bestTemperature(temper(q, t), q)! / t).toBeCloseTo(1, 5);
    }
  });

  it('stops at the bracket when the minimum lies beyond it', () => {
    const q = matrix([[0.9, 0.1]]);
    // The teacher is uniform: the mean KL falls all the way to T = ∞; the search ends at 20.
    expect(bestTemperature(matrix([[0.5, 0.5]]), q)).toBeCloseTo(20, 4);
  });

  it('returns T = 1 for a one-hot student (no T changes it) and null with no input', () => {
    const p = matrix([
      [0.7, 0.3],
      [0.2, 0.8],
    ]);
    const q = matrix([
      [1, 0],
      [0, 1],
    ]);
    expect(bestTemperature(p, q)).toBeCloseTo(1, 6);
    expect(bestTemperature(matrix([], 2), matrix([], 2))).toBeNull();
  });

  for (const f of fixtures) {
    it(`matches the brute-force grid of make_fixtures.py: ${f.name}`, () => {
      const p = matrix(f.p, f.cols);
      const q = matrix(f.q, f.cols);
      const t = bestTemperature(p, q)!;
      expect(Math.abs(t / f.temperature - 1)).toBeLessThan(1e-5);
      expect(meanKl(p, q)).toBeCloseTo(f.klMeanRaw, 12);
      expect(meanKl(p, temper(q, t))).toBeCloseTo(f.klMeanAtT, 10);
      const scaling = temperatureScaling(p, q, null, DEFAULT_RELATIONS)!;
      expect(scaling.mr2.raw.violations).toBe(f.mr2Raw);
      expect(scaling.mr2.atT.violations).toBe(f.mr2AtT);
      expect(scaling.mr2.atT.n).toBe(p.rows);
    });
  }
});

describe('temperatureScaling', () => {
  it('reports MR4 and the student ECE raw and at T*, with MR4 skipped without labels', () => {
    const f = fixtures[0]!;
    const p = matrix(f.p, f.cols);
    const q = matrix(f.q, f.cols);
    const unlabelled = temperatureScaling(p, q, null, DEFAULT_RELATIONS)!;
    expect(unlabelled.mr4.raw.skippedReason).not.toBeNull();
    expect(unlabelled.studentEce).toEqual({ raw: null, atT: null });
    // The teacher's predictions as labels: the student's accuracy is the same at every T
    // (no prediction moves), its confidence is not.
    const labels = Int32Array.from(f.p, (row) => (row[0]! >= row[1]! ? 0 : 1));
    const labelled = temperatureScaling(p, q, labels, { ...DEFAULT_RELATIONS, nMin: 1 })!;
    expect(labelled.temperature).toBe(unlabelled.temperature);
    expect(labelled.mr4.raw.skippedReason).toBeNull();
    expect(labelled.studentEce.raw).not.toBe(labelled.studentEce.atT);
  });

  it('is null with no input', () => {
    expect(temperatureScaling(matrix([], 2), matrix([], 2), null, DEFAULT_RELATIONS)).toBeNull();
  });
});
