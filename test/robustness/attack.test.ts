import { describe, expect, it, vi } from 'vitest';
import { rate } from '../../src/relations/index.js';
import type { AttackConfig } from '../../src/config/types.js';
import type { Example } from '../../src/data/types.js';
import {
  buildVocabulary,
  NOT_RUN_AT_TIME_LIMIT,
  relativeDegradation,
  type AttackOptions,
  type RobustnessModels,
} from '../../src/robustness/index.js';
import type { AttackReport } from '../../src/robustness/types.js';
import { attackConfig, attackWith, example, fakeSource, hasIdentifier } from './helpers.js';

const attack = (overrides: Partial<AttackConfig> = {}) =>
  attackConfig({ queries: 60, ...overrides });

/** One method's report (greedy unless the config names another). */
async function evaluateAttack(
  settings: { language: 'c'; seed: number; attack: AttackConfig },
  models: RobustnessModels,
  examples: readonly Example[],
  options: { poolFrom?: readonly Example[]; now?: () => number; stopAt?: number } = {},
): Promise<AttackReport> {
  const [report] = await evaluateAttacks(settings, models, examples, options);
  return report!;
}

/** Every method's report. */
function evaluateAttacks(
  settings: { language: 'c'; seed: number; attack: AttackConfig },
  models: RobustnessModels,
  examples: readonly Example[],
  options: { poolFrom?: readonly Example[]; now?: () => number; stopAt?: number } = {},
): Promise<AttackReport[]> {
  const attackOptions: AttackOptions = {
    vocabularyFrom: options.poolFrom,
    now: options.now,
    stopAt: options.stopAt,
  };
  return attackWith(settings, models, examples, attackOptions);
}

/** Functions whose locals form the candidate pool (with the attacked inputs' own names). */
const POOL_FUNCTIONS = [
  'int g1(int widget) { return widget; }',
  'int g2(int gadget) { return gadget; }',
  'int g3(int alpha, int beta) { return alpha + beta; }',
  'int g4(int gamma, int delta) { int eps = gamma * delta; return eps; }',
  'int g5(int zeta) { int eta = zeta; return eta; }',
].map((code, i) => example(100 + i, [code], -1));

const INPUTS = [
  example(0, ['int f0(int n, int m) { int k = n + m; return k; }']),
  example(1, ['int f1(int a) { return a * 2; }']),
  example(2, ['int f2(int u, int w) { return u - w; }']),
  example(3, ['int f3(int q) { int r = q; return r; }']),
  // Both models predict 1 here: wrong, so not attacked.
  example(4, ['int f4(int z) { return z; }'], 0),
  // Unlabelled: not selected.
  example(5, ['int f5(int y) { return y; }'], -1),
  // Correct, but no local to rename: attacked, never flipped.
  example(6, ['int f6(void) { return 1; }']),
  // Correct, but does not parse: not attacked, stays correct.
  example(7, ['int f7(int x { return x; }']),
];

/** P(class 1) = 0.9 unless the rule flips it to 0.1. */
const flipsWhen = (rule: (code: string) => boolean) => (code: string) => (rule(code) ? 0.1 : 0.9);
/** The teacher flips only on f0, only when some local is renamed to `widget`. */
const teacherRule = flipsWhen((code) => code.includes('f0(') && hasIdentifier(code, 'widget'));
/** The student flips on any input once some local is renamed to `gadget`. */
const studentRule = flipsWhen((code) => hasIdentifier(code, 'gadget'));

