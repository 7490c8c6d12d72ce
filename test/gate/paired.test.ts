import { describe, expect, it } from 'vitest';

import { InputError } from '../../src/errors.js';
import { DEFAULT_PAIRED_OPTIONS } from '../../src/relations/paired/paired-options.js';
import { pairedGate, pairedVerdict } from '../../src/gate/paired.js';
import {
  pairedComparison,
  violationSets,
  type PairedTable,
  type ViolationSets,
} from '../../src/relations/paired/index.js';
import { loadRuns, runsCases, setsFor } from '../relations/paired/fixtures.js';

function verdictOf(table: PairedTable, options = DEFAULT_PAIRED_OPTIONS) {
  const { now, before } = setsFor(table);
  return pairedVerdict(pairedComparison('MR1', now, before), options);
}

describe('pairedVerdict', () => {
  it('fails a significant rise above the minimum effect, in one line', () => {
    const v = verdictOf({ both: 30, nowOnly: 20, beforeOnly: 7, neither: 343 });
    expect(v.status).toBe('fail');
    // 37/400 = 9.25% (shown 9.3%), 50/400 = 12.5%: the rise reads 12.5 − 9.3 = 3.2 points, the
    // difference of the two rates shown beside it (13/400 = 3.25 unrounded); CI +0.66 to +5.99 points.
    expect(v.line).toBe(
      'MR1 prediction disagreement rose 3.2 points on the same 400 inputs (from 9.3% to 12.5%, ' +
        '95% CI +0.7 to +6.0; 20 newly violate, 7 no longer do): McNemar exact p = 0.019 ≤ α 0.05 ' +
        'and above the minimum effect of 1.0 point',
    );
  });

  it('passes a rise that is not significant when the test had the power to see min-effect', () => {
    // b = 30, c = 20 of 1000, min-effect 5 points: p = 0.20; ψ = 0.05, power
    // Φ((√1000 · 0.05 − 1.96 · √0.05) / √(0.05 − 0.05²)) = Φ(5.24) ≈ 1, so a pass.
    const powered = verdictOf(
      { both: 0, nowOnly: 30, beforeOnly: 20, neither: 950 },
      { alpha: 0.05, minEffect: 0.05 },
    );
    expect(powered.status).toBe('pass');
    expect(powered.line).toMatch(/: McNemar exact p = 0\.2 > α 0\.05, not significant$/);
    expect(powered.power).toEqual({ power: expect.closeTo(1, 6), inputsForPower: 155 });
  });

  it('calls a rise that is not significant inconclusive when the test could not have seen min-effect', () => {
    // b = 6, c = 1: p = 2 · (1 + 7) / 128 = 0.125. ψ = 7/100, δ = 0.01 (Connor 1987):
    // power Φ((10 · 0.01 − 1.96 · 0.2646) / 0.2644) = Φ(−1.583) = 5.7%;
    // n(80%) = ((1.96 · 0.2646 + 0.8416 · 0.2644) / 0.01)² = 5491.2, so 5492.
    const v = verdictOf({ both: 0, nowOnly: 6, beforeOnly: 1, neither: 93 });
    expect(v.status).toBe('inconclusive');
    expect(v.line).toMatch(
      /rose 5\.0 points .*: McNemar exact p = 0\.13 > α 0\.05, not significant, but inconclusive: 100 inputs had 6% power to detect a rise of the minimum effect of 1\.0 point \(below 80%; Connor's approximation at the observed 7\.0% discordant inputs\); about 5492 inputs would give 80%$/,
    );
    expect(v.power).toEqual({ power: expect.closeTo(0.0567, 3), inputsForPower: 5492 });
    // With min-effect 0 there is no effect to have power for: not significant passes.
    expect(
      verdictOf({ both: 0, nowOnly: 6, beforeOnly: 1, neither: 93 }, { alpha: 0.05, minEffect: 0 })
        .status,
    ).toBe('pass');
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
      /rose 0\.5 points .*≤ α 0\.05, but not above the minimum effect of 1\.0 point$/,
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
      // 12.5% → 9.3% (50/400 → 37/400): 3.2 points as shown.
      /fell 3\.2 points .*from 12\.5% to 9\.3%.*95% CI −6\.0 to −0\.7;.*p = 0\.019, a significant fall$/,
    );
    // No change on 100 inputs (ψ = 8/100): 5.4% power to see a 1-point rise, so inconclusive.
    const same = verdictOf({ both: 10, nowOnly: 4, beforeOnly: 4, neither: 82 });
    expect(same.status).toBe('inconclusive');
    expect(same.line).toMatch(
      /^MR1 prediction disagreement did not change on the same 100 inputs .*p = 1, but inconclusive: 100 inputs had 5% power .*about 6277 inputs would give 80%$/,
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
    expect(v.line).toMatch(/McNemar exact p = 1\.7e-602 ≤ α 0\.05/);
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

describe.each(runsCases)('violationSets and pairedGate on $name', (c) => {
  const runs = loadRuns(c);
  const now = violationSets(runs.now.p, runs.now.q, c.options, 'digest-1');
  const before = violationSets(runs.before.p, runs.before.q, c.options, 'digest-1');

  it('writes the bitsets Python wrote, with the digest', () => {
    for (const relation of ['MR1', 'MR2', 'MR3'] as const) {
      const { violations, violated, testedCount, tested } = now[relation];
      expect({ violations, violated, testedCount, tested }).toEqual(c.relations[relation].now);
      expect(now[relation]).toMatchObject({ encoding: 'bitset-base64', inputsDigest: 'digest-1' });
    }
  });

  it('gives one verdict per relation, failing only where the rates rose', () => {
    const verdicts = pairedGate(now, before);
    expect(verdicts.map((v) => v.relation)).toEqual(['MR1', 'MR2', 'MR3']);
    for (const v of verdicts) {
      expect(v.comparison.table).toEqual(c.relations[v.relation].table);
      // ternary-n500 falls: MR1 and MR2 significantly (pass); MR3 by 4 of 55 inputs, p = 0.125,
      // which at 55 inputs had 4.6% power to see a 1-point rise (Connor, ψ = 4/55;
      // test/fixtures/inconclusive/make_fixtures.py's connor()): inconclusive.
      const notSignificant = c.relations[v.relation].pValue > DEFAULT_PAIRED_OPTIONS.alpha;
      expect(v.status).toBe(c.prIsWorse ? 'fail' : notSignificant ? 'inconclusive' : 'pass');
    }
    // Swapping the runs turns each table around.
    for (const v of pairedGate(before, now)) {
      const t = c.relations[v.relation].table;
      expect(v.comparison.table).toEqual({ ...t, nowOnly: t.beforeOnly, beforeOnly: t.nowOnly });
    }
  });

  it('refuses a baseline without a set, naming the relation', () => {
    const partial = { MR1: before.MR1, MR3: before.MR3 } as unknown as ViolationSets;
    expect(() => pairedGate(now, partial)).toThrow(
      new InputError(
        'baseline MR2 violation set: expected a violation set (an object), got undefined',
      ),
    );
  });
});
