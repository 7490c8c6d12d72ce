import { describe, expect, it } from 'vitest';

import {
  beyondDelta4,
  binEdges,
  calibrationAlignment,
  confidenceBin,
} from '../../src/relations/mr4-calibration.js';
import { matrix } from './helpers.js';
import { READINGS, readingsRows } from './mr4-readings.js';

const OPTIONS = { bins: 10, nMin: 10, delta4: 0.1 };

function nextUp(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + (x >= 0 ? 1n : -1n));
  return view.getFloat64(0);
}

function nextDown(x: number): number {
  if (x === 0) return 0;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) - 1n);
  return view.getFloat64(0);
}

/** The SPEC rule by linear search: bin b holds (b/B, (b+1)/B], bin 0 also 0. */
function bruteForceBin(c: number, bins: number): number {
  for (let b = 0; b < bins; b++) {
    if (c <= (b + 1) / bins) return b;
  }
  return bins - 1;
}

/** n rows of a binary model with confidence c, predicting class 0. */
function rows(n: number, c: number): number[][] {
  return Array.from({ length: n }, () => [c, 1 - c]);
}

describe('binEdges', () => {
  it('are the float values of b / B, not sums of 1/B', () => {
    expect(Array.from(binEdges(10))).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(binEdges(10)[3]).toBe(0.3);
    expect(0.1 * 3).not.toBe(0.3);
    expect(Array.from(binEdges(4))).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('confidenceBin', () => {
  const edges = binEdges(10);

  it('puts a confidence equal to an edge in the bin that ends there (B = 10)', () => {
    expect(confidenceBin(0, edges)).toBe(0);
    expect(confidenceBin(0.5, edges)).toBe(4);
    expect(confidenceBin(0.7, edges)).toBe(6);
    expect(confidenceBin(0.9, edges)).toBe(8);
    expect(confidenceBin(1, edges)).toBe(9);
    expect(confidenceBin(0.1, edges)).toBe(0);
    expect(confidenceBin(0.3, edges)).toBe(2);
  });

  it('moves one ulp above an edge into the next bin', () => {
    expect(confidenceBin(nextUp(0.5), edges)).toBe(5);
    expect(confidenceBin(0.7000000000000001, edges)).toBe(7);
    expect(confidenceBin(nextUp(0.9), edges)).toBe(9);
    expect(confidenceBin(Number.MIN_VALUE, edges)).toBe(0);
    expect(confidenceBin(0.30000000000000004, edges)).toBe(3);
  });

  it('corrects a first guess where c · B rounds across an integer', () => {
    // 0.28 is the edge 7/25, but 0.28 · 25 = 7.000000000000001.
    expect(0.28 * 25).toBeGreaterThan(7);
    expect(confidenceBin(7 / 25, binEdges(25))).toBe(6);
  });

  it('bins float32-rounded edges by their float64 value', () => {
    // fround(0.5) is 0.5; fround(0.7) and fround(0.9) lie below their edges;
    // fround(0.6) and fround(0.3) lie above theirs and move up one bin.
    expect(confidenceBin(Math.fround(0.5), edges)).toBe(4);
    expect(confidenceBin(Math.fround(0.7), edges)).toBe(6);
    expect(confidenceBin(Math.fround(0.9), edges)).toBe(8);
    expect(confidenceBin(Math.fround(0.6), edges)).toBe(6);
    expect(confidenceBin(0.6, edges)).toBe(5);
    expect(confidenceBin(Math.fround(0.3), edges)).toBe(3);
  });

  it('puts a confidence above 1 (rounding) in the last bin', () => {
    expect(confidenceBin(1.0000005, edges)).toBe(9);
  });

  it('agrees with the rule by linear search on every edge and its neighbours, B = 1..60', () => {
    for (let bins = 1; bins <= 60; bins++) {
      const e = binEdges(bins);
      for (let b = 0; b <= bins; b++) {
        for (const c of [nextDown(b / bins), b / bins, nextUp(b / bins)]) {
          if (c > 1) continue;
          expect(confidenceBin(c, e), `B=${bins} c=${c}`).toBe(bruteForceBin(c, bins));
        }
      }
    }
  });
});

describe('MR4 calibrationAlignment', () => {
  it('matches a hand-computed table, ECEs and rate', () => {
    const p = matrix([
      [0.5, 0.5],
      [0.5, 0.5],
      [0.9, 0.1],
      [0.1, 0.9],
    ]);
    const q = matrix([
      [0.5, 0.5],
      [0.5, 0.5],
      [0.6, 0.4],
      [0.8, 0.2],
    ]);
    const result = calibrationAlignment(p, q, Int32Array.of(0, 0, 0, 0), {
      bins: 2,
      nMin: 1,
      delta4: 0.1,
    });
    // Wilson 95% by hand (z² = 3.841459): 2/2 is [2/(2 + z²), 1] = [0.342380, 1]; 1/2 is
    // 0.5 ± z·sqrt(0.5 + z²/4)/(2 + z²) = [0.094531, 0.905469].
    // Bin 0, 2/2 − 2/2: d 0, low −(1 − 0.342380), high +(1 − 0.342380): ±0.657620.
    // Bin 1, 2/2 − 1/2: d 0.5, low 0.5 − sqrt(0.657620² + 0.405469²) = −0.272573,
    // high 0.5 + sqrt(0² + 0.405469²) = 0.905469. Both hold ±0.1 and values beyond: undecided.
    const { table, ...counts } = result;
    expect(counts).toEqual({
      relation: 'MR4',
      violations: 0,
      n: 2,
      rate: 0,
      ci95: [0, 1],
      undecided: 2,
      // Bin 1's accuracies differ by 0.5 > 0.1: the study counts it; bin 0's by 0.
      studyViolations: 1,
      studyRate: 0.5,
      bins: 2,
      nMin: 1,
      delta4: 0.1,
      labelled: 4,
      skippedReason: null,
      // teacher: 2/4·|1 − 0.5| + 2/4·|0.5 − 0.9| = 0.25 + 0.2
      teacherEce: 0.45,
      // student: 2/4·|1 − 0.5| + 2/4·|1 − 0.7| = 0.25 + 0.15
      studentEce: 0.4,
      eceGap: 0.4 - 0.45,
    });
    expect(table.map(({ differenceCi95: _interval, ...row }) => row)).toEqual([
      {
        lower: 0,
        upper: 0.5,
        teacher: { n: 2, accuracy: 1, confidence: 0.5 },
        student: { n: 2, accuracy: 1, confidence: 0.5 },
        comparable: true,
        difference: 0,
        verdict: 'undecided',
      },
      {
        lower: 0.5,
        upper: 1,
        teacher: { n: 2, accuracy: 0.5, confidence: 0.9 },
        student: { n: 2, accuracy: 1, confidence: 0.7 },
        comparable: true,
        difference: 0.5,
        verdict: 'undecided',
      },
    ]);
    const [bin0, bin1] = table.map((row) => row.differenceCi95 as [number, number]);
    expect(bin0![0]).toBeCloseTo(-0.65762, 5);
    expect(bin0![1]).toBeCloseTo(0.65762, 5);
    expect(bin1![0]).toBeCloseTo(-0.272573, 6);
    expect(bin1![1]).toBeCloseTo(0.905469, 6);
  });

  it('puts confidences of exactly 0.5, 0.7, 0.9 and 1.0 in the bins that end there', () => {
    const confidences = [0.5, 0.7, 0.9, 1];
    const p = matrix(confidences.map((c) => [c, 1 - c]));
    const labels = Int32Array.of(0, 0, 0, 0);
    const result = calibrationAlignment(p, p, labels, { ...OPTIONS, nMin: 1 });
    const counts = result.table.map((row) => row.teacher.n);
    expect(counts).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 1, 1]);
    expect(result.table[8]).toMatchObject({ lower: 0.8, upper: 0.9 });
    expect(result.table[9]?.teacher).toEqual({ n: 1, accuracy: 1, confidence: 1 });
  });

  it('puts a confidence of exactly 0 in bin 0', () => {
    // Only a degenerate row has max probability 0; validation allows it (rows are not re-summed).
    const p = matrix([[0, 0]]);
    const result = calibrationAlignment(p, p, Int32Array.of(0), { ...OPTIONS, nMin: 1 });
    expect(result.table[0]?.teacher).toEqual({ n: 1, accuracy: 1, confidence: 0 });
  });

  it('bins each model by its own confidence', () => {
    // Teacher sure (bin 9), student at 0.55 (bin 5): no bin holds both, nothing comparable.
    const p = matrix(rows(20, 0.99));
    const q = matrix(rows(20, 0.55));
    const result = calibrationAlignment(p, q, new Int32Array(20), OPTIONS);
    expect(result.table[9]?.teacher.n).toBe(20);
    expect(result.table[9]?.student.n).toBe(0);
    expect(result.table[5]?.student.n).toBe(20);
    expect(result.rate).toBeNull();
    expect(result.n).toBe(0);
    expect(result.skippedReason).toBe(
      'no confidence bin has at least nMin = 10 labelled inputs from both models ' +
        '(20 labelled inputs, 10 bins), so MR4 is undefined',
    );
    // ECE is still reported: teacher |1 − 0.99|, student |1 − 0.55|.
    expect(result.teacherEce).toBeCloseTo(0.01, 14);
    expect(result.studentEce).toBeCloseTo(0.45, 14);
    expect(result.labelled).toBe(20);
  });

  it('leaves empty bins with null statistics, outside ECE and never comparable', () => {
    const p = matrix(rows(10, 0.95));
    const result = calibrationAlignment(p, p, new Int32Array(10), OPTIONS);
    expect(result.table[3]).toEqual({
      lower: 0.3,
      upper: 0.4,
      teacher: { n: 0, accuracy: null, confidence: null },
      student: { n: 0, accuracy: null, confidence: null },
      comparable: false,
      difference: null,
      differenceCi95: null,
      verdict: null,
    });
    expect(result.table.filter((row) => row.comparable)).toHaveLength(1);
    expect(result).toMatchObject({ violations: 0, n: 1, rate: 0 });
    expect(result.teacherEce).toBeCloseTo(0.05, 15);
    expect(result.eceGap).toBe(0);
  });

  it('needs nMin in both models: nMin is enough, nMin − 1 is not', () => {
    const labels = new Int32Array(10);
    const ten = calibrationAlignment(
      matrix(rows(10, 0.95)),
      matrix(rows(10, 0.95)),
      labels,
      OPTIONS,
    );
    expect(ten.table[9]?.comparable).toBe(true);
    const q = matrix([...rows(9, 0.95), [0.75, 0.25]]);
    const nine = calibrationAlignment(matrix(rows(10, 0.95)), q, labels, OPTIONS);
    expect(nine.table[9]?.comparable).toBe(false);
    expect(nine.rate).toBeNull();
  });

  it("decides each counted bin by its difference's Newcombe interval against ±delta4", () => {
    // Bin 9: teacher 10/10 right, student 5/10. Wilson 5/10 [0.236593, 0.763407], 10/10
    // [0.722467, 1]: d = −0.5, low −0.5 − sqrt(0.263407² + 0²) = −0.763407,
    // high −0.5 + sqrt(0.263407² + 0.277533²) = −0.117367.
    const p = matrix(rows(10, 0.95));
    const q = matrix([
      ...rows(5, 0.95),
      ...rows(5, 0.95).map(([a, b]) => [b as number, a as number]),
    ]);
    const labels = new Int32Array(10);
    const apart = calibrationAlignment(p, q, labels, OPTIONS);
    expect(apart.table[9]).toMatchObject({ comparable: true, difference: -0.5, verdict: 'apart' });
    expect(apart.table[9]?.differenceCi95?.[1]).toBeCloseTo(-0.117367, 6);
    expect(apart).toMatchObject({ violations: 1, undecided: 0, n: 1, rate: 1, ci95: [1, 1] });
    // With δ4 = 0.2 the interval reaches inside −0.2: undecided; the rate is 0 or 1.
    const undecided = calibrationAlignment(p, q, labels, { ...OPTIONS, delta4: 0.2 });
    expect(undecided.table[9]?.verdict).toBe('undecided');
    expect(undecided).toMatchObject({ violations: 0, undecided: 1, n: 1, rate: 0, ci95: [0, 1] });
    // 400 right of 400 in both models: Wilson [0.990478, 1] each, so d = 0 within ±0.009522.
    const sure = matrix(rows(400, 0.95));
    const together = calibrationAlignment(sure, sure, new Int32Array(400), OPTIONS);
    expect(together.table[9]?.verdict).toBe('together');
    expect(together.table[9]?.differenceCi95?.[1]).toBeCloseTo(
      1 - 400 / (400 + 1.959963984540054 ** 2),
      15,
    );
    expect(together).toMatchObject({ violations: 0, undecided: 0, n: 1, rate: 0, ci95: [0, 0] });
  });

  it('uses only labelled rows (-1 = unlabelled)', () => {
    const p = matrix([...rows(10, 0.95), ...rows(5, 0.55)]);
    const q = matrix([...rows(10, 0.95), ...rows(5, 0.05)]);
    const labels = Int32Array.from([...new Array(10).fill(0), ...new Array(5).fill(-1)]);
    const result = calibrationAlignment(p, q, labels, OPTIONS);
    expect(result.labelled).toBe(10);
    expect(result.table.reduce((sum, row) => sum + row.student.n, 0)).toBe(10);
    expect(result.teacherEce).toBeCloseTo(0.05, 15);
  });

  it('is skipped, never passed, without labels', () => {
    const p = matrix(rows(3, 0.9));
    const result = calibrationAlignment(p, p, null, OPTIONS);
    expect(result).toEqual({
      relation: 'MR4',
      violations: 0,
      n: 0,
      rate: null,
      ci95: null,
      undecided: 0,
      studyViolations: 0,
      studyRate: null,
      bins: 10,
      nMin: 10,
      delta4: 0.1,
      labelled: 0,
      skippedReason:
        'no labels were given; MR4 compares accuracy per confidence bin and needs labelled inputs',
      teacherEce: null,
      studentEce: null,
      eceGap: null,
      table: [],
    });
  });

  it('is skipped when every label is -1', () => {
    const p = matrix(rows(3, 0.9));
    const result = calibrationAlignment(p, p, Int32Array.of(-1, -1, -1), OPTIONS);
    expect(result.rate).toBeNull();
    expect(result.labelled).toBe(0);
    expect(result.skippedReason).toBe(
      'all 3 inputs are unlabelled (label -1); MR4 needs labelled inputs',
    );
  });

  it('is skipped on empty input with empty labels', () => {
    const empty = matrix([], 2);
    expect(calibrationAlignment(empty, empty, new Int32Array(0), OPTIONS).labelled).toBe(0);
  });

  it('does not mutate its inputs', () => {
    const p = matrix(rows(12, 0.95));
    const q = matrix(rows(12, 0.65));
    const labels = Int32Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? -1 : i % 2));
    const before = [Array.from(p.data), Array.from(q.data), Array.from(labels)];
    calibrationAlignment(p, q, labels, OPTIONS);
    expect([Array.from(p.data), Array.from(q.data), Array.from(labels)]).toEqual(before);
  });
});