describe('the identifier-renaming attack, by hand', () => {
  it('finds the flipping renames within the budget and reports rates, accuracies and relative degradation', async () => {
    const teacher = fakeSource(teacherRule);
    const student = fakeSource(studentRule);
    const report = await evaluateAttack(
      { language: 'c', seed: 1, attack: attack() },
      { teacher, student },
      INPUTS,
      { poolFrom: [...INPUTS, ...POOL_FUNCTIONS] },
    );
    // 7 labelled inputs (r5 is not); both models predict 1 everywhere: 6 correct (r4 is wrong).
    // Attacked: the 5 correct ones that parse (r7 does not); r6 has no local, so the
    // success rate counts over 4 (as the references count it).
    // Teacher: flips r0 only: 1 of 4; accuracy 6/7 -> 5/7, drop 1/7.
    // Student: flips r0, r1, r2, r3: 4 of 4; accuracy 6/7 -> 2/7, drop 4/7.
    // Relative degradation: (4/7) / (1/7) - 1 = 3, i.e. +300%.
    expect(report).toMatchObject({
      selected: 7,
      evaluated: 7,
      budgetExhausted: false,
      skippedReason: null,
      relativeDegradationUndefinedReason: null,
    });
    expect(report.teacher).toMatchObject({
      inputs: 7,
      correct: 6,
      notParsable: 1,
      attacked: 5,
      noIdentifiers: 1,
      success: rate(1, 4),
    });
    expect(report.student).toMatchObject({ attacked: 5, success: rate(4, 4) });
    // The relative-drops reading: (4/7 / (6/7)) / (1/7 / (6/7)) - 1 = 3 as well (same clean accuracy).
    expect(report.relativeDegradationOfRelativeDrops).toBeCloseTo(3, 12);
    // F1 of class 1 before: 6 of 7 predicted 1 correctly, r4 (label 0) predicted 1: 2·6/(2·6+1) = 12/13;
    // after, the student's 4 flips turn 4 true positives into false negatives: 2·2/(2·2+1+4) = 4/9.
    expect(report.student!.f1Before).toBeCloseTo(12 / 13, 12);
    expect(report.student!.f1After).toBeCloseTo(4 / 9, 12);
    expect(report.teacher!.accuracyBefore).toBeCloseTo(6 / 7, 12);
    expect(report.teacher!.accuracyAfter).toBeCloseTo(5 / 7, 12);
    expect(report.teacher!.drop).toBeCloseTo(1 / 7, 12);
    expect(report.student!.accuracyAfter).toBeCloseTo(2 / 7, 12);
    expect(report.relativeDegradation).toBeCloseTo(3, 12);
    // Every successful attack renamed one local to the flipping dataset name.
    const teacherHits = report.examples.filter((e) => e.model === 'teacher');
    expect(teacherHits).toHaveLength(1);
    expect(teacherHits[0]!.id).toBe('r0');
    expect(teacherHits[0]!.renames).toHaveLength(1);
    expect(teacherHits[0]!.renames[0]![2]).toBe('widget');
    // The student's examples: the inputs it was broken on where the teacher was attacked and
    // resisted (r1, r2, r3; on r0 the teacher was broken too), each with x → x' as a diff and
    // the student's probabilities, P(1) 0.9 on x and 0.1 on x' (scored again, in one call).
    const studentHits = report.examples.filter((e) => e.model === 'student');
    expect(report.studentOnlySuccesses).toBe(3);
    expect(studentHits.map((e) => e.id)).toEqual(['r1', 'r2', 'r3']);
    for (const hit of studentHits) {
      expect(hit.renames.map((r) => r[2])).toContain('gadget');
      const [, from] = hit.renames[0]!;
      expect(hit.change).toMatchObject({ text: 0, line: 1 });
      expect(hit.change!.diff).toMatch(new RegExp(`^-.*\\b${from}\\b[\\s\\S]*\n\\+.*\\bgadget\\b`));
      expect(hit.probabilities!.before[1]).toBeCloseTo(0.9, 12);
      expect(hit.probabilities!.after[1]).toBeCloseTo(0.1, 12);
    }
    // The student's last two calls: the teacher's 1 adversarial example, then its own 3.
    expect(student.calls.slice(-2)).toEqual([1, 3]);
    // Never more than 60 queries per input; the unattacked inputs cost nothing.
    expect(report.teacher!.queries).toBeLessThanOrEqual(60 * 4);
    // Calls: the 8 originals (the pipeline scores every row), the searches, then the 1
    // teacher adversarial example (for its relations).
    expect(report.teacher!.queries).toBe(teacher.calls.reduce((a, b) => a + b, 0) - 8 - 1);
    expect(teacher.calls.at(-1)).toBe(1);
    expect(report.adversarial!.inputs).toBe(1);
    // On the teacher's one adversarial example (f0 with widget) the teacher says 0, the
    // student (no gadget) says 1 = the label: MR1 violated 1 of 1, student accuracy 1.
    const adversarial = report.adversarial!.relations!;
    expect(adversarial.mr1).toMatchObject({ violations: 1, n: 1 });
    expect(adversarial.accuracy.teacher.accuracy).toBe(0);
    expect(adversarial.accuracy.student.accuracy).toBe(1);
    // The originals are scored first, then the searches share batches.
    expect(teacher.calls[0]).toBe(8);
    expect(Math.max(...teacher.calls.slice(1))).toBeGreaterThan(3);
  });

  it('draws only from its seed: never Math.random, and another seed searches otherwise', async () => {
    const run = async (seed: number) => {
      const teacher = fakeSource(teacherRule);
      const student = fakeSource(studentRule);
      await evaluateAttack(
        { language: 'c', seed, attack: attack({ queries: 12 }) },
        { teacher, student },
        INPUTS,
        { poolFrom: [...INPUTS, ...POOL_FUNCTIONS] },
      );
      return student.seen;
    };
    const random = vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the attack drew from Math.random');
    });
    try {
      const [nine, ten] = [await run(9), await run(10)];
      expect(random).not.toHaveBeenCalled();
      expect(nine).not.toEqual(ten);
    } finally {
      random.mockRestore();
    }
  });

  it('stops when the time budget runs out and drops the group in flight for both models', async () => {
    let clock = 0;
    const inputs = Array.from({ length: 20 }, (_, i) =>
      example(i, [`int f${i}(int a, int b) { return a + b; }`]),
    );
    const robust = () =>
      fakeSource((code, e) => {
        // Time runs out once a variant of input 16 (group 2) is scored.
        const renamed = !hasIdentifier(code, 'a') || !hasIdentifier(code, 'b');
        if (e.id === 'r16' && renamed) clock = 10_000;
        return 0.9;
      });
    const report = await evaluateAttack(
      { language: 'c', seed: 1, attack: attack({ queries: 50, timeBudgetSeconds: 1 }) },
      { teacher: robust(), student: robust() },
      inputs,
      { poolFrom: POOL_FUNCTIONS, now: () => clock },
    );
    expect(report).toMatchObject({ selected: 20, evaluated: 16, budgetExhausted: true });
    expect(report.teacher).toMatchObject({ inputs: 16, attacked: 16, success: rate(0, 16) });
    expect(report.student!.inputs).toBe(16);
    expect(report.relativeDegradationUndefinedReason).toBe(
      "neither model's accuracy dropped under the attack (0/0)",
    );
  });

  it("stops at the run's time limit as at a budget, and leaves the methods not begun out", async () => {
    let clock = 0;
    const inputs = Array.from({ length: 20 }, (_, i) =>
      example(i, [`int f${i}(int a, int b) { return a + b; }`]),
    );
    const robust = () =>
      fakeSource((code, e) => {
        // The run's time limit (at 5,000 ms) passes once a variant of input 16 (group 2) is scored.
        const renamed = !hasIdentifier(code, 'a') || !hasIdentifier(code, 'b');
        if (e.id === 'r16' && renamed) clock = 10_000;
        return 0.9;
      });
    const [greedy, mhm] = await evaluateAttacks(
      {
        language: 'c',
        seed: 1,
        attack: attack({ methods: ['greedy', 'mhm'], queries: 50, timeBudgetSeconds: null }),
      },
      { teacher: robust(), student: robust() },
      inputs,
      { poolFrom: POOL_FUNCTIONS, now: () => clock, stopAt: 5_000 },
    );
    expect(greedy).toMatchObject({
      selected: 20,
      evaluated: 16,
      budgetExhausted: true,
      stoppedAtTimeLimit: true,
    });
    expect(greedy!.teacher).toMatchObject({ inputs: 16, attacked: 16 });
    expect(mhm).toMatchObject({
      method: 'mhm',
      evaluated: 0,
      skippedReason: NOT_RUN_AT_TIME_LIMIT,
      teacher: null,
      student: null,
    });
  });

  it('skips without labels, and counts Java read with the C grammar as not parsable', async () => {
    const teacher = fakeSource(() => 0.9);
    const student = fakeSource(() => 0.9);
    const unlabelled = await evaluateAttack(
      { language: 'c', seed: 1, attack: attack() },
      { teacher, student },
      [example(0, ['int f(int a) { return a; }'], -1)],
    );
    expect(unlabelled).toMatchObject({
      skippedReason: 'no input is labelled: attack success is defined against the label',
      teacher: null,
      student: null,
    });
    const java = await evaluateAttack(
      { language: 'c', seed: 1, attack: attack() },
      { teacher, student },
      [example(0, ['public int f(java.util.List<Integer> xs) { return xs.size(); }'])],
    );
    expect(java.teacher).toMatchObject({
      correct: 1,
      notParsable: 1,
      attacked: 0,
      success: rate(0, 0),
      accuracyAfter: 1,
      queries: 0,
    });
  });
});

