/**
 * CODA's R3 as its reference rewrites (transform's `longFormOnly`, for
 * coda-structure: reference): every compound assignment and every ++/--
 * written in its long form, in one direction, whatever the seed; the long
 * forms already there stay as they are.
 */
import { describe, expect, it } from 'vitest';
import { createTransformer } from '../../src/transforms/index.js';

describe('long forms only (CODA R3)', () => {
  it('writes every compound assignment long and none back', async () => {
    const c = await createTransformer('c');
    const code = 'int f(int a, int b) { a += 2; b = b * 3; a -= b; return a; }';
    for (const seed of [1, 2, 3]) {
      const result = c.transform(code, 'compound-assignment', seed, { longFormOnly: true });
      expect(result).toMatchObject({
        status: 'ok',
        code: 'int f(int a, int b) { a = a + 2; b = b * 3; a = a - b; return a; }',
      });
    }
  });

  it('writes every ++ and -- as i = i ± 1, leaves i += 1 to compound-assignment', async () => {
    const java = await createTransformer('java');
    const code =
      'int f(int n) { int i = 0, j = 0, k = 0; i++; --j; k += 1; for (int m = 0; m < n; m++) k = k + 1; return i + j + k; }';
    const result = java.transform(code, 'increment-form', 5, { longFormOnly: true });
    expect(result).toMatchObject({
      status: 'ok',
      code: 'int f(int n) { int i = 0, j = 0, k = 0; i = i + 1; j = j - 1; k += 1; for (int m = 0; m < n; m = m + 1) k = k + 1; return i + j + k; }',
    });
  });

  it('keeps a used value: a post-increment whose old value is read is no site', async () => {
    const c = await createTransformer('c');
    const code = 'int f(int i) { int v = i++; int w = ++i; return v + w; }';
    const result = c.transform(code, 'increment-form', 1, { longFormOnly: true });
    expect(result).toMatchObject({
      status: 'ok',
      code: 'int f(int i) { int v = i++; int w = (i = i + 1); return v + w; }',
    });
  });
});
