/**
 * The next-token numeric core against test/fixtures/completion/oracle.py,
 * which recomputes every relation from both models' full logits with numpy
 * (and a bootstrap over sequences), independently of this code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  compactSide,
  fullKl,
  nextTokenRelations,
  PositionStats,
  reduceStudent,
  reduceTeacher,
  ReductionScratch,
  sequencePairedComparison,
  type KlSource,
  type SequenceCounts,
} from '../../../src/relations/next-token/index.js';
import type { RelationsOptions } from '../../../src/relations/types.js';
import { expectClose } from '../helpers.js';

interface Interval95 {
  violations: number;
  n: number;
  rate: number | null;
  ci95: [number, number] | null;
  sequences: number;
  designEffect: number | null;
  bootstrap95: [number, number];
}

interface Fixture {
  name: string;
  vocab: number;
  k: number;
  sequences: number;
  options: RelationsOptions;
  sequence: number[];
  actual: number[];
  teacher: string;
  student: string;
  sides: { ids: number[]; logProbs: number[]; restLogProb: number | null; actualLogProb: number }[];
  perPosition: { klTopK: number[]; klFull: number[]; studentConfidence: number[] };
  expected: {
    mr1: Interval95;
    mr2: Interval95;
    mr3: Interval95;
    negativeFlips: Interval95;
    positiveFlips: Interval95;
    bothWrong: number;
    mr4: {
      violations: number;
      n: number;
      undecided: number;
      teacherEce: number;
      studentEce: number;
      table: {
        teacherN: number;
        studentN: number;
        teacherAccuracy: number | null;
        studentAccuracy: number | null;
        teacherConfidence: number | null;
        studentConfidence: number | null;
        differenceCi95: [number, number] | null;
        verdict: string | null;
      }[];
    };
    accuracy: { teacher: number; student: number };
    klTopK: Record<string, number>;
    klFull: Record<string, number>;
    klFullViolations: number;
    crossEntropy: {
      teacher: { nats: number; ci95: [number, number]; perplexity: number };
      student: { nats: number; ci95: [number, number]; perplexity: number };
      gap: number;
      gapCi95: [number, number];
      perplexityRatio: number;
    };
    perSequence: SequenceCounts;
  };
  baseline?: {
    perSequence: SequenceCounts;
    paired: {
      relation: 'MR1' | 'MR2' | 'MR3';
      rateNow: number;
      rateBefore: number;
      change: number;
      standardError: number;
      ci95: [number, number];
      pValue: number;
      bootstrap95: [number, number];
    }[];
  };
}

const DIRECTORY = fileURLToPath(new URL('../../fixtures/completion/', import.meta.url));
const fixtures: Fixture[] = readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.json') && !file.startsWith('model'))
  .sort()
  .map((file) => JSON.parse(readFileSync(DIRECTORY + file, 'utf8')) as Fixture);

const float32 = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4);
};

/** The fixture's positions reduced as a run reduces them, and the relations over them. */
function run(f: Fixture) {
  const teacher = float32(f.teacher);
  const student = float32(f.student);
  const positions = f.actual.length;
  const scratch = new ReductionScratch(f.vocab, f.k);
  const side = compactSide(positions, f.k);
  const stats = new PositionStats();
  for (let i = 0; i < positions; i++) {
    const offset = i * f.vocab;
    reduceTeacher(teacher, offset, f.actual[i]!, scratch, side, i, true);
    const reduced = reduceStudent(student, offset, f.actual[i]!, scratch, side, i);
    const kl = fullKl(teacher, offset, student, offset, reduced.lse, scratch);
    stats.add(f.sequence[i]!, f.actual[i]!, side, i, reduced, kl);
  }
  const source: KlSource = f.k === f.vocab ? 'exact' : 'lower-bound-top-k';
  return {
    side,
    stats,
    result: nextTokenRelations(stats.columns(), f.sequences, f.options, source),
  };
}

/**
 * How close the cluster-robust interval must come to the bootstrap's: each
 * end within 20% of the bootstrap interval's width (the two agree to first
 * order; near 0 Wilson's interval is the more asymmetric of the two).
 */
