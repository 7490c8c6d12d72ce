import { describe, expect, it } from 'vitest';

import { decideGate, splitChecks } from '../../src/gate/index.js';
import { directionCheck, negativeFlipsCheck } from '../../src/gate/mr1-split.js';
import type { GateOptions } from '../../src/gate/types.js';
import type { DirectionCeiling } from '../../src/config/types.js';
import { computeRelations, DEFAULT_RELATIONS } from '../../src/relations/index.js';
import type { Relations } from '../../src/relations/types.js';

/**
 * N inputs of a vulnerability model: the first `missed` go teacher vulnerable (1) →
 * student not vulnerable (0), the next `alarms` teacher 0 → student 1, the rest agree.
 * With `labelled`, each input's label is the teacher's class, so every flip is a
 * negative flip (teacher right, student wrong).
 */
function relations(missed: number, alarms: number, n: number, labelled = false): Relations {
  const p: number[] = [];
  const q: number[] = [];
  const labels: number[] = [];
  for (let i = 0; i < n; i++) {
    const [teacher, student] = i < missed ? [1, 0] : i < missed + alarms ? [0, 1] : [0, 0];
    p.push(...(teacher === 1 ? [0.2, 0.8] : [0.8, 0.2]));
    q.push(...(student === 1 ? [0.3, 0.7] : [0.7, 0.3]));
    labels.push(teacher);
  }
  return computeRelations(
    { data: Float64Array.from(p), rows: n, cols: 2 },
    { data: Float64Array.from(q), rows: n, cols: 2 },
    labelled ? Int32Array.from(labels) : null,
    DEFAULT_RELATIONS,
  );
}

const missedVulnerabilities = (ceiling: number): DirectionCeiling => ({
  teacher: { index: 1, name: 'vulnerable' },
  student: { index: 0, name: 'not vulnerable' },
  ceiling,
});

const options: GateOptions = {
  ceilings: { MR1: 0.25, MR2: null, MR3: null, MR4: null },
  maxDegradation: null,
  percentMaxDegradation: null,
};

