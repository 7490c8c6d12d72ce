import { describe, expect, it } from 'vitest';

import { WILSON_Z, wilsonInterval } from '../../src/relations/wilson.js';

describe('wilsonInterval', () => {
  it('uses the two-sided 95% normal quantile', () => {
    expect(WILSON_Z).toBe(1.959963984540054);
  });

  it('returns null when n = 0', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('matches hand-computed values', () => {
    // k = 5, n = 10: centre (5 + z²/2)/(10 + z²) = 0.5, half = z/(10+z²)·sqrt(2.5 + z²/4).
    const z2 = WILSON_Z * WILSON_Z;
    const half = (WILSON_Z / (10 + z2)) * Math.sqrt(2.5 + z2 / 4);
    const [low, high] = wilsonInterval(5, 10) as [number, number];
    expect(low).toBeCloseTo(0.5 - half, 15);
    expect(high).toBeCloseTo(0.5 + half, 15);
    expect(low).toBeCloseTo(0.236593090512564, 15);
    expect(high).toBeCloseTo(0.7634069094874361, 15);
  });

  it('is exactly 0 at k = 0 and exactly 1 at k = n', () => {
    expect(wilsonInterval(0, 10)).toEqual([0, 0.27753279986288926]);
    const [low, high] = wilsonInterval(10, 10) as [number, number];
    expect(high).toBe(1);
    expect(low).toBeCloseTo(1 - 0.27753279986288926, 15);
    expect(wilsonInterval(1, 1)).toEqual([0.20654931437723745, 1]);
  });

  it('is symmetric: [l, h] for k becomes [1 - h, 1 - l] for n - k', () => {
    const [l, h] = wilsonInterval(57, 400) as [number, number];
    const [l2, h2] = wilsonInterval(343, 400) as [number, number];
    expect(l2).toBeCloseTo(1 - h, 14);
    expect(h2).toBeCloseTo(1 - l, 14);
  });

  it('rejects counts that are not integers in 0..n', () => {
    expect(() => wilsonInterval(11, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 10)).toThrow(/successes must be an integer in 0\.\.10, got -1/);
    expect(() => wilsonInterval(1.5, 10)).toThrow(RangeError);
    expect(() => wilsonInterval(0, -1)).toThrow(/n must be a non-negative integer, got -1/);
    expect(() => wilsonInterval(0, Number.NaN)).toThrow(RangeError);
  });
});
