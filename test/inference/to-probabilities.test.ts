import { describe, expect, it } from 'vitest';
import { toProbabilities } from '../../src/inference/to-probabilities.js';

describe('toProbabilities', () => {
  it('softmaxes K >= 2 logits in float64', () => {
    const { data, cols } = toProbabilities([0, Math.log(3)], 1, 2, 'softmax', null, 'x');
    expect(cols).toBe(2);
    expect(data[0]).toBeCloseTo(0.25, 15);
    expect(data[1]).toBeCloseTo(0.75, 15);
  });

  it('turns a single logit into [1 - sigmoid, sigmoid] without overflow', () => {
    const { data } = toProbabilities([0, 800, -800], 3, 1, 'sigmoid', null, 'x');
    expect(Array.from(data)).toEqual([0.5, 0.5, 0, 1, 1, 0]);
  });

  it('aligns columns with class-order: column j is dataset class classOrder[j]', () => {
    const { data } = toProbabilities([0.9, 0.1], 1, 2, 'probabilities', [1, 0], 'x');
    expect(Array.from(data)).toEqual([0.1, 0.9]);
  });

  it('uses probabilities as is within 1e-6, renormalises within 1e-3, rejects beyond', () => {
    expect(
      toProbabilities([0.3, 0.7000005], 1, 2, 'probabilities', null, 'x').renormalised,
    ).toEqual([]);
    // Row 1 is off by 5e-4: it is the one renormalised, and named by its index.
    const off = toProbabilities([0.3, 0.7, 0.3, 0.7005], 2, 2, 'probabilities', null, 'x');
    expect(off.renormalised).toEqual([1]);
    expect(off.data[2]).toBeCloseTo(0.3 / 1.0005, 15);
    expect(() => toProbabilities([0.3, 0.8], 1, 2, 'probabilities', null, 'x')).toThrow(
      /sum to 1.1/,
    );
  });

  it('rejects NaN and infinities naming the row and column', () => {
    expect(() => toProbabilities([0, 1, NaN, 2], 2, 2, 'softmax', null, 'teacher outputs')).toThrow(
      'teacher outputs: row 1 column 0 is NaN; outputs must be finite numbers',
    );
    expect(() => toProbabilities([Infinity], 1, 1, 'sigmoid', null, 'x')).toThrow(
      /row 0 column 0 is Infinity/,
    );
  });
});
