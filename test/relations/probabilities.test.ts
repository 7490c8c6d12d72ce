import { describe, expect, it } from 'vitest';

import { compensatedSum } from '../../src/relations/compensated-sum.js';
import { argmax, confidence, rate } from '../../src/relations/probabilities.js';
import { quantileSorted } from '../../src/relations/quantile.js';
import { matrix } from './helpers.js';

describe('argmax', () => {
  it('returns the index of the largest probability', () => {
    expect(argmax(matrix([[0.2, 0.8]]), 0)).toBe(1);
    const three = matrix([
      [0.1, 0.6, 0.3],
      [0.7, 0.2, 0.1],
      [0, 0, 1],
    ]);
    expect([0, 1, 2].map((i) => argmax(three, i))).toEqual([1, 0, 2]);
  });

  it('breaks ties to the lowest index', () => {
    expect(argmax(matrix([[0.5, 0.5]]), 0)).toBe(0);
    expect(argmax(matrix([[0, 0]]), 0)).toBe(0);
    expect(argmax(matrix([[0.25, 0.375, 0.375]]), 0)).toBe(1);
    expect(argmax(matrix([[1 / 3, 1 / 3, 1 / 3]]), 0)).toBe(0);
  });
});

describe('confidence', () => {
  it('is the maximum of the row, including the extremes 0 and 1', () => {
    const m = matrix([
      [0.3, 0.7],
      [1, 0],
      [0, 1],
      [0.5, 0.5],
    ]);
    expect([0, 1, 2, 3].map((i) => confidence(m, i))).toEqual([0.7, 1, 1, 0.5]);
  });
});

describe('rate', () => {
  it('divides and attaches the Wilson interval', () => {
    expect(rate(1, 4)).toEqual({
      violations: 1,
      n: 4,
      rate: 0.25,
      ci95: [0.04558726080970055, 0.6993581574175981],
    });
  });

  it('is undefined (null) for n = 0', () => {
    expect(rate(0, 0)).toEqual({ violations: 0, n: 0, rate: null, ci95: null });
  });

  it('rejects impossible counts', () => {
    expect(() => rate(5, 4)).toThrow(RangeError);
  });
});

describe('compensatedSum', () => {
  it('keeps the small addends a plain sum loses', () => {
    expect(compensatedSum([1, 1e100, 1, -1e100])).toBe(2);
    const tenths = new Float64Array(10).fill(0.1);
    expect(compensatedSum(tenths)).toBe(1);
    expect(tenths.reduce((a, b) => a + b, 0)).not.toBe(1);
  });

  it('sums an empty sequence to 0', () => {
    expect(compensatedSum([])).toBe(0);
  });
});

describe('quantileSorted', () => {
  it('interpolates linearly like numpy (type 7)', () => {
    const x = Float64Array.of(0, 1, 2, 3, 4);
    expect(quantileSorted(x, 0.95)).toBe(3.8);
    expect(quantileSorted(x, 0.5)).toBe(2);
    expect(quantileSorted(x, 0)).toBe(0);
    expect(quantileSorted(x, 1)).toBe(4);
    // np.percentile([1, 10], 95) = 9.549999999999999 (lerp from the upper end)
    expect(quantileSorted([1, 10], 0.95)).toBe(9.549999999999999);
    // np.percentile([0.1, 0.2, 0.7], 95) = 0.6499999999999999
    expect(quantileSorted([0.1, 0.2, 0.7], 0.95)).toBe(0.6499999999999999);
  });

  it('handles empty and single-value samples', () => {
    expect(quantileSorted([], 0.95)).toBeNull();
    expect(quantileSorted([7], 0.95)).toBe(7);
  });

  it('rejects q outside [0, 1]', () => {
    expect(() => quantileSorted([1], 95)).toThrow(/q must be in \[0, 1\], got 95/);
    expect(() => quantileSorted([1], Number.NaN)).toThrow(RangeError);
  });
});
