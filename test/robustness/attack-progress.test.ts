/**
 * The attack says how far it has come as it goes: each method's start, a
 * line of its searches at most every 30 s of the injected clock, and its
 * end as it ends (before the next method's work), never a line per query.
 * The clock moves only when a model scores, so every figure is known.
 */
import { describe, expect, it } from 'vitest';
import type { TransformsConfig } from '../../src/config/types.js';
import { DEFAULT_RELATIONS } from '../../src/relations/types.js';
import { attackProgressLog } from '../../src/robustness/attack/progress.js';
import {
  robustnessOutcomes,
  scoreOriginals,
  type RobustnessModels,
} from '../../src/robustness/index.js';
import { attackConfig, example, fakeSource } from './helpers.js';

const INPUTS = [
  example(0, ['int f0(int n, int m) { int k = n + m; return k; }']),
  example(1, ['int f1(int a) { return a * 2; }']),
  example(2, ['int f2(int u, int w) { return u - w; }']),
  example(3, ['int f3(int q) { int r = q; return r; }']),
];
const POOL = [
  'int g1(int widget) { return widget; }',
  'int g2(int alpha, int beta) { return alpha + beta; }',
].map((code, i) => example(100 + i, [code], -1));

const transforms: TransformsConfig = {
  language: 'c',
  kinds: [],
  seed: 1,
  limit: null,
  maxFlipRateRatio: null,
  minFlips: 0,
  attack: attackConfig({ methods: ['greedy', 'wir-random'], queries: 12, timeBudgetSeconds: null }),
};

/** Lines logged and model calls, in the order they happened; the clock moves `step` ms per call. */
async function runRecorded(step: number): Promise<{ events: string[]; atCall: number[] }> {
  const events: string[] = [];
  let clock = 0;
  // A model that resists every rename: each search spends its 12 queries.
  const model = () => {
    const source = fakeSource(() => 0.9);
    const score = source.score.bind(source);
    source.score = async (examples) => {
      clock += step;
      events.push('score');
      return score(examples);
    };
    return source;
  };
  const models: RobustnessModels = { teacher: model(), student: model() };
  const originals = await scoreOriginals(models, INPUTS);
  events.length = 0;
  clock = 0;
  await robustnessOutcomes(
    { transforms, relations: DEFAULT_RELATIONS },
    models,
    {
      transform: { examples: [], originals },
      attack: { examples: INPUTS, originals },
      vocabulary: [...INPUTS, ...POOL],
    },
    { info: (line) => events.push(line), warning: (line) => events.push(`warning: ${line}`) },
    {},
    { now: () => clock },
  );
  // The model calls made before each event: the clock there is step × this.
  const atCall = events.map((_, i) => events.slice(0, i).filter((e) => e === 'score').length);
  return { events, atCall };
}

describe("the attack's progress", () => {
  it("says each method's start, its searches every 30 s and its end before the next method's work", async () => {
    const step = 20_000;
    const { events, atCall } = await runRecorded(step);
    const at = (pattern: RegExp) => events.findIndex((e) => pattern.test(e));
    const greedy = {
      start: at(/^robustness: greedy on 4 inputs$/),
      end: at(/^robustness: greedy attacked 4 of 4 inputs in /),
    };
    const wir = {
      start: at(/^robustness: wir-random on 4 inputs$/),
      end: at(/^robustness: wir-random attacked 4 of 4 inputs in /),
    };
    expect(events[0]).toMatch(/^robustness: 0 transformations of 0 inputs in \d+\.\d s$/);
    expect([greedy.start, greedy.end, wir.start, wir.end].every((i) => i > 0)).toBe(true);
    // greedy's end is told before wir-random starts, and each one's model calls lie within its lines.
    expect(greedy.start).toBeLessThan(greedy.end);
    expect(greedy.end + 1).toBe(wir.start);
    expect(wir.start).toBeLessThan(wir.end);
    expect(wir.end).toBe(events.length - 1);
    const calls = (from: number, to: number) =>
      events.slice(from, to).filter((e) => e === 'score').length;
    expect(calls(1, greedy.start)).toBe(0);
    expect(calls(greedy.start, greedy.end)).toBeGreaterThan(0);
    expect(calls(wir.start, wir.end)).toBeGreaterThan(0);

    for (const [method, { start, end }] of [
      ['greedy', greedy],
      ['wir-random', wir],
    ] as const) {
      const lines = events
        .map((line, i) => ({ line, i }))
        .filter(({ line, i }) => i > start && i < end && line !== 'score');
      expect(lines.length).toBeGreaterThan(0);
      let last = { i: start, done: { teacher: 0, student: 0 } };
      for (const { line, i } of lines) {
        const m = /^robustness: (\S+), (teacher|student) (\d)\/4 inputs, (\d+\.\d) s$/.exec(line);
        expect(m, line).not.toBeNull();
        const [, name, model, done, seconds] = m!;
        expect(name).toBe(method);
        // The seconds since the method began: 20 s per model call since its start line.
        expect(Number(seconds)).toBe(((atCall[i]! - atCall[start]!) * step) / 1000);
        // At least 30 s (two calls of 20 s) since the method's previous line.
        expect(atCall[i]! - atCall[last.i]!).toBeGreaterThanOrEqual(2);
        const side = model as 'teacher' | 'student';
        expect(Number(done)).toBeGreaterThan(last.done[side]);
        last = { i, done: { ...last.done, [side]: Number(done) } };
      }
      // The end line's seconds: the method's time on the same clock.
      expect(events[end]).toBe(
        `robustness: ${method} attacked 4 of 4 inputs in ${((calls(start, end) * step) / 1000).toFixed(1)} s`,
      );
    }
  });

  it('says no line per query: with a clock that stands still, only the starts and the ends', async () => {
    const { events } = await runRecorded(0);
    expect(events.filter((e) => e !== 'score').slice(1)).toEqual([
      'robustness: greedy on 4 inputs',
      'robustness: greedy attacked 4 of 4 inputs in 0.0 s',
      'robustness: wir-random on 4 inputs',
      'robustness: wir-random attacked 4 of 4 inputs in 0.0 s',
    ]);
  });

  it("says how far alert's substitutes have come, at the same rate", () => {
    const lines: string[] = [];
    let clock = 1_000;
    const say = attackProgressLog({ info: (l) => lines.push(l), warning: () => {} }, () => clock);
    say({ kind: 'started', method: 'alert', inputs: 3 });
    // 10 s in: too soon after the start line; 35 s: a line; 50 s: too soon after that one.
    for (const [at, done] of [
      [11_000, 1],
      [36_000, 2],
      [51_000, 3],
    ] as const) {
      clock = at;
      say({ kind: 'substitutes', done, of: 3 });
    }
    expect(lines).toEqual([
      "robustness: alert on 3 inputs (the language model's substitutes first)",
      "robustness: the language model's substitutes, 2/3 inputs, 35.0 s",
    ]);
  });
});
