import { describe, expect, it } from 'vitest';
import { DEFAULT_RELATIONS, rate } from '../../src/relations/index.js';
import {
  countFlips,
  evaluateTransformed,
  flipRateRatio,
  isKeptTransforms,
  TransformMemo,
  type KeptTransform,
} from '../../src/robustness/index.js';
import { FLIP_EXAMPLES, studentOnlyFlips } from '../../src/robustness/transformed.js';
import { MISLEADING_HINTS } from '../../src/transforms/misleading-comment.js';
import type { TransformsConfig } from '../../src/config/types.js';
import { example, fakeSource, hasIdentifier } from './helpers.js';

const settings = (overrides: Partial<TransformsConfig> = {}) => ({
  transforms: {
    language: 'c' as const,
    kinds: ['rename-locals' as const],
    seed: 1,
    limit: null,
    maxFlipRateRatio: 2,
    minFlips: 5,
    attack: null,
    ...overrides,
  },
  relations: { ...DEFAULT_RELATIONS, nMin: 1 },
});

/**
 * The teacher predicts class 1 iff the code has an identifier `data`, the
 * student iff it has `bytes`. rename-locals renames every local variable and
 * parameter to a name from its pool, which holds neither word; fields keep
 * their names.
 */
const teacherRule = (code: string) => (hasIdentifier(code, 'data') ? 0.8 : 0.2);
const studentRule = (code: string) => (hasIdentifier(code, 'bytes') ? 0.7 : 0.1);

const ROWS = [
  // x: teacher 1, student 0. T(x): 0, 0. Teacher flips.
  'int f0(int data) { return data + 1; }',
  // x: 0, 1. T(x): 0, 0. Student flips.
  'int f1(int bytes) { return bytes; }',
  // x: 1, 1. T(x): 0, 0. Both flip.
  'int f2(int data, int bytes) { return data - bytes; }',
  // x: 0, 1. T(x): 0, 0. Student flips.
  'int f3(int n) { int bytes = n; return bytes; }',
  // No local at all: T(x) = x, counted unchanged.
  'int f4(void) { return g_data; }',
  // Does not parse: not transformable.
  'int f5(int x { return x; }',
  // p is renamed, the field p->data is not: x and T(x): teacher 1, student 0. No flip.
  'int f6(struct s *p) { return p->data; }',
];
const LABELS = [1, 1, 0, 1, 0, 0, 1];

/** Both rules' probabilities on x, as the pipeline hands them over (scored by other sources). */
async function originalsOf(examples: Parameters<ReturnType<typeof fakeSource>['score']>[0]) {
  const t = await fakeSource(teacherRule).score(examples);
  const s = await fakeSource(studentRule).score(examples);
  return { teacher: t.data, student: s.data, cols: 2 };
}

