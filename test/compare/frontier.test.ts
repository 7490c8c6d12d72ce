/**
 * The frontier and dominance on small inputs computed by hand, and the
 * gate.students decisions.
 */
import { describe, expect, it } from 'vitest';
import {
  dominates,
  FIDELITY_AXIS,
  frontier,
  LATENCY_AXIS,
  SIZE_AXIS,
} from '../../src/compare/frontier.js';
import { worstRatio } from '../../src/compare/candidates.js';
import { decideStudents } from '../../src/compare/students-gate.js';

describe('dominates', () => {
  it('needs ≤ on every axis and < on one', () => {
    expect(dominates([1, 2], [1, 3])).toBe(true);
    expect(dominates([1, 3], [1, 3])).toBe(false); // equal: neither dominates
    expect(dominates([0, 4], [1, 3])).toBe(false); // better on one, worse on the other
    expect(() => dominates([1], [1, 2])).toThrow(RangeError);
  });
});

describe('frontier over size and fidelity', () => {
  it('a (100, 0.2), b (50, 0.1), c (80, 0.05): b and c on it, a dominated by b', () => {
    // b beats a on both axes; c beats a on both too, but b comes first in the run's order.
    // b vs c: b smaller, c more faithful: neither dominates.
    expect(
      frontier(
        [
          { name: 'a', values: [100, 0.2] },
          { name: 'b', values: [50, 0.1] },
          { name: 'c', values: [80, 0.05] },
        ],
        [SIZE_AXIS, FIDELITY_AXIS],
      ),
    ).toEqual([
      { name: 'a', place: 'dominated', by: 'b', how: 'smaller and more faithful' },
      { name: 'b', place: 'frontier' },
      { name: 'c', place: 'frontier' },
    ]);
  });

  it('a tie on one axis reads "as …"; twins are both on the frontier', () => {
    expect(
      frontier(
        [
          { name: 'x', values: [10, 0.3] },
          { name: 'y', values: [10, 0.1] },
          { name: 'z', values: [10, 0.1] },
        ],
        [SIZE_AXIS, FIDELITY_AXIS],
      ),
    ).toEqual([
      { name: 'x', place: 'dominated', by: 'y', how: 'as small and more faithful' },
      { name: 'y', place: 'frontier' },
      { name: 'z', place: 'frontier' },
    ]);
  });

  it('with latency, a faster candidate is not dominated by a smaller, more faithful one', () => {
    const axes = [SIZE_AXIS, LATENCY_AXIS, FIDELITY_AXIS];
    expect(
      frontier(
        [
          { name: 'big-fast', values: [200, 1, 0.2] },
          { name: 'small', values: [100, 5, 0.1] },
          { name: 'slow', values: [150, 6, 0.15] },
        ],
        axes,
      ),
    ).toEqual([
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

  it('leaves out a candidate with a missing value, naming the axis', () => {
    expect(
      frontier(
        [
          { name: 'outputs', values: [null, 0.01] },
          { name: 'p', values: [5, 0.5] },
        ],
        [SIZE_AXIS, FIDELITY_AXIS],
      ),
    ).toEqual([
      { name: 'outputs', place: 'left-out', missing: ['size'] },
      { name: 'p', place: 'frontier' },
    ]);
    expect(() => frontier([{ name: 'q', values: [1] }], [SIZE_AXIS, FIDELITY_AXIS])).toThrow(
      'frontier: q has 1 values for 2 axes',
    );
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
