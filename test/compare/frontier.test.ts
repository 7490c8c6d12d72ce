/**
 * The frontier and dominance on small inputs computed by hand, and the
 * gate.students decisions.
 */
import { describe, expect, it } from 'vitest';
import {
  dominates,
  exactMeasure,
  FIDELITY_AXIS,
  frontier,
  intervalMeasure,
  LATENCY_AXIS,
  SIZE_AXIS,
  type Interval,
} from '../../src/compare/frontier.js';
import { worstRatio } from '../../src/compare/candidates.js';
import { decideStudents } from '../../src/compare/students-gate.js';

/** Exact sizes and rates: what noise-free measures give (each value its own interval). */
const exact = (sizes: (number | null)[], rates: (number | null)[]) => [
  exactMeasure(SIZE_AXIS, sizes),
  exactMeasure(FIDELITY_AXIS, rates),
];

describe('dominates', () => {
  it('needs better on one axis and worse on none', () => {
    const measures = exact([1, 1, 0, 1], [2, 3, 4, 3]);
    expect(dominates(0, 1, measures)).toBe(true);
    expect(dominates(1, 3, measures)).toBe(false); // equal: neither dominates
    expect(dominates(2, 1, measures)).toBe(false); // better on one, worse on the other
  });

  it('counts values apart by less than their intervals as equal', () => {
    // Latency intervals [4, 5] and [4.8, 6] overlap: as fast; [6.5, 7] is slower than [4, 5].
    const latency = intervalMeasure(LATENCY_AXIS, [
      [4, 5],
      [4.8, 6],
      [6.5, 7],
    ]);
    expect(latency.compare(0, 1)).toBe(0);
    expect(latency.compare(0, 2)).toBe(-1);
    expect(latency.compare(2, 0)).toBe(1);
    expect(dominates(0, 1, [latency])).toBe(false);
    expect(dominates(0, 2, [latency])).toBe(true);
  });
});

describe('frontier over size and fidelity', () => {
  it('a (100, 0.2), b (50, 0.1), c (80, 0.05): b and c on it, a dominated by b', () => {
    // b beats a on both axes; c beats a on both too, but b comes first in the run's order.
    // b vs c: b smaller, c more faithful: neither dominates.
    expect(frontier(['a', 'b', 'c'], exact([100, 50, 80], [0.2, 0.1, 0.05]))).toEqual([
      { name: 'a', place: 'dominated', by: 'b', how: 'smaller and more faithful' },
      { name: 'b', place: 'frontier' },
      { name: 'c', place: 'frontier' },
    ]);
  });

  it('a tie on one axis reads "as …"; twins are both on the frontier', () => {
    expect(frontier(['x', 'y', 'z'], exact([10, 10, 10], [0.3, 0.1, 0.1]))).toEqual([
      { name: 'x', place: 'dominated', by: 'y', how: 'as small and more faithful' },
      { name: 'y', place: 'frontier' },
      { name: 'z', place: 'frontier' },
    ]);
  });

  it('with latency, a faster candidate is not dominated by a smaller, more faithful one', () => {
    const latencies: Interval[] = [
      [0.9, 1.1],
      [4.8, 5.2],
      [5.8, 6.2],
    ];
    const measures = [
      exactMeasure(SIZE_AXIS, [200, 100, 150]),
      intervalMeasure(LATENCY_AXIS, latencies),
      exactMeasure(FIDELITY_AXIS, [0.2, 0.1, 0.15]),
    ];
    expect(frontier(['big-fast', 'small', 'slow'], measures)).toEqual([
      { name: 'big-fast', place: 'frontier' },
      { name: 'small', place: 'frontier' },
      {
        name: 'slow',
        place: 'dominated',
        by: 'small',
        how: 'smaller, faster and more faithful',
      },
    ]);
  });

  it('latencies within noise of each other do not move a candidate off the frontier', () => {
    // Same size and rate; the medians 4.5 and 2.1 ms differ, but their intervals overlap.
    const measures = [
      exactMeasure(SIZE_AXIS, [100, 100]),
      intervalMeasure(LATENCY_AXIS, [
        [1.5, 6],
        [1.9, 2.6],
      ]),
      exactMeasure(FIDELITY_AXIS, [0.1, 0.1]),
    ];
    expect(frontier(['compressor', 'morph'], measures)).toEqual([
      { name: 'compressor', place: 'frontier' },
      { name: 'morph', place: 'frontier' },
    ]);
  });

  it('names a dominating candidate off the frontier when no frontier one dominates (noise is not transitive)', () => {
    // Fidelity: a and b overlap, b and c overlap, but c is apart from a and better.
    // Latency: a < b < c, all apart. So a dominates b and b dominates c (each faster, as
    // faithful), while a does not dominate c (faster, less faithful): c names b.
    const measures = [
      intervalMeasure(LATENCY_AXIS, [
        [1, 2],
        [3, 4],
        [5, 6],
      ]),
      intervalMeasure(FIDELITY_AXIS, [
        [0.5, 0.6],
        [0.45, 0.55],
        [0.3, 0.48],
      ]),
    ];
    expect(frontier(['a', 'b', 'c'], measures)).toEqual([
      { name: 'a', place: 'frontier' },
      { name: 'b', place: 'dominated', by: 'a', how: 'faster and as faithful' },
      { name: 'c', place: 'dominated', by: 'b', how: 'faster and as faithful' },
    ]);
  });

  it('leaves out a candidate with a missing value, naming the axis', () => {
    expect(frontier(['outputs', 'p'], exact([null, 5], [0.01, 0.5]))).toEqual([
      { name: 'outputs', place: 'left-out', missing: ['size'] },
      { name: 'p', place: 'frontier' },
    ]);
  });
});

describe('worstRatio', () => {
  it('is the largest defined ratio, infinite above all; null when none', () => {
    expect(worstRatio([0.5, null, 2.25, 1])).toBe(2.25);
    expect(worstRatio([3, 'infinite', null])).toBe('infinite');
    expect(worstRatio([null, null])).toBeNull();
    expect(worstRatio([])).toBeNull();
  });
});

describe('gate.students', () => {
  const students = [
    { name: 'a', passed: true },
    { name: 'b', passed: false },
    { name: 'c', passed: false },
  ];
  it('all: every student must pass', () => {
    expect(decideStudents('all', students)).toEqual({
      rule: 'all',
      passed: false,
      passing: ['a'],
      reasons: ['b, c failed'],
    });
    expect(decideStudents('all', [students[0]!]).passed).toBe(true);
  });
  it('any: one passing student passes the step', () => {
    expect(decideStudents('any', students)).toMatchObject({ passed: true, reasons: [] });
    expect(decideStudents('any', students.slice(1))).toEqual({
      rule: 'any',
      passed: false,
      passing: [],
      reasons: ['no student passed'],
    });
  });
  it('a name: that student alone decides', () => {
    expect(decideStudents({ name: 'a' }, students)).toMatchObject({ passed: true, reasons: [] });
    expect(decideStudents({ name: 'c' }, students)).toMatchObject({
      passed: false,
      reasons: ['c failed'],
    });
    expect(() => decideStudents({ name: 'd' }, students)).toThrow(RangeError);
  });
});
