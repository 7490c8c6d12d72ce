import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { latencyOf, medianInterval, speedClaim, speedupOf } from '../../src/cost/latency.js';

interface Summary {
  median: number;
  ci95: [number, number] | null;
}

/** Cases written by test/fixtures/latency/make_fixtures.py (Python's statistics and math.comb). */
const FIXTURES = JSON.parse(
  readFileSync(fileURLToPath(new URL('../fixtures/latency/rounds.json', import.meta.url)), 'utf8'),
) as {
  name: string;
  teacher: number[];
  student: number[];
  teacherLatency: Summary;
  studentLatency: Summary;
  speedup: Summary;
}[];

describe('medianInterval', () => {
  it('takes the order statistics whose binomial tails leave at most 5% (hand-computed)', () => {
    // n = 9: P(Bin(9, ½) ≤ 1) = 10/512 → k = 2: the 2nd and 8th values.
    expect(medianInterval(Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9))).toEqual([2, 8]);
    // n = 6: P(Bin ≤ 0) = 1/64, P(Bin ≤ 1) = 7/64 → k = 1: min and max.
    expect(medianInterval(Float64Array.of(1, 2, 3, 4, 5, 6))).toEqual([1, 6]);
    // n = 5: even [min, max] covers 1 − 2/32 = 93.75% < 95%: no interval.
    expect(medianInterval(Float64Array.of(1, 2, 3, 4, 5))).toBeNull();
    // n = 17: P(Bin ≤ 4) = 3214/131072 = 0.0245 → k = 5: the 5th and 13th.
    const seventeen = Float64Array.from({ length: 17 }, (_, i) => i + 1);
    expect(medianInterval(seventeen)).toEqual([5, 13]);
  });
});

describe('latencyOf', () => {
  it('gives the median per input, its interval and the throughput at it (hand-computed)', () => {
    // Sorted: 4 4 4 5 5 5 5 6 9: median 5, the 2nd and 8th values 4 and 6, 1000 / 5 inputs/s.
    expect(latencyOf([5, 4, 6, 5, 4, 5, 9, 5, 4], 16)).toEqual({
      rounds: 9,
      inputs: 16,
      medianMs: 5,
      ci95: [4, 6],
      throughput: 200,
    });
  });

  for (const f of FIXTURES) {
    it(`matches Python: ${f.name}`, () => {
      for (const [rounds, expected] of [
        [f.teacher, f.teacherLatency],
        [f.student, f.studentLatency],
      ] as const) {
        const latency = latencyOf(rounds, 16)!;
        expect(latency.medianMs).toBeCloseTo(expected.median, 12);
        expect(latency.ci95).toEqual(expected.ci95);
      }
    });
  }

  it('is null without a round; no throughput at 0 ms; refuses a bad round, naming it', () => {
    expect(latencyOf([], 16)).toBeNull();
    expect(latencyOf([0, 0, 0], 4)?.throughput).toBeNull();
    expect(() => latencyOf([1, -1], 4)).toThrow(/round 1 is -1/);
    expect(() => latencyOf([1, Number.NaN], 4)).toThrow(RangeError);
  });
});

describe('speedupOf and speedClaim', () => {
  it('pairs the rounds: a busy round slows both and leaves the ratio (hand-computed)', () => {
    // Ratios 10/2 = 5, 40/8 = 5, 12/3 = 4, 9/3 = 3, 30/6 = 5, 8/2 = 4: median 4.5, k = 1 → [3, 5].
    const speedup = speedupOf([10, 40, 12, 9, 30, 8], [2, 8, 3, 3, 6, 2])!;
    expect(speedup).toEqual({ rounds: 6, median: 4.5, ci95: [3, 5] });
    expect(speedClaim(speedup)).toBe('faster');
  });

  for (const f of FIXTURES) {
    it(`matches Python: ${f.name}`, () => {
      const speedup = speedupOf(f.teacher, f.student)!;
      expect(speedup.median).toBeCloseTo(f.speedup.median, 12);
      const expected = f.speedup.ci95;
      if (expected === null) expect(speedup.ci95).toBeNull();
      else {
        expect(speedup.ci95?.[0]).toBeCloseTo(expected[0], 12);
        expect(speedup.ci95?.[1]).toBeCloseTo(expected[1], 12);
      }
    });
  }

  it('claims only what the interval decides', () => {
    const claim = (ci95: [number, number] | null) => speedClaim({ rounds: 9, median: 2, ci95 });
    expect(claim([1.2, 3])).toBe('faster');
    expect(claim([0.4, 0.9])).toBe('slower');
    expect(claim([0.9, 3])).toBe('no measurable difference');
    expect(claim([1, 3])).toBe('no measurable difference');
    // Five rounds give no interval: the median alone (here 4.4×) claims nothing.
    const five = FIXTURES.find((f) => f.name === 'five-rounds')!;
    expect(speedClaim(speedupOf(five.teacher, five.student)!)).toBe('no measurable difference');
    const equal = FIXTURES.find((f) => f.name === 'nine-rounds-equal')!;
    expect(speedClaim(speedupOf(equal.teacher, equal.student)!)).toBe('no measurable difference');
  });

  it('is null without rounds, with unpaired rounds, or with a student round of 0 ms', () => {
    expect(speedupOf([], [])).toBeNull();
    expect(speedupOf([1, 2], [1])).toBeNull();
    expect(speedupOf([1, 2], [0, 1])).toBeNull();
  });
});
