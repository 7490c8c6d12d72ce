import { describe, expect, it } from 'vitest';

import { computeRelations, DEFAULT_RELATIONS } from '../../src/relations/index.js';
import type { ProbMatrix } from '../../src/relations/types.js';
import { matrix } from './helpers.js';

function seeded(seed: number): () => number {
  // mulberry32: a small deterministic generator for test data.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBinary(n: number, seed: number, sharpen: number): ProbMatrix {
  const random = seeded(seed);
  const rows: number[][] = [];
  for (let i = 0; i < n; i++) {
    const x = random() ** sharpen;
    const first = random() < 0.5 ? x : 1 - x;
    rows.push([first, 1 - first]);
  }
  return matrix(rows);
}

function toFloat32(m: ProbMatrix): ProbMatrix {
  return { ...m, data: Float64Array.from(Float32Array.from(m.data)) };
}

describe('computeRelations', () => {
  it('computes all relations for a tiny case (hand-computed)', () => {
    const p = matrix([
      [0.95, 0.05],
      [0.3, 0.7],
    ]);
    const q = matrix([
      [0.85, 0.15],
      [0.6, 0.4],
    ]);
    const r = computeRelations(p, q, Int32Array.of(0, 1), DEFAULT_RELATIONS);
    expect(r.mr1).toMatchObject({ violations: 1, n: 2 });
    // Row 0: 0.95 ln(0.95/0.85) + 0.05 ln(0.05/0.15); row 1: 0.3 ln(0.3/0.6) + 0.7 ln(0.7/0.4).
    const kl0 = 0.95 * Math.log(0.95 / 0.85) + 0.05 * Math.log(0.05 / 0.15);
    const kl1 = 0.3 * Math.log(0.3 / 0.6) + 0.7 * Math.log(0.7 / 0.4);
    expect(r.mr2.klMean).toBeCloseTo((kl0 + kl1) / 2, 15);
    expect(r.mr2.klMax).toBeCloseTo(Math.max(kl0, kl1), 15);
    expect(r.mr2.violations).toBe([kl0, kl1].filter((k) => k > 0.1).length);
    expect(r.mr3).toMatchObject({ violations: 1, n: 1, confident: 1, rate: 1 });
    expect(r.mr4.rate).toBeNull();
    expect(r.mr4.skippedReason).toMatch(/no confidence bin has at least nMin = 10/);
    expect(r.accuracy).toEqual({
      teacher: { n: 2, accuracy: 1, f1: 1 },
      student: { n: 2, accuracy: 0.5, f1: 0 },
      accuracyGap: 0.5,
      f1Gap: 1,
    });
  });

  it('accepts empty input and reports every rate as undefined', () => {
    const empty = matrix([], 2);
    const r = computeRelations(empty, empty, new Int32Array(0), DEFAULT_RELATIONS);
    expect([r.mr1.rate, r.mr2.rate, r.mr3.rate, r.mr4.rate]).toEqual([null, null, null, null]);
    expect(r.mr4.skippedReason).not.toBeNull();
    expect(r.accuracy.accuracyGap).toBeNull();
  });

  it('never mutates its inputs', () => {
    const p = randomBinary(200, 1, 4);
    const q = randomBinary(200, 2, 2);
    const labels = Int32Array.from({ length: 200 }, (_, i) => (i % 7 === 0 ? -1 : i % 2));
    const options = { ...DEFAULT_RELATIONS };
    const before = [Array.from(p.data), Array.from(q.data), Array.from(labels), { ...options }];
    computeRelations(p, q, labels, options);
    expect([Array.from(p.data), Array.from(q.data), Array.from(labels), { ...options }]).toEqual(
      before,
    );
  });

  it('computes a three-class case (hand-computed)', () => {
    const p = matrix([
      [0.7, 0.2, 0.1],
      [0.1, 0.3, 0.6],
      [0.4, 0.3, 0.3],
    ]);
    const q = matrix([
      [0.6, 0.3, 0.1],
      [0.5, 0.3, 0.2],
      [0.2, 0.5, 0.3],
    ]);
    const r = computeRelations(p, q, Int32Array.of(0, 2, 1), DEFAULT_RELATIONS);
    // Teacher predicts 0, 2, 0; student 0, 0, 1: they disagree on rows 1 and 2.
    expect(r.mr1).toMatchObject({ violations: 2, n: 3 });
    const kl = [
      0.7 * Math.log(0.7 / 0.6) + 0.2 * Math.log(0.2 / 0.3) + 0.1 * Math.log(0.1 / 0.1),
      0.1 * Math.log(0.1 / 0.5) + 0.3 * Math.log(0.3 / 0.3) + 0.6 * Math.log(0.6 / 0.2),
      0.4 * Math.log(0.4 / 0.2) + 0.3 * Math.log(0.3 / 0.5) + 0.3 * Math.log(0.3 / 0.3),
    ];
    // 0.0268, 0.4982, 0.1240: two above epsilon = 0.1.
    expect(r.mr2.violations).toBe(2);
    expect(r.mr2.klMean).toBeCloseTo((kl[0]! + kl[1]! + kl[2]!) / 3, 15);
    expect(r.mr2.klMax).toBeCloseTo(kl[1]!, 15);
    // No teacher probability reaches tau = 0.9: MR3 has no confident input.
    expect(r.mr3).toMatchObject({ violations: 0, n: 0, confident: 0 });
    // Labels 0, 2, 1: the teacher is right on rows 0 and 1, the student on rows 0 and 2.
    expect(r.accuracy.teacher.accuracy).toBeCloseTo(2 / 3, 15);
    expect(r.accuracy.student.accuracy).toBeCloseTo(2 / 3, 15);
    expect(r.accuracy.accuracyGap).toBe(0);
  });

  it('gives float32-rounded inputs the same counts as float64, up to values on edges', () => {
    // Generic values: rounding to float32 moves no prediction, no KL across epsilon,
    // no confidence across tau or a bin edge, so counts agree and KL statistics agree closely.
    const p = randomBinary(400, 5, 4);
    const q = randomBinary(400, 6, 2);
    const labels = Int32Array.from({ length: 400 }, (_, i) => i % 2);
    const r64 = computeRelations(p, q, labels, DEFAULT_RELATIONS);
    const r32 = computeRelations(toFloat32(p), toFloat32(q), labels, DEFAULT_RELATIONS);
    for (const key of ['mr1', 'mr2', 'mr3', 'mr4'] as const) {
      expect([r32[key].violations, r32[key].n], key).toEqual([r64[key].violations, r64[key].n]);
    }
    expect(r32.mr2.klMean).toBeCloseTo(r64.mr2.klMean as number, 5);
    expect(r32.mr4.teacherEce).toBeCloseTo(r64.mr4.teacherEce as number, 6);
    expect(r32.accuracy).toEqual(r64.accuracy);
  });

  it('bins float32 values on an edge by their float64 value (documented policy)', () => {
    // 0.6 in float32 is 0.6000000238418579 > 0.6: it leaves bin 5 (0.5, 0.6] for bin 6.
    const rows = Array.from({ length: 10 }, () => [0.6, 0.4]);
    const p64 = matrix(rows);
    const labels = new Int32Array(10);
    const r64 = computeRelations(p64, p64, labels, DEFAULT_RELATIONS);
    const r32 = computeRelations(toFloat32(p64), toFloat32(p64), labels, DEFAULT_RELATIONS);
    expect(r64.mr4.table[5]?.teacher.n).toBe(10);
    expect(r32.mr4.table[6]?.teacher.n).toBe(10);
  });

  describe('validation', () => {
    const p = matrix([
      [0.5, 0.5],
      [0.2, 0.8],
    ]);

    it('rejects a row mismatch, naming both arguments', () => {
      expect(() => computeRelations(p, matrix([[0.5, 0.5]]), null, DEFAULT_RELATIONS)).toThrow(
        new RangeError('p has 2 rows but q has 1; both must score the same inputs'),
      );
    });

    it('rejects a column mismatch', () => {
      const q = matrix([
        [0.2, 0.3, 0.5],
        [0.2, 0.3, 0.5],
      ]);
      expect(() => computeRelations(p, q, null, DEFAULT_RELATIONS)).toThrow(
        new RangeError('p has 2 columns but q has 3; both must have the same K classes'),
      );
    });

    it('rejects K < 2', () => {
      const single = matrix([[1], [1]], 1);
      expect(() => computeRelations(single, single, null, DEFAULT_RELATIONS)).toThrow(
        new RangeError('p.cols must be an integer >= 2 (K classes), got 1'),
      );
    });

    it('rejects data of the wrong length or kind', () => {
      const short = { data: new Float64Array(3), rows: 2, cols: 2 };
      expect(() => computeRelations(p, short, null, DEFAULT_RELATIONS)).toThrow(
        new RangeError('q.data has length 3, expected rows x cols = 2 x 2 = 4'),
      );
      const float32 = { data: new Float32Array(4), rows: 2, cols: 2 } as unknown as ProbMatrix;
      expect(() => computeRelations(float32, p, null, DEFAULT_RELATIONS)).toThrow(
        new TypeError('p.data must be a Float64Array'),
      );
    });

    it('rejects NaN, infinite and negative probabilities, naming row and column', () => {
      const nan = matrix([
        [0.5, 0.5],
        [Number.NaN, 0.8],
      ]);
      expect(() => computeRelations(nan, p, null, DEFAULT_RELATIONS)).toThrow(
        new RangeError('p[1][0] is NaN; probabilities must be finite and >= 0'),
      );
      const negative = matrix([
        [0.5, 0.5],
        [1.1, -0.1],
      ]);
      expect(() => computeRelations(p, negative, null, DEFAULT_RELATIONS)).toThrow(
        new RangeError('q[1][1] is -0.1; probabilities must be finite and >= 0'),
      );
      const infinite = matrix([
        [Infinity, 0.5],
        [0.2, 0.8],
      ]);
      expect(() => computeRelations(p, infinite, null, DEFAULT_RELATIONS)).toThrow(/q\[0\]\[0\]/);
    });

    it('rejects labels outside -1..K-1, naming index and value', () => {
      expect(() => computeRelations(p, p, Int32Array.of(0, 2), DEFAULT_RELATIONS)).toThrow(
        new RangeError('labels[1] is 2; allowed are -1 (unlabelled) and 0..1'),
      );
      expect(() => computeRelations(p, p, Int32Array.of(-2, 0), DEFAULT_RELATIONS)).toThrow(
        new RangeError('labels[0] is -2; allowed are -1 (unlabelled) and 0..1'),
      );
      expect(() => computeRelations(p, p, Int32Array.of(0), DEFAULT_RELATIONS)).toThrow(
        new RangeError('labels has length 1, expected 2 (one per row)'),
      );
      const wrongKind = [0, 1] as unknown as Int32Array;
      expect(() => computeRelations(p, p, wrongKind, DEFAULT_RELATIONS)).toThrow(TypeError);
    });

    it('rejects options out of range, naming the option', () => {
      expect(() => computeRelations(p, p, null, { ...DEFAULT_RELATIONS, bins: 0 })).toThrow(
        new RangeError('options.bins must be an integer >= 1, got 0'),
      );
      expect(() => computeRelations(p, p, null, { ...DEFAULT_RELATIONS, nMin: 2.5 })).toThrow(
        new RangeError('options.nMin must be an integer >= 1, got 2.5'),
      );
      expect(() =>
        computeRelations(p, p, null, { ...DEFAULT_RELATIONS, epsilon: Number.NaN }),
      ).toThrow(new RangeError('options.epsilon must be a finite number, got NaN'));
    });
  });
});
