import type { RuntimeSettings } from '../report/types.js';
export type CpuFeatures = RuntimeSettings['cpu'];
/** Nothing known: not Linux, or a CPU whose /proc/cpuinfo has no x86 `flags` line (ARM's says `Features`). */
export declare const UNKNOWN_CPU: CpuFeatures;
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
export declare function cpuFeatures(cpuinfo: string): CpuFeatures;
/** This machine's features; unknown where /proc/cpuinfo cannot be read. */
export declare function readCpuFeatures(file?: string): Promise<CpuFeatures>;
