import { describe, expect, it } from 'vitest';

import { binomialHalfLogPmf, mcnemarExact } from '../../../src/relations/paired/mcnemar.js';
import { mcnemarCases } from './fixtures.js';

/** Exact binomial pmf at p = 1/2 from integers: C(n, k) / 2^n. */
function exactPmf(k: number, n: number): number {
  let comb = 1n;
  for (let j = 1; j <= k; j++) comb = (comb * BigInt(n - k + j)) / BigInt(j);
  return Number(comb) / 2 ** n;
}

/** |actual − expected| <= tolerance · |expected|. */
function expectRelative(actual: number, expected: number, tolerance: number): void {
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(
    tolerance * Math.abs(expected),
  );
}

describe('mcnemarExact: hand-computed', () => {
  it('doubles the lower binomial tail', () => {
    // b = 5, c = 0: P[X <= 0] = 1/32, p = 1/16.
    expectRelative(mcnemarExact(5, 0).pValue, 0.0625, 1e-14);
    // b = 6, c = 0: p = 2/64.
    expectRelative(mcnemarExact(6, 0).pValue, 0.03125, 1e-14);
    // b = 10, c = 2: P[X <= 2] = (1 + 12 + 66) / 4096, p = 158/4096.
    expectRelative(mcnemarExact(10, 2).pValue, 158 / 4096, 1e-14);
    // b = 2, c = 0: P[X <= 0] = 1/4, p = 1/2.
    expectRelative(mcnemarExact(2, 0).pValue, 0.5, 1e-14);
    // b = 20, c = 7: 2 · Σ_{k<=7} C(27, k) / 2^27 = 2 · 1285623 / 134217728.
    expectRelative(mcnemarExact(20, 7).pValue, (2 * 1285624) / 134217728, 1e-14);
  });

  it('gives p = 1 when b = c, and caps 2 · tail at 1', () => {
    expect(mcnemarExact(0, 0)).toEqual({ b: 0, c: 0, pValue: 1, logPValue: 0 });
    expect(mcnemarExact(3, 3).pValue).toBe(1);
    // b = 1, c = 0: 2 · P[X <= 0] = 2 · 1/2 = 1.
    expect(mcnemarExact(1, 0).pValue).toBe(1);
    // b = 11, c = 10: 2 · P[X <= 10] with X ~ Bin(21, 1/2) is 2 · 1/2 = 1.
    expect(mcnemarExact(11, 10).pValue).toBe(1);
  });

  it('is symmetric in b and c and keeps them', () => {
    const a = mcnemarExact(20, 7);
    const b = mcnemarExact(7, 20);
    expect(a.pValue).toBe(b.pValue);
    expect([a.b, a.c, b.b, b.c]).toEqual([20, 7, 7, 20]);
  });

  it('gives log p = −(m − 1) ln 2 at c = 0, far below where p underflows', () => {
    const r = mcnemarExact(1_000_000, 0);
    expect(r.pValue).toBe(0);
    expect(r.logPValue).toBeCloseTo(-999_999 * Math.LN2, 6);
  });

  it('refuses counts that are not non-negative integers', () => {
    expect(() => mcnemarExact(-1, 0)).toThrow(
      new RangeError('mcnemarExact: b must be a non-negative integer, got -1'),
    );
    expect(() => mcnemarExact(1, 2.5)).toThrow(
      new RangeError('mcnemarExact: c must be a non-negative integer, got 2.5'),
    );
    expect(() => mcnemarExact(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe('binomialHalfLogPmf', () => {
  it('matches the exact log pmf ln(C(n, k) / 2^n) within 1e-14 · max(1, |ln P|)', () => {
    expectRelative(Math.exp(binomialHalfLogPmf(2, 4)), 0.375, 1e-14);
    for (const n of [1, 2, 7, 15, 16, 17, 30, 60, 200, 1000]) {
      for (const k of [0, 1, 2, Math.floor(n / 3), Math.floor(n / 2), n - 1, n]) {
        if (k < 0 || k > n) continue;
        const exact = Math.log(exactPmf(k, n));
        const got = binomialHalfLogPmf(k, n);
        expect(Math.abs(got - exact), `n ${n} k ${k}`).toBeLessThanOrEqual(
          1e-14 * Math.max(1, Math.abs(exact)),
        );
      }
    }
  });

  it('sums to 1 over k = 0..n', () => {
    for (const n of [5, 40, 333]) {
      let sum = 0;
      for (let k = 0; k <= n; k++) sum += Math.exp(binomialHalfLogPmf(k, n));
      expect(Math.abs(sum - 1), `n ${n}`).toBeLessThan(1e-13);
    }
  });
});

describe('mcnemarExact: mpmath and scipy reference (test/fixtures/paired/mcnemar.json)', () => {
  it('has its cases, up to b + c = 10^6', () => {
    expect(mcnemarCases.length).toBe(28);
    expect(Math.max(...mcnemarCases.map((c) => c.b + c.c))).toBe(1_000_000);
  });

  it.each(mcnemarCases)('b $b, c $c', ({ b, c, pValue, logPValue, scipyPValue }) => {
    const r = mcnemarExact(b, c);
    expect(Number.isFinite(r.logPValue)).toBe(true);
    // log p within 1e-12 relative, or 1e-14 absolute near log p = 0 (p within 1e-14 there).
    expect(Math.abs(r.logPValue - logPValue)).toBeLessThanOrEqual(
      Math.max(1e-12 * Math.abs(logPValue), 1e-14),
    );
    if (pValue > 0) {
      expect(Math.abs(r.pValue - pValue) / pValue).toBeLessThan(1e-12);
      // scipy agrees with the definition to ~1e-13 (its own numerics).
      expect(Math.abs(r.pValue - scipyPValue) / pValue).toBeLessThan(1e-11);
    } else {
      expect(r.pValue).toBe(0);
    }
  });
});
