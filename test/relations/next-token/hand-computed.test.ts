/** The next-token numeric core on cases small enough to compute by hand (values in the comments). */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../src/errors.js';
import {
  clusterRate,
  compactDifference,
  compactSide,
  fullKl,
  klSummary,
  reduceStudent,
  reduceTeacher,
  ReductionScratch,
  sequencePairedComparison,
  sequencePairedPower,
} from '../../../src/relations/next-token/index.js';
import { expectClose } from '../helpers.js';

const logits = (...probabilities: number[]) => Float32Array.from(probabilities.map(Math.log));

describe('the teacher compact side', () => {
  it('keeps the top k, best first, as float32 log-probabilities, with the rest and the next token', () => {
    const scratch = new ReductionScratch(3, 2);
    const side = compactSide(1, 2);
    reduceTeacher(logits(0.5, 0.3, 0.2), 0, 2, scratch, side, 0);
    expect(Array.from(side.ids)).toEqual([0, 1]);
    expect(Array.from(side.logProbs)).toEqual([
      Math.fround(Math.log(0.5)),
      Math.fround(Math.log(0.3)),
    ]);
    expect(side.restLogProbs[0]).toBe(Math.fround(Math.log(0.2)));
    expect(side.actualLogProbs[0]).toBe(Math.fround(Math.log(0.2)));
  });

  it('breaks ties to the lower id', () => {
    const scratch = new ReductionScratch(4, 2);
    const side = compactSide(1, 2);
    reduceTeacher(Float32Array.of(1, 3, 3, 0), 0, 0, scratch, side, 0);
    expect(Array.from(side.ids)).toEqual([1, 2]);
  });

  it('has no rest when k is the vocabulary, and sums a rest that underflows from its own maximum', () => {
    const whole = compactSide(1, 3);
    reduceTeacher(logits(0.5, 0.3, 0.2), 0, 0, new ReductionScratch(3, 3), whole, 0);
    expect(whole.restLogProbs[0]).toBe(-Infinity);
    const tiny = compactSide(1, 1);
    // exp(-800) underflows: the rest is ln(e^-800 + e^-900) − ln(1 + …) = −800 (to float32).
    reduceTeacher(Float32Array.of(0, -800, -900), 0, 0, new ReductionScratch(3, 1), tiny, 0);
    expect(tiny.restLogProbs[0]).toBe(-800);
  });

  it('refuses a next token outside the vocabulary and a k beyond it', () => {
    expect(() => new ReductionScratch(3, 4)).toThrow(
      'k must be an integer in 1..3 (the vocabulary), got 4',
    );
    expect(() =>
      reduceTeacher(logits(0.5, 0.5), 0, 2, new ReductionScratch(2, 1), compactSide(1, 1), 0),
    ).toThrow('actual token 2 is outside the vocabulary 0..1');
  });
});

describe('the student read against the compact side', () => {
  it('gives KL over the top k plus the rest, the student top-1 (lower id on ties), the probabilities', () => {
    const scratch = new ReductionScratch(3, 2);
    const side = compactSide(1, 2);
    const teacher = logits(0.5, 0.3, 0.2);
    reduceTeacher(teacher, 0, 2, scratch, side, 0, true);
    const student = logits(0.4, 0.4, 0.2);
    const s = reduceStudent(student, 0, 2, scratch, side, 0);
    // 0.5 ln(0.5/0.4) + 0.3 ln(0.3/0.4) + 0.2 ln(0.2/0.2) = 0.0252671539…
    expectClose(s.klTopK, 0.02526715392157057, 1e-7, 'klTopK');
    expect(s.top).toBe(0);
    expectClose(s.topProbability, 0.4, 1e-7, 'top');
    expectClose(s.probabilityOfTeacherTop, 0.4, 1e-7, 'of teacher top');
    expectClose(s.actualLogProb, Math.log(0.2), 1e-7, 'actual');
    // The rest is one token: the bound is the full KL.
    expectClose(fullKl(teacher, 0, student, 0, s.lse, scratch), 0.02526715392157057, 1e-7, 'full');
  });

  it('is a lower bound when the rest hides a difference', () => {
    const scratch = new ReductionScratch(4, 2);
    const side = compactSide(1, 2);
    const teacher = logits(0.5, 0.3, 0.1, 0.1);
    const student = logits(0.5, 0.3, 0.15, 0.05);
    reduceTeacher(teacher, 0, 0, scratch, side, 0, true);
    const s = reduceStudent(student, 0, 0, scratch, side, 0);
    // Top 2 equal, rest 0.2 against 0.2: the bound is 0; the full KL is
    // 0.1 ln(0.1/0.15) + 0.1 ln(0.1/0.05) = 0.0287682072…
    expectClose(s.klTopK, 0, 1e-7, 'bound');
    expectClose(fullKl(teacher, 0, student, 0, s.lse, scratch), 0.028768207245178097, 1e-7, 'full');
  });
});

