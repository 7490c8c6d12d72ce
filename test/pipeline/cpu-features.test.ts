import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cpuFeatures, readCpuFeatures, UNKNOWN_CPU } from '../../src/pipeline/cpu-features.js';
import { tempDir } from '../cli-harness.js';

/** Two cores of an x86 /proc/cpuinfo, trimmed to the lines that matter. */
const x86 = (flags: string) =>
  [0, 1]
    .map((core) => `processor\t: ${core}\nmodel name\t: Some CPU\nflags\t\t: ${flags}\n`)
    .join('\n');

describe('cpuFeatures', () => {
  it('reads AVX2, AVX-512 (its foundation, avx512f) and either VNNI from the flags line', () => {
    expect(cpuFeatures(x86('fpu sse2 avx avx2 avx512f avx512bw avx512_vnni'))).toEqual({
      avx2: true,
      avx512: true,
      vnni: true,
    });
    expect(cpuFeatures(x86('fpu sse2 avx avx2 avx_vnni'))).toEqual({
      avx2: true,
      avx512: false,
      vnni: true,
    });
    // avx512bw without avx512f is not AVX-512 here; avx512_vnnix is no flag of VNNI.
    expect(cpuFeatures(x86('sse2 avx512bw avx512_vnnix'))).toEqual({
      avx2: false,
      avx512: false,
      vnni: false,
    });
  });

  it('knows nothing without a flags line (ARM writes Features)', () => {
    expect(cpuFeatures('processor\t: 0\nFeatures\t: fp asimd evtstrm\n')).toEqual(UNKNOWN_CPU);
    expect(cpuFeatures('')).toEqual(UNKNOWN_CPU);
  });
});

describe('readCpuFeatures', () => {
  it('reads a file, and knows nothing where there is none', async () => {
    const dir = tempDir({ cpuinfo: x86('avx2') });
    expect(await readCpuFeatures(path.join(dir, 'cpuinfo'))).toEqual({
      avx2: true,
      avx512: false,
      vnni: false,
    });
    expect(await readCpuFeatures(path.join(dir, 'absent'))).toEqual(UNKNOWN_CPU);
  });
});