describe("MR4 in the study's reading and in the decided one", () => {
  it('counts 1 of 6 bins as the study does and decides 0 of 6 apart, 1 undecided (make_readings.py)', () => {
    const { p, q, labels } = readingsRows();
    const result = calibrationAlignment(p, q, labels, READINGS.options);
    const { bins, ...counts } = READINGS.expected;
    expect(result).toMatchObject(counts);
    expect(counts).toMatchObject({ studyViolations: 1, violations: 0, undecided: 1, n: 6 });
    const counted = result.table.flatMap((row, b) => (row.comparable ? [{ row, b }] : []));
    expect(counted.map(({ b }) => b)).toEqual(bins.map((bin) => bin.bin));
    counted.forEach(({ row }, i) => {
      const bin = bins[i]!;
      expect(row.teacher.n).toBe(bin.teacher.n);
      expect(row.student.n).toBe(bin.student.n);
      expect(row.teacher.accuracy).toBe(bin.teacher.correct / bin.teacher.n);
      expect(row.student.accuracy).toBe(bin.student.correct / bin.student.n);
      expect(row.verdict).toBe(bin.verdict);
      expect(row.differenceCi95![0]).toBeCloseTo(bin.differenceCi95[0], 12);
      expect(row.differenceCi95![1]).toBeCloseTo(bin.differenceCi95[1], 12);
    });
    // The one bin the study counts is the undecided one: 28/40 against 34/40.
    expect(result.table[8]).toMatchObject({ difference: 0.7 - 0.85, verdict: 'undecided' });
  });

  it('counts a bin exactly δ4 apart as within δ4, by its counts, not their float difference', () => {
    // 8/10 − 7/10 is 0.10000000000000009 in float64 but exactly 0.1: not beyond δ4 = 0.1.
    expect(0.8 - 0.7).toBeGreaterThan(0.1);
    expect(beyondDelta4(7, 10, 8, 10, 0.1)).toBe(false);
    expect(beyondDelta4(8, 10, 7, 10, 0.1)).toBe(false);
    // One more right of 10: 0.2 apart.
    expect(beyondDelta4(7, 10, 9, 10, 0.1)).toBe(true);
    // Unequal sizes: 1/3 against 9/20 is 7/60 = 0.1167 apart, 1/3 against 13/30 is 0.1 exactly.
    expect(beyondDelta4(1, 3, 9, 20, 0.1)).toBe(true);
    expect(beyondDelta4(1, 3, 13, 30, 0.1)).toBe(false);
  });

  it('leaves the study count 0 of 0, rate null, when no bin is counted', () => {
    const p = matrix(rows(20, 0.99));
    const q = matrix(rows(20, 0.55));
    const result = calibrationAlignment(p, q, new Int32Array(20), OPTIONS);
    expect(result).toMatchObject({ n: 0, studyViolations: 0, studyRate: null });
  });
});
