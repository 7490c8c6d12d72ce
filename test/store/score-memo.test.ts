import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inputDigest, ScoreMemo } from '../../src/store/score-memo.js';
import { example, fakeSource } from '../robustness/helpers.js';

/** P(class 1) = length of the code / 100: each text gets its own, checkable, probability. */
const byLength = (code: string) => code.length / 100;

describe('inputDigest', () => {
  it("is the sha256 of each text's length and text, so joined texts cannot collide", () => {
    const expected = createHash('sha256').update('2:ab1:c').digest('hex');
    expect(inputDigest(['ab', 'c'])).toBe(expected);
    expect(inputDigest(['ab', 'c'])).not.toBe(inputDigest(['a', 'bc']));
  });
});

describe('ScoreMemo', () => {
  it('runs the model only on inputs it has not seen, distinct ones once, in one call', async () => {
    const model = fakeSource(byLength);
    let opened = 0;
    const memo = new ScoreMemo();
    const source = memo.source(async () => {
      opened += 1;
      return model;
    });
    const a = example(0, ['int a;']);
    const b = example(1, ['int bb;']);
    const first = await source.score([a, b, { ...a, row: 7 }]);
    // a twice in one call (another row, same text): scored once.
    expect(model.calls).toEqual([2]);
    // 'int a;' is 6 characters (p = 0.06), 'int bb;' 7.
    expect(Array.from(first.data)).toEqual([1 - 0.06, 0.06, 1 - 0.07, 0.07, 1 - 0.06, 0.06]);
    const second = await source.score([b, example(2, ['int ccc;'])]);
    expect(model.calls).toEqual([2, 1]);
    expect(Array.from(second.data.slice(0, 2))).toEqual(Array.from(first.data.slice(2, 4)));
    expect([memo.computed, memo.fromRun, memo.fromCache, opened, memo.size]).toEqual([
      3, 2, 0, 1, 3,
    ]);
  });

  it('answers from restored entries without opening the model, and saves what it holds', async () => {
    const cold = new ScoreMemo();
    const texts = [example(0, ['x;']), example(1, ['y = 1;'])];
    await cold.source(async () => fakeSource(byLength)).score(texts);
    const saved = cold.toCached()!;
    expect(saved.digests.length).toBe(2 * 32);
    expect(Buffer.from(saved.digests.subarray(0, 32)).toString('hex')).toBe(inputDigest(['x;']));
    expect(Array.from(saved.probs)).toEqual([1 - 0.02, 0.02, 1 - 0.06, 0.06]);

    const warm = new ScoreMemo(saved);
    let opened = false;
    const source = warm.source(async () => {
      opened = true;
      return fakeSource(byLength);
    });
    const again = await source.score([texts[1]!, texts[0]!]);
    expect(Array.from(again.data)).toEqual([1 - 0.06, 0.06, 1 - 0.02, 0.02]);
    expect([opened, source.opened, warm.fromCache, warm.computed, warm.added]).toEqual([
      false,
      false,
      2,
      0,
      0,
    ]);
    expect(new ScoreMemo().toCached()).toBeNull();
  });

  it('refuses a model whose classes differ from the restored entries', async () => {
    const memo = new ScoreMemo({
      digests: new Uint8Array(32),
      probs: Float64Array.of(0.2, 0.3, 0.5),
      cols: 3,
    });
    await expect(
      memo.source(async () => fakeSource(byLength)).score([example(0, ['z;'])]),
    ).rejects.toThrow('the model gave 2 classes where its remembered scores have 3');
  });
});
