/**
 * The CPU instruction sets ONNX Runtime's int8 and float kernels choose
 * between (AVX2, AVX-512, VNNI), as the noise floor's report records them:
 * a quantised student's outputs, and the runtime's own disagreement, depend
 * on which kernels ran.
 */
import { readFile } from 'node:fs/promises';
import type { RuntimeSettings } from '../report/types.js';

export type CpuFeatures = RuntimeSettings['cpu'];

/** Nothing known: not Linux, or a CPU whose /proc/cpuinfo has no x86 `flags` line (ARM's says `Features`). */
export const UNKNOWN_CPU: CpuFeatures = { avx2: null, avx512: null, vnni: null };

/**
 * The features from /proc/cpuinfo's text: the first `flags` line's words
 * (every core lists the same). AVX-512 is its foundation, `avx512f`; VNNI
 * either the AVX-512 form (`avx512_vnni`) or the AVX form (`avx_vnni`).
 *
 * @example
 * cpuFeatures('processor\t: 0\nflags\t\t: fpu sse2 avx2 avx512f avx512_vnni\n');
 * // { avx2: true, avx512: true, vnni: true }
 * cpuFeatures('Features\t: fp asimd\n'); // UNKNOWN_CPU
 */
export function cpuFeatures(cpuinfo: string): CpuFeatures {
  const line = /^flags\s*:(.*)$/m.exec(cpuinfo);
  if (line === null) return UNKNOWN_CPU;
  const flags = new Set(line[1]!.trim().split(/\s+/));
  return {
    avx2: flags.has('avx2'),
    avx512: flags.has('avx512f'),
    vnni: flags.has('avx512_vnni') || flags.has('avx_vnni'),
  };
}

/** This machine's features; unknown where /proc/cpuinfo cannot be read. */
export async function readCpuFeatures(file = '/proc/cpuinfo'): Promise<CpuFeatures> {
  try {
    return cpuFeatures(await readFile(file, 'utf8'));
  } catch {
    return UNKNOWN_CPU;
  }
}
