/**
 * Small seeded pseudo-random generator (mulberry32) so that every
 * transformation is a pure function of (code, kind, seed).
 */
export interface Random {
    /** Uniform float in [0, 1). */
    next(): number;
    /** Uniform integer in [0, n); n must be >= 1. */
    int(n: number): number;
    /** A uniformly chosen element of a non-empty array. */
    pick<T>(items: readonly T[]): T;
    /** A new array with the items in a seeded random order (Fisher-Yates). */
    shuffle<T>(items: readonly T[]): T[];
}
/**
 * @param seed any integer; it is reduced to 32 bits.
 * @throws RangeError when `seed` is not a safe integer.
 */
export declare function createRandom(seed: number): Random;
/**
 * Chooses which of `count` sites to transform: each with probability 1/2, and
 * always at least one (a seeded pick) when there is any, so that a seed never
 * yields an unchanged output where a change was possible.
 */
export declare function chooseSites(random: Random, count: number): boolean[];
