import { describe, expect, it } from 'vitest';

import {
  distributionSimilarity,
  klPerRow,
  Q_FLOOR,
} from '../../src/relations/mr2-distribution-similarity.js';
import { matrix } from './helpers.js';

const LN_1E7 = -Math.log(1e-7); // 16.11809565095832

describe('klPerRow', () => {
  it('is in nats (hand-computed)', () => {
    // 0.5 ln(0.5/0.25) + 0.5 ln(0.5/0.75) = 0.5 ln(4/3)
    const kl = klPerRow(matrix([[0.5, 0.5]]), matrix([[0.25, 0.75]]));
    expect(kl[0]).toBeCloseTo(0.5 * Math.log(4 / 3), 15);
    expect(kl[0]).toBeCloseTo(0.14384103622589045, 15);
  });

  it('is exactly 0 for identical rows, including rows with exact zeros', () => {
    const p = matrix([
      [0.3, 0.7],
      [0, 1],
      [1, 0],
      [0.5, 0.5],
    ]);
    expect(Array.from(klPerRow(p, p))).toEqual([0, 0, 0, 0]);
  });

  it('uses 0 · ln 0 = 0 where p = 0, whatever q is', () => {
    // Row: p = [0, 1], q = [0.4, 0.6]: only the second term, 1 · ln(1/0.6).
    const kl = klPerRow(matrix([[0, 1]]), matrix([[0.4, 0.6]]));
    expect(kl[0]).toBe(-Math.log(0.6));
  });

  it('clips q below at 1e-7 so that q = 0 gives ln(1e7), not Infinity', () => {
    expect(Q_FLOOR).toBe(1e-7);
    const kl = klPerRow(matrix([[1, 0]]), matrix([[0, 1]]));
    expect(kl[0]).toBe(LN_1E7);
    expect(kl[0]).toBe(16.11809565095832);
    // A student value below the floor is clipped too; the teacher's is not.
    const tiny = klPerRow(matrix([[0.5, 0.5]]), matrix([[1e-9, 1 - 1e-9]]));
    expect(tiny[0]).toBeCloseTo(
      0.5 * (Math.log(0.5) - Math.log(1e-7)) + 0.5 * (Math.log(0.5) - Math.log(1 - 1e-9)),
      14,
    );
  });

  it('barely moves between float32-rounded and float64 copies of the same row', () => {
    const p = matrix([[0.3, 0.7]]);
    const p32 = matrix([[Math.fround(0.3), Math.fround(0.7)]]);
    expect(Math.abs(klPerRow(p32, p)[0] as number)).toBeLessThan(1e-12);
    expect(Math.abs(klPerRow(p, p32)[0] as number)).toBeLessThan(1e-12);
  });

  it('returns an empty array for N = 0', () => {
    expect(klPerRow(matrix([], 2), matrix([], 2))).toHaveLength(0);
  });
});

describe('MR2 distributionSimilarity', () => {
  it('reports rate, mean, p95 and max (hand-computed)', () => {
    const p = matrix([
      [0.5, 0.5],
      [1, 0],
    ]);
    const q = matrix([
      [0.25, 0.75],
      [0, 1],
    ]);
    const kl0 = 0.14384103622589045;
    const result = distributionSimilarity(p, q, 0.1);
    expect(result).toMatchObject({
      relation: 'MR2',
      violations: 2,
      n: 2,
      rate: 1,
      epsilon: 0.1,
      qFloor: 1e-7,
      klMax: LN_1E7,
    });
    expect(result.ci95).toEqual([0.34238022750665303, 1]);
    expect(result.klMean).toBeCloseTo((kl0 + LN_1E7) / 2, 14);
    // numpy linear p95 of two values: h = 0.95, from the upper end.
    expect(result.klP95).toBeCloseTo(LN_1E7 - (LN_1E7 - kl0) * 0.05, 13);
    expect(result.klP95).toBeCloseTo(15.319382920221699, 13);
  });

  it('does not count a KL exactly equal to epsilon', () => {
    const p = matrix([[0.5, 0.5]]);
    const q = matrix([[0.25, 0.75]]);
    const kl = klPerRow(p, q)[0] as number;
    expect(distributionSimilarity(p, q, kl).violations).toBe(0);
    expect(distributionSimilarity(p, q, kl - 1e-15).violations).toBe(1);
  });

  it('gives 0 violations and zero statistics for identical models', () => {
    const p = matrix([
      [0.9, 0.1],
      [0.2, 0.8],
      [1, 0],
    ]);
    expect(distributionSimilarity(p, p, 0.1)).toMatchObject({
      violations: 0,
      rate: 0,
      klMean: 0,
      klP95: 0,
      klMax: 0,
    });
  });

  it('is undefined with null statistics on empty input', () => {
    const empty = matrix([], 3);
    expect(distributionSimilarity(empty, empty, 0.1)).toEqual({
      relation: 'MR2',
      violations: 0,
      n: 0,
      rate: null,
      ci95: null,
      epsilon: 0.1,
      qFloor: 1e-7,
      klMean: null,
      klP95: null,
      klMax: null,
    });
  });

  it('does not mutate its inputs', () => {
    const p = matrix([
      [0.5, 0.5],
      [1, 0],
    ]);
    const q = matrix([
      [0.25, 0.75],
      [0, 1],
    ]);
    const before = [Array.from(p.data), Array.from(q.data)];
    distributionSimilarity(p, q, 0.1);
    expect([Array.from(p.data), Array.from(q.data)]).toEqual(before);
  });
});
