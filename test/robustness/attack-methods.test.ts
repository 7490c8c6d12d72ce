import { describe, expect, it } from 'vitest';
import { rate } from '../../src/relations/index.js';
import type { AttackMethod } from '../../src/config/names.js';
import type { AttackConfig } from '../../src/config/types.js';
import type { Example } from '../../src/data/types.js';
import {
  abstractTokens,
  codeShape,
  meanShape,
  mhmAcceptance,
  shapeDistance,
  type RobustnessModels,
} from '../../src/robustness/index.js';
import type { AttackReport } from '../../src/robustness/types.js';
import { attackConfig, attackWith, example, fakeSource, hasIdentifier } from './helpers.js';

const attack = (queries: number) => attackConfig({ queries });

/** One method's report on the models' own scores of `examples`. */
async function evaluateAttack(
  settings: { language: 'c'; seed: number; method: AttackMethod; attack: AttackConfig },
  models: RobustnessModels,
  examples: readonly Example[],
  options: { poolFrom?: readonly Example[] } = {},
): Promise<AttackReport> {
  const [report] = await attackWith(
    { ...settings, attack: { ...settings.attack, methods: [settings.method] } },
    models,
    examples,
    { vocabularyFrom: options.poolFrom },
  );
  return report!;
}

describe('mhmAcceptance (__replaceUID_random)', () => {
  it('is (1 - p(x′) + 1e-10) / (1 - p(x) + 1e-10)', () => {
    expect(mhmAcceptance(0.9, 0.8)).toBeCloseTo(2, 8);
    expect(mhmAcceptance(0.8, 0.9)).toBeCloseTo(0.5, 8);
    expect(mhmAcceptance(1, 1)).toBe(1);
  });
});

/** P(class 1) = 0.9 unless the rule flips it to 0.1. */
const flipsWhen = (rule: (code: string) => boolean) => (code: string) => (rule(code) ? 0.1 : 0.9);
const robust = () => fakeSource(() => 0.9);

/** 60 pool functions with one parameter each: p0 .. p59. */
const POOL = Array.from({ length: 60 }, (_, i) =>
  example(200 + i, [`int h${i}(int p${i}) { return p${i}; }`], -1),
);

