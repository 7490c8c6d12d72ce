/**
 * The next-token reducer graph in ONNX Runtime: on cases small enough to
 * compute by hand, and against the JavaScript reduction of compact-side.ts
 * (itself checked against numpy: test/relations/next-token/oracle.test.ts)
 * on random logits, position by position.
 */
import * as ort from 'onnxruntime-node';
import { afterAll, describe, expect, it } from 'vitest';
import {
  openNextTokenReducer,
  type NextTokenReducer,
} from '../../src/inference/next-token-reducer.js';
import type { OrtModule } from '../../src/inference/ort-module.js';
import {
  compactSide,
  fullKl,
  reduceStudent,
  reduceTeacher,
  ReductionScratch,
  studentAgainst,
} from '../../src/relations/next-token/index.js';

const runtime = ort as unknown as OrtModule;
const logits = (...probabilities: number[]) => Float32Array.from(probabilities.map(Math.log));
const opened: NextTokenReducer[] = [];
const reducer = async (k: number) => {
  const r = await openNextTokenReducer(runtime, k);
  opened.push(r);
  return r;
};
afterAll(async () => {
  for (const r of opened) await r.release();
});

/** A reproducible generator in [0, 1) (a linear congruential one). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('the next-token reducer graph', () => {
  it('gives the sums of a position computed by hand', async () => {
    // Teacher p = .4 .3 .2 .1, student q = .25 each, k = 2: top 0, 1; both Σ exp = 1 (lse 0);
    // the teacher's rest .2 + .1, the student's .5; the student's top the lower id of the tie;
    // KL = .4 ln 1.6 + .3 ln 1.2 + .2 ln .8 + .1 ln .4 = 0.10644013528622316.
    const r = await reducer(2);
    const out = await r.reduce(
      logits(0.4, 0.3, 0.2, 0.1),
      logits(0.25, 0.25, 0.25, 0.25),
      4,
      Int32Array.of(0),
      null,
    );
    expect(Array.from(out.topIds)).toEqual([0, 1]);
    expect(Array.from(out.studentTop)).toEqual([0]);
    // Float32 logits: 1e-7 from the exact values.
    expect(out.teacherLse[0]).toBeCloseTo(0, 6);
    expect(out.studentLse[0]).toBeCloseTo(0, 6);
    expect(out.teacherRestLog[0]).toBeCloseTo(Math.log(0.3), 6);
    expect(out.studentRestLog[0]).toBeCloseTo(Math.log(0.5), 6);
    expect(out.fullKl[0]).toBeCloseTo(0.10644013528622316, 6);
  });

  it('breaks ties in the top k to the lower id, and has no rest when k is the vocabulary', async () => {
    const tie = await (
      await reducer(2)
    ).reduce(Float32Array.of(1, 3, 3, 0), Float32Array.of(0, 2, 2, 1), 4, Int32Array.of(0), null);
    expect(Array.from(tie.topIds)).toEqual([1, 2]);
    expect(Array.from(tie.studentTop)).toEqual([1]);
    const whole = await (
      await reducer(3)
    ).reduce(logits(0.5, 0.3, 0.2), logits(0.2, 0.3, 0.5), 3, Int32Array.of(0), null);
    expect(whole.teacherRestLog[0]).toBe(-Infinity);
    expect(whole.studentRestLog[0]).toBe(-Infinity);
  });

  it('leaves a rest whose every term underflows at −∞ (the caller sums it in JavaScript)', async () => {
    const out = await (
      await reducer(1)
    ).reduce(Float32Array.of(0, -800, -900), Float32Array.of(0, -1, -2), 3, Int32Array.of(0), null);
    expect(out.teacherRestLog[0]).toBe(-Infinity);
    expect(out.studentRestLog[0]).toBeGreaterThan(-Infinity);
  });

  it('agrees with the JavaScript reduction on random logits, rows picked out of order (1e-12)', async () => {
    const vocab = 257;
    const k = 8;
    const positions = 40;
    const next = random(7);
    // Logits in ±20 on a grid of quarters, so that ties happen.
    const draw = () =>
      Float32Array.from({ length: positions * vocab }, () => Math.round((next() - 0.5) * 160) / 4);
    const teacher = draw();
    const student = draw();
    const rows = Int32Array.from({ length: 25 }, (_, i) => (i * 17) % positions);
    const r = await reducer(k);
    const live = await r.reduce(teacher, student, vocab, rows, null);
    const restored = await r.reduce(null, student, vocab, rows, live.topIds);
    const scratch = new ReductionScratch(vocab, k);
    const side = compactSide(rows.length, k);
    const relative = (a: number, b: number) => Math.abs(a - b) / Math.max(1, Math.abs(b));
    rows.forEach((row, i) => {
      const offset = row * vocab;
      reduceTeacher(teacher, offset, 0, scratch, side, i, true);
      const s = reduceStudent(student, offset, 0, scratch, side, i);
      const kl = fullKl(teacher, offset, student, offset, s.lse, scratch);
      expect(Array.from(live.topIds.subarray(i * k, (i + 1) * k)), `position ${i}`).toEqual(
        Array.from(side.ids.subarray(i * k, (i + 1) * k)),
      );
      expect(relative(live.teacherLse[i]!, scratch.teacherLse)).toBeLessThan(1e-12);
      expect(Math.fround(live.teacherRestLog[i]!)).toBe(side.restLogProbs[i]);
      for (const out of [live, restored]) {
        expect(out.studentTop[i]).toBe(s.top);
        expect(relative(out.studentLse[i]!, s.lse)).toBeLessThan(1e-12);
        const { klTopK } = studentAgainst(
          student,
          offset,
          0,
          side,
          i,
          out.studentTop[i]!,
          out.studentLse[i]!,
          out.studentRestLog[i]!,
        );
        expect(relative(klTopK, s.klTopK)).toBeLessThan(1e-12);
      }
      expect(relative(live.fullKl[i]!, kl)).toBeLessThan(1e-12);
      expect(Number.isNaN(restored.fullKl[i]!)).toBe(true);
    });
  });
});
