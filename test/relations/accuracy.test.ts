import { describe, expect, it } from 'vitest';

import { accuracySummary, modelAccuracy } from '../../src/relations/accuracy.js';
import { matrix } from './helpers.js';

describe('modelAccuracy', () => {
  it('computes accuracy and F1 of class 1 on labelled rows (hand-computed)', () => {
    const m = matrix([
      [0.2, 0.8],
      [0.6, 0.4],
      [0.3, 0.7],
      [0.9, 0.1],
    ]);
    // Labelled rows 0..2 predict 1, 0, 1 against 1, 1, 0: TP 1, FN 1, FP 1.
    expect(modelAccuracy(m, Int32Array.of(1, 1, 0, -1))).toEqual({
      n: 3,
      accuracy: 1 / 3,
      f1: 0.5,
    });
  });

  it('uses ties to the lowest index for the prediction', () => {
    const m = matrix([[0.5, 0.5]]);
    expect(modelAccuracy(m, Int32Array.of(0)).accuracy).toBe(1);
  });

  it('gives F1 null when no class-1 is predicted and none is true', () => {
    const m = matrix([
      [0.9, 0.1],
      [1, 0],
    ]);
    expect(modelAccuracy(m, Int32Array.of(0, 0))).toEqual({ n: 2, accuracy: 1, f1: null });
  });

  it('gives F1 0 when there are positives but no true positive', () => {
    const m = matrix([
      [0.1, 0.9],
      [0.8, 0.2],
    ]);
    expect(modelAccuracy(m, Int32Array.of(0, 1))).toEqual({ n: 2, accuracy: 0, f1: 0 });
  });

  it('reports no F1 when K is not 2', () => {
    const m = matrix([
      [0.1, 0.8, 0.1],
      [0.2, 0.2, 0.6],
    ]);
    expect(modelAccuracy(m, Int32Array.of(1, 0))).toEqual({ n: 2, accuracy: 0.5, f1: null });
  });

  it('is null without labels or without labelled rows', () => {
    const m = matrix([[0.1, 0.9]]);
    expect(modelAccuracy(m, null)).toEqual({ n: 0, accuracy: null, f1: null });
    expect(modelAccuracy(m, Int32Array.of(-1))).toEqual({ n: 0, accuracy: null, f1: null });
    expect(modelAccuracy(matrix([], 2), new Int32Array(0))).toEqual({
      n: 0,
      accuracy: null,
      f1: null,
    });
  });
});

describe('accuracySummary', () => {
  it('reports both models and the teacher − student gaps', () => {
    const p = matrix([
      [0.2, 0.8],
      [0.6, 0.4],
    ]);
    const q = matrix([
      [0.7, 0.3],
      [0.6, 0.4],
    ]);
    expect(accuracySummary(p, q, Int32Array.of(1, 0))).toEqual({
      teacher: { n: 2, accuracy: 1, f1: 1 },
      student: { n: 2, accuracy: 0.5, f1: 0 },
      accuracyGap: 0.5,
      f1Gap: 1,
    });
  });

  it('leaves a gap null when either side is undefined', () => {
    const p = matrix([[0.9, 0.1]]);
    const q = matrix([[0.1, 0.9]]);
    // Teacher predicts 0 on a 0: F1 undefined. Student predicts 1: F1 0.
    expect(accuracySummary(p, q, Int32Array.of(0))).toEqual({
      teacher: { n: 1, accuracy: 1, f1: null },
      student: { n: 1, accuracy: 0, f1: 0 },
      accuracyGap: 1,
      f1Gap: null,
    });
    expect(accuracySummary(p, q, null)).toMatchObject({ accuracyGap: null, f1Gap: null });
  });
});