describe('clusterRate', () => {
  it('follows the docstring: 6 of 30 in three sequences of 10', () => {
    // V = 3/2 · (0² + 2² + 2²) / 30² = 0.013333…, n_eff = 0.16 / V = 12, design effect 30 / 12 = 2.5.
    const r = clusterRate([2, 0, 4], [10, 10, 10]);
    expect([r.violations, r.n, r.rate, r.sequences]).toEqual([6, 30, 0.2, 3]);
    expectClose(r.designEffect, 2.5, 1e-12, 'designEffect');
    expectClose(r.ci95, [0.06276881739281501, 0.48272758660032955], 1e-12, 'ci95');
  });

  it('counts each sequence as one input where the variance says nothing', () => {
    // 0 of 30 in 3 sequences: Wilson at 0 of 3, not 0 of 30.
    const none = clusterRate([0, 0, 0], [10, 10, 10]);
    expectClose(none.ci95, [0, 0.5614970317550455], 1e-12, 'none');
    expect(none.designEffect).toBe(10);
    // One sequence: 3 of 10 read as one input at rate 0.3.
    expectClose(
      clusterRate([3], [10]).ci95,
      [0.020732144160170773, 0.8966481300889342],
      1e-12,
      'one',
    );
  });

  it('leaves out sequences of no counted position, and is undefined over none', () => {
    expect(clusterRate([2, 0, 0, 4], [10, 0, 10, 10]).sequences).toBe(3);
    expect(clusterRate([], [])).toEqual({
      violations: 0,
      n: 0,
      rate: null,
      ci95: null,
      sequences: 0,
      designEffect: null,
    });
    expect(() => clusterRate([3], [2])).toThrow('clusterRate: sequence 0 has 3 violations of 2');
  });
});

describe('klSummary', () => {
  it('gives numpy linear percentiles and leaves out what was not measured', () => {
    expectClose(
      klSummary(Float64Array.of(0.4, NaN, 0.1, 0.3, 0.2)),
      { mean: 0.25, median: 0.25, p90: 0.37, p95: 0.385, p99: 0.397, p999: 0.3997, max: 0.4 },
      1e-15,
      'summary',
    );
    expect(klSummary(Float64Array.of(NaN))).toBeNull();
  });
});

describe('the paired comparison by sequence', () => {
  const set = (mr1: number[], positions: number[], digest = 'd') => ({
    inputsDigest: digest,
    positions,
    mr1,
    mr2: mr1,
    mr3Tested: positions,
    mr3: mr1,
  });

  it('pairs the change sequence by sequence', () => {
    // now 3 + 1 of 10 + 10 (0.2), before 1 + 1 (0.1): change 0.1;
    // u = ((3 − 2)/20 − (1 − 1)/20, (1 − 2)/20 − 0) = (0.05, −0.05), se = √(2/1 · 0.005) = 0.1.
    const c = sequencePairedComparison('MR1', set([3, 1], [10, 10]), set([1, 1], [10, 10]));
    expectClose(c.change, 0.1, 1e-15, 'change');
    expectClose(c.standardError, 0.1, 1e-15, 'se');
    expectClose(c.ci95, [0.1 - 0.1959963984540054, 0.1 + 0.1959963984540054], 1e-15, 'ci');
    // Every sequence moved with its run's rate: no spread, a change that is certain.
    const even = sequencePairedComparison('MR1', set([2, 2], [10, 10]), set([1, 1], [10, 10]));
    expect([even.standardError, even.pValue]).toEqual([0, 0]);
  });

  it('refuses a baseline of other sequences in one line', () => {
    expect(() =>
      sequencePairedComparison('MR2', set([1], [2], 'a'.repeat(64)), set([1], [2], 'b'.repeat(64))),
    ).toThrow(InputError);
  });

  it('states the power to see min-effect, and the sequences that would give 80%', () => {
    // se 0.01 over 50 sequences, a 1-point rise at α 0.05: Φ(1 − 1.96) = 16.9%; 50 · 2.8016² = 392.4.
    const power = sequencePairedPower({ standardError: 0.01, sequences: 50 }, 0.01, 0.05)!;
    expectClose(power.power, 0.1685366707102025, 1e-9, 'power');
    expect(power.sequencesForPower).toBe(393);
  });
});

describe('compactDifference', () => {
  it('is 0 for the same side and the largest probability difference otherwise', () => {
    const scratch = new ReductionScratch(3, 2);
    const a = compactSide(1, 2);
    reduceTeacher(logits(0.5, 0.3, 0.2), 0, 2, scratch, a, 0);
    const b = compactSide(1, 2);
    reduceTeacher(logits(0.45, 0.35, 0.2), 0, 2, scratch, b, 0);
    expect(compactDifference(a, 0, a, 1)).toBe(0);
    expectClose(compactDifference(a, 0, b, 1), 0.05, 1e-7, 'difference');
  });
});
