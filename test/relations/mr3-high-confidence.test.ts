import { describe, expect, it } from 'vitest';

import { highConfidencePreservation } from '../../src/relations/mr3-high-confidence.js';
import { matrix } from './helpers.js';

describe('MR3 highConfidencePreservation', () => {
  it('tests only confident teacher rows (hand-computed)', () => {
    const p = matrix([
      [0.95, 0.05],
      [0.9, 0.1],
      [0.6, 0.4],
    ]);
    const q = matrix([
      [0.9, 0.1],
      [0.8, 0.2],
      [0.1, 0.9],
    ]);
    // C = {0, 1} (0.9 >= tau is in C); row 0 keeps 0.9 = tau - 0 (no violation),
    // row 1 drops to 0.8 (violation); row 2 flips but is not in C.
    expect(highConfidencePreservation(p, q, 0.9, 0)).toEqual({
      relation: 'MR3',
      violations: 1,
      n: 2,
      rate: 0.5,
      ci95: [0.09453120573423074, 0.9054687942657693],
      tau: 0.9,
      delta3: 0,
      confident: 2,
      undefinedReason: null,
    });
  });

  it('looks at the student probability of the teacher class, not the student confidence', () => {
    const p = matrix([[0.02, 0.03, 0.95]]);
    const q = matrix([[0.91, 0.01, 0.08]]);
    expect(highConfidencePreservation(p, q, 0.9, 0).violations).toBe(1);
  });

  it('lets delta3 lower the bar, with the bar itself allowed', () => {
    const p = matrix([
      [0.95, 0.05],
      [0.95, 0.05],
    ]);
    const q = matrix([
      [0.8, 0.2],
      [0.79, 0.21],
    ]);
    // tau - delta3 = 0.9 - 0.1 = 0.8 in float64
    const result = highConfidencePreservation(p, q, 0.9, 0.1);
    expect(0.9 - 0.1).toBe(0.8);
    expect(result).toMatchObject({ violations: 1, n: 2, confident: 2 });
  });

  it('always counts a flip, even when delta3 puts the bar below 1/2', () => {
    // tau - delta3 = 0.4; q[teacher class] = 0.45 clears the bar, but the student flipped.
    const p = matrix([[0.95, 0.05]]);
    const q = matrix([[0.45, 0.55]]);
    expect(highConfidencePreservation(p, q, 0.9, 0.5).violations).toBe(1);
  });

  it('handles teacher probabilities of exactly 1 and student values one ulp below the bar', () => {
    const p = matrix([
      [1, 0],
      [0, 1],
    ]);
    const q = matrix([
      [0.9, 0.1],
      [0.10000000000000009, 0.8999999999999999],
    ]);
    expect(highConfidencePreservation(p, q, 0.9, 0)).toMatchObject({ violations: 1, n: 2 });
  });

  it('excludes a float32 teacher confidence of 0.9, which is just below 0.9 in float64', () => {
    expect(Math.fround(0.9)).toBeLessThan(0.9);
    const p64 = matrix([[0.9, 0.1]]);
    const p32 = matrix([[Math.fround(0.9), Math.fround(0.1)]]);
    const q = matrix([[0.5, 0.5]]);
    expect(highConfidencePreservation(p64, q, 0.9, 0).confident).toBe(1);
    expect(highConfidencePreservation(p32, q, 0.9, 0).confident).toBe(0);
  });

  it('is undefined, with a reason, when no teacher row reaches tau', () => {
    const p = matrix([
      [0.6, 0.4],
      [0.5, 0.5],
    ]);
    const result = highConfidencePreservation(p, p, 0.9, 0);
    expect(result).toMatchObject({ violations: 0, n: 0, rate: null, ci95: null, confident: 0 });
    expect(result.undefinedReason).toBe(
      'no input has teacher confidence ≥ τ = 0.9 (of 2), so MR3 has nothing to test',
    );
  });

  it('is undefined on empty input', () => {
    const empty = matrix([], 2);
    const result = highConfidencePreservation(empty, empty, 0.9, 0);
    expect(result.rate).toBeNull();
    expect(result.undefinedReason).toMatch(/\(of 0\)/);
  });
});
