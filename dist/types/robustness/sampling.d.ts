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
export declare function evenlySpaced(n: number, limit: number | null): number[];
/**
 * The seed of one input: the configured seed mixed with the input's dataset
 * row (a 32-bit finaliser, murmur3's fmix32), so that inputs get independent
 * random streams and a run is reproducible from the seed alone.
 *
 * @returns an integer in [0, 2^32).
 */
export declare function inputSeed(seed: number, row: number): number;
