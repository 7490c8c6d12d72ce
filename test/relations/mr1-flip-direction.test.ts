import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { computeRelations, wilsonInterval } from '../../src/relations/index.js';
import { flipDirection } from '../../src/relations/mr1-flip-direction.js';
import { matrix } from './helpers.js';
import { loadRuns, runsCases } from './paired/fixtures.js';

describe('flipDirection: hand-computed', () => {
  it('splits disagreements by which model is right', () => {
    const p = matrix([
      [0.9, 0.1], // teacher 0
      [0.2, 0.8], // teacher 1
      [0.7, 0.3], // teacher 0
      [0.6, 0.4], // teacher 0
    ]);
    const q = matrix([
      [0.4, 0.6], // student 1
      [0.3, 0.7], // student 1
      [0.2, 0.8], // student 1
      [0.1, 0.9], // student 1
    ]);
    // Row 0, label 0: teacher right, student wrong (negative flip).
    // Row 1, label 1: both right. Row 2, label 1: student right (positive flip). Row 3 unlabelled.
    expect(flipDirection(p, q, Int32Array.of(0, 1, 1, -1))).toEqual({
      labelled: 3,
      negativeFlips: { violations: 1, n: 3, rate: 1 / 3, ci95: wilsonInterval(1, 3) },
      positiveFlips: { violations: 1, n: 3, rate: 1 / 3, ci95: wilsonInterval(1, 3) },
      bothWrong: 0,
      skippedReason: null,
    });
  });

  it('counts both-wrong disagreements separately with three classes', () => {
    const p = matrix([
      [0.6, 0.3, 0.1],
      [0.1, 0.2, 0.7],
    ]);
    const q = matrix([
      [0.2, 0.7, 0.1],
      [0.1, 0.2, 0.7],
    ]);
    // Row 0: teacher 0, student 1, label 2: both wrong and disagreeing. Row 1 agrees.
    const r = flipDirection(p, q, Int32Array.of(2, 2));
    expect([
      r.labelled,
      r.negativeFlips.violations,
      r.positiveFlips.violations,
      r.bothWrong,
    ]).toEqual([2, 0, 0, 1]);
  });

  it('is skipped without labels', () => {
    const p = matrix([[0.9, 0.1]]);
    const q = matrix([[0.1, 0.9]]);
    const none = flipDirection(p, q, null);
    expect(none).toEqual({
      labelled: 0,
      negativeFlips: { violations: 0, n: 0, rate: null, ci95: null },
      positiveFlips: { violations: 0, n: 0, rate: null, ci95: null },
      bothWrong: 0,
      skippedReason: 'the dataset has no labels, so flips cannot be split by which model is right',
    });
    expect(flipDirection(p, q, Int32Array.of(-1)).skippedReason).toBe(
      'no input is labelled, so flips cannot be split by which model is right',
    );
  });
});

describe('flipDirection on the numpy relation fixtures', () => {
  const directory = fileURLToPath(new URL('../fixtures/relations/', import.meta.url));
  const fixtures = readdirSync(directory)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(readFileSync(directory + file, 'utf8')) as {
          name: string;
          cols: number;
          p: number[][];
          q: number[][];
          labels: number[];
        },
    );

  it.each(fixtures.map((f) => [f.name, f] as const))(
    '%s: negative − positive = the accuracy gap; the flips are MR1 on labelled inputs',
    (_, f) => {
      const p = matrix(f.p, f.cols);
      const q = matrix(f.q, f.cols);
      const labels = Int32Array.from(f.labels);
      const r = flipDirection(p, q, labels);
      const relations = computeRelations(p, q, labels, {
        epsilon: 0.1,
        tau: 0.9,
        delta3: 0,
        bins: 10,
        nMin: 10,
        delta4: 0.1,
      });
      expect(r.labelled).toBe(relations.accuracy.teacher.n);
      const gap = (r.negativeFlips.violations - r.positiveFlips.violations) / r.labelled;
      expect(gap).toBeCloseTo(relations.accuracy.accuracyGap as number, 14);
      let disagreeLabelled = 0;
      for (let i = 0; i < p.rows; i++) {
        if ((labels[i] as number) < 0) continue;
        const t = f.p[i] as number[];
        const s = f.q[i] as number[];
        if (t.indexOf(Math.max(...t)) !== s.indexOf(Math.max(...s))) disagreeLabelled++;
      }
      expect(r.negativeFlips.violations + r.positiveFlips.violations + r.bothWrong).toBe(
        disagreeLabelled,
      );
    },
  );
});

describe.each(runsCases)('flipDirection on $name (numpy reference)', (c) => {
  it('matches the counts numpy wrote for the "now" run', () => {
    const runs = loadRuns(c);
    const r = flipDirection(runs.now.p, runs.now.q, runs.labels);
    expect({
      labelled: r.labelled,
      negative: r.negativeFlips.violations,
      positive: r.positiveFlips.violations,
      bothWrong: r.bothWrong,
    }).toEqual(c.flipsNow);
    expect(r.negativeFlips.rate).toBe(c.flipsNow.negative / c.flipsNow.labelled);
  });
});
