/**
 * A batch's positions reduced through the reducer graph, and the one whose
 * sums the graph cannot give (a rest that underflows float64) reduced in
 * JavaScript instead: the values compact-side.ts gives, by hand.
 */
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { openNextTokenReducer } from '../../src/inference/next-token-reducer.js';
import type { OrtModule } from '../../src/inference/ort-module.js';
import { reduceBatch } from '../../src/pipeline/completion-reduce.js';
import { SequenceTally } from '../../src/pipeline/completion-worst.js';
import {
  compactSide,
  PositionStats,
  ReductionScratch,
} from '../../src/relations/next-token/index.js';

describe('a batch reduced as it returns', () => {
  it('reduces in JavaScript the position whose rest underflows, the other in the graph', async () => {
    // One sequence of tokens [2, 0, 1]: positions 1 and 2 (rows 0 and 1), V = 3, k = 1.
    // Row 0: teacher p = .5 .3 .2; row 1: teacher logits 0, −800, −900 (its rest
    // ln(e^−800 + e^−900) = −800 underflows in the graph's float64 sums).
    const ln = Math.log;
    const teacher = Float32Array.of(ln(0.5), ln(0.3), ln(0.2), 0, -800, -900);
    const student = Float32Array.of(ln(0.2), ln(0.5), ln(0.3), ln(0.6), ln(0.3), ln(0.1));
    const reducer = await openNextTokenReducer(ort as unknown as OrtModule, 1);
    const side = compactSide(2, 1);
    const stats = new PositionStats();
    const tokens = Int32Array.of(2, 0, 1);
    const at = (p: number) => ({
      sequence: 0,
      side,
      tally: new SequenceTally(),
      tokens,
      p,
      row: p - 1,
    });
    await reduceBatch(reducer, new ReductionScratch(3, 1), teacher, student, [at(1), at(2)], stats);
    await reducer.release();
    expect(Array.from(side.ids)).toEqual([0, 0]);
    expect(Array.from(side.logProbs)).toEqual([Math.fround(ln(0.5)), 0]);
    expect(Array.from(side.restLogProbs)).toEqual([Math.fround(ln(0.5)), -800]);
    // Next tokens 0 and 1: ln .5, and −800.
    expect(Array.from(side.actualLogProbs)).toEqual([Math.fround(ln(0.5)), -800]);
    const c = stats.columns();
    expect(Array.from(c.studentTop)).toEqual([1, 0]);
    // KL over the top token plus the rest: .5 ln(.5/.2) + .5 ln(.5/.8); then 1 · ln(1/.6).
    expect(c.klTopK[0]).toBeCloseTo(0.5 * ln(2.5) + 0.5 * ln(0.625), 6);
    expect(c.klTopK[1]).toBeCloseTo(ln(1 / 0.6), 6);
    // Full KL: .5 ln(.5/.2) + .3 ln(.3/.5) + .2 ln(.2/.3); then ln(1/.6) (the rest weighs e^−800).
    expect(c.klFull[0]).toBeCloseTo(0.5 * ln(2.5) + 0.3 * ln(0.6) + 0.2 * ln(2 / 3), 6);
    expect(c.klFull[1]).toBeCloseTo(ln(1 / 0.6), 6);
    expect(Array.from(c.studentActualLogProb)).toEqual([
      expect.closeTo(ln(0.2), 6),
      expect.closeTo(ln(0.3), 6),
    ]);
  });
});
