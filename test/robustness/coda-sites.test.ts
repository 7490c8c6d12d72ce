/**
 * coda renames x's own identifiers after its structure step, as the
 * reference does (it lists them before restyling): issue 44's program has 2
 * rename sites before R4 and 5 listed after it.
 */
import { describe, expect, it } from 'vitest';
import { codaRenameSites } from '../../src/robustness/attack/coda.js';
import { createTransformer } from '../../src/transforms/index.js';

const X = 'int f(int n){int s=5; s=s+n*10; return s+3;}';

describe('codaRenameSites', () => {
  it("keeps x's own names, not the locals R4 made for its literals", async () => {
    const transformer = await createTransformer('c');
    const before = transformer.listRenamable(X);
    if (before.status !== 'ok') throw new Error(before.reason);
    expect(before.names).toEqual(['n', 's']);
    // R4 moves every literal (5, 10, 3) into a new local.
    const restyled = transformer.transform(X, 'literal-variable', 1, { longFormOnly: true });
    if (restyled.status !== 'ok') throw new Error(`literal-variable: ${restyled.status}`);
    const after = transformer.listRenamable(restyled.code);
    if (after.status !== 'ok') throw new Error(after.reason);
    expect(after.names).toHaveLength(5);
    expect(codaRenameSites([{ names: before.names, taken: new Set() }], [after.names])).toEqual([
      { text: 0, name: 'n' },
      { text: 0, name: 's' },
    ]);
  });

  it('keeps each function of a pair to its own names', () => {
    const own = [
      { names: ['a', 'b'], taken: new Set<string>() },
      { names: ['b'], taken: new Set<string>() },
    ];
    expect(
      codaRenameSites(own, [
        ['a', 'x', 'b'],
        ['a', 'b'],
      ]),
    ).toEqual([
      { text: 0, name: 'a' },
      { text: 0, name: 'b' },
      { text: 1, name: 'b' },
    ]);
  });
});
