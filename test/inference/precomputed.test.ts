import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNpy, readPrecomputedOutputs } from '../../src/inference/precomputed.js';
import { fixtures } from '../cli-harness.js';

const npy = (name: string) => parseNpy(readFileSync(path.join(fixtures, 'npy', name)), name);

describe('.npy outputs (files written by numpy, see fixtures/npy/make_npy.py)', () => {
  it('reads float32 [3, 2] in C order', () => {
    const out = npy('logits-f4.npy');
    expect([out.rows, out.columns]).toEqual([3, 2]);
    expect(out.data).toBeInstanceOf(Float32Array);
    expect(Array.from(out.data)).toEqual([0, 1.5, 2.25, -1, 0.5, 0.5]);
  });

  it('reads float64 [2, 3] in Fortran order back into rows', () => {
    const out = npy('probs-f8-fortran.npy');
    expect(Array.from(out.data)).toEqual([0.2, 0.3, 0.5, 0.6, 0.1, 0.3]);
  });

  it('reads a vector as one logit per row', () => {
    const out = npy('vector-f4.npy');
    expect([out.rows, out.columns, Array.from(out.data)]).toEqual([4, 1, [0, 1, -2, 3.5]]);
  });

  it('refuses other dtypes and non-npy files', () => {
    expect(() => npy('ints.npy')).toThrow(
      'ints.npy: not a usable .npy outputs file (dtype <i8); expected float32/float64 [N, K]',
    );
    expect(() => parseNpy(new Uint8Array([1, 2, 3]), 'x.npy')).toThrow(/no NUMPY magic/);
  });
});

describe('JSONL outputs', () => {
  it('reads arrays and {logits: [...]} rows', async () => {
    const out = await readPrecomputedOutputs(
      path.join(fixtures, 'tiny', 'outputs.jsonl'),
      'teacher',
    );
    expect([out.rows, out.columns, Array.from(out.data)]).toEqual([2, 2, [0.1, 0.9, -1, 2]]);
  });
});
