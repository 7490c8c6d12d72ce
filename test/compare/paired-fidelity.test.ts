/**
 * The frontier's fidelity axis on students measured on the same inputs:
 * McNemar's exact test on their violation sets decides, not the rates'
 * point values (issue 44: 0/100 against 1/100 disagreements made one
 * student "more faithful").
 */
import { describe, expect, it } from 'vitest';
import { compareStudents } from '../../src/compare/index.js';
import { encodeViolationSet } from '../../src/relations/paired/violation-set.js';
import type { Report } from '../../src/report/types.js';
import { tinyReport } from '../report/tiny-report.js';

const INPUTS = 100;

/** The tiny report as if run on 100 inputs, MR1 violated on exactly `violated`. */
function measuredOn(violated: number[]): Report {
  const report = tinyReport();
  const bits = new Uint8Array(INPUTS);
  for (const i of violated) bits[i] = 1;
  const set = encodeViolationSet({ violated: bits, tested: null }, 'same-inputs');
  const none = encodeViolationSet(
    { violated: new Uint8Array(INPUTS), tested: null },
    'same-inputs',
  );
  return {
    ...report,
    relations: {
      ...report.relations,
      mr1: {
        ...report.relations.mr1,
        violations: violated.length,
        n: INPUTS,
        rate: violated.length / INPUTS,
      },
    },
    violations: { MR1: set, MR2: none, MR3: none },
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

function frontierOf(a: Report, b: Report) {
  return compareStudents(
    [
      { name: 'a', cost: { fileBytes: 3_140_000 }, report: a },
      { name: 'b', cost: { fileBytes: 3_180_000 }, report: b },
    ],
    'mr1',
  ).frontier;
}

describe('the fidelity axis on the same inputs', () => {
  it('0 of 100 against 1 of 100 is no difference (McNemar p = 1): a is only smaller', () => {
    expect(frontierOf(measuredOn([]), measuredOn([7]))).toEqual([
      { name: 'a', place: 'frontier' },
      { name: 'b', place: 'dominated', by: 'a', how: 'smaller and as faithful' },
    ]);
  });

  it('decides where the discordant inputs are one-sided enough', () => {
    // b violates inputs 0..9 that a does not: b = 10, c = 0, p = 2 · 2^-10 = 0.00195 < 0.05.
    expect(frontierOf(measuredOn([]), measuredOn(range(0, 10)))[1]).toEqual({
      name: 'b',
      place: 'dominated',
      by: 'a',
      how: 'smaller and more faithful',
    });
    // a violates the first 30 inputs, b those and 5 more: 5 against 0, p = 2 · 2^-5 = 0.0625:
    // no difference, so b, here the smaller, dominates a.
    const a = measuredOn(range(0, 30));
    const b = measuredOn(range(0, 35));
    expect(
      compareStudents(
        [
          { name: 'a', cost: { fileBytes: 3_180_000 }, report: a },
          { name: 'b', cost: { fileBytes: 3_140_000 }, report: b },
        ],
        'mr1',
      ).frontier,
    ).toEqual([
      { name: 'a', place: 'dominated', by: 'b', how: 'smaller and as faithful' },
      { name: 'b', place: 'frontier' },
    ]);
    // 6 against 0: p = 2 · 2^-6 = 0.03125 < 0.05: a is more faithful, b smaller: both on it.
    expect(
      compareStudents(
        [
          { name: 'a', cost: { fileBytes: 3_180_000 }, report: a },
          { name: 'b', cost: { fileBytes: 3_140_000 }, report: measuredOn(range(0, 36)) },
        ],
        'mr1',
      ).frontier,
    ).toEqual([
      { name: 'a', place: 'frontier' },
      { name: 'b', place: 'frontier' },
    ]);
  });
});
