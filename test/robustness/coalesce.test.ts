import { describe, expect, it } from 'vitest';
import { ScoreCoalescer } from '../../src/robustness/coalesce.js';
import { example, fakeSource } from './helpers.js';

describe('ScoreCoalescer', () => {
  it('scores the requests of all waiting searches in one call and hands each its own rows', async () => {
    // P(class 1) = the number in the code / 10.
    const source = fakeSource((code) => Number(code) / 10);
    const coalescer = new ScoreCoalescer(source);
    const search = (values: number[][]) => async () => {
      const seen: number[][] = [];
      for (const round of values) {
        const scored = await coalescer.score(round.map((v) => example(v, [String(v)])));
        seen.push(round.map((_, i) => scored.data[i * 2 + 1]!));
      }
      return seen;
    };
    const results = await coalescer.all([
      search([[1, 2], [3]]),
      search([[4], [5, 6], [7]]),
      search([]),
    ]);
    expect(results).toEqual([[[0.1, 0.2], [0.3]], [[0.4], [0.5, 0.6], [0.7]], []]);
    // Round 1: 2 + 1 rows; round 2: 1 + 2; round 3: the one search left.
    expect(source.calls).toEqual([3, 3, 1]);
    expect(coalescer.calls).toBe(3);
  });

  it('rejects every waiting search when the model fails', async () => {
    const source = fakeSource(() => 0.5);
    source.score = () => Promise.reject(new Error('model failed'));
    const coalescer = new ScoreCoalescer(source);
    const search = async () => coalescer.score([example(0, ['x'])]);
    await expect(coalescer.all([search, search])).rejects.toThrow('model failed');
  });
});
