/**
 * Which inputs of a run violated one relation, in a form small enough to keep
 * in every report, so that a later run on the same inputs can be compared
 * with it input by input (McNemar's test, see `pairedComparison`).
 *
 * Encoding: a bitset, base64 (RFC 4648 §4, standard alphabet, `=` padding).
 * Input i is bit (i mod 8) of byte ⌊i / 8⌋, least significant bit first; the
 * unused high bits of the last byte are 0.
 *
 * Why a bitset and not a run-length list: the size of a bitset is fixed,
 * ⌈N / 8⌉ bytes, ≈ N / 6 characters of base64 (16,668 for N = 100,000),
 * whatever the pattern. A run-length list of decimal gaps costs about
 * (digits of the mean gap + 1) characters per violation, ≈ r·N·(log10(1/r) + 2)
 * at violation rate r: it is smaller only below r ≈ 5% and grows to about 7× the
 * bitset at r = 50%. MR rates worth gating on sit at 5-40%, and their
 * violations are scattered rather than in runs, so the bitset is the smaller
 * one where it matters and its size never depends on the data.
 *
 * `tested` marks the inputs the relation tests: null for MR1 and MR2 (every
 * input); for MR3 the confident set C (teacher confidence >= tau), which
 * depends on the teacher and so may differ between two runs. A violated input
 * is always tested.
 *
 * The counts are a checksum: decoding refuses a set whose bits do not add up
 * to them.
 */
export interface ViolationSet {
    encoding: 'bitset-base64';
    /** Digest of the inputs, in order (the pipeline's `inputsDigest`); a paired test needs equal digests. */
    inputsDigest: string;
    /** N, the number of inputs of the run. */
    inputs: number;
    /** Number of inputs that violated. */
    violations: number;
    /** Bit i set: input i violated. */
    violated: string;
    /** Number of inputs tested; equals `inputs` when `tested` is null. */
    testedCount: number;
    /** Bit i set: input i was tested; null when every input was. */
    tested: string | null;
}
/** A per-input outcome vector: 1 = violated, 0 = not; with the tested mask (null = all tested). */
export interface PerInputViolations {
    violated: Uint8Array;
    tested: Uint8Array | null;
}
/**
 * Encodes a per-input violation vector as a {@link ViolationSet}.
 *
 * @param outcome - `violated` of length N with values 0/1; `tested` of length
 *   N with values 0/1, or null when every input is tested. Not modified.
 * @param digest - the run's inputs digest (store/inputs-digest.ts).
 * @throws RangeError when a value is not 0 or 1, the lengths differ, or an
 *   input is violated without being tested.
 *
 * @example
 * encodeViolationSet({ violated: Uint8Array.of(1, 0, 0, 1, 0, 0, 0, 0, 1), tested: null }, 'd');
 * // { encoding: 'bitset-base64', inputsDigest: 'd', inputs: 9, violations: 3,
 * //   violated: 'CQE=', testedCount: 9, tested: null }
 */
export declare function encodeViolationSet(outcome: PerInputViolations, digest: string): ViolationSet;
/**
 * Decodes a {@link ViolationSet}, usually one read from a baseline report, and
 * checks it: the exact inverse of {@link encodeViolationSet}.
 *
 * @param set - the stored set; judged as user input.
 * @param where - names the set in messages, e.g. 'baseline MR1'.
 * @throws InputError (one line, naming `where`) when the encoding is unknown,
 *   a field is missing or of the wrong kind, the base64 is malformed or of the
 *   wrong length for `inputs`, bits past the last input are set, a count does
 *   not match its bits, or a violated input is not tested.
 *
 * @example
 * decodeViolationSet({ encoding: 'bitset-base64', inputsDigest: 'd', inputs: 9, violations: 3,
 *   violated: 'CQE=', testedCount: 9, tested: null }, 'baseline MR1');
 * // { violated: Uint8Array [1, 0, 0, 1, 0, 0, 0, 0, 1], tested: null }
 */
export declare function decodeViolationSet(set: ViolationSet, where: string): PerInputViolations;
