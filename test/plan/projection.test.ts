import { describe, expect, it } from 'vitest';
import {
  adviceToFit,
  formatDuration,
  languageModelMsPerInput,
  projectPlan,
  renderPlan,
  shardLines,
  type PlanInput,
} from '../../src/plan/index.js';

/**
 * 101 rows, 50 transformed inputs (3 T(x) each), 10 attacked inputs, two
 * methods; every value below is computed by hand from these.
 */
function input(overrides: Partial<PlanInput> = {}): PlanInput {
  return {
    setupMs: 500,
    rows: {
      count: 101,
      msPerRow: { teacher: 10, student: 2 },
      firstCallMs: { teacher: 0, student: 0 },
    },
    transformed: {
      inputs: 50,
      variantsPerInput: 3,
      msPerQuery: { teacher: 4, student: 1 },
      transformSetupMs: 0,
      transformMsPerInput: 6,
    },
    attacks: {
      inputs: 10,
      timeBudgetSeconds: 60,
      methods: [
        {
          method: 'mhm',
          queriesPerInput: { teacher: 100, student: 200 },
          queriesFrom: { teacher: 'measured', student: 'measured' },
          probedInputs: 8,
          msPerQuery: { teacher: 5, student: 1 },
          overhead: 1.5,
          languageModelMsPerInput: 0,
        },
        {
          method: 'alert',
          queriesPerInput: { teacher: 50, student: 50 },
          queriesFrom: { teacher: 'reference', student: 'reference' },
          probedInputs: 0,
          msPerQuery: { teacher: 20, student: 4 },
          overhead: 2,
          languageModelMsPerInput: 300,
        },
      ],
      substitutesCachedAt: [],
    },
    teacherCached: { outputs: false, robustness: false },
    ...overrides,
  };
}

/** Per part: units, the teacher's ms, the student's with the language model's work, capped. */
const msOf = (lines: ReturnType<typeof shardLines>) =>
  Object.fromEntries(
    lines.map((l) => [l.part, [l.units, l.ms.teacher, l.ms.student + l.languageModelMs, l.capped]]),
  );

