import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  compareCompletions,
  completionOutcome,
  editSimilarity,
  levenshteinDistance,
  meanWithInterval,
  pairedChange,
  share,
  transformedCompletions,
  type CompletionComparison,
  type CompletionOutcome,
  type Mean,
  type PairedChange,
  type Share,
} from '../../src/relations/completions/index.js';
import { WILSON_Z } from '../../src/relations/wilson.js';

/** Written by test/fixtures/completions/make_fixtures.py (plain DP, scipy; see its docstring). */
const EDITS = JSON.parse(
  readFileSync(new URL('../fixtures/completions/edit-similarity.json', import.meta.url), 'utf8'),
) as { cases: { a: string; b: string; distance: number; similarity: number }[] };
const COMPARISONS = JSON.parse(
  readFileSync(new URL('../fixtures/completions/comparisons.json', import.meta.url), 'utf8'),
) as {
  z: number;
  comparisons: { outcomes: CompletionOutcome[]; expected: CompletionComparison }[];
  transformed: {
    original: CompletionOutcome[];
    transformed: CompletionOutcome[];
    identicalChange: PairedChange;
    similarityChange: Mean;
  }[];
};

const TOLERANCE = 1e-12;

function expectInterval(
  found: [number, number] | null,
  expected: [number, number] | null,
  what: string,
) {
  if (expected === null) {
    expect(found, what).toBeNull();
    return;
  }
  expect(found, what).not.toBeNull();
  expect(Math.abs(found![0] - expected[0]), `${what} low`).toBeLessThanOrEqual(TOLERANCE);
  expect(Math.abs(found![1] - expected[1]), `${what} high`).toBeLessThanOrEqual(TOLERANCE);
}

function expectShare(found: Share, expected: Share, what: string) {
  expect({ count: found.count, n: found.n, share: found.share }, what).toEqual({
    count: expected.count,
    n: expected.n,
    share: expected.share,
  });
  expectInterval(found.ci95, expected.ci95, what);
}

function expectMean(found: Mean, expected: Mean, what: string) {
  expect(found.n, what).toBe(expected.n);
  if (expected.mean === null) expect(found.mean, what).toBeNull();
  else expect(Math.abs(found.mean! - expected.mean), what).toBeLessThanOrEqual(TOLERANCE);
  expectInterval(found.ci95, expected.ci95, what);
}

function expectPaired(found: PairedChange, expected: PairedChange, what: string) {
  expect(found.table, what).toEqual(expected.table);
  expect(found.n, what).toBe(expected.n);
  if (expected.change === null) expect(found.change, what).toBeNull();
  else expect(Math.abs(found.change! - expected.change), what).toBeLessThanOrEqual(TOLERANCE);
  expectInterval(found.ci95, expected.ci95, what);
  expect(Math.abs(found.pValue - expected.pValue), `${what} p`).toBeLessThanOrEqual(1e-12);
  expect(Math.abs(found.logPValue - Math.log(expected.pValue)), `${what} ln p`).toBeLessThanOrEqual(
    1e-9,
  );
}

