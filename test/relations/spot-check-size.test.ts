/**
 * The spot check's size: the hypergeometric escape probability by hand and
 * against exact fractions (test/fixtures/spot-check/make_escape.py: math.comb
 * ratios, cross-checked with scipy.stats.hypergeom), and the rows a check
 * draws against the script's brute force.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  escapeProbability,
  poisonedRows,
  spotCheckRows,
} from '../../src/relations/spot-check-size.js';
import { repoRoot } from '../shared.js';

const fixture = JSON.parse(
  readFileSync(path.join(repoRoot, 'test', 'fixtures', 'spot-check', 'escape.json'), 'utf8'),
) as {
  escape: { rows: number; poisoned: number; checked: number; probability: number }[];
  checked: { rows: number; checked: number }[];
};

describe('escapeProbability', () => {
  it('by hand', () => {
    // 2 of 10 rows, 3 poisoned: 7/10 · 6/9.
    expect(escapeProbability(10, 3, 2)).toBeCloseTo(42 / 90, 15);
    // Every row of 4 checked: the poisoned one cannot escape.
    expect(escapeProbability(4, 1, 4)).toBe(0);
    // Nothing poisoned, or nothing checked: nothing is caught.
    expect(escapeProbability(10, 0, 5)).toBe(1);
    expect(escapeProbability(10, 3, 0)).toBe(1);
    // More rows checked than are clean: 0 (the product passes through a zero factor).
    expect(escapeProbability(10, 8, 3)).toBe(0);
  });

  it.each(fixture.escape)(
    '$checked of $rows rows, $poisoned poisoned: the exact hypergeometric value',
    ({ rows, poisoned, checked, probability }) => {
      const got = escapeProbability(rows, poisoned, checked);
      if (probability === 0) expect(got).toBe(0);
      else expect(Math.abs(got - probability) / probability).toBeLessThan(1e-12);
    },
  );

  it('refuses counts that are not counts of these rows', () => {
    expect(() => escapeProbability(10, 11, 1)).toThrow(
      new RangeError('poisoned must be an integer in 0..10, got 11'),
    );
    expect(() => escapeProbability(10, 1, 2.5)).toThrow(
      new RangeError('checked must be an integer in 0..10, got 2.5'),
    );
    expect(() => escapeProbability(-1, 0, 0)).toThrow(RangeError);
  });
});

describe('spotCheckRows', () => {
  it.each(fixture.checked)('$rows rows: $checked checked', ({ rows, checked }) => {
    expect(spotCheckRows(rows)).toBe(checked);
  });

  it("the issue's 400 rows: 55 checked, a 5% poisoning escapes 4.8% of the checks", () => {
    expect(spotCheckRows(400)).toBe(55);
    expect(escapeProbability(400, 20, 55)).toBeLessThanOrEqual(0.05);
    expect(escapeProbability(400, 20, 54)).toBeGreaterThan(0.05);
  });

  it('a share stands for at least one row, and 5% of 60 is 3 rows (not ⌈3.0000000000000004⌉)', () => {
    expect(poisonedRows(60, 0.05)).toBe(3);
    expect(poisonedRows(10, 0.05)).toBe(1);
    expect(poisonedRows(0, 0.05)).toBe(0);
    expect(poisonedRows(21, 0.05)).toBe(2);
  });

  it('other targets, and the ranges it accepts', () => {
    // 10% of 400 rows escaping at most 1%: C(360, n) / C(400, n) falls to 0.01 or below at n = 42
    // (exact fractions in Python, as make_escape.py computes them).
    expect(spotCheckRows(400, 0.1, 0.01)).toBe(42);
    expect(escapeProbability(400, 40, spotCheckRows(400, 0.1, 0.01))).toBeLessThanOrEqual(0.01);
    expect(escapeProbability(400, 40, spotCheckRows(400, 0.1, 0.01) - 1)).toBeGreaterThan(0.01);
    expect(() => spotCheckRows(400, 0, 0.05)).toThrow(
      new RangeError('share must be in (0, 1), got 0'),
    );
    expect(() => spotCheckRows(400, 0.05, 1)).toThrow(
      new RangeError('escape must be in (0, 1), got 1'),
    );
  });
});
