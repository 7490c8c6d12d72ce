import { describe, expect, it } from 'vitest';
import { bucketBatches } from '../../src/encode/batches.js';
import { collapseWhitespace } from '../../src/encode/normalize.js';
import { assembleSequence, truncateLongestFirst } from '../../src/encode/sequences.js';

const special = { bos: 0, eos: 2, pad: 1 };

describe('truncateLongestFirst', () => {
  /** Hugging Face's loop, one token at a time. */
  function loop(a: number, b: number, budget: number): [number, number] {
    while (a + b > budget) {
      if (a > b) a -= 1;
      else b -= 1;
    }
    return [a, b];
  }

  it('equals the one-token-at-a-time loop on every small case', () => {
    for (let a = 0; a <= 30; a += 1)
      for (let b = 0; b <= 30; b += 1)
        for (let budget = 0; budget <= 40; budget += 1)
          expect(truncateLongestFirst(a, b, budget)).toEqual(loop(a, b, budget));
  });

  it('takes from B on a tie', () => {
    expect(truncateLongestFirst(5, 5, 9)).toEqual([5, 4]);
  });
});

describe('assembleSequence', () => {
  const blocks = (s: { blocks: Int32Array[] }) => s.blocks.map((b) => Array.from(b));

  it('wraps one text as <s> ids </s>, truncated to L', () => {
    expect(blocks(assembleSequence([[10, 11, 12, 13]], 'sequence-pair', 5, special))).toEqual([
      [0, 10, 11, 12, 2],
    ]);
  });

  it('builds <s> A </s></s> B </s> with longest-first truncation', () => {
    expect(blocks(assembleSequence([[10, 11, 12], [20]], 'sequence-pair', 7, special))).toEqual([
      [0, 10, 11, 2, 2, 20, 2],
    ]);
  });

  it('makes one block per side for concat-blocks, each truncated to L', () => {
    expect(
      blocks(assembleSequence([[10], [20, 21, 22, 23, 24]], 'concat-blocks', 5, special)),
    ).toEqual([
      [0, 10, 2],
      [0, 20, 21, 22, 2],
    ]);
  });
});

describe('bucketBatches', () => {
  const seq = (...lengths: number[]) => ({
    blocks: lengths.map((n) => Int32Array.from({ length: n }, (_, i) => 100 + i)),
  });

  it('sorts by length, pads each batch only to its longest row, and keeps row indices', () => {
    const batches = bucketBatches([seq(5), seq(2), seq(3)], 2, 1);
    expect(batches.map((b) => [b.rows, b.length, b.tokens])).toEqual([
      [[1, 2], 3, 5],
      [[0], 5, 5],
    ]);
    expect(Array.from(batches[0]!.inputIds, Number)).toEqual([100, 101, 1, 100, 101, 102]);
    expect(Array.from(batches[0]!.attentionMask, Number)).toEqual([1, 1, 0, 1, 1, 1]);
  });

  it('pads every block of a row to the same length, so block B starts at the same offset', () => {
    const [batch] = bucketBatches([seq(1, 3), seq(2, 1)], 2, 1);
    expect(batch!.length).toBe(6);
    expect(batch!.rows).toEqual([1, 0]);
    expect(Array.from(batch!.inputIds, Number)).toEqual([
      100, 101, 1, 100, 1, 1, 100, 1, 1, 100, 101, 102,
    ]);
    expect(Array.from(batch!.attentionMask, Number)).toEqual([1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1]);
  });

  it('pads to the fixed length of a graph, split between the blocks, and refuses rows that do not fit', () => {
    const [batch] = bucketBatches([seq(1, 2)], 4, 1, 8);
    expect(Array.from(batch!.inputIds, Number)).toEqual([100, 1, 1, 1, 100, 101, 1, 1]);
    expect(() => bucketBatches([seq(5)], 4, 1, 4)).toThrow(
      /do not fit the model's fixed input length 4/,
    );
  });
});

describe('collapseWhitespace', () => {
  it("matches Python's ' '.join(s.split()), including its whitespace set", () => {
    // Python: ' '.join('a\x1cb\u0085c\ufeffd\u00a0 e\t\n'.split()) == 'a b c\ufeffd e'
    expect(collapseWhitespace('a\x1cb\u0085c\ufeffd\u00a0 e\t\n')).toBe('a b c\ufeffd e');
    expect(collapseWhitespace('  \n ')).toBe('');
  });
});