describe('flips and the flip-rate ratio on transformed inputs, by hand', () => {
  it('counts flips per model against the predictions on x, and the ratio', async () => {
    const teacher = fakeSource(teacherRule);
    const student = fakeSource(studentRule);
    const examples = ROWS.map((code, i) => example(i, [code], LABELS[i]));
    const [result] = await evaluateTransformed(
      settings(),
      { teacher, student },
      examples,
      await originalsOf(examples),
    );
    expect(result).toMatchObject({
      kind: 'rename-locals',
      inputs: 7,
      transformed: 5,
      unchanged: 1,
      notTransformable: 1,
      notTransformableIds: ['r5'],
      // teacher flips r0, r2: 2 of 5; student flips r1, r2, r3: 3 of 5.
      flips: { teacher: rate(2, 5), student: rate(3, 5) },
      flipRateRatio: 1.5,
      ratioUndefinedReason: null,
    });
    // Katz: 1.5 · exp(±z · sqrt(1/3 - 1/5 + 1/2 - 1/5)); scipy gives 0.41282 to 5.45030.
    const se = Math.sqrt(1 / 3 - 1 / 5 + 1 / 2 - 1 / 5);
    expect(result!.flipRateRatioCi95![0]).toBeCloseTo(1.5 * Math.exp(-1.959963984540054 * se), 12);
    expect(result!.flipRateRatioCi95![1]).toBeCloseTo(5.450303817733951, 10);
    // MR1 on T(x): only r6 disagrees (teacher 1 via the field, student 0): 1 of 5.
    expect(result!.relations!.mr1).toMatchObject({ violations: 1, n: 5 });
    // MR1 on x for the same rows: r0, r1, r3, r6 disagree: 4 of 5.
    expect(result!.originalRelations!.mr1).toMatchObject({ violations: 4, n: 5 });
    // Accuracy on T(x): teacher predicts [0,0,0,0,1] vs labels [1,1,0,1,1]: 2 of 5.
    expect(result!.relations!.accuracy.teacher.accuracy).toBeCloseTo(0.4, 12);
    // The originals are not scored again: T(x) in one call per model.
    expect(teacher.calls).toEqual([5]);
    expect(student.calls).toEqual([5]);
    // Never a renamed field, and the unparsable row is never scored transformed.
    const scoredTransformed = teacher.seen.map((t) => t[0]!);
    expect(scoredTransformed).toHaveLength(5);
    expect(scoredTransformed[4]).toMatch(/return \w+->data;/);
    expect(scoredTransformed.some((code) => code.includes('f5'))).toBe(false);
    // Student-only flips: r1 and r3 (r2 flipped both). Each student shift is
    // |0.7 - 0.1| = 0.6 in total variation; the tie keeps row order. A
    // one-line function: the excerpt is x's line, then T(x)'s.
    expect(
      result!.studentFlips!.map((f) => ({
        id: f.id,
        text: f.text,
        line: f.line,
        teacher: f.teacher,
        student: f.student,
      })),
    ).toEqual([
      { id: 'r1', text: 0, line: 1, teacher: [0, 0], student: [1, 0] },
      { id: 'r3', text: 0, line: 1, teacher: [0, 0], student: [1, 0] },
    ]);
    result!.studentFlips!.forEach((flip) => expect(flip.shift).toBeCloseTo(0.6, 12));
    expect(result!.studentFlips!.map((flip) => flip.diff)).toEqual([
      `-${ROWS[1]}\n+${scoredTransformed[1]}`,
      `-${ROWS[3]}\n+${scoredTransformed[3]}`,
    ]);
  });

  it('is deterministic by seed and uses the originals it is given', async () => {
    const examples = ROWS.map((code, i) => example(i, [code], LABELS[i]));
    const run = async (seed: number) => {
      const teacher = fakeSource(teacherRule);
      const student = fakeSource(studentRule);
      const originals = await (async () => {
        const t = await fakeSource(teacherRule).score(examples);
        const s = await fakeSource(studentRule).score(examples);
        return { teacher: t.data, student: s.data, cols: 2 };
      })();
      await evaluateTransformed(settings({ seed }), { teacher, student }, examples, originals);
      expect(teacher.calls).toEqual([5]);
      return teacher.seen;
    };
    expect(await run(3)).toEqual(await run(3));
    expect(await run(3)).not.toEqual(await run(4));
  });

  it('transforms both functions of a pair with the same seed; an unparsable side makes the pair not transformable', async () => {
    const pairs = [
      example(0, ['int a(int data) { return data; }', 'int b(int bytes) { return bytes; }']),
      example(1, ['int a(int data) { return data; }', 'int b(int bytes { return bytes; }']),
    ];
    const teacher = fakeSource(teacherRule);
    const student = fakeSource(studentRule);
    const [result] = await evaluateTransformed(
      settings(),
      { teacher, student },
      pairs,
      await originalsOf(pairs),
    );
    expect(result).toMatchObject({
      transformed: 1,
      notTransformable: 1,
      notTransformableIds: ['r1'],
    });
    // Both sides renamed: both models flip on the one pair.
    expect(result!.flips).toEqual({ teacher: rate(1, 1), student: rate(1, 1) });
    const [first, second] = teacher.seen[0]!;
    expect(hasIdentifier(first!, 'data')).toBe(false);
    expect(hasIdentifier(second!, 'bytes')).toBe(false);
  });

  it('counts Java code read with the C grammar as not transformable, never transformed', async () => {
    const java = [
      'public int sum(java.util.List<Integer> xs) { int s = 0; for (int x : xs) s += x; return s; }',
      'public static <T> T first(T[] items) { return items[0]; }',
    ].map((code, i) => example(i, [code]));
    const teacher = fakeSource(teacherRule);
    const student = fakeSource(studentRule);
    const results = await evaluateTransformed(
      settings({ kinds: ['rename-locals', 'dead-code', 'swap-operands', 'loop-rewrite'] }),
      { teacher, student },
      java,
      await originalsOf(java),
    );
    for (const result of results) {
      expect(result).toMatchObject({
        inputs: 2,
        transformed: 0,
        unchanged: 0,
        notTransformable: 2,
        relations: null,
        flipRateRatio: null,
        ratioUndefinedReason: 'no input was transformed, so there is no flip rate',
      });
    }
    // Nothing was scored: no T(x), and the originals came with the call.
    expect(teacher.calls).toEqual([]);
  });

  it('counts an input whose every site the rules decline as not transformable', async () => {
    const inputs = [
      // `n` is read by the macro: the one local is declined, nothing changes.
      '#define ADDN(v) ((v) + n)\nint f(int n) { return ADDN(1); }',
      // No local at all: unchanged, not declined.
      'int g(void) { return 1; }',
      'int h(int data) { return data; }',
    ].map((code, i) => example(i, [code]));
    const [result] = await evaluateTransformed(
      settings(),
      { teacher: fakeSource(teacherRule), student: fakeSource(studentRule) },
      inputs,
      await originalsOf(inputs),
    );
    expect(result).toMatchObject({
      inputs: 3,
      transformed: 1,
      unchanged: 1,
      notTransformable: 1,
      notTransformableIds: [inputs[0]!.id],
    });
  });

  it('scores the T(x) of every kind in one call per model, and gives each kind its own rows', async () => {
    const examples = ROWS.map((code, i) => example(i, [code], LABELS[i]));
    const teacher = fakeSource(teacherRule);
    const student = fakeSource(studentRule);
    const [renamed, dead] = await evaluateTransformed(
      settings({ kinds: ['rename-locals', 'dead-code'] }),
      { teacher, student },
      examples,
      await originalsOf(examples),
    );
    // rename-locals as in the first test: 5 transformed, flips 2 and 3.
    expect(renamed).toMatchObject({
      transformed: 5,
      flips: { teacher: rate(2, 5), student: rate(3, 5) },
    });
    // dead-code keeps every identifier: whatever it transformed, no model flips.
    expect(dead!.transformed).toBeGreaterThan(0);
    expect(dead!.flips).toEqual({
      teacher: rate(0, dead!.transformed),
      student: rate(0, dead!.transformed),
    });
    // One joint call per model: rename-locals' 5, then dead-code's.
    expect(teacher.calls).toEqual([5 + dead!.transformed]);
    expect(student.calls).toEqual([5 + dead!.transformed]);
  });

  it('refuses originals of another shape', async () => {
    const examples = ROWS.map((code, i) => example(i, [code], LABELS[i]));
    const originals = await originalsOf(examples.slice(1));
    await expect(
      evaluateTransformed(
        settings(),
        { teacher: fakeSource(teacherRule), student: fakeSource(studentRule) },
        examples,
        originals,
      ),
    ).rejects.toThrow('originals must hold [7, 2] probabilities per model, got 12 and 12 values');
  });
});

