import { describe, expect, it } from 'vitest';
import { rate } from '../../src/relations/index.js';
import {
  abstractTokens,
  codeShape,
  evaluateAttack,
  evaluateAttacks,
  meanShape,
  mhmAcceptance,
  mhmCandidates,
  shapeDistance,
} from '../../src/robustness/index.js';
import { example, fakeSource, hasIdentifier } from './helpers.js';

const attack = (queries: number) => ({
  queries,
  maxInputs: 100,
  timeBudgetSeconds: 600,
  candidates: 200,
});

/** P(class 1) = 0.9 unless the rule flips it to 0.1. */
const flipsWhen = (rule: (code: string) => boolean) => (code: string) => (rule(code) ? 0.1 : 0.9);
const robust = () => fakeSource(() => 0.9);

/** 60 pool functions with one parameter each: p0 .. p59. */
const POOL = Array.from({ length: 60 }, (_, i) =>
  example(200 + i, [`int h${i}(int p${i}) { return p${i}; }`], -1),
);

describe('mhm', () => {
  it('proposes about a tenth of the budget per iteration, and accepts by the uncorrectness ratio', () => {
    expect([1, 10, 14, 15, 50, 100, 1000].map(mhmCandidates)).toEqual([1, 1, 1, 2, 5, 10, 30]);
    // π = 1 - p(label): from p 0.9 (π 0.1) to p 0.95 (π 0.05): accepted half the time.
    expect(mhmAcceptance(0.9, 0.95)).toBeCloseTo(0.5, 12);
    expect(mhmAcceptance(0.9, 0.6)).toBe(1);
    expect(mhmAcceptance(0.5, 0.8)).toBeCloseTo(0.4, 12);
    expect(mhmAcceptance(1, 1)).toBe(1);
  });

  it('finds the one flipping name, spends the whole budget on a robust model, in batches of K', async () => {
    const input = example(0, ['int f(int a, int b) { return a + b; }']);
    const teacher = fakeSource(flipsWhen((code) => hasIdentifier(code, 'p7')));
    const student = robust();
    const report = await evaluateAttack(
      { language: 'c', seed: 3, method: 'mhm', attack: attack(40) },
      { teacher, student },
      [input],
      { poolFrom: POOL },
    );
    expect(report.method).toBe('mhm');
    expect(report.teacher!.success).toEqual(rate(1, 1));
    const [hit] = report.examples;
    expect(hit!.renames.map((r) => r[2])).toContain('p7');
    expect(hit!.transformations).toEqual([]);
    expect(hit!.queries).toBeLessThanOrEqual(40);
    // K = 4 for 40 queries: the robust student is asked 10 batches of 4, never more;
    // then it scores the teacher's one adversarial example.
    expect(report.student).toMatchObject({ success: rate(0, 1), queries: 40 });
    expect(student.calls).toEqual([1, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 1]);
  });

  it('has nothing to do without identifiers', async () => {
    const report = await evaluateAttack(
      { language: 'c', seed: 1, method: 'mhm', attack: attack(20) },
      { teacher: robust(), student: robust() },
      [example(0, ['int f(void) { return 1; }'])],
      { poolFrom: POOL },
    );
    expect(report.teacher).toMatchObject({ attacked: 1, noIdentifiers: 1, queries: 0 });
  });
});

