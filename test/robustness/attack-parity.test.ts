/**
 * Parity of the attack ports with their reference implementations, on the
 * tiny ONNX victims of test/fixtures/attacks/make_victims.py. Each victim's
 * p(class 1) = sigmoid(z), z a sum of per-occurrence weights of a few
 * identifiers (see the script); the expected choices below are worked out by
 * hand from those weights and the cited reference code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AttackConfig } from '../../src/config/types.js';
import { rate } from '../../src/relations/index.js';
import { example } from './helpers.js';
import { releaseVictims, runAttack } from './onnx-victim.js';

afterAll(releaseVictims);

const σ = (z: number) => 1 / (1 + Math.exp(-z));

function attack(
  method: AttackConfig['methods'][number],
  queries: number | null = null,
  options: Partial<AttackConfig> = {},
): AttackConfig {
  return {
    methods: [method],
    queries,
    maxInputs: 10,
    timeBudgetSeconds: null,
    candidates: 5000,
    languageModel: null,
    substitutes: null,
    cache: null,
    pairSide: 'first',
    mhmAcceptance: 'reference',
    codaStructure: 'reference',
    codaIdentifiers: 'locals',
    maxRelativeDegradation: 1,
    minAttacked: 10,
    degradationReading: 'points',
    ...options,
  };
}

/** The name each variant gave `a` (the token between "int " and ")" / ","). */
const renamedTo = (code: string) => /int f\(int (\w+)/.exec(code)![1];

describe('mhm (Attack_PTMC attacker.py, MHM_Attacker.mcmc_random / __replaceUID_random)', () => {
  const x = example(0, ['int f(int a) { return a; }']);
  const vocabulary = [x, example(1, ['int g(int x, int y, int k) { return x + y + k; }'], -1)];

  it('proposes every vocabulary identifier not in use, accepts only α ≥ 1 (threshold 1), and runs 100 iterations (mhm-acceptance: proposal)', async () => {
    // z(a) = 1 + 2·0.5 = 2; renaming a to g, x, y, k: z = 1 + 2w: 1, 2, 0.5, 2.5.
    const config = attack('mhm', null, { mhmAcceptance: 'proposal' });
    const { report, batches } = await runAttack('victim-mhm', config, [x], vocabulary);
    // Iteration 1: candidates g, x, y, k (f is the function's name: refused); the lowest
    // p(1) is y, σ(0.5) = 0.622 < σ(2) = 0.881, α = 0.378 / 0.119 ≥ 1: accepted.
    expect(batches[0]!.map(renamedTo).sort()).toEqual(['g', 'k', 'x', 'y']);
    // Then from y: a (its own name back: x again), g, x, k all above 0.622, f refused
    // (best g: α = 0.269 / 0.378 = 0.71 < 1): rejected in each of the 99 other iterations.
    for (const batch of batches.slice(1))
      expect(batch.map(renamedTo).sort()).toEqual(['a', 'g', 'k', 'x']);
    expect(batches).toHaveLength(100);
    expect(report.teacher).toMatchObject({
      success: rate(0, 1),
      queries: 4 + 99 * 4,
      refused: 1 + 99,
    });
    expect(report.referenceQueriesPerInput).toBe(100 * 31);
    expect(report.queriesPerInput).toBeNull();
    expect(report.nonReference).toEqual(['mhm-acceptance: proposal']);
    expect(σ(0.5)).toBeLessThan(σ(2));
  });

  it('returns on the first flipping candidate', async () => {
    // y: z = 1 - 3 = -2, p(1) = 0.119: flipped in the first batch.
    const { report } = await runAttack('victim-mhm-flip', attack('mhm'), [x], vocabulary);
    expect(report.teacher).toMatchObject({ success: rate(1, 1), queries: 4 });
    expect(report.examples[0]!.renames).toEqual([[0, 'a', 'y']]);
  });

  it('stops at a query cap and reports it against the reference budget', async () => {
    const { report, batches } = await runAttack('victim-mhm', attack('mhm', 50), [x], vocabulary);
    // Four proposals every iteration (a, g, k, x, y but the current name; f refused):
    // 12 × 4 = 48, then two fit.
    expect(report.teacher!.queries).toBe(50);
    expect(batches.at(-1)).toHaveLength(2);
    expect(report).toMatchObject({ queriesPerInput: 50, referenceQueriesPerInput: 3100 });
  });
});

describe('wir-random (Attack_PTMC attacker.py, WIR_Attacker.wir_random_attack)', () => {
  const x = example(0, ['int f(int a, int b) { return a + b * b; }']);
  const vocabulary = [x, example(1, ['int g(int x) { return x; }'], -1)];

  it('ranks by <unk> occurrence masking summed per identifier, then keeps the first flip of 30 random names', async () => {
    const { report, batches } = await runAttack(
      'victim-wir',
      attack('wir-random'),
      [x],
      vocabulary,
    );
    // Importance: one batch, each occurrence masked alone, a's two then b's three.
    expect(batches[0]).toEqual([
      'int f(int <unk>, int b) { return a + b * b; }',
      'int f(int a, int b) { return <unk> + b * b; }',
      'int f(int a, int <unk>) { return a + b * b; }',
      'int f(int a, int b) { return a + <unk> * b; }',
      'int f(int a, int b) { return a + b * <unk>; }',
    ]);
    // z = 1.6; masking an a: 1.2, a b: 1.4. a: 2 (σ(1.6) − σ(1.2)) = 0.127 > b: 3 (σ(1.6) − σ(1.4)) = 0.089.
    expect(2 * (σ(1.6) - σ(1.2))).toBeGreaterThan(3 * (σ(1.6) - σ(1.4)));
    // a first: 30 draws among f, a, b, g, x; only g and x are renames the module accepts,
    // and a -> x flips (z = 0.2 - 1 + 0.6 = -0.2).
    expect(new Set(batches[1]!.map(renamedTo))).toEqual(new Set(['g', 'x']));
    expect(report.examples[0]!.renames).toEqual([[0, 'a', 'x']]);
    expect(report.teacher!.queries + report.teacher!.refused).toBe(5 + 30);
    expect(report.teacher!.queries).toBe(5 + batches[1]!.length);
  });

  it('keeps the largest positive gap and goes on from it, one pass', async () => {
    const { report, batches } = await runAttack(
      'victim-wir-robust',
      attack('wir-random'),
      [x],
      vocabulary,
    );
    // a -> x lowers z to 0.4 (the largest gap), a -> g to 1.2: a -> x kept. For b, x is
    // given to a and b, f refused; b -> g leaves z at 0.4 (gap 0), b -> a (free once a is
    // x) raises it to 1.0: nothing kept, failed.
    expect(batches).toHaveLength(3);
    for (const code of batches[2]!) expect(code).toMatch(/^int f\(int x, int [ga]\)/);
    expect(report.teacher).toMatchObject({ success: rate(0, 1) });
    expect(report.teacher!.queries + report.teacher!.refused).toBe(5 + 30 + 30);
  });
});

describe('alert (Attack_PTMC attacker.py, ALERT_Attacker.greedy_attack, ga_attack)', () => {
  const x = example(0, ['int f(int a, int b) { return a + b * b; }']);
  const file = (subs: object) => JSON.stringify({ idx: 'r0', substitutes: subs }) + '\n';

  it('greedy: substitutes in their order, the first flip in batch order wins (not the lowest p)', async () => {
    const config = { ...attack('alert'), substitutes: 'subs.jsonl' };
    const { report, batches } = await runAttack(
      'victim-alert',
      config,
      [x],
      [x],
      file({ a: ['x', 'g'], b: ['k'] }),
    );
    // Importance as wir-random (a first); a's batch [x, g]: both flip (z -0.2, -0.4).
    expect(batches[1]!.map(renamedTo)).toEqual(['x', 'g']);
    expect(report.examples[0]!.renames).toEqual([[0, 'a', 'x']]);
    expect(report.teacher!.queries).toBe(5 + 2);
    expect(report.substitutes).toMatchObject({
      source: 'reference-file',
      inputsWithSubstitutes: 1,
    });
  });

  it('genetic search after greedy fails: finds the one flipping chromosome', async () => {
    const config = { ...attack('alert'), substitutes: 'subs.jsonl' };
    const { report, batches } = await runAttack(
      'victim-alert-ga',
      config,
      [x],
      [x],
      file({ a: ['x', 'g'], b: ['k'] }),
    );
    // Greedy: a -> x lowers z 1.6 -> 1.5 (kept), a -> g leaves it; b -> k lowers it to 1.47
    // (kept): fails after 5 + 2 + 1 queries. Only a -> g with b -> k flips (the interaction).
    expect(batches[1]!.map(renamedTo)).toEqual(['x', 'g']);
    expect(batches[2]).toEqual(['int f(int x, int k) { return x + k * k; }']);
    // The initial population: identity, then (x, b) and (a, k), greedy's choices one at a time.
    expect(batches[3]).toEqual([
      'int f(int x, int b) { return x + b * b; }',
      'int f(int a, int k) { return a + k * k; }',
    ]);
    expect(report.examples[0]!.renames).toEqual([
      [0, 'a', 'g'],
      [0, 'b', 'k'],
    ]);
    // Then generations of at most 64 children each. (g, k) is one mutation of (a, k), so a
    // wrong crossover would still find it: reference-rules.test.ts pins the crossover on a
    // victim whose flip is two genes away from the initial population (victim-alert-cross).
    for (const batch of batches.slice(4)) expect(batch.length).toBeLessThanOrEqual(64);
    expect(report.teacher!.queries).toBe(batches.reduce((n, b) => n + b.length, 0));
  });
});

describe('success rate', () => {
  it('counts over the attacked inputs that have identifiers', async () => {
    const inputs = [
      example(0, ['int f(int a) { return a; }']),
      example(1, ['int h(void) { return 1; }']),
    ];
    const vocabulary = [
      ...inputs,
      example(2, ['int g(int x, int y, int k) { return x + y + k; }'], -1),
    ];
    const { report } = await runAttack('victim-mhm-flip', attack('mhm'), inputs, vocabulary);
    expect(report.teacher).toMatchObject({ attacked: 2, noIdentifiers: 1, success: rate(1, 1) });
  });
});