describe('shardLines', () => {
  it('projects each part on one machine', () => {
    expect(msOf(shardLines(input(), 1))).toEqual({
      setup: [1, 0, 500, false],
      // 101 × 10, 101 × 2
      rows: [101, 1010, 202, false],
      // 50 × 3 × 4; 50 × 3 × 1 + 50 × 6
      transformed: [50, 600, 450, false],
      // 10 × 100 × 5 × 1.5; 10 × 200 × 1 × 1.5
      mhm: [10, 7500, 3000, false],
      // 10 × 50 × 20 × 2; 10 × 50 × 4 × 2 + 10 × 300 (the language model's work)
      alert: [10, 20000, 7000, false],
    });
  });

  it("keeps the language model's work apart from the student's", () => {
    const alert = shardLines(input(), 1).find((l) => l.part === 'alert')!;
    // 10 × 50 × 4 × 2 for the student; 10 × 300 for the language model
    expect([alert.ms.student, alert.languageModelMs]).toEqual([4000, 3000]);
    const mhm = shardLines(input(), 1).find((l) => l.part === 'mhm')!;
    expect(mhm.languageModelMs).toBe(0);
  });

  it('gives each of 4 shards its rounded-up slice, the setup whole', () => {
    expect(msOf(shardLines(input(), 4))).toEqual({
      setup: [1, 0, 500, false],
      // ⌈101 / 4⌉ = 26 rows
      rows: [26, 260, 52, false],
      // ⌈50 / 4⌉ = 13 inputs: 13 × 12; 13 × 3 + 13 × 6
      transformed: [13, 156, 117, false],
      // ⌈10 / 4⌉ = 3 inputs
      mhm: [3, 2250, 900, false],
      alert: [3, 6000, 2100, false],
    });
  });

  it("charges the models' first call once per shard, each row after it", () => {
    const rows = { ...input().rows, firstCallMs: { teacher: 300, student: 40 } };
    // 300 + 101 × 10, 40 + 101 × 2
    expect(msOf(shardLines(input({ rows }), 1)).rows).toEqual([101, 1310, 242, false]);
    // ⌈101 / 4⌉ = 26: 300 + 260, 40 + 52
    expect(msOf(shardLines(input({ rows }), 4)).rows).toEqual([26, 560, 92, false]);
    // the teacher's outputs cached: none of its calls
    const cached = input({ rows, teacherCached: { outputs: true, robustness: false } });
    expect(msOf(shardLines(cached, 1)).rows).toEqual([101, 0, 242, false]);
  });

  it("charges the transformations' first use once per shard, each input after it", () => {
    const transformed = { ...input().transformed!, transformSetupMs: 350 };
    // 50 × 3 × 1 + 350 + 50 × 6
    expect(msOf(shardLines(input({ transformed }), 1)).transformed).toEqual([50, 600, 800, false]);
    // ⌈50 / 4⌉ = 13: 13 × 3 + 350 + 13 × 6
    expect(msOf(shardLines(input({ transformed }), 4)).transformed).toEqual([13, 156, 467, false]);
  });

  it("cuts a method to its time budget, each side in proportion, the language model's work outside it", () => {
    const attacks = { ...input().attacks!, timeBudgetSeconds: 10 };
    const lines = msOf(shardLines(input({ attacks }), 1));
    // mhm: 7500 + 3000 = 10500 > 10000
    expect(lines.mhm![1]).toBeCloseTo((7500 * 10000) / 10500, 9);
    expect(lines.mhm![2]).toBeCloseTo((3000 * 10000) / 10500, 9);
    expect(lines.mhm![3]).toBe(true);
    // alert: 20000 + 4000 = 24000 > 10000, then + 3000 of substitutes
    expect(lines.alert![1]).toBeCloseTo((20000 * 10000) / 24000, 9);
    expect(lines.alert![2]).toBeCloseTo((4000 * 10000) / 24000 + 3000, 9);
    // rows and T(x) have no budget
    expect(lines.rows).toEqual([101, 1010, 202, false]);
  });

  it('counts 0 for the sides of the teacher the cache holds', () => {
    const rowsOnly = msOf(
      shardLines(input({ teacherCached: { outputs: true, robustness: false } }), 1),
    );
    expect(rowsOnly.rows).toEqual([101, 0, 202, false]);
    expect(rowsOnly.transformed).toEqual([50, 600, 450, false]);
    const both = msOf(shardLines(input({ teacherCached: { outputs: true, robustness: true } }), 1));
    expect(both.transformed).toEqual([50, 0, 450, false]);
    expect(both.mhm).toEqual([10, 0, 3000, false]);
    expect(both.alert).toEqual([10, 0, 7000, false]);
    // The budget holds the student's side alone: 3000 and 4000 are within 10 s.
    const budget = { ...input().attacks!, timeBudgetSeconds: 3.5 };
    const cut = msOf(
      shardLines(input({ attacks: budget, teacherCached: { outputs: true, robustness: true } }), 1),
    );
    expect(cut.mhm).toEqual([10, 0, 3000, false]);
    expect(cut.alert).toEqual([10, 0, 3500 + 3000, true]);
  });

  it("counts alert's substitutes 0 at the shard counts whose slices the language model's cache holds", () => {
    const attacks = { ...input().attacks!, substitutesCachedAt: [1, 4] };
    // 10 × 50 × 4 × 2, no 10 × 300
    expect(msOf(shardLines(input({ attacks }), 1)).alert).toEqual([10, 20000, 4000, false]);
    // ⌈10 / 2⌉ = 5: 5 × 50 × 4 × 2 + 5 × 300, as the 2 shards' slices are not held
    expect(msOf(shardLines(input({ attacks }), 2)).alert).toEqual([5, 10000, 3500, false]);
    // ⌈10 / 4⌉ = 3: 3 × 50 × 4 × 2
    expect(msOf(shardLines(input({ attacks }), 4)).alert).toEqual([3, 6000, 1200, false]);
    // The cache's substitutes are alert's alone: another method's language-model work
    // (here 100 ms per input) is charged at every shard count: 10 × 200 × 1 × 1.5 + 10 × 100.
    const [mhm, alert] = attacks.methods;
    const both = { ...attacks, methods: [{ ...mhm!, languageModelMsPerInput: 100 }, alert!] };
    expect(msOf(shardLines(input({ attacks: both }), 1)).mhm).toEqual([10, 7500, 4000, false]);
  });

  it('leaves out the parts the config has not', () => {
    const lines = shardLines(input({ transformed: null, attacks: null }), 2);
    expect(lines.map((l) => l.part)).toEqual(['setup', 'rows']);
    expect(lines[1]!.ms).toEqual({ teacher: 510, student: 102 });
  });

  it('refuses a shard count that is not a positive integer', () => {
    for (const shards of [0, -1, 1.5, Number.NaN]) {
      expect(() => shardLines(input(), shards)).toThrow(
        `shards must be a positive integer, got ${shards}`,
      );
    }
  });
});

