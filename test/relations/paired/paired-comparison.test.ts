import { describe, expect, it } from 'vitest';

import { InputError } from '../../../src/errors.js';
import {
  DEFAULT_PAIRED_OPTIONS,
  encodeViolationSet,
  formatPValue,
  pairedComparison,
  pairedVerdict,
  perInputViolations,
  PAIRED_RELATIONS,
  type PairedTable,
  type ViolationSet,
} from '../../../src/relations/paired/index.js';
import { expectClose } from '../helpers.js';
import { loadRuns, runsCases } from './fixtures.js';

/** Two violation sets whose paired table is `table`: inputs in the order both, nowOnly, beforeOnly, neither. */
function setsFor(
  table: PairedTable,
  digest = 'digest',
): { now: ViolationSet; before: ViolationSet } {
  const n = table.both + table.nowOnly + table.beforeOnly + table.neither;
  const now = new Uint8Array(n);
  const before = new Uint8Array(n);
  let i = 0;
  for (let k = 0; k < table.both; k++, i++) now[i] = before[i] = 1;
  for (let k = 0; k < table.nowOnly; k++, i++) now[i] = 1;
  for (let k = 0; k < table.beforeOnly; k++, i++) before[i] = 1;
  return {
    now: encodeViolationSet({ violated: now, tested: null }, digest),
    before: encodeViolationSet({ violated: before, tested: null }, digest),
  };
}

function verdictOf(table: PairedTable, options = DEFAULT_PAIRED_OPTIONS) {
  const { now, before } = setsFor(table);
  return pairedVerdict(pairedComparison('MR1', now, before), options);
}

describe('pairedComparison: hand-built sets', () => {
  it('counts the table on the same inputs', () => {
    const { now, before } = setsFor({ both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 });
    const c = pairedComparison('MR1', now, before);
    expect(c.table).toEqual({ both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 });
    expect([c.n, c.rateNow, c.rateBefore, c.change]).toEqual([400, 50 / 400, 37 / 400, 13 / 400]);
    // scipy.stats.binomtest(20, 27, 0.5).pvalue (test/fixtures/paired/mcnemar.json).
    expect(c.pValue).toBeCloseTo(0.0191572904586792, 14);
    // Newcombe's interval by python (test/fixtures/paired/newcombe.json).
    expectClose(c.ci95, [0.006629481907863419, 0.059932059415742284], 1e-14);
  });

  it('counts only inputs tested in both runs (MR3 with different confident sets)', () => {
    // Inputs 0..5. Now tests 0-3, before tests 1-5: common 1, 2, 3.
    const now = encodeViolationSet(
      { violated: Uint8Array.of(1, 1, 0, 0, 0, 0), tested: Uint8Array.of(1, 1, 1, 1, 0, 0) },
      'd',
    );
    const before = encodeViolationSet(
      { violated: Uint8Array.of(0, 0, 1, 0, 1, 0), tested: Uint8Array.of(0, 1, 1, 1, 1, 1) },
      'd',
    );
    const c = pairedComparison('MR3', now, before);
    // 1: now only; 2: before only; 3: neither. Input 0 (violated now) and 4 (before) are not common.
    expect(c.table).toEqual({ both: 0, nowOnly: 1, beforeOnly: 1, neither: 1 });
    expect([c.n, c.change, c.pValue]).toEqual([3, 0, 1]);
  });

  it('refuses a baseline of other inputs with one line', () => {
    const { now } = setsFor({ both: 1, nowOnly: 0, beforeOnly: 0, neither: 2 }, 'a'.repeat(64));
    const { before } = setsFor({ both: 1, nowOnly: 0, beforeOnly: 0, neither: 2 }, 'b'.repeat(64));
    expect(() => pairedComparison('MR2', now, before)).toThrow(
      new InputError(
        'baseline MR2: its violation set is of other inputs (digest bbbbbbbbbbbb, 3 inputs) than ' +
          'this run (aaaaaaaaaaaa, 3 inputs); a paired test needs the same dataset rows: rerun the ' +
          'baseline on this dataset, or set gate.paired: off to use the fixed-points check',
      ),
    );
    const longer = setsFor({ both: 1, nowOnly: 0, beforeOnly: 0, neither: 3 }, 'a'.repeat(64));
    expect(() => pairedComparison('MR1', now, longer.before)).toThrow(InputError);
  });

  it('refuses a malformed baseline set, naming it', () => {
    const { now, before } = setsFor({ both: 1, nowOnly: 0, beforeOnly: 0, neither: 2 });
    expect(() => pairedComparison('MR1', now, { ...before, violations: 2 })).toThrow(
      new InputError('baseline MR1 violation set violated: 1 bits are set but the count says 2'),
    );
  });
});

