/**
 * The plan of a code-completion run from an injected cost model, every
 * figure computed by hand in the comments: the windows and tokens fed
 * counted from the rows' lengths as the run batches them, each shard count's
 * slowest slice, the target, and the one setting that would fit.
 */
import { describe, expect, it } from 'vitest';
import {
  completionAdviceToFit,
  projectCompletionPlan,
  renderCompletionPlan,
  timedTokens,
  windowWork,
  type CompletionPlanInput,
} from '../../src/plan/index.js';

/**
 * Four rows of 10, 4, 7 and 3 tokens; windows of 6 tokens 3 apart, batches
 * of 2, chunks of 2 rows:
 *
 *   10 tokens: windows [0,6) [3,9) [6,10) (widths 6, 6, 4), 9 positions
 *    4 tokens: [0,4) (4), 3 positions
 *    7 tokens: [0,6) [3,7) (6, 4), 6 positions
 *    3 tokens: [0,3) (3), 2 positions
 */
const shape = { maxLength: 6, stride: 3, batchSize: 2, chunkRows: 2 };
const input = (): CompletionPlanInput => ({
  setupMs: 100,
  shape,
  sequenceTokens: [10, 4, 7, 3],
  msPerToken: { teacher: 10, student: 1 },
  otherMsPerPosition: 0.5,
  timing: null,
  completions: {
    prompts: 3,
    promptedShare: 1,
    completionsPerPrompt: 2,
    msPerCompletion: { teacher: 20, student: 5 },
    otherMsPerPrompt: 4,
  },
  teacherCached: false,
});

describe('windowWork', () => {
  it('counts the windows, positions and tokens fed as the run batches them', () => {
    // Chunk (10, 4): widths 6 6 4 4 → batches [6 6] [4 4] → 12 + 8; chunk (7, 3): 6 4 3 → [6 4] [3] → 12 + 3.
    expect(windowWork([10, 4, 7, 3], shape)).toEqual({
      rows: 4,
      windows: 7,
      positions: 20,
      fedTokens: 35,
    });
    // One chunk of all four: 6 6 6 4 4 4 3 → [6 6] [6 4] [4 4] [3] → 12 + 12 + 8 + 3.
    expect(windowWork([10, 4, 7, 3], { ...shape, chunkRows: 32 }).fedTokens).toBe(35);
    // Batches of 1: no padding, the tokens of every window: 16 + 4 + 10 + 3.
    expect(windowWork([10, 4, 7, 3], { ...shape, batchSize: 1 }).fedTokens).toBe(33);
    // A row of one token has nothing to predict.
    expect(windowWork([1], shape)).toEqual({ rows: 1, windows: 0, positions: 0, fedTokens: 0 });
  });
});

describe('projectCompletionPlan', () => {
  it('projects each part on one machine', () => {
    const [one] = projectCompletionPlan(input()).shards;
    expect(one!.lines).toEqual([
      { part: 'setup', units: 1, ms: { teacher: 0, student: 100 }, otherMs: 0 },
      // 35 tokens fed at 10 and 1 ms; 20 positions at 0.5 ms.
      { part: 'windows', units: 20, ms: { teacher: 350, student: 35 }, otherMs: 10 },
      // 3 prompts × 2 completions at 20 and 5 ms; 3 prompts at 4 ms.
      { part: 'completions', units: 3, ms: { teacher: 120, student: 30 }, otherMs: 12 },
    ]);
    expect(one!.totalMs).toBe(657);
  });

  it("takes each shard count's slowest slice", () => {
    const plan = projectCompletionPlan(input());
    // 2 shards: rows 10 and 7 (one chunk: 6 6 6 4 4 → 12 + 12 + 4 = 28 fed, 15 positions)
    // 100 + 280 + 28 + 7.5 + ⌈3/2⌉ = 2 prompts (80 + 20 + 8) = 523.5; rows 4 and 3 take 298.5.
    // 4 shards: the row of 10 tokens (16 fed, 9 positions), 1 prompt:
    // 100 + 160 + 16 + 4.5 + 40 + 10 + 4 = 334.5; 8 shards and more: the same slice.
    expect(plan.shards.map((s) => [s.shards, s.totalMs])).toEqual([
      [1, 657],
      [2, 523.5],
      [4, 334.5],
      [8, 334.5],
      [16, 334.5],
      [32, 334.5],
    ]);
    expect(plan.shards[1]!.work).toEqual({ rows: 2, windows: 5, positions: 15, fedTokens: 28 });
  });

  it("runs the latency rounds on each slice's first windows, the teacher's only when it runs", () => {
    // The first 3 windows are the 10-token row's: 6, 6, 4 → [6 6] [4] = 16 tokens; of the
    // rows of 4 and 3 tokens (the second of 2 shards) there are 2: [4 3] = 8.
    expect(timedTokens([10, 4, 7, 3], shape, 3)).toBe(16);
    expect(timedTokens([4, 3], shape, 3)).toBe(8);
    const timed = { ...input(), timing: { windows: 3, runs: 10 } };
    // 10 runs of 16 tokens at 10 and 1 ms.
    expect(projectCompletionPlan(timed).shards[0]!.lines[2]).toEqual({
      part: 'timing',
      units: 3,
      ms: { teacher: 1600, student: 160 },
      otherMs: 0,
    });
    // 2 shards: the rows of 10 and 7 tokens (16 tokens timed) are the slowest slice.
    expect(projectCompletionPlan(timed).shards[1]!.totalMs).toBe(523.5 + 1760);
    const cached = projectCompletionPlan({ ...timed, teacherCached: true });
    expect(cached.shards[0]!.lines[2]!.ms).toEqual({ teacher: 0, student: 160 });
  });

  it("counts 0 for the teacher's windows when the cache holds its side, never for its completions", () => {
    const [one] = projectCompletionPlan({ ...input(), teacherCached: true }).shards;
    expect(one!.lines.map((l) => l.ms.teacher)).toEqual([0, 0, 120]);
    expect(one!.totalMs).toBe(307);
  });

  it('makes as many prompts as the rows give, at most N', () => {
    // 4 rows of which half give a prompt: 2 prompts, not 3.
    const few = input();
    few.completions!.promptedShare = 0.5;
    const [one] = projectCompletionPlan(few).shards;
    expect(one!.lines[2]).toEqual({
      part: 'completions',
      units: 2,
      ms: { teacher: 80, student: 20 },
      otherMs: 8,
    });
    const [off] = projectCompletionPlan({ ...input(), completions: null }).shards;
    expect(off!.lines.map((l) => l.part)).toEqual(['setup', 'windows']);
  });

  it('names the fewest shards that fit the target, or none', () => {
    expect(projectCompletionPlan(input(), 0.5 / 60).fits).toBe(4);
    expect(projectCompletionPlan(input(), 0.3 / 60).fits).toBeNull();
    expect(() => projectCompletionPlan(input(), 0)).toThrow(RangeError);
  });
});