describe('languageModelMsPerInput', () => {
  it("charges the probe's time per identifier occurrence at the run's occurrences per input", () => {
    // 12 s over 300 occurrences = 40 ms each; the run's inputs hold 50 each
    expect(languageModelMsPerInput(12_000, 8, 300, 50)).toBe(2000);
    // the run's inputs hold fewer names than the probe's 37.5 per input: cheaper
    expect(languageModelMsPerInput(12_000, 8, 300, 15)).toBe(600);
    // no occurrence in the probe's inputs: its time per input
    expect(languageModelMsPerInput(12_000, 8, 0, 50)).toBe(1500);
    // nothing computed (a cache hit) or nothing attacked
    expect(languageModelMsPerInput(0, 8, 300, 50)).toBe(0);
    expect(languageModelMsPerInput(12_000, 0, 0, 50)).toBe(0);
  });

  it('refuses a negative or non-finite measurement', () => {
    expect(() => languageModelMsPerInput(-1, 8, 300, 50)).toThrow(
      'probeMs must be a finite number >= 0, got -1',
    );
    expect(() => languageModelMsPerInput(12_000, 8, Number.NaN, 50)).toThrow(
      'probeOccurrences must be a finite number >= 0, got NaN',
    );
    expect(() => languageModelMsPerInput(12_000, 8, 300, Infinity)).toThrow(
      'runOccurrencesPerInput must be a finite number >= 0, got Infinity',
    );
  });
});

describe('projectPlan', () => {
  // Per shard count: setup + rows + transformed + mhm + alert, both sides (see shardLines' cases).
  const totals = [
    500 + 1212 + 1050 + 10500 + 27000,
    500 + 612 + 525 + 5250 + 13500,
    500 + 312 + 273 + 3150 + 8100,
    500 + 156 + 147 + 2100 + 5400,
    500 + 84 + 84 + 1050 + 2700,
    500 + 48 + 42 + 1050 + 2700,
  ];

  it('sums each shard count’s lines', () => {
    const plan = projectPlan(input());
    expect(plan.shards.map((s) => s.shards)).toEqual([1, 2, 4, 8, 16, 32]);
    expect(plan.shards.map((s) => s.totalMs)).toEqual(totals);
    expect(plan.fits).toBeNull();
    expect(plan.targetMinutes).toBeNull();
  });

  it('names the fewest shards that fit the target, or none', () => {
    // 15 s: 4 shards take 12.335 s, 2 take 20.387 s.
    expect(projectPlan(input(), 0.25).fits).toBe(4);
    // exactly 20.387 s fits 2 shards
    expect(projectPlan(input(), 20.387 / 60).fits).toBe(2);
    expect(projectPlan(input(), 1).fits).toBe(1);
    // 4.2 s: even 32 shards take 4.34 s (setup and one input of each method)
    expect(projectPlan(input(), 0.07).fits).toBeNull();
    for (const target of [0, -5, Number.NaN]) {
      expect(() => projectPlan(input(), target)).toThrow(
        `targetMinutes must be a positive number, got ${target}`,
      );
    }
  });
});