describe('levenshteinDistance and editSimilarity', () => {
  it('gives the textbook values', () => {
    expect(levenshteinDistance('kitten', 'sitting')).toBe(3);
    expect(editSimilarity('kitten', 'sitting')).toBe(1 - 3 / 7);
    expect(levenshteinDistance('flaw', 'lawn')).toBe(2);
    expect(levenshteinDistance('', 'abc')).toBe(3);
    expect(levenshteinDistance('abc', '')).toBe(3);
    expect(levenshteinDistance('same', 'same')).toBe(0);
  });

  it('counts code points: an astral character is one edit, not two', () => {
    expect(levenshteinDistance('😀a', 'a')).toBe(1);
    expect(editSimilarity('😀a', 'a')).toBe(0.5);
    expect(levenshteinDistance('😀', '😁')).toBe(1);
    expect(editSimilarity('x😀', 'x😁')).toBe(0.5);
  });

  it('takes two empty completions as equal and one empty as nothing in common', () => {
    expect(editSimilarity('', '')).toBe(1);
    expect(editSimilarity('', 'x = 1;')).toBe(0);
    expect(editSimilarity('ab', 'cd')).toBe(0);
  });

  it('equals the Python full-table values on 60 seeded pairs', () => {
    expect(EDITS.cases).toHaveLength(60);
    for (const { a, b, distance, similarity } of EDITS.cases) {
      expect(levenshteinDistance(a, b), JSON.stringify([a, b])).toBe(distance);
      expect(levenshteinDistance(b, a)).toBe(distance);
      expect(Math.abs(editSimilarity(a, b) - similarity)).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});

describe('share, meanWithInterval, pairedChange', () => {
  it('share: 3 of 4 with its Wilson interval, and no interval of nothing', () => {
    const found = share(3, 4);
    expect(found.share).toBe(0.75);
    // Wilson at k = 3, n = 4 by hand: centre (3 + z²/2)/(4 + z²) = 0.6502…,
    // half-width z/(4 + z²)·√(3·1/4 + z²/4) = 0.3269…
    expect(found.ci95![0]).toBeCloseTo(0.30064, 5);
    expect(found.ci95![1]).toBeCloseTo(0.95441, 5);
    expect(share(0, 0)).toEqual({ count: 0, n: 0, share: null, ci95: null });
  });

  it('meanWithInterval: 0.2, 0.4, 0.6, 0.8 by hand', () => {
    // mean 0.5; s² = (0.09 + 0.01 + 0.01 + 0.09) / 3 = 1/15; s/√4 = 0.129099…
    const found = meanWithInterval([0.2, 0.4, 0.6, 0.8], 0, 1);
    const half = WILSON_Z * Math.sqrt(1 / 15 / 4);
    expect(found.mean).toBeCloseTo(0.5, 15);
    expect(found.ci95![0]).toBeCloseTo(0.5 - half, 15);
    expect(found.ci95![1]).toBeCloseTo(0.5 + half, 15);
    expect(half).toBeCloseTo(0.25303, 5);
  });

  it('meanWithInterval: clamps to the value range, none below two values, none of nothing', () => {
    expect(meanWithInterval([0, 1], 0, 1)).toEqual({ n: 2, mean: 0.5, ci95: [0, 1] });
    expect(meanWithInterval([0.3], 0, 1)).toEqual({ n: 1, mean: 0.3, ci95: null });
    expect(meanWithInterval([], 0, 1)).toEqual({ n: 0, mean: null, ci95: null });
    expect(() => meanWithInterval([0.5, Number.NaN], 0, 1)).toThrow(
      'meanWithInterval: values[1] is NaN; must be finite',
    );
  });

  it('pairedChange: identical at 3 prompts on x, 1 on T(x)', () => {
    const found = pairedChange([true, true, true, false], [true, false, false, false]);
    expect(found.table).toEqual({ both: 1, firstOnly: 2, secondOnly: 0, neither: 1 });
    expect(found.change).toBe(-0.5);
    // McNemar exact: 2 discordant, both one way: 2 · (1/2)² = 0.5
    expect(found.pValue).toBe(0.5);
    expect(found.ci95![0]).toBeLessThan(-0.5 + 1e-9);
    expect(found.ci95![1]).toBeGreaterThan(-0.5);
    expect(() => pairedChange([true], [])).toThrow('pairedChange: 1 first outcomes but 0 second');
    expect(pairedChange([], [])).toMatchObject({
      n: 0,
      change: null,
      ci95: null,
      pValue: 1,
      logPValue: 0,
    });
  });
});

describe('completionOutcome and compareCompletions', () => {
  it('an outcome: identical by ids, similarity by text', () => {
    const teacher = { ids: [5, 6], text: 'x++', finished: true, parses: true };
    const apart = completionOutcome(teacher, {
      ids: [5, 7],
      text: 'x--',
      finished: false,
      parses: false,
    });
    // 1 − 2/3 in float64
    expect(apart.similarity).toBe(1 - 2 / 3);
    expect(apart).toEqual({
      identical: false,
      similarity: apart.similarity,
      teacherParses: true,
      studentParses: false,
      teacherFinished: true,
      studentFinished: false,
    });
    expect(completionOutcome(teacher, { ...teacher }).identical).toBe(true);
    expect(completionOutcome(teacher, { ...teacher }).similarity).toBe(1);
    // a prefix is not identical
    expect(completionOutcome(teacher, { ...teacher, ids: [5], text: 'x+' })).toMatchObject({
      identical: false,
      similarity: 1 - 1 / 3,
    });
  });

  it('three prompts by hand', () => {
    const outcome = (o: Partial<CompletionOutcome>): CompletionOutcome => ({
      identical: false,
      similarity: 0.5,
      teacherParses: true,
      studentParses: true,
      teacherFinished: true,
      studentFinished: true,
      ...o,
    });
    const found = compareCompletions([
      outcome({ identical: true, similarity: 1 }),
      outcome({ similarity: 0.5, studentParses: false, studentFinished: false }),
      outcome({ similarity: 0, teacherParses: false, studentParses: false }),
    ]);
    expect(found.prompts).toBe(3);
    expect(found.identical).toMatchObject({ count: 1, n: 3 });
    expect(found.similarity.mean).toBe(0.5);
    expect(found.teacherParses).toMatchObject({ count: 2, n: 3 });
    expect(found.studentParses).toMatchObject({ count: 1, n: 3 });
    expect(found.parsesChange.table).toEqual({ both: 1, firstOnly: 1, secondOnly: 0, neither: 1 });
    expect(found.parsesChange.change).toBeCloseTo(-1 / 3, 15);
    expect(found.parsesChange.pValue).toBe(1);
    expect(found.studentFinished).toMatchObject({ count: 2, n: 3 });
  });

  it('equals the independent Python values on seeded outcomes', () => {
    expect(COMPARISONS.z).toBe(WILSON_Z);
    for (const { outcomes, expected } of COMPARISONS.comparisons) {
      const found = compareCompletions(outcomes);
      const what = `${outcomes.length} prompts`;
      expect(found.prompts).toBe(expected.prompts);
      for (const key of [
        'identical',
        'teacherParses',
        'studentParses',
        'teacherFinished',
        'studentFinished',
      ] as const) {
        expectShare(found[key], expected[key], `${what} ${key}`);
      }
      expectMean(found.similarity, expected.similarity, `${what} similarity`);
      expectPaired(found.parsesChange, expected.parsesChange, `${what} parsesChange`);
    }
  });
});

describe('transformedCompletions', () => {
  it('equals the independent Python values on seeded pairs', () => {
    for (const fixture of COMPARISONS.transformed) {
      const rows = fixture.original.map((original, i) => ({
        original,
        transformed: fixture.transformed[i]!,
      }));
      const left = { unchanged: 2, notTransformable: 1, noPrompt: 0 };
      const found = transformedCompletions('rename-locals', rows, left);
      const what = `${rows.length} rows`;
      expect(found).toMatchObject({ kind: 'rename-locals', ...left });
      expectPaired(found.identicalChange, fixture.identicalChange, `${what} identicalChange`);
      expectMean(found.similarityChange, fixture.similarityChange, `${what} similarityChange`);
      expect(found.original.prompts).toBe(rows.length);
      expect(found.transformed.identical.count).toBe(
        fixture.transformed.filter((o) => o.identical).length,
      );
    }
  });

  it('the finding by hand: the student mimics on x and not on T(x)', () => {
    const same: CompletionOutcome = {
      identical: true,
      similarity: 1,
      teacherParses: true,
      studentParses: true,
      teacherFinished: true,
      studentFinished: true,
    };
    const apart: CompletionOutcome = { ...same, identical: false, similarity: 0.25 };
    const rows = [
      { original: same, transformed: apart },
      { original: same, transformed: apart },
      { original: same, transformed: same },
      { original: apart, transformed: apart },
    ];
    const found = transformedCompletions('dead-code', rows, {
      unchanged: 0,
      notTransformable: 0,
      noPrompt: 1,
    });
    expect(found.original.identical.share).toBe(0.75);
    expect(found.transformed.identical.share).toBe(0.25);
    expect(found.identicalChange.change).toBe(-0.5);
    // similarity changes per row: −0.75, −0.75, 0, 0 → mean −0.375
    expect(found.similarityChange.mean).toBe(-0.375);
    expect(found.noPrompt).toBe(1);
  });
});