describe('completionAdviceToFit', () => {
  /**
   * 64 rows of 4 tokens (one window each, batches of 1): a row costs 4 ms of
   * the teacher, a prompt 30 ms; every row gives a prompt, 64 asked. On n
   * shards a slice holds ⌈64/n⌉ rows and ⌈64/n⌉ prompts: 34 × ⌈64/n⌉ ms,
   * 68 ms at 32 shards.
   */
  const many = (): CompletionPlanInput => ({
    setupMs: 0,
    shape: { maxLength: 6, stride: 3, batchSize: 1, chunkRows: 32 },
    sequenceTokens: Array.from({ length: 64 }, () => 4),
    msPerToken: { teacher: 1, student: 0 },
    otherMsPerPosition: 0,
    timing: null,
    completions: {
      prompts: 64,
      promptedShare: 1,
      completionsPerPrompt: 1,
      msPerCompletion: { teacher: 30, student: 0 },
      otherMsPerPrompt: 0,
    },
    teacherCached: false,
  });

  it('finds the most rows and the most prompts that fit, with their fewest shards (hand-computed)', () => {
    // 60 ms: 68 at 32 shards does not fit.
    expect(projectCompletionPlan(many(), 60 / 60_000).fits).toBeNull();
    expect(completionAdviceToFit(many(), 60 / 60_000)).toEqual([
      // L rows make L prompts: 34 × ⌈L/n⌉ ≤ 60 needs ⌈L/32⌉ = 1: 32 rows, on 32 shards.
      { key: 'dataset.limit', value: 32, shards: 32 },
      // 4 × ⌈64/32⌉ + 30 × ⌈P/32⌉ ≤ 60 needs P ≤ 32; on 16 shards 16 + 60 = 76.
      { key: 'completion.completions.prompts', value: 32, shards: 32 },
    ]);
    // 35 ms: a slice of one row and its prompt (34) fits; 64 rows' windows on 32 shards (8)
    // beside one prompt (30) do not.
    expect(completionAdviceToFit(many(), 35 / 60_000)).toEqual([
      { key: 'dataset.limit', value: 32, shards: 32 },
    ]);
    // 5 ms: not even one prompt beside the windows; one row alone takes 34 ms.
    expect(completionAdviceToFit(many(), 5 / 60_000)).toEqual([]);
  });

  it('renders the plan, the target and the advice with the config keys', () => {
    const target = 60 / 60_000;
    const plan = projectCompletionPlan(many(), target);
    const text = renderCompletionPlan(
      many(),
      plan,
      ['Plan for x.yml'],
      'flag',
      completionAdviceToFit(many(), target),
    );
    expect(text).toContain(
      [
        'part                 units  teacher  student  other',
        'setup                           0 s      0 s    0 s',
        'windows      192 positions    0.3 s      0 s    0 s',
        'completions     64 prompts    1.9 s      0 s    0 s',
        'total                         2.2 s      0 s    0 s',
        '  (windows: 64 rows, 64 windows, 256 tokens fed to each model)',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        `Fits ${target} min: not within 32 shards`,
        'It fits with one setting changed (the others as configured):',
        '  dataset.limit: 32  (32 shards)',
        '  completion.completions.prompts: 32  (32 shards)',
      ].join('\n'),
    );
  });
});
