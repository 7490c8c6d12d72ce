import { describe, expect, it } from 'vitest';

import { InputError } from '../../../src/errors.js';
import {
  pairedGate,
  violationSets,
  type ViolationSets,
} from '../../../src/relations/paired/index.js';
import { loadRuns, runsCases } from './fixtures.js';

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
      expect(v.status).toBe(c.prIsWorse ? 'fail' : 'pass');
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
