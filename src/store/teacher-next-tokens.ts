/**
 * The file format of the teacher's compact side of next-token prediction
 * (task code-completion), kept between runs as the teacher's outputs are
 * (teacher-entries.ts: the same cache, keys, refusal marks and trust rules).
 *
 * Little-endian, one file per cache key:
 *   bytes 0-3 magic "MCTN", 4-7 uint32 format version (1),
 *   8-11 uint32 sequences S, 12-15 uint32 k, 16-19 uint32 vocabulary V,
 *   20-23 uint32 positions P, 24-55 the sha256 of the cache key it was saved under,
 *   then int32[S] dataset rows, int32[S] positions per sequence,
 *   int32[P*k] token ids, float32[P*k] log-probabilities,
 *   float32[P] the rest's log-probabilities, float32[P] the next token's.
 * A file that does not match (truncated, another version, another key, rows
 * repeated or negative, positions that do not add up, an id outside the
 * vocabulary or twice at one position, log-probabilities that are not
 * finite and ≤ 0, not best first, or whose masses do not sum to 1) is a
 * reason string: the caller warns and runs the teacher. What a well-formed
 * file says is still checked against the live teacher before it is used
 * (pipeline/completion-restored.ts).
 */
import { sha256Hasher } from '../hash.js';
import type { CachedNextTokens } from './types.js';

const MAGIC = 0x4e54434d; // "MCTN" read as a little-endian uint32
const FORMAT_VERSION = 1;
const HEADER_BYTES = 56;
/** The masses of a position (float32 log-probabilities) may sum to 1 within this. */
const MASS_TOLERANCE = 1e-3;

const keyDigest = (key: string): Buffer => sha256Hasher().update(key).digest();

function fileBytes(sequences: number, positions: number, k: number): number {
  return HEADER_BYTES + sequences * 8 + positions * k * 8 + positions * 8;
}

export function encodeNextTokens(key: string, side: CachedNextTokens): Buffer {
  const sequences = side.rows.length;
  const positions = side.actualLogProbs.length;
  const { k, vocab } = side;
  if (
    side.positions.length !== sequences ||
    side.ids.length !== positions * k ||
    side.logProbs.length !== positions * k ||
    side.restLogProbs.length !== positions
  ) {
    throw new RangeError(
      `teacher next tokens: arrays of ${sequences} sequences and ${positions} positions of ${k} do not fit together`,
    );
  }
  const buffer = Buffer.alloc(fileBytes(sequences, positions, k));
  buffer.writeUInt32LE(MAGIC, 0);
  buffer.writeUInt32LE(FORMAT_VERSION, 4);
  buffer.writeUInt32LE(sequences, 8);
  buffer.writeUInt32LE(k, 12);
  buffer.writeUInt32LE(vocab, 16);
  buffer.writeUInt32LE(positions, 20);
  keyDigest(key).copy(buffer, 24);
  let offset = HEADER_BYTES;
  for (const array of [side.rows, side.positions, side.ids]) {
    for (const value of array) offset = buffer.writeInt32LE(value, offset);
  }
  for (const array of [side.logProbs, side.restLogProbs, side.actualLogProbs]) {
    for (const value of array) offset = buffer.writeFloatLE(value, offset);
  }
  return buffer;
}

/** Why position i of a decoded side is not a distribution's compact side, or null. */
function positionProblem(side: CachedNextTokens, i: number, seen: Uint8Array): string | null {
  const { k, vocab } = side;
  let mass = 0;
  let previous = 0;
  for (let j = 0; j < k; j++) {
    const id = side.ids[i * k + j]!;
    if (!(id >= 0 && id < vocab))
      return `position ${i} has token id ${id}, outside 0..${vocab - 1}`;
    if (seen[id] === 1) return `position ${i} has token ${id} twice`;
    seen[id] = 1;
    const lp = side.logProbs[i * k + j]!;
    if (!(lp <= 0) || !Number.isFinite(lp)) return `position ${i} has log-probability ${lp}`;
    if (j > 0 && lp > previous) return `position ${i}'s tokens are not best first`;
    previous = lp;
    mass += Math.exp(lp);
  }
  for (let j = 0; j < k; j++) seen[side.ids[i * k + j]!] = 0;
  const rest = side.restLogProbs[i]!;
  if (!(rest <= 0)) return `position ${i} has rest log-probability ${rest}`;
  if (k === vocab && rest !== -Infinity)
    return `position ${i} has a rest beyond the whole vocabulary`;
  mass += Math.exp(rest);
  if (Math.abs(mass - 1) > MASS_TOLERANCE) return `position ${i}'s masses sum to ${mass}`;
  const actual = side.actualLogProbs[i]!;
  if (!(actual <= 0) || !Number.isFinite(actual)) {
    return `position ${i} has next-token log-probability ${actual}`;
  }
  return null;
}

/** The compact side in `buffer` saved under `key`, or a reason why it is not a usable file. */
export function decodeNextTokens(key: string, buffer: Buffer): CachedNextTokens | string {
  if (buffer.length < HEADER_BYTES || buffer.readUInt32LE(0) !== MAGIC) {
    return 'not a teacher next-tokens file';
  }
  const version = buffer.readUInt32LE(4);
  if (version !== FORMAT_VERSION) return `format version ${version}, expected ${FORMAT_VERSION}`;
  const sequences = buffer.readUInt32LE(8);
  const k = buffer.readUInt32LE(12);
  const vocab = buffer.readUInt32LE(16);
  const positions = buffer.readUInt32LE(20);
  const expected = fileBytes(sequences, positions, k);
  if (buffer.length !== expected) {
    return `${buffer.length} bytes, expected ${expected} for ${sequences} sequences and ${positions} positions of ${k} tokens`;
  }
  if (k < 1 || k > vocab) return `k ${k} for a vocabulary of ${vocab}`;
  if (!buffer.subarray(24, HEADER_BYTES).equals(keyDigest(key))) {
    return 'it was saved under another key';
  }
  let offset = HEADER_BYTES;
  const ints = (n: number) => {
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++, offset += 4) out[i] = buffer.readInt32LE(offset);
    return out;
  };
  const floats = (n: number) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++, offset += 4) out[i] = buffer.readFloatLE(offset);
    return out;
  };
  const side: CachedNextTokens = {
    rows: ints(sequences),
    positions: ints(sequences),
    vocab,
    k,
    ids: ints(positions * k),
    logProbs: floats(positions * k),
    restLogProbs: floats(positions),
    actualLogProbs: floats(positions),
  };
  if (new Set(side.rows).size !== sequences || side.rows.some((row) => row < 0)) {
    return 'its dataset rows are not distinct row numbers';
  }
  let total = 0;
  for (const count of side.positions) {
    if (count < 0) return `a sequence has ${count} positions`;
    total += count;
  }
  if (total !== positions) return `its sequences have ${total} positions, the file ${positions}`;
  const seen = new Uint8Array(vocab);
  for (let i = 0; i < positions; i++) {
    const problem = positionProblem(side, i, seen);
    if (problem !== null) return problem;
  }
  return side;
}