describe('coda', () => {
  // x is class 1 and loops with for; the references, class 0, loop with while.
  const x = example(0, [
    'int f(int n) { int s = 0; for (int i = 0; i < n; i++) { s += i; } return s; }',
  ]);
  const references = [
    example(
      10,
      [
        'int g(int limit) { int total = 0; while (limit > 0) { total += limit; limit--; } return total; }',
      ],
      0,
    ),
    example(11, ['int k(int m) { int acc = 1; while (m > 1) { acc *= m; m--; } return acc; }'], 0),
  ];
  // Same class as x: never a reference.
  const sameClass = example(
    12,
    ['int q(int total) { while (total) { total--; } return total; }'],
    1,
  );

  it("moves x's literal into a variable named by the references (R4, coda-structure: reference)", async () => {
    const literal = example(1, ['int f(int n) { return n + 10; }']);
    // Every reference's one name is `len`, so R4's first new name is `len` whatever the draw.
    const lens = [20, 21, 22].map((row) =>
      example(row, [`int g(int len) { return len * ${row}; }`], 0),
    );
    // Class 0 for the references (they call g) and for x once `int len = 10;` is in it.
    const teacher = () => fakeSource(flipsWhen((code) => /int len = 10;|\bg\(/.test(code)));
    const run = (codaStructure: 'reference' | 'extended') =>
      evaluateAttack(
        { language: 'c', seed: 1, method: 'coda', attack: { ...attack(200), codaStructure } },
        { teacher: teacher(), student: robust() },
        [literal, ...lens],
      );
    const reference = await run('reference');
    const hit = reference.examples.find((e) => e.id === 'r1' && e.model === 'teacher')!;
    expect(hit).toMatchObject({ renames: [], transformations: ['literal-variable'] });
    // The references are attacked too, and never flip (they keep calling g).
    expect(reference.teacher).toMatchObject({ success: rate(1, 4), restructured: 1 });
    // extended respells the literal (constant-form) and renaming cannot write the declaration.
    const extended = await run('extended');
    expect(extended.teacher).toMatchObject({ success: rate(0, 4) });
  });

  it('restructures x (R1, loop-rewrite first) with the references of the second class (coda-structure: extended)', async () => {
    // The victim calls anything with a while loop class 0: it predicts the references
    // (class 0) correctly, so they are x's references; x's variants lose their for loop.
    const teacher = fakeSource(flipsWhen((code) => /\bwhile\b/.test(code)));
    const report = await evaluateAttack(
      {
        language: 'c',
        seed: 1,
        method: 'coda',
        attack: { ...attack(20), codaStructure: 'extended' },
      },
      { teacher, student: robust() },
      [x, ...references],
      { poolFrom: POOL },
    );
    const hit = report.examples.find((e) => e.id === 'r0' && e.model === 'teacher')!;
    expect(hit.renames).toEqual([]);
    expect(hit.transformations[0]).toBe('loop-rewrite');
    // The references are attacked too, with x (class 1, predicted so) as their reference:
    // while -> for flips them back to class 1. All three successes are restructured.
    expect(report.teacher).toMatchObject({ success: rate(3, 3), restructured: 3 });
    // The fallback ranks by code shape: no language-model similarity to keep.
    expect(report.references).toEqual({
      similarity: 'code-shape',
      languageModel: null,
      pool: 3,
      similarities: null,
    });
    expect(report.rewrites!.map((r) => r.rule)).toEqual([
      'R1 loop',
      'R2 branch',
      'R3 calculation',
      'R4 constant',
    ]);
    // The renaming-only methods cannot add a while loop: greedy fails on the same input.
    const greedy = await evaluateAttack(
      { language: 'c', seed: 1, method: 'greedy', attack: attack(20) },
      { teacher: fakeSource(flipsWhen((code) => /\bwhile\b/.test(code))), student: robust() },
      [x],
      { poolFrom: POOL },
    );
    expect(greedy.teacher!.success).toEqual(rate(0, 1));
  });

  it("renames with the references' identifiers only, never the vocabulary's", async () => {
    // p(1) = 0.9 on f unless it uses the name `total` (only reference r10 has it); the
    // references (no `f(`) are class 0 for the victim, as labelled.
    const rule = (code: string) =>
      !code.includes('f(') ? 0.1 : hasIdentifier(code, 'total') ? 0.1 : 0.9;
    const report = await evaluateAttack(
      { language: 'c', seed: 4, method: 'coda', attack: attack(200) },
      { teacher: fakeSource(rule), student: robust() },
      [x, ...references],
      { poolFrom: [...POOL, sameClass] },
    );
    const hit = report.examples.find((e) => e.id === 'r0' && e.model === 'teacher')!;
    expect(hit.renames.map((r) => r[2])).toContain('total');
    for (const [, , name] of hit.renames) expect(['limit', 'total', 'm', 'acc']).toContain(name);
  });
});

describe('coda without a renaming variant', () => {
  it('leaves the input out of the counts, as the reference does', async () => {
    // x's only candidate names are the reference's, which x already uses: a -> b and
    // b -> a are both refused, so no renaming variant exists.
    const x = example(0, ['int f(int a, int b) { return a + b; }']);
    const reference = example(1, ['int g(int a, int b) { return a - b; }'], 0);
    const rule = (code: string) => (code.includes('f(') ? 0.9 : 0.1);
    const report = await evaluateAttack(
      { language: 'c', seed: 1, method: 'coda', attack: attackConfig() },
      { teacher: fakeSource(rule), student: fakeSource(rule) },
      [x, reference],
    );
    // Both inputs are predicted correctly; the reference (class 0) has x as its reference,
    // with the same two names: left out too.
    expect(report.teacher).toMatchObject({ correct: 2, noIdentifiers: 2, success: rate(0, 0) });
  });
});

describe('evaluateAttacks', () => {
  it('runs the methods in order on the same inputs, each with its own budget', async () => {
    const inputs = [
      example(0, ['int f0(int n, int m) { int k = n + m; return k; }']),
      example(1, ['int f1(int a) { return a * 2; }']),
    ];
    const rule = flipsWhen((code) => hasIdentifier(code, 'p3'));
    let clock = 0;
    const reports = await attackWith(
      {
        language: 'c',
        seed: 1,
        attack: { ...attack(30), methods: ['greedy', 'mhm', 'wir-random', 'coda'] },
      },
      { teacher: fakeSource(rule), student: fakeSource(rule) },
      inputs,
      { vocabularyFrom: POOL, now: () => (clock += 1) },
    );
    expect(reports.map((r) => r.method)).toEqual(['greedy', 'mhm', 'wir-random', 'coda']);
    for (const report of reports) {
      expect(report).toMatchObject({ selected: 2, evaluated: 2, budgetExhausted: false });
      expect(report.teacher).toMatchObject({ inputs: 2, correct: 2, attacked: 2 });
      // Both models read the same rule and each input draws the same seed: the same search.
      expect(report.student).toEqual(report.teacher);
      for (const model of [report.teacher!, report.student!]) {
        expect(model.queries).toBeLessThanOrEqual(2 * 30);
      }
    }
    // Skipped without labels: every method says so.
    const skipped = await attackWith(
      { language: 'c', seed: 1, attack: { ...attack(5), methods: ['mhm', 'coda'] } },
      { teacher: robust(), student: robust() },
      [example(0, ['int f(int a) { return a; }'], -1)],
    );
    expect(skipped.map((r) => [r.method, r.skippedReason])).toEqual([
      ['mhm', 'no input is labelled: attack success is defined against the label'],
      ['coda', 'no input is labelled: attack success is defined against the label'],
    ]);
  });
});

describe('the code shape that guides coda', () => {
  it('abstracts identifiers, numbers and strings, and drops comments', () => {
    expect(abstractTokens('for (i = 0; i < n; i++) s += "a\\"b"; // done')).toEqual([
      'for',
      '(',
      'ID',
      '=',
      'NUM',
      ';',
      'ID',
      '<',
      'ID',
      ';',
      'ID',
      '++',
      ')',
      'ID',
      '+=',
      'STR',
      ';',
    ]);
    expect(abstractTokens("if (x == 'c') /* no */ return -1;")).toEqual([
      'if',
      '(',
      'ID',
      '==',
      'STR',
      ')',
      'return',
      '-',
      'NUM',
      ';',
    ]);
  });

  it('measures half the L1 distance between bigram frequencies', () => {
    // for ( ID = NUM ; ; ) { }: 9 bigrams; while ( ID ) { }: 5; shared: "( ID", ") {", "{ }".
    // L1 = 3·|1/9 - 1/5| + 6/9 + 2/5 = 4/15 + 2/3 + 2/5 = 4/3; half: 2/3.
    const a = codeShape(['for (i = 0;;) {}']);
    const b = codeShape(['while (x) {}']);
    expect(shapeDistance(a, b)).toBeCloseTo(2 / 3, 12);
    expect(shapeDistance(a, a)).toBe(0);
    expect(shapeDistance(a, codeShape(['x->y']))).toBe(1);
    // The mean of two shapes lies halfway: 1/2 of the distance between them from each.
    const mean = meanShape([a, b]);
    expect(shapeDistance(a, mean)).toBeCloseTo(1 / 3, 12);
  });
});

describe("the time budget and alert's substitutes", () => {
  it('starts after the substitutes are found: a slow masked language model does not spend the search budget', async () => {
    const inputs = [
      example(0, ['int f0(int n) { return n; }']),
      example(1, ['int f1(int a) { return a * 2; }']),
    ];
    const file = [
      JSON.stringify({ idx: 'r0', substitutes: { n: ['count'] } }),
      JSON.stringify({ idx: 'r1', substitutes: { a: ['value'] } }),
    ].join('\n');
    // Calls 1-3 (the attack's start, alert's start, the substitutes' start) read 0;
    // from the 4th (the substitutes found) on, 10 s: the substitutes took 10 s.
    let calls = 0;
    const now = () => (++calls >= 4 ? 10_000 : 0);
    const [report] = await attackWith(
      {
        language: 'c',
        seed: 1,
        attack: { ...attackConfig({ queries: 20, timeBudgetSeconds: 1 }), methods: ['alert'] },
      },
      { teacher: robust(), student: robust() },
      inputs,
      { referenceSubstitutes: { text: file, where: 'subs.jsonl' }, now },
    );
    expect(report!.substitutes!.computeMs).toBe(10_000);
    // The report names them as the time outside the budget.
    expect(report!.outsideBudgetMs).toBe(10_000);
    // Within 1 s of the substitutes, both inputs attacked (none flips: the models are robust).
    expect(report).toMatchObject({ selected: 2, evaluated: 2, budgetExhausted: false });
    expect(report!.teacher).toMatchObject({ inputs: 2, attacked: 2, success: rate(0, 2) });
  });
});