function expectNearBootstrap(
  ci: [number, number] | null,
  bootstrap: [number, number],
  what: string,
) {
  expect(ci, what).not.toBeNull();
  const width = bootstrap[1] - bootstrap[0];
  expect(Math.abs(ci![0] - bootstrap[0]), `${what} low`).toBeLessThanOrEqual(0.2 * width);
  expect(Math.abs(ci![1] - bootstrap[1]), `${what} high`).toBeLessThanOrEqual(0.2 * width);
}

describe.each(fixtures)('$name against numpy', (f) => {
  const { side, stats, result } = run(f);
  const { relations, details } = result;
  const e = f.expected;

  it('keeps the teacher compact side numpy gives (ids exactly, float32 values exactly)', () => {
    f.sides.forEach((expected, i) => {
      expect(Array.from(side.ids.subarray(i * f.k, (i + 1) * f.k)), `ids ${i}`).toEqual(
        expected.ids,
      );
      expect(Array.from(side.logProbs.subarray(i * f.k, (i + 1) * f.k)), `logProbs ${i}`).toEqual(
        expected.logProbs,
      );
      // JSON writes -Infinity (no rest) as null.
      expect(side.restLogProbs[i], `rest ${i}`).toBe(expected.restLogProb ?? -Infinity);
      expect(side.actualLogProbs[i], `actual ${i}`).toBe(expected.actualLogProb);
    });
  });

  it('gives each position the KL and confidence numpy gives (1e-12)', () => {
    const columns = stats.columns();
    const n = f.perPosition.klTopK.length;
    expectClose(columns.klTopK.subarray(0, n), f.perPosition.klTopK, 1e-12, 'klTopK');
    expectClose(columns.klFull.subarray(0, n), f.perPosition.klFull, 1e-12, 'klFull');
    expectClose(
      columns.studentConfidence.subarray(0, n),
      f.perPosition.studentConfidence,
      1e-12,
      'studentConfidence',
    );
  });

  it('counts every relation exactly as numpy does', () => {
    for (const key of ['mr1', 'mr2', 'mr3'] as const) {
      expect([relations[key].violations, relations[key].n], key).toEqual([
        e[key].violations,
        e[key].n,
      ]);
      expect(relations[key].sequences, key).toBe(e[key].sequences);
    }
    expect(relations.flips!.negativeFlips.violations).toBe(e.negativeFlips.violations);
    expect(relations.flips!.positiveFlips.violations).toBe(e.positiveFlips.violations);
    expect(relations.flips!.bothWrong).toBe(e.bothWrong);
    expect([relations.mr4.violations, relations.mr4.n, relations.mr4.undecided]).toEqual([
      e.mr4.violations,
      e.mr4.n,
      e.mr4.undecided,
    ]);
    expect(details.kl.full?.violations).toBe(e.klFullViolations);
    expect(details.perSequence).toEqual(e.perSequence);
  });

  it('gives the cluster-robust rates and intervals numpy gives (1e-9)', () => {
    for (const key of ['mr1', 'mr2', 'mr3'] as const) {
      expectClose(relations[key].rate, e[key].rate, 1e-12, `${key}.rate`);
      expectClose(relations[key].ci95, e[key].ci95, 1e-9, `${key}.ci95`);
      expectClose(relations[key].designEffect, e[key].designEffect, 1e-9, `${key}.designEffect`);
    }
    expectClose(relations.flips!.negativeFlips.ci95, e.negativeFlips.ci95, 1e-9, 'negative');
    expectClose(relations.flips!.positiveFlips.ci95, e.positiveFlips.ci95, 1e-9, 'positive');
  });

  it('has cluster intervals close to a bootstrap over sequences', () => {
    if (f.sequences < 20) return; // too few sequences for a bootstrap to say much
    for (const key of ['mr1', 'mr2', 'mr3'] as const) {
      expectNearBootstrap(relations[key].ci95, e[key].bootstrap95, key);
    }
    expectNearBootstrap(relations.flips!.negativeFlips.ci95, e.negativeFlips.bootstrap95, 'neg');
    expectNearBootstrap(relations.flips!.positiveFlips.ci95, e.positiveFlips.bootstrap95, 'pos');
  });

  it('bins next-token correctness as numpy does (MR4, ECE)', () => {
    expectClose(relations.mr4.teacherEce, e.mr4.teacherEce, 1e-12, 'teacherEce');
    expectClose(relations.mr4.studentEce, e.mr4.studentEce, 1e-12, 'studentEce');
    relations.mr4.table.forEach((row, b) => {
      const x = e.mr4.table[b]!;
      expect([row.teacher.n, row.student.n], `bin ${b}`).toEqual([x.teacherN, x.studentN]);
      expectClose(row.teacher.accuracy, x.teacherAccuracy, 1e-12, `bin ${b} teacher accuracy`);
      expectClose(row.student.confidence, x.studentConfidence, 1e-12, `bin ${b} confidence`);
      expectClose(row.differenceCi95, x.differenceCi95, 1e-9, `bin ${b} interval`);
      expect(row.verdict, `bin ${b} verdict`).toBe(x.verdict);
    });
    expectClose(relations.accuracy.teacher.accuracy, e.accuracy.teacher, 1e-12, 'accuracy');
    expectClose(relations.accuracy.student.accuracy, e.accuracy.student, 1e-12, 'accuracy');
  });

  it('summarises KL and cross-entropy as numpy does', () => {
    expectClose(details.kl.gated, e.klTopK, 1e-12, 'klTopK');
    const { violations, positions, ...full } = details.kl.full!;
    expect(positions).toBe(f.actual.length);
    expect(violations).toBe(e.klFullViolations);
    expectClose(full, e.klFull, 1e-12, 'klFull');
    const ce = details.crossEntropy;
    expectClose(ce.teacher, e.crossEntropy.teacher, 1e-9, 'teacher');
    expectClose(ce.student, e.crossEntropy.student, 1e-9, 'student');
    expectClose(ce.gap, e.crossEntropy.gap, 1e-9, 'gap');
    expectClose(ce.gapCi95, e.crossEntropy.gapCi95, 1e-9, 'gapCi95');
    expectClose(ce.perplexityRatio, e.crossEntropy.perplexityRatio, 1e-9, 'ratio');
  });

  it('keeps the compact KL at or below the full KL at every position (within float32 rounding)', () => {
    const { klTopK, klFull } = stats.columns();
    // The stored side's float32 rounding (relative 6e-8) may lift it by a few 1e-9.
    klTopK.forEach((kl, i) => expect(kl, `position ${i}`).toBeLessThanOrEqual(klFull[i]! + 1e-6));
    if (f.k === f.vocab) {
      expect(details.kl.source).toBe('exact');
      // The rest is empty: only the float32 rounding of the stored side separates them.
      klTopK.forEach((kl, i) => expect(Math.abs(kl - klFull[i]!)).toBeLessThan(1e-6));
    }
  });

  it.runIf(f.baseline !== undefined)('pairs the baseline by sequence as numpy does', () => {
    const digest = 'a'.repeat(64);
    const now = { ...details.perSequence, inputsDigest: digest };
    const before = { ...f.baseline!.perSequence, inputsDigest: digest };
    for (const expected of f.baseline!.paired) {
      const c = sequencePairedComparison(expected.relation, now, before);
      expectClose(c.rateNow, expected.rateNow, 1e-12, 'rateNow');
      expectClose(c.rateBefore, expected.rateBefore, 1e-12, 'rateBefore');
      expectClose(c.change, expected.change, 1e-12, 'change');
      expectClose(c.standardError, expected.standardError, 1e-12, 'se');
      expectClose(c.ci95, expected.ci95, 1e-9, 'ci95');
      expect(Math.abs(c.pValue - expected.pValue) / expected.pValue).toBeLessThan(1e-9);
      expectNearBootstrap(c.ci95, expected.bootstrap95, `${expected.relation} change`);
    }
  });
});
