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
export function createRandom(seed: number): Random {
  if (!Number.isSafeInteger(seed)) {
    throw new RangeError(`transforms: seed must be a safe integer, got ${seed}`);
  }
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('transforms: cannot pick from an empty list');
      return items[int(items.length)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/**
 * Chooses which of `count` sites to transform: each with probability 1/2, and
 * always at least one (a seeded pick) when there is any, so that a seed never
 * yields an unchanged output where a change was possible.
 */
export function chooseSites(random: Random, count: number): boolean[] {
  const chosen = Array.from({ length: count }, () => random.next() < 0.5);
  if (count > 0 && !chosen.includes(true)) chosen[random.int(count)] = true;
  return chosen;
}
