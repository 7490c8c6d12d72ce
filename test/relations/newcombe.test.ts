import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { binVerdict } from '../../src/relations/mr4-calibration.js';
import { newcombeInterval } from '../../src/relations/newcombe.js';
import { WILSON_Z } from '../../src/relations/wilson.js';

/** Written by test/fixtures/newcombe/make_newcombe.py (scipy, Wilson bounds by root-finding). */
interface Cases {
  z: number;
  cases: { k1: number; n1: number; k2: number; n2: number; interval: [number, number] }[];
}

const FIXTURE = JSON.parse(
  readFileSync(new URL('../fixtures/newcombe/cases.json', import.meta.url), 'utf8'),
) as Cases;

describe('newcombeInterval', () => {
  it("matches Newcombe's (1998) Table II, method 10, to the 4 decimals printed there", () => {
    // Statistics in Medicine 17:873–890, Table II, examples (a)–(h).
    const printed: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
      [0, 10, 0, 20, -0.1611, 0.2775],
      [0, 10, 0, 10, -0.2775, 0.2775],
      [10, 10, 0, 20, 0.6791, 1],
      [10, 10, 0, 10, 0.6075, 1],
    ];
    for (const [k1, n1, k2, n2, low, high] of printed) {
      const [foundLow, foundHigh] = newcombeInterval(k1, n1, k2, n2) as [number, number];
      expect(foundLow, `${k1}/${n1} − ${k2}/${n2} low`).toBeCloseTo(low, 4);
      expect(foundHigh, `${k1}/${n1} − ${k2}/${n2} high`).toBeCloseTo(high, 4);
    }
  });

  it('matches the independent scipy values within 1e-12', () => {
    expect(FIXTURE.z).toBe(WILSON_Z);
    expect(FIXTURE.cases.length).toBe(52);
    for (const { k1, n1, k2, n2, interval } of FIXTURE.cases) {
      const [low, high] = newcombeInterval(k1, n1, k2, n2) as [number, number];
      expect(Math.abs(low - interval[0]), `${k1}/${n1} − ${k2}/${n2} low`).toBeLessThan(1e-12);
      expect(Math.abs(high - interval[1]), `${k1}/${n1} − ${k2}/${n2} high`).toBeLessThan(1e-12);
    }
  });

  it('reaches ±1 exactly where both proportions sit at opposite ends', () => {
    expect(newcombeInterval(10, 10, 0, 20)?.[1]).toBe(1);
    expect(newcombeInterval(0, 20, 10, 10)?.[0]).toBe(-1);
  });

  it('is the mirror image when the samples swap', () => {
    const [low, high] = newcombeInterval(56, 70, 48, 80) as [number, number];
    const [swappedLow, swappedHigh] = newcombeInterval(48, 80, 56, 70) as [number, number];
    expect(swappedLow).toBeCloseTo(-high, 15);
    expect(swappedHigh).toBeCloseTo(-low, 15);
  });

  it('returns null when either sample is empty, and refuses counts outside 0..n', () => {
    expect(newcombeInterval(0, 0, 3, 10)).toBeNull();
    expect(newcombeInterval(3, 10, 0, 0)).toBeNull();
    expect(() => newcombeInterval(11, 10, 3, 10)).toThrow(RangeError);
    expect(() => newcombeInterval(3, 10, 2.5, 10)).toThrow(RangeError);
  });
});

describe('binVerdict', () => {
  it('is apart when the interval lies wholly beyond +δ4 or wholly beyond −δ4', () => {
    expect(binVerdict([0.11, 0.3], 0.1)).toBe('apart');
    expect(binVerdict([-0.5, -0.12], 0.1)).toBe('apart');
  });

  it('is together when the interval lies wholly within ±δ4, its ends included', () => {
    expect(binVerdict([-0.05, 0.08], 0.1)).toBe('together');
    expect(binVerdict([-0.1, 0.1], 0.1)).toBe('together');
  });

  it('is undecided when the interval holds values both within and beyond ±δ4', () => {
    expect(binVerdict([-0.05, 0.15], 0.1)).toBe('undecided');
    expect(binVerdict([-0.3, 0.3], 0.1)).toBe('undecided');
    // Touching +δ4 from above is not wholly beyond it.
    expect(binVerdict([0.1, 0.3], 0.1)).toBe('undecided');
  });
});
