import { describe, expect, it } from 'vitest';

import { InputError } from '../../../src/errors.js';
import { pairedVerdict } from '../../../src/gate/paired.js';
import {
  encodeViolationSet,
  pairedComparison,
  perInputViolations,
  PAIRED_RELATIONS,
} from '../../../src/relations/paired/index.js';
import { expectClose } from '../helpers.js';
import { loadRuns, runsCases, setsFor } from './fixtures.js';

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
    // large and significant. The ternary case's rates fall; MR3's fall (4 of 55
    // inputs, p = 0.125) is not significant, and 55 inputs had 4.6% power to see
    // a 1-point rise (Connor; test/fixtures/inconclusive/make_fixtures.py): inconclusive.
    const notSignificant = expected.pValue > 0.05;
    expect(verdict.status).toBe(c.prIsWorse ? 'fail' : notSignificant ? 'inconclusive' : 'pass');
  });
});
