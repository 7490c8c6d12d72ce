import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { latencyOf, type BatchTiming } from '../../src/cost/latency.js';

/** Cases written by test/fixtures/latency/make_fixtures.py (Python's statistics module). */
const FIXTURES = JSON.parse(
  readFileSync(fileURLToPath(new URL('../fixtures/latency/batches.json', import.meta.url)), 'utf8'),
) as {
  name: string;
  timings: BatchTiming[];
  medianMs: number;
  p95Ms: number;
  throughput: number;
}[];

describe('latencyOf', () => {
  it('takes each batch wall time over its size (hand-computed)', () => {
    // Per input 5, 2, 6 ms: median 5; p95 at h = 1.9 between 5 and 6: 5.9; 7 inputs in 24 ms.
    const latency = latencyOf([
      { inputs: 2, ms: 10 },
      { inputs: 4, ms: 8 },
      { inputs: 1, ms: 6 },
    ])!;
    expect(latency).toMatchObject({ batches: 3, inputs: 7, medianMs: 5 });
    expect(latency.p95Ms).toBeCloseTo(5.9, 12);
    expect(latency.throughput).toBeCloseTo(7000 / 24, 9);
  });

  for (const f of FIXTURES) {
    it(`matches Python's statistics: ${f.name}`, () => {
      const latency = latencyOf(f.timings)!;
      expect(latency.batches).toBe(f.timings.length);
      expect(latency.medianMs).toBeCloseTo(f.medianMs, 10);
      expect(latency.p95Ms).toBeCloseTo(f.p95Ms, 10);
      expect(latency.throughput).toBeCloseTo(f.throughput, 9);
    });
  }

  it('leaves out empty batches, and is null with none left', () => {
    expect(latencyOf([])).toBeNull();
    expect(latencyOf([{ inputs: 0, ms: 3 }])).toBeNull();
    expect(
      latencyOf([
        { inputs: 0, ms: 3 },
        { inputs: 2, ms: 4 },
      ]),
    ).toMatchObject({
      batches: 1,
      inputs: 2,
      medianMs: 2,
      p95Ms: 2,
      throughput: 500,
    });
  });

  it('gives no throughput for a total time of 0', () => {
    expect(latencyOf([{ inputs: 3, ms: 0 }])!.throughput).toBeNull();
  });

  it('refuses a negative or non-finite timing, naming the batch', () => {
    expect(() =>
      latencyOf([
        { inputs: 1, ms: 1 },
        { inputs: 1, ms: -1 },
      ]),
    ).toThrow(/batch 1/);
    expect(() => latencyOf([{ inputs: 1.5, ms: 1 }])).toThrow(RangeError);
    expect(() => latencyOf([{ inputs: 1, ms: Number.NaN }])).toThrow(RangeError);
  });
});