describe('adviceToFit', () => {
  it('finds the one setting that makes a plan fit, with its fewest shards (hand-computed)', () => {
    // 4.2 s: 32 shards take 4.34 s (setup 500, rows 48, T(x) 42, mhm 1050, alert 2400 + 300).
    // The inputs cannot shrink below one per shard; a budget S caps each method per shard:
    // S = 2: 500 + 48 + 42 + 1050 + 2000 + 300 = 3940 ≤ 4200 (S = 3: 4340); and at 16 shards
    // 500 + 84 + 84 + 1050 + 2000 + 300 = 4018 fits too (8 shards: 5403 does not).
    // A cap of q queries at 32 shards: 890 + 1.5 × (min(100, q) × 5 + min(200, q)) +
    // 2 × 24 × min(50, q); above 100, 4040 + 1.5q ≤ 4200 up to q = 106 (4199; 107: 4200.5);
    // at 16 shards 668 + 300 + 909 + 2400 = 4277 does not fit.
    expect(adviceToFit(input(), 0.07)).toEqual([
      { key: 'transforms.attack.queries', value: 106, shards: 32 },
      { key: 'transforms.attack.time-budget-seconds', value: 2, shards: 16 },
    ]);
    // 100 attacked inputs, 10 s: at 32 shards 4 each cost 4 × 3750 + 590 = 15.59 s; 2 each
    // (max-inputs 64) 8.09 s, 3 each 11.84 s. A budget of 4 s: 590 + 4000 + 4000 + 1200 = 9790.
    const many = input({ attacks: { ...input().attacks!, inputs: 100 } });
    // A cap q ≤ 50 at 32 shards: 590 + 4 × 300 + 4 × (1.5 × 6q + 48q) = 1790 + 228q ≤ 10000
    // up to q = 36 (9998).
    expect(adviceToFit(many, 10 / 60)).toEqual([
      { key: 'transforms.attack.max-inputs', value: 64, shards: 32 },
      { key: 'transforms.attack.queries', value: 36, shards: 32 },
      { key: 'transforms.attack.time-budget-seconds', value: 4, shards: 32 },
    ]);
  });

  it('renders the advice, or says that no one setting fits', () => {
    const many = input({ attacks: { ...input().attacks!, inputs: 100 } });
    const target = 10 / 60;
    const text = renderPlan(
      many,
      projectPlan(many, target),
      ['Plan'],
      'flag',
      adviceToFit(many, target),
    );
    expect(text).toContain(
      [
        'It fits with one setting changed (the others as configured):',
        '  transforms.attack.max-inputs: 64  (32 shards)',
        '  transforms.attack.queries: 36  (32 shards)',
        '  transforms.attack.time-budget-seconds: 4  (32 shards)',
      ].join('\n'),
    );
    // 0.9 s: the setup alone takes 0.5 s, the rows and T(x) 0.09 s, alert's language model
    // 0.3 s, a method's budget ≥ 1 s, one query of each 57 ms (947 ms).
    const tiny = 0.9 / 60;
    expect(adviceToFit(input(), tiny)).toEqual([]);
    expect(renderPlan(input(), projectPlan(input(), tiny), ['Plan'], 'flag', [])).toContain(
      'No one setting of transforms fits it: the rest of the run alone takes 4.3 s at 32 shards.',
    );
  });
});

