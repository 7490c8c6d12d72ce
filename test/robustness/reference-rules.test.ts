/**
 * The reference attacks' rules where they change the numbers, on victims
 * where each rule matters: the expected choices are computed independently
 * by test/fixtures/attacks/reference_rules.py, which implements the
 * reference code's rule (it shares only the seeded generator the draws come
 * from), and written to reference-rules.json beside it. The victims are the
 * tiny ONNX graphs of make_victims.py. In every test here but one nothing
 * flips, so the rule alone decides the batches; in that one
 * (victim-alert-cross) a single chromosome flips, two genes away from every
 * member of the genetic search's initial population: no mutation of one of
 * them makes it, and a crossover of two later members does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AttackConfig, TransformsConfig } from '../../src/config/types.js';
import {
  drawReferences,
  functionNames,
  nearestReferences,
} from '../../src/robustness/attack/coda-references.js';
import { robustnessPositions } from '../../src/robustness/index.js';
import { createRandom } from '../../src/transforms/random.js';
import { attackConfig, example } from './helpers.js';
import { releaseVictims, runAttack, VICTIMS } from './onnx-victim.js';

interface Expected {
  mhm: { vocabulary: string[]; batches: string[][] };
  alert: { substitutes: string[]; tried: string[]; kept: string; generations: string[][] };
  alertPair: {
    greedy: [string, string];
    triedA: string[];
    triedB: string[];
    generations: [string, string][][];
    firstCrossovers: Crossover[];
  };
  alertCrossover: {
    row: number;
    code: string;
    substitutes: Record<string, string[]>;
    tried: string[][];
    generations: string[][][];
    success: {
      generation: number;
      child: number;
      chromosome: string[];
      cut: number;
      first: Parent;
      second: Parent;
    };
    queries: number;
    renames: [number, string, string][];
  };
  coda: {
    size: number;
    own: number[];
    seed: number;
    clone: boolean;
    drawn: number[];
    nearest: number[];
  }[];
}
/** A child made by crossover in generation `generation` (0-based), at position `child` of its batch. */
interface Crossover {
  generation: number;
  child: number;
  cut: number;
  first: string[];
  second: string[];
}
/** A parent, and where it was scored: [-1, j] the initial population's batch, [g, j] generation g's. */
interface Parent {
  chromosome: string[];
  born: [number, number];
}
const expected = JSON.parse(
  readFileSync(path.join(VICTIMS, 'reference-rules.json'), 'utf8'),
) as Expected;

afterAll(releaseVictims);