describe('T(x) kept between runs (TransformMemo)', () => {
  it('gives the same results from the kept texts without transforming, and misses another input', async () => {
    const examples = ROWS.map((code, i) => example(i, [code], LABELS[i]));
    const originals = await originalsOf(examples);
    const run = (memo: TransformMemo) =>
      evaluateTransformed(
        settings(),
        { teacher: fakeSource(teacherRule), student: fakeSource(studentRule) },
        examples,
        originals,
        memo,
      );
    const cold = new TransformMemo();
    const first = await run(cold);
    // Seven inputs: five transformed, one unchanged, one not transformable, all made.
    expect([cold.restored, cold.computed]).toEqual([0, 7]);
    const kept = JSON.parse(JSON.stringify(cold)) as unknown;
    expect(isKeptTransforms(kept)).toBe(true);
    const values = Object.values(kept as Record<string, unknown>);
    expect(values.filter((v) => v === 'unchanged')).toHaveLength(1);
    expect(values.filter((v) => v === 'not-transformable')).toHaveLength(1);
    const warm = new TransformMemo(kept as Record<string, KeptTransform>);
    const second = await run(warm);
    expect([warm.restored, warm.computed]).toEqual([7, 0]);
    const withoutTimes = (rs: typeof first) =>
      rs.map(({ transformMs: _t, scoreMs: _s, ...rest }) => rest);
    expect(withoutTimes(second)).toEqual(withoutTimes(first));
    // An input whose code changed is not answered by the old entry: it is transformed.
    const changed = [...examples];
    changed[0] = example(0, ['int f0(int data) { return data + 2; }'], 1);
    const third = new TransformMemo(kept as Record<string, KeptTransform>);
    await evaluateTransformed(
      settings(),
      { teacher: fakeSource(teacherRule), student: fakeSource(studentRule) },
      changed,
      originals,
      third,
    );
    expect([third.restored, third.computed]).toEqual([6, 1]);
    // Values of another shape are not entries.
    expect(isKeptTransforms({ a: 'maybe' })).toBe(false);
    expect(isKeptTransforms({ a: [] })).toBe(false);
    expect(isKeptTransforms([['x']])).toBe(false);
  });
});