describe('a ceiling on one direction of MR1', () => {
  it('fails a direction whose whole interval is above its ceiling, though MR1 passes', () => {
    // 30 of 400 missed (7.5%, Wilson 5.3–10.5%) against 2%; MR1 is 35/400 = 8.75% against 25%.
    const r = relations(30, 5, 400);
    const check = directionCheck(r, missedVulnerabilities(0.02), options, null);
    expect(check).toEqual({
      id: 'direction:1-to-0',
      value: 0.075,
      ceiling: 0.02,
      baseline: null,
      status: 'fail',
      reason:
        'MR1 teacher vulnerable → student not vulnerable 7.5% (30/400) exceeds the ceiling 2.0%',
      cause: { kind: 'broken', rules: ['ceiling'] },
    });
    const verdict = decideGate(r, { ...options, directions: [missedVulnerabilities(0.02)] }, null);
    expect(verdict.checks.find((c) => c.id === 'MR1')!.status).toBe('pass');
    expect(verdict.passed).toBe(false);
    expect(verdict.failures).toEqual([check.reason]);
    expect(splitChecks(verdict).map((c) => c.id)).toEqual(['direction:1-to-0']);
  });

  it('is inconclusive when its interval holds the ceiling, and says how many inputs would decide', () => {
    // 12 of 400 (3.0%, Wilson 1.7–5.2%) holds 2%: the Wilson bound reaches 2% at
    // n0 = z² c(1 − c) / (r − c)² = 3.8415 · 0.0196 / 0.0001 = 752.9, so 753 inputs.
    const check = directionCheck(relations(12, 0, 400), missedVulnerabilities(0.02), options, null);
    expect(check.status).toBe('inconclusive');
    expect(check.reason).toBe(
      'MR1 teacher vulnerable → student not vulnerable 3.0% (12/400) is above the ceiling 2.0%, but its 95% CI 1.7–5.2% contains the ceiling: inconclusive; about 753 inputs at this rate would decide it (400 now)',
    );
    expect(check.cause).toEqual({
      kind: 'inconclusive',
      ceiling: {
        ci95: [expect.closeTo(0.01724, 5), expect.closeTo(0.0517, 4)],
        inputsToDecide: 753,
      },
      paired: null,
    });
  });

  it('passes below its ceiling; a direction no input took is 0 of N; a ceiling of 0 is decided by the count', () => {
    // 2 of 400 (0.5%, Wilson 0.1–1.8%) under 2%.
    expect(
      directionCheck(relations(2, 9, 400), missedVulnerabilities(0.02), options, null).status,
    ).toBe('pass');
    const none = directionCheck(relations(0, 9, 400), missedVulnerabilities(0), options, null);
    expect([none.value, none.status]).toEqual([0, 'pass']);
    const one = directionCheck(relations(1, 0, 400), missedVulnerabilities(0), options, null);
    expect([one.value, one.status]).toEqual([0.0025, 'fail']);
  });

  it('is undefined, not passed, for relations without the split or without inputs', () => {
    const older = relations(30, 0, 400);
    delete older.directions;
    const check = directionCheck(older, missedVulnerabilities(0.02), options, null);
    expect([check.status, check.value]).toEqual(['undefined', null]);
    expect(check.reason).toBe(
      'MR1 teacher vulnerable → student not vulnerable is undefined: the relations have no split of MR1 by class (a report made before it existed)',
    );
    expect(
      directionCheck(relations(0, 0, 0), missedVulnerabilities(0.02), options, null).status,
    ).toBe('undefined');
  });

  it("holds the direction to the baseline's rate by the fixed-points rules", () => {
    // Base 5/400 = 1.25%, now 30/400 = 7.5%: a rise of 7.5 − 1.3 = 6.2 points as shown (6.25
    // unrounded) beyond max-degradation 2 points, and 500% beyond percent-max-degradation 50%.
    const check = directionCheck(
      relations(30, 0, 400),
      missedVulnerabilities(0.5),
      { ...options, maxDegradation: 0.02, percentMaxDegradation: 0.5 },
      relations(5, 0, 400),
    );
    expect(check.status).toBe('fail');
    expect(check.baseline).toBe(0.0125);
    expect(check.cause).toEqual({
      kind: 'broken',
      rules: ['max-degradation', 'percent-max-degradation'],
    });
    expect(check.reason).toBe(
      'MR1 teacher vulnerable → student not vulnerable 7.5% (30/400) rose 6.2 points from the baseline 1.3% (5/400), more than max-degradation 2.0 points; and rose 500.0% relative to the baseline 1.3% (5/400), more than percent-max-degradation 50.0%',
    );
  });
});

describe('a ceiling on the negative flips', () => {
  it('holds the labelled inputs the teacher gets right and the student wrong', () => {
    // Every input's label is the teacher's class: 30 + 10 flips, all negative: 40 of 400
    // labelled (10.0%, Wilson 7.4–13.3%), above 5%.
    const check = negativeFlipsCheck(relations(30, 10, 400, true), 0.05, options, null);
    expect(check).toMatchObject({ id: 'negative-flips', value: 0.1, status: 'fail' });
    expect(check.reason).toBe(
      'MR1 negative flips (teacher right, student wrong) 10.0% (40/400) exceeds the ceiling 5.0%',
    );
  });

  it('is skipped without labels, as MR4 is', () => {
    const check = negativeFlipsCheck(relations(30, 10, 400), 0.05, options, null);
    expect(check.status).toBe('skipped');
    expect(check.reason).toBe(
      'MR1 negative flips (teacher right, student wrong) is skipped: the dataset has no labels, so flips cannot be split by which model is right',
    );
  });

  it('comes after the directions in the verdict, and only when its ceiling is set', () => {
    const r = relations(30, 10, 400, true);
    const both = decideGate(
      r,
      { ...options, directions: [missedVulnerabilities(0.1)], negativeFlips: 0.2 },
      null,
    );
    expect(both.checks.map((c) => c.id)).toEqual([
      'MR1',
      'MR2',
      'MR3',
      'MR4',
      'direction:1-to-0',
      'negative-flips',
    ]);
    expect(both.passed).toBe(true);
    expect(decideGate(r, options, null).checks).toHaveLength(4);
  });
});
