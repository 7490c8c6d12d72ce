import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  firstParting,
  groupDistance,
  hiddenStateDistance,
} from '../../src/relations/hidden-states.js';

/** Written by test/fixtures/hidden-states/make_fixtures.py (numpy, float64). */
const cases = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../fixtures/hidden-states/cases.json', import.meta.url)),
    'utf8',
  ),
) as { name: string; t: number[]; s: number[]; relativeError: number; cosine: number }[];

describe('hiddenStateDistance', () => {
  it('computes ‖s − t‖/‖t‖ and the cosine of a hand-checked pair', () => {
    // s − t = (0, 4): ‖·‖ = 4, ‖t‖ = 3, so 4/3; ⟨s,t⟩ = 9, ‖s‖‖t‖ = 5·3, so 0.6.
    expect(hiddenStateDistance(Float32Array.of(3, 4), Float32Array.of(3, 0))).toEqual({
      relativeError: 4 / 3,
      cosine: 0.6,
    });
    // Opposite vectors: relative error 2, cosine −1.
    expect(hiddenStateDistance([-1, -2, 2], [1, 2, -2])).toEqual({ relativeError: 2, cosine: -1 });
  });

  it('gives 0 and 1 for equal tensors, the zero vector and no element included', () => {
    expect(hiddenStateDistance([0.5, -2], [0.5, -2])).toEqual({ relativeError: 0, cosine: 1 });
    expect(hiddenStateDistance([0, 0], [0, 0])).toEqual({ relativeError: 0, cosine: 1 });
    expect(hiddenStateDistance([], [])).toEqual({ relativeError: 0, cosine: 1 });
  });

  it('leaves undefined what a zero teacher or a zero student cannot say', () => {
    expect(hiddenStateDistance([1, 0], [0, 0])).toEqual({ relativeError: null, cosine: null });
    expect(hiddenStateDistance([0, 0], [2, 0])).toEqual({ relativeError: 1, cosine: null });
  });

  it('refuses tensors of different sizes', () => {
    expect(() => hiddenStateDistance([1, 2, 3], [1, 2])).toThrow(
      new RangeError('student tensor has 3 elements, teacher tensor 2'),
    );
  });

  it.each(cases)('matches numpy on $name within 1e-12 (relative)', (c) => {
    const got = hiddenStateDistance(Float32Array.from(c.s), Float32Array.from(c.t));
    expect(Math.abs(got.relativeError! - c.relativeError)).toBeLessThan(1e-12 * c.relativeError);
    expect(Math.abs(got.cosine! - c.cosine)).toBeLessThan(1e-12);
  });
});

describe('groupDistance', () => {
  it('means and the largest over the inputs, each measure over those that define it', () => {
    expect(
      groupDistance([
        { relativeError: 0.25, cosine: 0.5 },
        { relativeError: 0.75, cosine: null },
        { relativeError: null, cosine: 1 },
      ]),
    ).toEqual({ n: 3, meanRelativeError: 0.5, maxRelativeError: 0.75, meanCosine: 0.75 });
  });

  it('is undefined for a group with no input', () => {
    expect(groupDistance([])).toEqual({
      n: 0,
      meanRelativeError: null,
      maxRelativeError: null,
      meanCosine: null,
    });
  });
});

describe('firstParting', () => {
  it('is the first layer strictly above the threshold', () => {
    expect(firstParting([0.01, 0.04, 0.2, 0.5], 0.1)).toBe(2);
    expect(firstParting([0.01, null, 0.1], 0.1)).toBeNull();
    expect(firstParting([null, 0.3], 0.1)).toBe(1);
    expect(firstParting([], 0.1)).toBeNull();
  });
});