describe('buildVocabulary (Attack_PTMC utils.py, build_vocab)', () => {
  it('counts tokens with literals collapsed, most frequent first (ties by first appearance), after <unk> and <pad>', () => {
    const functions = [
      'int a(int i, int n) { return i + n * 2; }',
      'int b(int n) { char *s = "x"; return n + 1.5; }',
    ].map((code, i) => example(i, [code]));
    // int: 5, n: 4, ';': 3, then the tokens seen twice ('(' first) ..., <int>, <fp>, <str> once.
    const vocabulary = buildVocabulary(functions);
    expect(vocabulary.slice(0, 2)).toEqual(['<unk>', '<pad>']);
    expect(vocabulary.slice(2, 6)).toEqual(['int', 'n', ';', '(']);
    expect(vocabulary).toContain('<str>');
    expect(vocabulary).toContain('<fp>');
    expect(vocabulary).not.toContain('"x"');
    // limit - 1 tokens after <unk> and <pad>
    expect(buildVocabulary(functions, 3)).toEqual(['<unk>', '<pad>', 'int', 'n']);
  });
});

describe('relativeDegradation', () => {
  it('computes student drop / teacher drop - 1, infinite when only the student dropped', () => {
    const { value } = relativeDegradation(0.1, 0.385);
    expect(value).toBeCloseTo(2.85, 12);
    expect(relativeDegradation(0, 0)).toEqual({
      value: null,
      reason: "neither model's accuracy dropped under the attack (0/0)",
    });
    expect(relativeDegradation(0, 0.25)).toEqual({ value: 'infinite', reason: null });
    expect(relativeDegradation(null, 0.25).value).toBeNull();
  });
});

