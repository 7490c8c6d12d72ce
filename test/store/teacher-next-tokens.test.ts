/** The file of the teacher's compact side: written and read back, and every bad file a reason. */
import { describe, expect, it } from 'vitest';
import { decodeNextTokens, encodeNextTokens } from '../../src/store/teacher-next-tokens.js';
import type { CachedNextTokens } from '../../src/store/types.js';

/** Two sequences (2 and 1 positions), vocabulary 4, k 2: masses 0.5 + 0.3 + rest 0.2, and so on. */
function side(): CachedNextTokens {
  const ln = Math.log;
  return {
    rows: Int32Array.of(7, 3),
    positions: Int32Array.of(2, 1),
    vocab: 4,
    k: 2,
    ids: Int32Array.of(0, 1, 2, 3, 1, 0),
    logProbs: Float32Array.of(ln(0.5), ln(0.3), ln(0.6), ln(0.4), ln(0.9), ln(0.05)),
    restLogProbs: Float32Array.of(ln(0.2), -Infinity, ln(0.05)),
    actualLogProbs: Float32Array.of(ln(0.3), ln(0.6), ln(0.05)),
  };
}

const KEY = 'teacher-next-tokens-abc';

describe('teacher next-tokens file', () => {
  it('reads back what it wrote, 56 header bytes and 8k + 8 a position', () => {
    const bytes = encodeNextTokens(KEY, side());
    expect(bytes.length).toBe(56 + 2 * 8 + 3 * (8 * 2 + 8));
    expect(decodeNextTokens(KEY, bytes)).toEqual(side());
  });

  it.each<[string, (s: CachedNextTokens) => void, string]>([
    [
      'an id outside the vocabulary',
      (s) => (s.ids[2] = 4),
      'position 1 has token id 4, outside 0..3',
    ],
    ['a token twice', (s) => (s.ids[1] = 0), 'position 0 has token 0 twice'],
    [
      'not best first',
      (s) => (s.logProbs[0] = Math.log(0.2)),
      "position 0's tokens are not best first",
    ],
    [
      'masses that do not sum to 1',
      (s) => (s.restLogProbs[0] = Math.log(0.5)),
      "position 0's masses sum to",
    ],
    [
      'a positive log-probability',
      (s) => (s.actualLogProbs[2] = 0.5),
      'position 2 has next-token log-probability 0.5',
    ],
    ['rows repeated', (s) => (s.rows[1] = 7), 'its dataset rows are not distinct row numbers'],
    [
      'positions that do not add up',
      (s) => (s.positions[1] = 2),
      'its sequences have 4 positions, the file 3',
    ],
  ])('refuses %s', (_what, edit, reason) => {
    const bad = side();
    edit(bad);
    const decoded = decodeNextTokens(KEY, encodeNextTokens(KEY, bad));
    expect(typeof decoded).toBe('string');
    expect(decoded).toMatch(reason);
  });

  it('refuses a file saved under another key, of another version, or cut short', () => {
    const bytes = encodeNextTokens(KEY, side());
    expect(decodeNextTokens('teacher-next-tokens-other', bytes)).toBe(
      'it was saved under another key',
    );
    expect(decodeNextTokens(KEY, bytes.subarray(0, bytes.length - 1))).toMatch(/bytes, expected/);
    const old = Buffer.from(bytes);
    old.writeUInt32LE(0, 4);
    expect(decodeNextTokens(KEY, old)).toBe('format version 0, expected 1');
    expect(decodeNextTokens(KEY, Buffer.from('MCTO'))).toBe('not a teacher next-tokens file');
  });
});
