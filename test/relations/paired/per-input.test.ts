import { describe, expect, it } from 'vitest';

import { computeRelations } from '../../../src/relations/index.js';
import {
  encodeViolationSet,
  mr1PerInput,
  mr2PerInput,
  mr3PerInput,
  PAIRED_RELATIONS,
  perInputViolations,
} from '../../../src/relations/paired/index.js';
import { DEFAULT_RELATIONS } from '../../../src/relations/types.js';
import { matrix } from '../helpers.js';
import { loadRuns, runsCases } from './fixtures.js';

function count(bits: Uint8Array | null): number | null {
  return bits === null ? null : bits.reduce((sum, bit) => sum + bit, 0);
}

describe('per-input outcomes: hand-computed', () => {
  it('MR1: argmax differs, ties to the lowest index', () => {
    const p = matrix([
      [0.9, 0.1],
      [0.4, 0.6],
      [0.5, 0.5],
    ]);
    const q = matrix([
      [0.6, 0.4],
      [0.7, 0.3],
      [0.5, 0.5],
    ]);
    expect(mr1PerInput(p, q)).toEqual({ violated: Uint8Array.of(0, 1, 0), tested: null });
  });

  it('MR2: KL strictly above epsilon, student clipped at 1e-7', () => {
    // KL row 0 = 0.5 ln(0.5/0.45) + 0.5 ln(0.5/0.55) = 0.00503; row 1 = ln(1/1e-7) = 16.1;
    // row 2 is identical (KL 0), and epsilon = 0 still does not count it.
    const p = matrix([
      [0.5, 0.5],
      [1, 0],
      [0.3, 0.7],
    ]);
    const q = matrix([
      [0.45, 0.55],
      [0, 1],
      [0.3, 0.7],
    ]);
    expect(mr2PerInput(p, q, 0.1).violated).toEqual(Uint8Array.of(0, 1, 0));
    expect(mr2PerInput(p, q, 0.005).violated).toEqual(Uint8Array.of(1, 1, 0));
    expect(mr2PerInput(p, q, 0).violated).toEqual(Uint8Array.of(1, 1, 0));
  });

  it('MR3: tested = teacher confidence >= tau, violated = flip or below tau − delta3', () => {
    const p = matrix([
      [0.95, 0.05],
      [0.9, 0.1],
      [0.6, 0.4],
      [0.1, 0.9],
    ]);
    const q = matrix([
      [0.9, 0.1],
      [0.8, 0.2],
      [0.1, 0.9],
      [0.55, 0.45],
    ]);
    expect(mr3PerInput(p, q, 0.9, 0)).toEqual({
      violated: Uint8Array.of(0, 1, 0, 1),
      tested: Uint8Array.of(1, 1, 0, 1),
    });
    // delta3 = 0.1: 0.8 is exactly tau − delta3 (within float64: 0.9 − 0.1 = 0.8), not a violation;
    // the flip on row 3 still is.
    expect(mr3PerInput(p, q, 0.9, 0.1).violated).toEqual(Uint8Array.of(0, 0, 0, 1));
  });

  it('MR3 on no rows, and every relation on N = 0', () => {
    const empty = { data: new Float64Array(0), rows: 0, cols: 2 };
    const all = perInputViolations(empty, empty, DEFAULT_RELATIONS);
    expect(Object.keys(all)).toEqual([...PAIRED_RELATIONS]);
    expect(all.MR3).toEqual({ violated: new Uint8Array(0), tested: new Uint8Array(0) });
  });

  it('does not modify its inputs', () => {
    const p = matrix([
      [0.95, 0.05],
      [0.2, 0.8],
    ]);
    const q = matrix([
      [0.5, 0.5],
      [0.9, 0.1],
    ]);
    const before = [Array.from(p.data), Array.from(q.data)];
    perInputViolations(p, q, DEFAULT_RELATIONS);
    expect([Array.from(p.data), Array.from(q.data)]).toEqual(before);
  });
});

describe.each(runsCases)('per-input outcomes on $name (numpy reference)', (c) => {
  const runs = loadRuns(c);

  it.each([
    ['now', runs.now],
    ['before', runs.before],
  ] as const)('%s: counts add up to the relation rates of computeRelations', (_, run) => {
    const outcomes = perInputViolations(run.p, run.q, c.options);
    const relations = computeRelations(run.p, run.q, runs.labels, c.options);
    expect(count(outcomes.MR1.violated)).toBe(relations.mr1.violations);
    expect(count(outcomes.MR2.violated)).toBe(relations.mr2.violations);
    expect(count(outcomes.MR3.violated)).toBe(relations.mr3.violations);
    expect(count(outcomes.MR3.tested)).toBe(relations.mr3.n);
  });

  it.each(['now', 'before'] as const)(
    '%s: encodes to the bitsets Python wrote, bit for bit',
    (which) => {
      const outcomes = perInputViolations(runs[which].p, runs[which].q, c.options);
      for (const relation of PAIRED_RELATIONS) {
        const set = encodeViolationSet(outcomes[relation], 'digest');
        const expected = c.relations[relation][which];
        expect(
          {
            violations: set.violations,
            violated: set.violated,
            testedCount: set.testedCount,
            tested: set.tested,
          },
          relation,
        ).toEqual(expected);
      }
    },
  );
});
