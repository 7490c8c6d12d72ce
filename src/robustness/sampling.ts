/**
 * Which inputs the robustness probes use, and the seed of each input: pure,
 * deterministic helpers shared by the transformed evaluation and the attack.
 */

/**
 * Up to `limit` positions of 0..n-1, evenly spaced: position floor(i · n / limit)
 * for i = 0..limit-1, so a limited probe still covers the whole file (a file
 * sorted by label or by project would otherwise give a one-sided sample).
 *
 * Edge cases: limit null or >= n gives every position; n = 0 gives [].
 *
 * @example
 * evenlySpaced(10, 4);    // [0, 2, 5, 7]
 * evenlySpaced(3, null);  // [0, 1, 2]
 * @throws RangeError when n is not a non-negative integer or limit is not an integer >= 1.
 */
export function evenlySpaced(n: number, limit: number | null): number[] {
  if (!Number.isInteger(n) || n < 0) {
    throw new RangeError(`evenlySpaced: n must be a non-negative integer, got ${n}`);
  }
  if (limit !== null && (!Number.isInteger(limit) || limit < 1)) {
    throw new RangeError(`evenlySpaced: limit must be an integer >= 1 or null, got ${limit}`);
  }
  if (limit === null || limit >= n) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: limit }, (_, i) => Math.floor((i * n) / limit));
}

/**
 * The seed of one input: the configured seed mixed with the input's dataset
 * row (a 32-bit finaliser, murmur3's fmix32), so that inputs get independent
 * random streams and a run is reproducible from the seed alone.
 *
 * @returns an integer in [0, 2^32).
 */
export function inputSeed(seed: number, row: number): number {
  let h = (seed >>> 0) ^ Math.imul((row >>> 0) + 1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