describe('flipRateRatio and countFlips', () => {
  it('divides the rates, and says why a ratio is undefined or infinite', () => {
    expect(flipRateRatio(rate(2, 20), rate(6, 20))).toEqual({ ratio: 3, reason: null });
    expect(flipRateRatio(rate(0, 20), rate(0, 20))).toEqual({
      ratio: null,
      reason: 'neither model changed a prediction on the 20 transformed inputs (0/0)',
    });
    expect(flipRateRatio(rate(0, 20), rate(3, 20))).toEqual({ ratio: 'infinite', reason: null });
    expect(flipRateRatio(rate(0, 0), rate(0, 0)).ratio).toBeNull();
  });

  it('compares argmax with ties to the lowest class', () => {
    const before = { data: Float64Array.of(0.5, 0.5, 0.2, 0.8, 0.6, 0.4), rows: 3, cols: 2 };
    const after = { data: Float64Array.of(0.4, 0.6, 0.5, 0.5, 0.9, 0.1), rows: 3, cols: 2 };
    // row 0: 0 -> 1 flips; row 1: 1 -> 0 (tie) flips; row 2: 0 -> 0.
    expect(countFlips(before, after)).toBe(2);
    expect(() => countFlips(before, { ...after, rows: 2, data: after.data.slice(0, 4) })).toThrow(
      RangeError,
    );
  });
});

describe('studentOnlyFlips', () => {
  const m = (p1: number[]) => ({
    data: Float64Array.from(p1.flatMap((p) => [1 - p, p])),
    rows: p1.length,
    cols: 2,
  });
  it('keeps the FLIP_EXAMPLES largest student shifts of the flips the teacher does not share', () => {
    // Student p(1) on x and T(x): rows 0-3 flip with shifts 0.2, 0.6, 0.4,
    // 0.8; row 4 flips both models; row 5 flips nobody.
    const qX = m([0.6, 0.9, 0.7, 0.9, 0.9, 0.9]);
    const qT = m([0.4, 0.3, 0.3, 0.1, 0.1, 0.8]);
    const pX = m([0.9, 0.9, 0.9, 0.9, 0.9, 0.9]);
    const pT = m([0.8, 0.8, 0.8, 0.8, 0.1, 0.8]);
    const originals = [0, 1, 2, 3, 4, 5].map((i) => example(i, [`int f${i};\nint a;`], 1));
    const variants = originals.map((e, i) => ({ ...e, texts: [`int f${i};\nint b;`] as [string] }));
    const flips = studentOnlyFlips(originals, (i) => variants[i]!, { pX, pT, qX, qT });
    expect(FLIP_EXAMPLES).toBe(3);
    expect(flips.map((f) => [f.id, f.shift])).toEqual([
      ['r3', expect.closeTo(0.8, 12)],
      ['r1', expect.closeTo(0.6, 12)],
      ['r2', expect.closeTo(0.4, 12)],
    ]);
    expect(flips[0]).toMatchObject({ text: 0, line: 2, teacher: [1, 1], student: [1, 0] });
    expect(flips[0]!.diff).toBe(' int f3;\n-int a;\n+int b;');
  });
});