/** The name each variant gave `a` (the first parameter of f). */
const renamedTo = (code: string) => /int f\(int (\w+)/.exec(code)![1];

const forty = Array.from({ length: 40 }, (_, i) => `m${i}`);

/** utils.py crossover's child_1: the second parent's genes before the cut, the first's from it. */
const crossover = (first: string[], second: string[], cut: number) =>
  first.map((name, g) => (g < cut ? second[g]! : name));

describe('mhm: 30 tokens drawn per iteration from a vocabulary of more than 30 identifiers, the reference acceptance', () => {
  const x = example(0, ['int f(int a) { return a; }']);
  const many = example(
    1,
    [`int h(${forty.map((m) => `int ${m}`).join(', ')}) { return ${forty.join(' + ')}; }`],
    -1,
  );

  it('proposes the identifiers among 30 draws not in use, and keeps the batch last candidate (candi_tokens[i])', async () => {
    const { report, batches } = await runAttack(
      'victim-mhm',
      attackConfig({ methods: ['mhm'] }),
      [x],
      [x, many],
    );
    expect(report.candidatePool).toBe(expected.mhm.vocabulary.length);
    expect(batches.map((batch) => batch.map(renamedTo))).toEqual(expected.mhm.batches);
    expect(report.nonReference).toEqual([]);
  });
});

describe('alert: a seeded shuffle of more than 30 substitutes, the first 30 tried; ga_attack generations', () => {
  const x = example(0, ['int f(int a, int b) { return a + b * b; }']);
  const file = JSON.stringify({ idx: 'r0', substitutes: { a: forty } }) + '\n';

  it('greedy tries the first 30 of the shuffled union, then 10 generations of up to 64 children', async () => {
    const config = attackConfig({ methods: ['alert'], substitutes: 'subs.jsonl' });
    const { report, batches } = await runAttack('victim-wir-robust', config, [x], [x], file);
    // Importance (a's two occurrences; b has no substitutes, so it is no site).
    expect(batches[0]).toHaveLength(2);
    expect(batches[1]!.map(renamedTo)).toEqual(expected.alert.tried);
    // ga_attack's initial population: greedy's choice for a, scored once.
    expect(batches[2]!.map(renamedTo)).toEqual([expected.alert.kept]);
    const generations = batches.slice(3);
    expect(generations.map((batch) => batch.map(renamedTo))).toEqual(expected.alert.generations);
    expect(report.teacher!.success.violations).toBe(0);
  });
});

describe('alert on two genes: crossover, replacement of the least fit, 15 generations of 64 draws', () => {
  const x = example(0, ['int f(int a, int b) { return a + b * b; }']);
  const n40 = Array.from({ length: 40 }, (_, i) => `n${i}`);
  const file = JSON.stringify({ idx: 'r0', substitutes: { a: forty, b: n40 } }) + '\n';
  const pair = (code: string) => {
    const m = /int f\(int (\w+), int (\w+)\)/.exec(code)!;
    return [m[1], m[2]];
  };

  it('makes every child reference_rules.py makes, in order, on a victim that never flips', async () => {
    const config = attackConfig({ methods: ['alert'], substitutes: 'subs.jsonl' });
    const { report, batches } = await runAttack('victim-wir-robust', config, [x], [x], file);
    const { greedy, triedA, triedB, generations } = expected.alertPair;
    expect(batches[1]!.map(pair)).toEqual(triedA.map((name) => [name, 'b']));
    expect(batches[2]!.map(pair)).toEqual(triedB.map((name) => [greedy[0], name]));
    expect(batches[3]!.map(pair)).toEqual([
      [greedy[0], 'b'],
      ['a', greedy[1]],
    ]);
    // max(5 × 3, 10) = 15 generations; of each generation's 64 draws, those with equal
    // parents under crossover leave no child.
    expect(batches.slice(4)).toHaveLength(15);
    expect(batches.slice(4).map((batch) => batch.map(pair))).toEqual(generations);
    // The first crossover of each generation that has one: the port's child there is the
    // crossover of two chromosomes it had scored before (the initial population or an
    // earlier generation; the identity is x) at the reference's cut.
    expect(expected.alertPair.firstCrossovers.length).toBeGreaterThan(0);
    for (const { generation, child, cut, first, second } of expected.alertPair.firstCrossovers) {
      const before = [
        ['a', 'b'],
        ...batches
          .slice(3, 4 + generation)
          .flat()
          .map(pair),
      ];
      expect(before).toContainEqual(first);
      expect(before).toContainEqual(second);
      expect(pair(batches[4 + generation]![child]!)).toEqual(crossover(first, second, cut));
    }
    expect(report.teacher!.success.violations).toBe(0);
  });
});

describe('alert: a genetic search that only a crossover can win (victim-alert-cross)', () => {
  const cross = expected.alertCrossover;
  const x = example(cross.row, [cross.code]);
  const file = JSON.stringify({ idx: `r${cross.row}`, substitutes: cross.substitutes }) + '\n';
  const genes = (code: string) => /int f\(int (\w+), int (\w+), int (\w+)\)/.exec(code)!.slice(1);
  const distance = (u: string[], v: string[]) => u.filter((name, g) => name !== v[g]).length;

  it('greedy fails; generation, child, parents, queries and renames as reference_rules.py computes them', async () => {
    const config = attackConfig({ methods: ['alert'], substitutes: 'subs.jsonl' });
    const { report, batches } = await runAttack('victim-alert-cross', config, [x], [x], file);
    // Importance: c's four occurrences, a's two, b's two; c first (z 4.5 falls 0.25 a mask).
    expect(batches[0]).toHaveLength(8);
    // Greedy, c then a then b, each on the names kept so far; it keeps d (z 4.5 -> 3),
    // x (-> 2.25) and y (-> 1.5), and no variant flips.
    const [forC, forA, forB] = cross.tried;
    expect(batches[1]!.map(genes)).toEqual(forC!.map((name) => ['a', 'b', name]));
    expect(batches[2]!.map(genes)).toEqual(forA!.map((name) => [name, 'b', 'd']));
    expect(batches[3]!.map(genes)).toEqual(forB!.map((name) => ['x', name, 'd']));
    // The initial population after the identity: greedy's choices one at a time.
    const initial = batches[4]!.map(genes);
    expect(initial).toEqual([
      ['x', 'b', 'c'],
      ['a', 'y', 'c'],
      ['a', 'b', 'd'],
    ]);
    // The search ends in the reference's generation, at its child: (x, y, k), the only
    // chromosome that flips, two genes or more away from x and from every member of the
    // initial population, so that no mutation of one of them makes it.
    const generations = batches.slice(5).map((batch) => batch.map(genes));
    const { generation, child, chromosome, cut, first, second } = cross.success;
    const winner = ['x', 'y', 'k'];
    expect(chromosome).toEqual(winner);
    expect(generations).toHaveLength(generation + 1);
    expect(generations[generation]!.findIndex((c) => distance(c, winner) === 0)).toBe(child);
    for (const member of [['a', 'b', 'c'], ...initial])
      expect(distance(winner, member)).toBeGreaterThanOrEqual(2);
    expect(report.teacher!.success.violations).toBe(1);
    expect(report.teacher!.queries).toBe(cross.queries);
    expect(batches.flat()).toHaveLength(cross.queries);
    expect(report.examples[0]).toMatchObject({
      model: 'teacher',
      renames: cross.renames,
      queries: cross.queries,
    });
    // Every child of every generation up to the success, in order.
    expect(generations).toEqual(cross.generations);
    // Its parents: members the port scored where the reference made them, crossed at the cut
    // (the second parent gives x, the first y and k).
    const scoredAt = ([g, j]: [number, number]) => genes(batches[5 + g]![j]!);
    expect(scoredAt(first.born)).toEqual(first.chromosome);
    expect(scoredAt(second.born)).toEqual(second.chromosome);
    expect(crossover(first.chromosome, second.chromosome, cut)).toEqual(winner);
  });
});

describe('clone pairs: the first function renamed, the second passed through (pair-side: first)', () => {
  const first = 'int f(int a, int b) { return a + b * b; }';
  const second = 'int g2(int a, int c) { return a + c; }';
  const pair = example(0, [first, second]);

  it('masks and renames only the first function, and draws the vocabulary from first functions', async () => {
    const { report, batches } = await runAttack(
      'victim-wir',
      attackConfig({ methods: ['wir-random'] }),
      [pair],
      [pair],
    );
    // Importance: the first function's five occurrences (a twice, b three times), not the second's.
    expect(batches[0]).toHaveLength(5);
    for (const batch of batches)
      for (const code of batch) expect(code.endsWith(`\n${second}`)).toBe(true);
    // <unk>, <pad>, <str>, <char>, <int>, <fp> and the first function's 13 distinct tokens.
    expect(report.candidatePool).toBe(19);
    expect(report.nonReference).toEqual([]);
  });

  it('pair-side: both renames the second function too, and the report says so', async () => {
    const config = attackConfig({ methods: ['wir-random'], pairSide: 'both' });
    const { report, batches } = await runAttack('victim-wir', config, [pair], [pair]);
    // Five occurrences in the first function, four (a twice, c twice) in the second.
    expect(batches[0]).toHaveLength(9);
    expect(report.candidatePool).toBe(21);
    expect(report.nonReference).toEqual(['pair-side: both']);
  });
});

describe('the vocabulary over the evaluation file (robustnessPositions)', () => {
  const transforms = (methods: AttackConfig['methods']): TransformsConfig => ({
    language: 'c',
    kinds: ['rename-locals'],
    seed: 1,
    limit: null,
    maxFlipRateRatio: 2,
    minFlips: 5,
    attack: attackConfig({ methods, maxInputs: 2 }),
  });
  // Rows 1 and 4 unlabelled.
  const labels = [1, -1, 0, 1, -1, 0];

  it('is every labelled row, whatever max-inputs attacks, when a method draws from it', () => {
    const positions = robustnessPositions(transforms(['mhm', 'coda']), labels);
    // Two of the four labelled rows attacked (evenly spaced: the 1st and 3rd).
    expect(positions.attack).toEqual([0, 3]);
    expect(positions.vocabulary).toEqual([0, 2, 3, 5]);
  });

  it('is not read when no method draws from it (alert, coda)', () => {
    expect(robustnessPositions(transforms(['coda']), labels).vocabulary).toEqual([]);
  });
});

describe("coda's references: NUMBER_1 = 256 drawn, NUMBER_2 = 64 kept", () => {
  for (const draw of expected.coda) {
    const variant = draw.clone ? 'clone variant, no filling up' : 'filled up to 64';
    it(`draws from a pool of ${draw.size} (candidate i has i % 4 variable and i % 3 function names, x has ${draw.own.join(' and ')}; ${variant})`, () => {
      const pool = Array.from({ length: draw.size }, (_, i) => i);
      const counts = (c: number) => [c % 4, c % 3];
      const drawn = drawReferences(pool, counts, draw.own, createRandom(draw.seed), !draw.clone);
      expect(drawn).toEqual(draw.drawn);
      const similarity = drawn.map((_, k) => ((7 * k) % 11) / 10);
      expect(nearestReferences(drawn, similarity)).toEqual(draw.nearest);
    });
  }

  it("counts function names as get_identifiers does: a name some occurrence of is followed by '('", () => {
    // f, g and h; `if`, `return` and `sizeof` are reserved; `a` is never called.
    const code = 'int f(int a) { g(a); if (a) return h (a) + g(1); return sizeof(a); }';
    expect(functionNames([code], 'c')).toBe(3);
    expect(functionNames(['void m() { new Foo(); foo.bar(x); }'], 'java')).toBe(3);
  });
});
