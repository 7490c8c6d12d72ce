/**
 * The edge-case set of test/fixtures/mr4-readings (made by its
 * make_readings.py): six confidence bins where the study's MR4 counts 1
 * bin and the intervals decide none apart, built into both models' rows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BinVerdict, ProbMatrix } from '../../src/relations/types.js';
import { repoRoot } from '../shared.js';
import { matrix } from './helpers.js';

interface Counts {
  n: number;
  correct: number;
}

export interface ReadingsCase {
  options: { bins: number; nMin: number; delta4: number };
  blocks: { confidence: number; teacher: Counts; student: Counts }[];
  expected: {
    bins: {
      bin: number;
      teacher: Counts;
      student: Counts;
      differenceCi95: [number, number];
      verdict: BinVerdict;
      beyondDelta4: boolean;
    }[];
    violations: number;
    undecided: number;
    n: number;
    rate: number;
    ci95: [number, number];
    studyViolations: number;
    studyRate: number;
  };
}

export const READINGS: ReadingsCase = JSON.parse(
  readFileSync(path.join(repoRoot, 'test/fixtures/mr4-readings/readings.json'), 'utf8'),
) as ReadingsCase;

/**
 * Both models' rows and the labels, block by block as make_readings.py
 * describes: label 0, a model right on its first `correct` rows of a block
 * (confidence c on class 0) and wrong on the rest (c on class 1); the tie
 * block at 0.5 predicts class 0 everywhere, and its labels are 0 on the
 * first `correct` rows and 1 on the rest.
 */
export function readingsRows(): { p: ProbMatrix; q: ProbMatrix; labels: Int32Array } {
  const teacher: number[][] = [];
  const student: number[][] = [];
  const labels: number[] = [];
  for (const { confidence: c, teacher: t, student: s } of READINGS.blocks) {
    // Rows are shared inputs: a block has as many for each model, and a tie's labels decide both.
    if (t.n !== s.n || (c === 0.5 && t.correct !== s.correct))
      throw new RangeError(`the block at ${c} cannot be built as make_readings.py describes`);
    const row = (right: boolean) => (right ? [c, 1 - c] : [1 - c, c]);
    for (let i = 0; i < t.n; i++) {
      const tie = c === 0.5;
      teacher.push(row(tie || i < t.correct));
      student.push(row(tie || i < s.correct));
      labels.push(tie && i >= t.correct ? 1 : 0);
    }
  }
  return { p: matrix(teacher), q: matrix(student), labels: Int32Array.from(labels) };
}
