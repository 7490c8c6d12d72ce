import { describe, expect, it } from 'vitest';

import { InputError } from '../../../src/errors.js';
import {
  decodeViolationSet,
  encodeViolationSet,
  type ViolationSet,
} from '../../../src/relations/paired/violation-set.js';

const NINE = encodeViolationSet(
  { violated: Uint8Array.of(1, 0, 0, 1, 0, 0, 0, 0, 1), tested: null },
  'd',
);

/** A small deterministic generator (LCG), so the round trips are the same every run. */
function bits(length: number, seed: number, density: number): Uint8Array {
  let state = seed >>> 0;
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    out[i] = state / 2 ** 32 < density ? 1 : 0;
  }
  return out;
}

function withSet(change: Partial<ViolationSet>): ViolationSet {
  return { ...NINE, ...change };
}

describe('encodeViolationSet', () => {
  it('packs input i into bit i mod 8 of byte i / 8, LSB first (hand-computed)', () => {
    // Inputs 0, 3 → byte 0 = 1 + 8 = 0x09; input 8 → byte 1 = 0x01; base64 of 09 01 is 'CQE='.
    expect(NINE).toEqual({
      encoding: 'bitset-base64',
      inputsDigest: 'd',
      inputs: 9,
      violations: 3,
      violated: 'CQE=',
      testedCount: 9,
      tested: null,
    });
  });

  it('encodes no inputs as an empty string, and 8 violations as one 0xff byte', () => {
    expect(encodeViolationSet({ violated: new Uint8Array(0), tested: null }, 'd').violated).toBe(
      '',
    );
    expect(
      encodeViolationSet({ violated: new Uint8Array(8).fill(1), tested: null }, 'd').violated,
    ).toBe('/w==');
  });

  it('keeps the tested mask and its count', () => {
    const set = encodeViolationSet(
      { violated: Uint8Array.of(0, 1, 0), tested: Uint8Array.of(1, 1, 0) },
      'd',
    );
    // tested bits 0, 1 → 0x03 → 'Aw=='; violated bit 1 → 0x02 → 'Ag=='.
    expect([set.violated, set.violations, set.tested, set.testedCount]).toEqual([
      'Ag==',
      1,
      'Aw==',
      2,
    ]);
  });

  it('is ⌈N / 8⌉ bytes: 16,668 base64 characters for 100,000 inputs at any density', () => {
    for (const density of [0.01, 0.3, 0.9]) {
      const set = encodeViolationSet({ violated: bits(100_000, 7, density), tested: null }, 'd');
      expect(set.violated.length).toBe(16_668);
    }
  });

  it('refuses values other than 0 and 1, unequal lengths, and violated-not-tested', () => {
    expect(() => encodeViolationSet({ violated: Uint8Array.of(0, 2), tested: null }, 'd')).toThrow(
      new RangeError('violated[1] is 2; allowed are 0 and 1'),
    );
    expect(() =>
      encodeViolationSet({ violated: Uint8Array.of(0, 1), tested: Uint8Array.of(1) }, 'd'),
    ).toThrow(new RangeError('tested has length 1 but violated has 2; both are per input'));
    expect(() =>
      encodeViolationSet({ violated: Uint8Array.of(0, 1), tested: Uint8Array.of(1, 0) }, 'd'),
    ).toThrow(new RangeError('input 1 is violated but not tested'));
  });
});

describe('decodeViolationSet', () => {
  it('decodes the hand-computed set', () => {
    expect(decodeViolationSet(NINE, 'baseline MR1')).toEqual({
      violated: Uint8Array.of(1, 0, 0, 1, 0, 0, 0, 0, 1),
      tested: null,
    });
  });

  it('round-trips exactly for every length 0..40 and with a tested mask', () => {
    for (let length = 0; length <= 40; length++) {
      for (const density of [0, 0.2, 0.5, 1]) {
        const tested = bits(length, length + 1000, 0.7);
        const violated = bits(length, length, density).map((v, i) => v & (tested[i] as number));
        for (const outcome of [
          { violated: bits(length, length, density), tested: null },
          { violated, tested },
        ]) {
          const set = encodeViolationSet(outcome, 'digest');
          expect(decodeViolationSet(set, 'x')).toEqual(outcome);
          // And the set itself survives JSON, as it does in a report file.
          expect(decodeViolationSet(JSON.parse(JSON.stringify(set)) as ViolationSet, 'x')).toEqual(
            outcome,
          );
        }
      }
    }
  });

  it('round-trips 100,000 inputs', () => {
    const outcome = { violated: bits(100_000, 3, 0.15), tested: null };
    expect(decodeViolationSet(encodeViolationSet(outcome, 'd'), 'x')).toEqual(outcome);
  });

  it.each([
    [{ encoding: 'rle' }, 'baseline MR1: unknown encoding "rle"; allowed: bitset-base64'],
    [{ inputsDigest: '' }, 'baseline MR1: inputsDigest must be a non-empty string'],
    [{ inputs: -1 }, 'baseline MR1: inputs must be a non-negative integer, got -1'],
    [
      { violated: 'CQE' },
      'baseline MR1 violated: expected canonical base64 (RFC 4648 §4, with padding)',
    ],
    [
      { violated: 'CQ#=' },
      'baseline MR1 violated: expected canonical base64 (RFC 4648 §4, with padding)',
    ],
    [{ inputs: 17 }, 'baseline MR1 violated: holds 2 bytes, expected 3 for 17 inputs'],
    // 0x09 0x03: bit 9 set, past the last input 8.
    [{ violated: 'CQM=' }, 'baseline MR1 violated: bits are set past input 8; there are 9 inputs'],
    [{ violations: 4 }, 'baseline MR1 violated: 3 bits are set but the count says 4'],
    [{ testedCount: 8 }, 'baseline MR1: testedCount is 8 but every one of 9 inputs is tested'],
    // tested 0x09 0x00 leaves input 8 violated but untested.
    [{ tested: 'CQA=', testedCount: 2 }, 'baseline MR1: input 8 is violated but not tested'],
    [
      { tested: 'CQA=', testedCount: 3 },
      'baseline MR1 tested: 2 bits are set but the count says 3',
    ],
  ] as [Partial<ViolationSet>, string][])('refuses %o', (change, message) => {
    expect(() => decodeViolationSet(withSet(change), 'baseline MR1')).toThrow(
      new InputError(message),
    );
  });

  it('refuses a non-canonical last character whose padding bits are set', () => {
    // 'CQF=' decodes to the same 09 01 in Node, but its last 2 bits are not 0.
    expect(() => decodeViolationSet(withSet({ violated: 'CQF=' }), 'b')).toThrow(
      new InputError('b violated: expected canonical base64 (RFC 4648 §4, with padding)'),
    );
  });

  it('refuses something that is not an object', () => {
    expect(() => decodeViolationSet(null as unknown as ViolationSet, 'baseline MR2')).toThrow(
      new InputError('baseline MR2: expected a violation set (an object), got null'),
    );
  });
});
