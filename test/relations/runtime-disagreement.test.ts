import { describe, expect, it } from 'vitest';
import { disagreement, withinFloor } from '../../src/relations/runtime-disagreement.js';

const m = (rows: number[][]) => ({
  data: Float64Array.from(rows.flat()),
  rows: rows.length,
  cols: rows[0]?.length ?? 2,
});

describe('disagreement', () => {
  it('counts flips by argmax and takes MR2’s KL, by hand', () => {
    const p = m([
      [0.6, 0.4],
      [0.5, 0.5],
      [0.9, 0.1],
    ]);
    const q = m([
      [0.4, 0.6], // flips; KL = 0.6 ln 1.5 + 0.4 ln(2/3) = 0.2 ln 1.5
      [0.5, 0.5], // a tie stays class 0 in both: no flip, KL 0
      [0.9, 0.1], // equal: KL exactly 0
    ]);
    const kl = 0.2 * Math.log(1.5);
    const got = disagreement(p, q);
    expect(got.n).toBe(3);
    expect(got.flips).toBe(1);
    expect(got.klMax).toBeCloseTo(kl, 15);
    expect(got.klMean).toBeCloseTo(kl / 3, 15);
  });

  it('clips the second run at 1e-7, as MR2 does', () => {
    const got = disagreement(m([[1, 0]]), m([[0, 1]]));
    expect(got.flips).toBe(1);
    expect(got.klMax).toBeCloseTo(Math.log(1e7), 12);
  });

  it('is undefined on no input, and refuses matrices of different shapes', () => {
    expect(disagreement(m([]), m([]))).toEqual({ n: 0, flips: 0, klMean: null, klMax: null });
    expect(() =>
      disagreement(
        m([[0.5, 0.5]]),
        m([
          [0.5, 0.5],
          [1, 0],
        ]),
      ),
    ).toThrow(new RangeError('p is 1 x 2, q 2 x 2'));
  });
});

describe('withinFloor', () => {
  const floor = [
    { n: 200, flips: 0, klMean: 1e-14, klMax: 1e-12 },
    { n: 200, flips: 1, klMean: 2e-9, klMax: 5e-7 },
  ];
  it('holds no more flips than the largest setting’s and a mean KL no larger than the largest', () => {
    expect(withinFloor({ n: 200, flips: 1, klMean: 2e-9, klMax: 1 }, floor)).toBe(true);
    expect(withinFloor({ n: 200, flips: 2, klMean: 1e-15, klMax: 0 }, floor)).toBe(false);
    expect(withinFloor({ n: 200, flips: 0, klMean: 3e-9, klMax: 0 }, floor)).toBe(false);
  });

  it('is false with no setting measured or no input', () => {
    expect(withinFloor({ n: 200, flips: 0, klMean: 0, klMax: 0 }, [])).toBe(false);
    expect(withinFloor({ n: 0, flips: 0, klMean: null, klMax: null }, floor)).toBe(false);
  });
});