describe('pairedVerdict', () => {
  it('fails a significant rise above the minimum effect, in one line', () => {
    const v = verdictOf({ both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 });
    expect(v.status).toBe('fail');
    // 13/400 = 3.25 points; 37/400 = 9.25%, 50/400 = 12.5%; CI +0.66 to +5.99 points.
    expect(v.line).toBe(
      'MR1 prediction disagreement rose 3.3 points on the same 400 inputs (from 9.3% to 12.5%, ' +
        '95% CI +0.7 to +6.0; 20 newly violate, 7 no longer do): McNemar exact p = 0.019 <= α 0.05 ' +
        'and above the minimum effect of 1.0 point',
    );
  });

  it('passes a rise that is not significant', () => {
    // b = 6, c = 1: p = 2 · (1 + 7) / 128 = 0.125.
    const v = verdictOf({ both: 0, nowOnly: 6, beforeOnly: 1, neither: 93 });
    expect(v.status).toBe('pass');
    expect(v.line).toMatch(
      /rose 5\.0 points .*: McNemar exact p = 0\.13 > α 0\.05, not significant$/,
    );
    // At alpha 0.2 the same rise fails.
    expect(
      verdictOf(
        { both: 0, nowOnly: 6, beforeOnly: 1, neither: 93 },
        { alpha: 0.2, minEffect: 0.01 },
      ).status,
    ).toBe('fail');
  });

  it('passes a significant rise no larger than the minimum effect', () => {
    // b = 30, c = 5 of 5000: p ≈ 1.3e-5, change 25/5000 = 0.5 points < 1 point.
    const v = verdictOf({ both: 0, nowOnly: 30, beforeOnly: 5, neither: 4965 });
    expect(v.status).toBe('pass');
    expect(v.line).toMatch(
      /rose 0\.5 points .*<= α 0\.05, but not above the minimum effect of 1\.0 point$/,
    );
    // A rise exactly equal to the minimum effect passes: b − c = 50 of 5000 = 1 point.
    expect(verdictOf({ both: 0, nowOnly: 55, beforeOnly: 5, neither: 4940 }).status).toBe('pass');
    // One more input over it fails.
    expect(verdictOf({ both: 0, nowOnly: 56, beforeOnly: 5, neither: 4939 }).status).toBe('fail');
  });

  it('passes a fall, saying when it is significant', () => {
    const fall = verdictOf({ both: 30, nowOnly: 7, beforeOnly: 20, neither: 343 });
    expect(fall.status).toBe('pass');
    expect(fall.line).toMatch(
      /fell 3\.3 points .*95% CI -6\.0 to -0\.7;.*p = 0\.019, a significant fall$/,
    );
    const same = verdictOf({ both: 10, nowOnly: 4, beforeOnly: 4, neither: 82 });
    expect(same.status).toBe('pass');
    expect(same.line).toMatch(
      /^MR1 prediction disagreement did not change on the same 100 inputs .*p = 1$/,
    );
  });

  it('is undefined with no common input', () => {
    const v = verdictOf({ both: 0, nowOnly: 0, beforeOnly: 0, neither: 0 });
    expect(v).toMatchObject({
      status: 'undefined',
      line: 'MR1 prediction disagreement: no input was tested in both this run and the baseline, so there is nothing to pair',
    });
  });

  it('shows a p-value below the float64 range from its log', () => {
    const v = verdictOf({ both: 0, nowOnly: 2000, beforeOnly: 0, neither: 0 });
    expect(v.comparison.pValue).toBe(0);
    // log10 p = −1999 · log10 2 = −601.76...: 1.7e-602.
    expect(v.line).toMatch(/McNemar exact p = 1\.7e-602 <= α 0\.05/);
  });

  it('refuses options out of range', () => {
    const table = { both: 0, nowOnly: 1, beforeOnly: 0, neither: 1 };
    expect(() => verdictOf(table, { alpha: 0, minEffect: 0.01 })).toThrow(
      new RangeError('alpha must be in (0, 1), got 0'),
    );
    expect(() => verdictOf(table, { alpha: 0.05, minEffect: -0.1 })).toThrow(
      new RangeError('minEffect must be in [0, 1), got -0.1'),
    );
  });
});

describe('formatPValue', () => {
  it('gives two significant digits, exponent form below 0.001', () => {
    expect(formatPValue(0)).toBe('1');
    expect(formatPValue(Math.log(0.0191572904586792))).toBe('0.019');
    expect(formatPValue(Math.log(0.001))).toBe('0.001');
    expect(formatPValue(Math.log(0.00012345))).toBe('1.2e-4');
    // 9.96e-5 rounds up to 10.0: shown as 1.0e-4.
    expect(formatPValue(Math.log(9.96e-5))).toBe('1.0e-4');
    // ln p = −2000: log10 p = −868.59, p = 2.57e-869.
    expect(formatPValue(-2000)).toBe('2.6e-869');
  });
});

describe.each(runsCases)('pairedComparison on $name (scipy and python reference)', (c) => {
  const runs = loadRuns(c);
  const now = perInputViolations(runs.now.p, runs.now.q, c.options);
  const before = perInputViolations(runs.before.p, runs.before.q, c.options);

  it.each([...PAIRED_RELATIONS])('%s', (relation) => {
    const comparison = pairedComparison(
      relation,
      encodeViolationSet(now[relation], 'same'),
      encodeViolationSet(before[relation], 'same'),
    );
    const expected = c.relations[relation];
    expect(comparison.table).toEqual(expected.table);
    expect(Math.abs(comparison.pValue - expected.pValue)).toBeLessThanOrEqual(
      1e-11 * expected.pValue,
    );
    expectClose(comparison.ci95, expected.ci95, 1e-14);
    const verdict = pairedVerdict(comparison);
    // The binary case's "now" is the perturbed, worse student: its rises are
    // large and significant. The ternary case's rates fall.
    expect(verdict.status).toBe(c.prIsWorse ? 'fail' : 'pass');
  });
});