describe('per-input outcomes (for a cache of the teacher side)', () => {
  it('hands each outcome to onOutcome as plain JSON, and replays known teacher outcomes without a query', async () => {
    const seen: { model: string; id: string; outcome: unknown }[] = [];
    const first = fakeSource(teacherRule);
    const [report] = await attackWith(
      { language: 'c', seed: 1, attack: attack() },
      { teacher: first, student: fakeSource(studentRule) },
      INPUTS,
      {
        vocabularyFrom: [...INPUTS, ...POOL_FUNCTIONS],
        onOutcome: (method, model, example, outcome) =>
          seen.push({ model, id: example.id, outcome: JSON.parse(JSON.stringify(outcome)) }),
      },
    );
    const teacherSide = seen.filter((s) => s.model === 'teacher');
    expect(teacherSide.map((s) => s.id)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4', 'r6', 'r7']);
    expect(teacherSide[0]!.outcome).toMatchObject({
      status: 'success',
      renames: [[0, expect.any(String), 'widget']],
    });
    // Second run: the teacher's outcomes are known; the teacher scores only x and the adversarial example.
    const byId = new Map(teacherSide.map((s) => [s.id, s.outcome]));
    const second = fakeSource(teacherRule);
    const [replayed] = await attackWith(
      { language: 'c', seed: 1, attack: attack() },
      { teacher: second, student: fakeSource(studentRule) },
      INPUTS,
      {
        vocabularyFrom: [...INPUTS, ...POOL_FUNCTIONS],
        knownTeacherOutcome: (method, example) => (byId.get(example.id) as never) ?? null,
      },
    );
    expect(second.calls).toEqual([8, 1]);
    expect(replayed!.teacher).toEqual(report!.teacher);
  });
});