describe('wir-random', () => {
  it('ranks by importance, then substitutes one random name per identifier, keeping what lowers p(y)', async () => {
    // Renaming n lowers P(1) from 0.9 to 0.6; with n renamed, renaming a or b as well flips it.
    const rule = (code: string) => {
      if (hasIdentifier(code, 'n')) return 0.9;
      return hasIdentifier(code, 'a') && hasIdentifier(code, 'b') ? 0.6 : 0.1;
    };
    const teacher = fakeSource(rule);
    const input = example(0, ['int f(int a, int b, int n) { return a + b + n; }']);
    const report = await evaluateAttack(
      { language: 'c', seed: 11, method: 'wir-random', attack: attack(20) },
      { teacher, student: robust() },
      [input],
      { poolFrom: POOL },
    );
    // 3 importance queries (one batch), then n (kept: 0.6 < 0.9), then a or b: flipped.
    expect(report.teacher!.success).toEqual(rate(1, 1));
    expect(report.examples[0]!.queries).toBe(5);
    const renamed = report.examples[0]!.renames.map((r) => r[1]);
    expect(renamed).toHaveLength(2);
    expect(renamed[0]).toBe('n');
    // Calls: the original, the importance batch, one name at a time, then the adversarial example.
    expect(teacher.calls).toEqual([1, 3, 1, 1, 1]);
    // Every substitute is a pool name (p0..p59), never a neutral v1.
    for (const [, , to] of report.examples[0]!.renames) expect(to).toMatch(/^p\d+$/);
  });

  it('spends its budget one query per step on a robust model', async () => {
    const student = robust();
    const report = await evaluateAttack(
      { language: 'c', seed: 2, method: 'wir-random', attack: attack(9) },
      { teacher: robust(), student },
      [example(0, ['int f(int a, int b) { return a - b; }'])],
      { poolFrom: POOL },
    );
    // 2 importance queries, then 7 single substitutions.
    expect(report.student).toMatchObject({ success: rate(0, 1), queries: 9 });
    expect(student.calls).toEqual([1, 2, 1, 1, 1, 1, 1, 1, 1]);
  });
});

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

  it('lets the references of another class guide a structural transformation', async () => {
    // The victim calls anything with a while loop class 0.
    const teacher = fakeSource(flipsWhen((code) => /\bwhile\b/.test(code)));
    const report = await evaluateAttack(
      { language: 'c', seed: 1, method: 'coda', attack: attack(20) },
      { teacher, student: robust() },
      [x, ...references],
      { poolFrom: POOL },
    );
    const hit = report.examples.find((e) => e.id === 'r0' && e.model === 'teacher')!;
    expect(hit).toMatchObject({ transformations: ['loop-rewrite'], renames: [] });
    // The references are attacked too, with x as their reference: while -> for flips them
    // back to class 1. All three successes are restructured.
    expect(report.teacher).toMatchObject({ success: rate(3, 3), restructured: 3 });
    // The renaming-only methods cannot add a while loop: greedy fails on the same input.
    const greedy = await evaluateAttack(
      { language: 'c', seed: 1, method: 'greedy', attack: attack(20) },
      { teacher: fakeSource(flipsWhen((code) => /\bwhile\b/.test(code))), student: robust() },
      [x],
      { poolFrom: POOL },
    );
    expect(greedy.teacher!.success).toEqual(rate(0, 1));
  });

  it("renames with the references' identifiers first", async () => {
    // The victim is fooled by the name `total`, which only reference r10 (and the same-class r12) use.
    const rule = flipsWhen((code) => hasIdentifier(code, 'total') && code.includes('f('));
    const run = (method: 'coda' | 'greedy') =>
      evaluateAttack(
        { language: 'c', seed: 4, method, attack: attack(12) },
        { teacher: fakeSource(rule), student: robust() },
        [x, ...references],
        { poolFrom: [...POOL, sameClass] },
      );
    const coda = await run('coda');
    const hit = coda.examples.find((e) => e.id === 'r0' && e.model === 'teacher')!;
    expect(hit.renames.map((r) => r[2])).toContain('total');
    // Greedy draws from a pool of 60+ names with 12 queries and does not find it here.
    const greedy = await run('greedy');
    expect(greedy.examples.filter((e) => e.id === 'r0')).toEqual([]);
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
    const reports = await evaluateAttacks(
      {
        language: 'c',
        seed: 1,
        attack: { ...attack(30), methods: ['greedy', 'mhm', 'wir-random', 'coda'] },
      },
      { teacher: fakeSource(rule), student: fakeSource(rule) },
      inputs,
      { poolFrom: POOL, now: () => (clock += 1) },
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
    const skipped = await evaluateAttacks(
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