describe('formatDuration and renderPlan', () => {
  it('writes durations in the largest two units', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(4200)).toBe('4.2 s');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(725_000)).toBe('12 min 5 s');
    expect(formatDuration(12_000_000)).toBe('3 h 20 min');
    expect(formatDuration(187_200_000)).toBe('2 d 4 h');
  });

  it('shows the one-machine table, the shard row and the target', () => {
    const text = renderPlan(input(), projectPlan(input(), 0.25), ['Plan for x.yml']);
    expect(text).toContain('Plan for x.yml');
    expect(text).toMatch(
      /^part +inputs +queries\/input \(t \/ s\) +teacher +student +language model$/m,
    );
    expect(text).toMatch(/^mhm +10 +100 \/ 200 +7\.5 s +3\.0 s +0 s$/m);
    expect(text).toMatch(/^alert +10 +50\.0 \/ 50\.0 \(reference\) +20 s +4\.0 s +3\.0 s$/m);
    // teacher 1010 + 600 + 7500 + 20000 = 29110; student 500 + 202 + 450 + 3000 + 4000 = 8152
    expect(text).toMatch(/^total +29 s +8\.2 s +3\.0 s$/m);
    expect(text).toMatch(/^wall time +40 s +20 s +12 s +8\.3 s +4\.4 s +4\.3 s$/m);
    expect(text).toContain('Fits 0.25 min: 4 shards');
    expect(text).not.toContain('time-limit');
  });

  it('marks the one model whose queries are the reference budget', () => {
    const base = input();
    const [mhm, alert] = base.attacks!.methods;
    // The input with alert's queries from `teacher` and `student`.
    const alertFrom = (teacher: 'reference' | 'measured', student: 'reference' | 'measured') => ({
      ...base,
      attacks: {
        ...base.attacks!,
        methods: [mhm!, { ...alert!, queriesFrom: { teacher, student } }],
      },
    });
    const mixed = alertFrom('reference', 'measured');
    const text = renderPlan(mixed, projectPlan(mixed, 0.25), ['Plan']);
    expect(text).toMatch(/^alert +10 +50\.0 \(reference\) \/ 50\.0 +20 s +4\.0 s +3\.0 s$/m);
    const note =
      '  ((reference): the budget per input, an upper bound (the probe finished no input); plan --probe-seconds N gives each method more time)';
    expect(text).toContain(note);
    // The teacher's side from the cache counts 0: its reference figure bounds nothing.
    const cachedTeacher = { ...mixed, teacherCached: { outputs: false, robustness: true } };
    expect(renderPlan(cachedTeacher, projectPlan(cachedTeacher, 0.25), ['Plan'])).not.toContain(
      note,
    );
    // Every figure measured: no note.
    const measured = alertFrom('measured', 'measured');
    expect(renderPlan(measured, projectPlan(measured, 0.25), ['Plan'])).not.toContain(
      '--probe-seconds',
    );
  });

  it("says at which shard counts alert's substitutes come from the language model's cache", () => {
    const held = (counts: number[]) => {
      const planned = input({ attacks: { ...input().attacks!, substitutesCachedAt: counts } });
      return renderPlan(planned, projectPlan(planned), ['Plan']);
    };
    const one = held([1]);
    // 10 × 50 × 4 × 2 = 4000, and the 3000 of substitutes not charged: no language model column
    expect(one).toMatch(/^alert +10 +50\.0 \/ 50\.0 \(reference\) +20 s +4\.0 s$/m);
    expect(one).toContain(
      "  (alert's substitutes are in the language model's cache for 1 shard: 0 there)",
    );
    expect(held([1, 4])).toContain('cache for 1, 4 shards: 0 there');
    expect(held([])).not.toContain('substitutes');
  });

  it("takes the run's time-limit as the target, and says when one machine passes it", () => {
    // The same plan: one machine 40 s, 4 shards 8.3 s; a time-limit of 15 s (0.25 min).
    const over = renderPlan(input(), projectPlan(input(), 0.25), ['Plan'], 'time-limit');
    expect(over).toContain("Fits the run's time-limit, 0.25 min: 4 shards");
    expect(over).toContain(
      "One machine passes the run's time-limit (0.25 min): the run would stop there with what finished; shard it or set time-limit off.",
    );
    // A time-limit of one minute holds the whole run on one machine: no warning.
    const under = renderPlan(input(), projectPlan(input(), 1), ['Plan'], 'time-limit');
    expect(under).toContain("Fits the run's time-limit, 1 min: 1 shard");
    expect(under).not.toContain('passes');
  });
});