describe('misleading-comment: the donor is an input of the other label', () => {
  // Label 1 copies without a bound, label 0 with one. The teacher reads the
  // code, the student any text (comments too): a quoted strcpy( fools it.
  const codeOnly = (code: string) => code.replace(/\/\*[^]*?\*\//g, '');
  const teacher = () => fakeSource((code) => (codeOnly(code).includes('strcpy(') ? 0.9 : 0.1));
  const student = () => fakeSource((code) => (code.includes('strcpy(') ? 0.9 : 0.1));
  const FLAWED = [
    'void f0(char *d, char *s) { strcpy(d, s); }',
    'void f1(char *d, char *s) { strcpy(d + 1, s); }',
  ];
  const FIXED = [
    'void f2(char *d, char *s) { strncpy(d, s, 8); }',
    'void f3(char *d, char *s) { strncpy(d, s, 4); }',
    'void f4(char *d, char *s) { strncpy(d, s, 2); }',
  ];
  const UNLABELLED = 'void f5(char *d, char *s) { strncpy(d, s, 1); }';
  const examples = [
    ...FLAWED.map((code, i) => example(i, [code], 1)),
    ...FIXED.map((code, i) => example(i + 2, [code], 0)),
    example(5, [UNLABELLED], -1),
  ];
  const comment = (code: string) => /\/\* (.*) \*\//.exec(code)![1];
  const misleading = settings({ kinds: ['misleading-comment'] });
  /** Both models' probabilities on x. */
  const scoresOf = async (inputs: typeof examples) => ({
    teacher: (await teacher().score(inputs)).data,
    student: (await student().score(inputs)).data,
    cols: 2,
  });

  it('quotes a flawed input in every fixed one, a fixed one in every flawed one, a hint in the unlabelled', async () => {
    const s = student();
    const [result] = await evaluateTransformed(
      misleading,
      { teacher: teacher(), student: s },
      examples,
      await scoresOf(examples),
    );
    const quoted = s.seen.map((texts) => comment(texts[0]!));
    // One-line inputs: the snippet is the whole donor.
    quoted.slice(0, 2).forEach((q) => expect(FIXED).toContain(q));
    quoted.slice(2, 5).forEach((q) => expect(FLAWED).toContain(q));
    expect(MISLEADING_HINTS).toContain(quoted[5]);
    // The student flips on the three fixed inputs, the teacher never.
    expect(result).toMatchObject({
      transformed: 6,
      flips: { teacher: rate(0, 6), student: rate(3, 6) },
      flipRateRatio: 'infinite',
    });
  });

  it('picks the donors of a slice from the whole selection, as one run over all of it does', async () => {
    const run = async (inputs: typeof examples) => {
      const s = student();
      await evaluateTransformed(
        misleading,
        { teacher: teacher(), student: s },
        inputs,
        await scoresOf(inputs),
        new TransformMemo(),
        examples,
      );
      return s.seen.map((texts) => texts[0]!);
    };
    const whole = await run(examples);
    expect([...(await run(examples.slice(0, 3))), ...(await run(examples.slice(3)))]).toEqual(
      whole,
    );
  });

  it('quotes text k of the donor pair in text k of a pair', async () => {
    const pairs = [
      example(0, ['int a0(void) { return 0; }', 'int b0(void) { return 1; }'], 1),
      example(1, ['int a1(void) { return 2; }', 'int b1(void) { return 3; }'], 0),
    ];
    const s = student();
    await evaluateTransformed(
      misleading,
      { teacher: teacher(), student: s },
      pairs,
      await scoresOf(pairs),
    );
    expect(s.seen.map((texts) => texts.map(comment))).toEqual([
      ['int a1(void) { return 2; }', 'int b1(void) { return 3; }'],
      ['int a0(void) { return 0; }', 'int b0(void) { return 1; }'],
    ]);
  });

  it('keeps T(x) between runs per donor: another donor is a miss', async () => {
    const originals = await scoresOf(examples);
    const run = (memo: TransformMemo, pool: typeof examples) =>
      evaluateTransformed(
        misleading,
        { teacher: teacher(), student: student() },
        examples,
        originals,
        memo,
        pool,
      );
    // The only flawed donor is f0, then f1: the three fixed inputs quote another
    // donor; the flawed ones (the same fixed donors) and the unlabelled one do not.
    const withF0 = [examples[0]!, ...examples.slice(2)];
    const withF1 = examples.slice(1);
    const cold = new TransformMemo();
    await run(cold, withF0);
    const kept = JSON.parse(JSON.stringify(cold)) as Record<string, KeptTransform>;
    const same = new TransformMemo(kept);
    await run(same, withF0);
    expect([same.restored, same.computed]).toEqual([6, 0]);
    const other = new TransformMemo(kept);
    await run(other, withF1);
    expect([other.restored, other.computed]).toEqual([3, 3]);
  });
});
