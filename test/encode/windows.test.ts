import { describe, expect, it } from 'vitest';
import { documentTokens, tokenWindows } from '../../src/encode/windows.js';

describe('tokenWindows', () => {
  it('cuts as the docstring example says', () => {
    expect(tokenWindows(10, 6, 3)).toEqual([
      { start: 0, end: 6, firstScored: 1 },
      { start: 3, end: 9, firstScored: 6 },
      { start: 6, end: 10, firstScored: 9 },
    ]);
  });

  it('gives one window to a sequence that fits, none to one with nothing to predict', () => {
    expect(tokenWindows(6, 6, 3)).toEqual([{ start: 0, end: 6, firstScored: 1 }]);
    expect(tokenWindows(1, 6, 3)).toEqual([]);
    expect(tokenWindows(0, 6, 3)).toEqual([]);
  });

  it('scores every position after the first exactly once, with max-length − stride tokens of context past the first window', () => {
    for (const maxLength of [2, 3, 7, 16]) {
      for (let stride = 1; stride < maxLength; stride++) {
        for (let length = 0; length < 40; length++) {
          const scored = new Array<number>(length).fill(0);
          for (const w of tokenWindows(length, maxLength, stride)) {
            expect(w.end - w.start).toBeLessThanOrEqual(maxLength);
            if (w.start > 0) expect(w.firstScored - w.start).toBe(maxLength - stride);
            for (let p = w.firstScored; p < w.end; p++) scored[p]! += 1;
          }
          expect(scored.slice(1), `${length}/${maxLength}/${stride}`).toEqual(
            new Array<number>(Math.max(0, length - 1)).fill(1),
          );
        }
      }
    }
  });

  it('refuses a stride that would leave positions unscored', () => {
    expect(() => tokenWindows(10, 6, 6)).toThrow('stride must be an integer in 1..5, got 6');
    expect(() => tokenWindows(10, 6, 0)).toThrow(RangeError);
  });
});

describe('documentTokens', () => {
  it('wraps the ids in end-of-text', () => {
    expect(Array.from(documentTokens([5, 6], 0))).toEqual([0, 5, 6, 0]);
    expect(Array.from(documentTokens([], 9))).toEqual([9, 9]);
  });
});
