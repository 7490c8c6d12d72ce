import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rate } from '../../src/relations/index.js';
import { flipRateRatio, flipRatioInterval } from '../../src/robustness/index.js';
import { repoRoot } from '../shared.js';

interface Case {
  teacher: [number, number];
  student: [number, number];
  ratio: number | 'infinite' | null;
  ci95: [number, number] | null;
}

const fixture = JSON.parse(
  readFileSync(path.join(repoRoot, 'test/fixtures/robustness/ratio-intervals.json'), 'utf8'),
) as { cases: Case[] };

describe('flipRatioInterval (Katz log interval of the student/teacher flip-rate ratio)', () => {
  it('matches scipy (relative_risk) and the corrected formula on every fixture case', () => {
    expect(fixture.cases).toHaveLength(14);
    for (const c of fixture.cases) {
      const teacher = rate(...c.teacher);
      const student = rate(...c.student);
      const got = flipRatioInterval(teacher, student);
      const label = JSON.stringify([c.teacher, c.student]);
      if (c.ci95 === null) {
        expect([label, got]).toEqual([label, null]);
        continue;
      }
      expect(got, label).not.toBeNull();
      expect(got![0] / c.ci95[0], label).toBeCloseTo(1, 12);
      expect(got![1] / c.ci95[1], label).toBeCloseTo(1, 12);
      // The point estimate lies inside its interval (for a finite ratio).
      const { ratio } = flipRateRatio(teacher, student);
      if (typeof ratio === 'number' && ratio > 0) {
        expect(ratio).toBeGreaterThan(got![0]);
        expect(ratio).toBeLessThan(got![1]);
      }
    }
  });

  it('computes the example swap-operands interval by hand', () => {
    // teacher 3/140, student 19/140: r = 19/3; se = sqrt(1/19 - 1/140 + 1/3 - 1/140)
    const se = Math.sqrt(1 / 19 - 1 / 140 + 1 / 3 - 1 / 140);
    const z = 1.959963984540054;
    const [low, high] = flipRatioInterval(rate(3, 140), rate(19, 140))!;
    expect(low).toBeCloseTo((19 / 3) * Math.exp(-z * se), 12);
    expect(high).toBeCloseTo((19 / 3) * Math.exp(z * se), 12);
    expect(low).toBeCloseTo(1.917313, 6);
    expect(high).toBeCloseTo(20.920478, 5);
  });

  it('adds 0.5 to each cell when a model never flipped, and has no interval without flips', () => {
    // teacher 0/48, student 3/48: (3.5/49) / (0.5/49) = 7, se = sqrt(1/3.5 - 1/49 + 1/0.5 - 1/49).
    const se = Math.sqrt(1 / 3.5 - 1 / 49 + 2 - 1 / 49);
    const [low, high] = flipRatioInterval(rate(0, 48), rate(3, 48))!;
    expect(low).toBeCloseTo(7 * Math.exp(-1.959963984540054 * se), 12);
    expect(high).toBeCloseTo(7 * Math.exp(1.959963984540054 * se), 10);
    expect(flipRatioInterval(rate(0, 48), rate(0, 48))).toBeNull();
    expect(flipRatioInterval(rate(0, 0), rate(0, 0))).toBeNull();
  });
});
