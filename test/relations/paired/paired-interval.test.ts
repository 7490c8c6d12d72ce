import { describe, expect, it } from 'vitest';

import { newcombePairedInterval } from '../../../src/relations/paired/paired-interval.js';
import { WILSON_Z } from '../../../src/relations/wilson.js';
import { expectClose } from '../helpers.js';
import { newcombeCases } from './fixtures.js';

describe('newcombePairedInterval', () => {
  it('is ± the Wilson upper bound of 0/n when nothing violates (hand-computed)', () => {
    // p1 = p2 = 0, l = 0, u = z² / (n + z²), φ = 0 (a marginal is 0): D ± u.
    const z2 = WILSON_Z * WILSON_Z;
    const u = z2 / (10 + z2); // 0.27753279986288926
    expectClose(
      newcombePairedInterval({ both: 0, nowOnly: 0, beforeOnly: 0, neither: 10 }),
      [-u, u],
      1e-16,
    );
  });

  it('reaches 1 when every input violates only now (hand-computed)', () => {
    // n = 5, p1 = 1, p2 = 0: u1 = 1, l2 = 0, φ = 0; upper = 1 + 0 clamped to 1,
    // lower = 1 − sqrt((1 − l1)² + u2²) with l1 = 5 / (5 + z²), u2 = z² / (5 + z²).
    const z2 = WILSON_Z * WILSON_Z;
    const l1 = 5 / (5 + z2);
    const u2 = z2 / (5 + z2);
    const [lower, upper] = newcombePairedInterval({
      both: 0,
      nowOnly: 5,
      beforeOnly: 0,
      neither: 0,
    }) as [number, number];
    expect(upper).toBe(1);
    expect(lower).toBeCloseTo(1 - Math.sqrt((1 - l1) ** 2 + u2 ** 2), 15);
  });

  it('is null for an empty table', () => {
    expect(newcombePairedInterval({ both: 0, nowOnly: 0, beforeOnly: 0, neither: 0 })).toBeNull();
  });

  it('refuses counts that are not non-negative integers', () => {
    expect(() =>
      newcombePairedInterval({ both: 1, nowOnly: -2, beforeOnly: 0, neither: 3 }),
    ).toThrow(new RangeError('table.nowOnly must be a non-negative integer, got -2'));
    expect(() =>
      newcombePairedInterval({ both: 1.5, nowOnly: 0, beforeOnly: 0, neither: 3 }),
    ).toThrow(RangeError);
  });

  describe('python reference (test/fixtures/paired/newcombe.json)', () => {
    it('has its cases', () => {
      expect(newcombeCases.length).toBe(14);
    });

    it.each(newcombeCases)('$table', ({ table, ci95 }) => {
      const got = newcombePairedInterval(table);
      expectClose(got, ci95, 1e-14);
      const { both, nowOnly, beforeOnly, neither } = table;
      const n = both + nowOnly + beforeOnly + neither;
      const d = (nowOnly - beforeOnly) / n;
      const [lower, upper] = got as [number, number];
      expect(lower).toBeLessThanOrEqual(d);
      expect(upper).toBeGreaterThanOrEqual(d);
      expect(lower).toBeGreaterThanOrEqual(-1);
      expect(upper).toBeLessThanOrEqual(1);
    });
  });

  it('mirrors when now and before swap', () => {
    const forward = newcombePairedInterval({
      both: 30,
      nowOnly: 20,
      beforeOnly: 7,
      neither: 343,
    }) as [number, number];
    const back = newcombePairedInterval({
      both: 30,
      nowOnly: 7,
      beforeOnly: 20,
      neither: 343,
    }) as [number, number];
    expect(back[0]).toBeCloseTo(-forward[1], 15);
    expect(back[1]).toBeCloseTo(-forward[0], 15);
  });
});
