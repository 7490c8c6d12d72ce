import { describe, expect, it } from 'vitest';
import { DEFAULT_CEILINGS } from '../../src/config/types.js';
import { decideGate, flipRateCheck, rollUp } from '../../src/gate/index.js';
import { attackCheck } from '../../src/gate/robustness.js';
import { rate } from '../../src/relations/index.js';
import { relativeDegradation } from '../../src/robustness/index.js';
import type { AttackReport } from '../../src/robustness/types.js';
import type { GateOptions } from '../../src/gate/types.js';
import { computeRelations } from '../../src/relations/index.js';
import type { TransformedKindResult } from '../../src/robustness/types.js';
import type { RobustnessReport } from '../../src/robustness/types.js';
import {
  attackModel,
  attackReport,
  robustnessOf,
  transformedKind,
} from '../report/report-fixtures.js';

// Relations that fail no ceiling, so only the robustness checks can fail (on 2 inputs MR1-MR3
// are inconclusive, which the default policy does not fail).
const relations = computeRelations(
  { data: Float64Array.of(0.9, 0.1, 0.2, 0.8), rows: 2, cols: 2 },
  { data: Float64Array.of(0.9, 0.1, 0.2, 0.8), rows: 2, cols: 2 },
  null,
  { epsilon: 0.1, tau: 0.9, delta3: 0, bins: 10, nMin: 10, delta4: 0.1 },
);
const gateOptions: GateOptions = {
  ceilings: { ...DEFAULT_CEILINGS },
  maxDegradation: null,
  percentMaxDegradation: null,
};

describe('the robustness checks of the gate', () => {
  /**
   * One transformation with these teacher / student flips of 20, and the mhm
   * and greedy attacks with these teacher / student successes on 10 inputs
   * the models both got right (a drop of successes / 10 each).
   */
  const robustness = (
    [teacherFlips, studentFlips]: [number, number],
    [teacherSuccesses, studentSuccesses]: [number, number],
    ratioCeiling: number | null = 2,
    degradationCeiling: number | null = 1,
  ): RobustnessReport =>
    robustnessOf(
      [transformedKind('rename-locals', teacherFlips, studentFlips, 20)],
      (['mhm', 'greedy'] as const).map((method) =>
        attackReport(
          method,
          attackModel(10, 10, teacherSuccesses, 100),
          attackModel(10, 10, studentSuccesses, 100),
        ),
      ),
      // min-flips 0: these tests are about the ceilings alone; see the next describe.
      { maxFlipRateRatio: ratioCeiling, minFlips: 0, maxRelativeDegradation: degradationCeiling },
    );
  /** The gate with the ceilings the section was made with (as the pipeline passes the config's). */
  const decide = (report: RobustnessReport) =>
    decideGate(relations, { ...gateOptions, robustness: report.thresholds }, null, report);
  const failures = (report: RobustnessReport) => decide(report).failures;

  it('holds the section to the ceilings in GateOptions, not to those the section records', () => {
    const report = robustness([2, 6], [1, 3]);
    // The section says 2 and +100%; the options say 3 and +200%: ratio 3 and +200% pass.
    const options = {
      ...gateOptions,
      robustness: { maxFlipRateRatio: 3, minFlips: 0, maxRelativeDegradation: 2 },
    };
    expect(decideGate(relations, options, null, report).failures).toEqual([]);
    expect(() => decideGate(relations, gateOptions, null, report)).toThrow(
      new RangeError('a robustness section needs its ceilings in options.robustness'),
    );
  });

  it('fails each ceiling with its numbers; a value equal to its ceiling passes', () => {
    // Ratio 3 of 6/20 over 2/20: Katz CI 3·exp(±1.96·sqrt(1/6 − 1/20 + 1/2 − 1/20)) = 0.686–13.1
    // holds 2, so inconclusive (not a failure under the default policy); at these rates the
    // interval excludes 2 from 20 · (ln(13.1/0.686)/2)² / ln(3/2)² = 264.9, so 265 inputs on.
    // The attack degradations +200% (3/10 over 1/10) have the Katz interval of 3 less 1:
    // 3·exp(±1.96·sqrt(1/3 − 1/10 + 1 − 1/10)) − 1 = −62.8% to +2317.1%, which holds +100%:
    // inconclusive, decided from 10 · (ln(24.17/0.3724)/2)² / ln(3/2)² = 264.8, so 265 inputs on.
    const verdict = decide(robustness([2, 6], [1, 3]));
    expect(verdict.inconclusive.filter((r) => r.startsWith('flip-rate'))).toEqual([
      'flip-rate ratio on rename-locals 3.00 (student 30.0% (6/20), teacher 10.0% (2/20)) is above ' +
        'max-flip-rate-ratio 2.00, but its 95% CI 0.686–13.1 contains the ceiling: inconclusive; about ' +
        '265 transformed inputs at these flip rates would decide it (20 now)',
    ]);
    expect(verdict.failures).toEqual([]);
    expect(verdict.inconclusive.filter((r) => r.startsWith('relative'))).toEqual(
      ['mhm', 'greedy'].map(
        (method) =>
          `relative degradation (points) under the ${method} attack +200.0% (student accuracy drop 30.0 points, ` +
          'teacher 10.0 points, on 10 inputs; 95% CI −62.8% to +2317.1%) is above max-relative-degradation ' +
          '+100.0%, but its 95% CI contains the ceiling: inconclusive; about 265 attacked inputs at these ' +
          'success rates would decide it (10 now)',
      ),
    );
    // A failing degradation needs its interval wholly above the ceiling: 60 of 200 successes
    // over 10 of 200 is +500%, 95% CI +216.3% to +1038.0%.
    const many = decideGate(
      relations,
      {
        ...gateOptions,
        robustness: { maxFlipRateRatio: 2, minFlips: 0, maxRelativeDegradation: 1 },
      },
      null,
      robustnessOf(
        [],
        [attackReport('mhm', attackModel(200, 200, 10, 100), attackModel(200, 200, 60, 100))],
      ),
    );
    expect(many.failures).toEqual([
      'relative degradation (points) under the mhm attack +500.0% (student accuracy drop 30.0 points, teacher 5.0 points, on 200 inputs; 95% CI +216.3% to +1038.0%) exceeds max-relative-degradation +100.0%',
    ]);
    expect(failures(robustness([2, 4], [1, 2]))).toEqual([]);
    const off = decide(robustness([2, 6], [1, 3], null, null));
    expect(off.failures).toEqual([]);
    expect(off.checks.slice(4).map((c) => [c.id, c.status])).toEqual([
      ['flip-rate-ratio:rename-locals', 'off'],
      ['attack-relative-degradation:mhm', 'off'],
      ['attack-relative-degradation:greedy', 'off'],
    ]);
    // 6/20 over 2/20, and 0.3 / 0.1 - 1 (2 up to rounding).
    expect(off.checks[4]?.value).toBe(3);
    expect(off.checks[5]?.value).toBeCloseTo(2, 12);
    expect(off.checks[6]?.value).toBeCloseTo(2, 12);
  });

  it('fails an infinite ratio or degradation, and lets 0/0 neither pass nor fail', () => {
    // 0/20 teacher flips: the corrected ratio (3.5/21)/(0.5/21) = 7 has the CI 0.385–127, which
    // holds 2: inconclusive, 20 · (ln(127/0.385)/2)² / ln(7/2)² = 107.2, so 108 inputs to decide.
    expect(
      decide(robustness([0, 3], [0, 2])).inconclusive.filter((r) => r.startsWith('flip-rate')),
    ).toEqual([
      'flip-rate ratio on rename-locals infinite (student 15.0% (3/20), teacher 0.0% (0/20)) is above ' +
        'max-flip-rate-ratio 2.00, but its 95% CI 0.385–127 contains the ceiling: inconclusive; about ' +
        '108 transformed inputs at these flip rates would decide it (20 now)',
    ]);
    // 0/200 vs 30/200: the corrected CI 3.8–990 lies above 2: an infinite ratio that fails.
    expect(
      decide(
        robustnessOf([transformedKind('rename-locals', 0, 30, 200)], [], {
          maxFlipRateRatio: 2,
          minFlips: 0,
          maxRelativeDegradation: 1,
        }),
      ).failures,
    ).toEqual([
      'flip-rate ratio on rename-locals is infinite (student 15.0% (30/200), teacher 0.0% (0/200)): exceeds max-flip-rate-ratio 2.00',
    ]);
    // An infinite degradation (0/10 teacher, 2/10 student successes) has the corrected interval
    // (2.5/11)/(0.5/11) = 5 times exp(±1.96·sqrt(1/2.5 − 1/11 + 2 − 1/11)), less 1: −73.0% to
    // +9162.2%, which holds +100%: inconclusive; on 300 inputs, 40 student successes against none
    // put it at +400.4% to +131024.8%: it fails.
    expect(failures(robustness([0, 3], [0, 2]))).toEqual([]);
    expect(
      decide(robustness([0, 3], [0, 2])).inconclusive.filter((r) => r.startsWith('relative')),
    ).toHaveLength(2);
    const broken = attackReport(
      'mhm',
      attackModel(300, 300, 0, 100),
      attackModel(300, 300, 40, 100),
    );
    expect(attackCheck(broken, 1)!.reason).toBe(
      'relative degradation (points) under the mhm attack is infinite (student accuracy drop 13.3 points, teacher 0.0 points, on 300 inputs; 95% CI +400.4% to +131024.8%): exceeds max-relative-degradation +100.0%',
    );
    const stable = decide(robustness([0, 0], [0, 0]));
    expect(stable.passed).toBe(true);
    expect(stable.checks.slice(4).map((c) => [c.value, c.status, c.reason])).toEqual([
      [
        null,
        'undefined',
        'flip-rate ratio on rename-locals is undefined: neither model changed a prediction on the 20 transformed inputs (0/0)',
      ],
      ...['mhm', 'greedy'].map((method) => [
        null,
        'undefined',
        `relative degradation (points) under the ${method} attack is undefined: neither model's accuracy dropped under the attack (0/0)`,
      ]),
    ]);
  });
});

describe('the flip-rate check with too few flips to decide', () => {
  /** swap-operands on 200 inputs: `n` transformed with these teacher and student flips, the rest unchanged. */
  const kind = (
    [teacherFlips, n]: [number, number],
    [studentFlips]: [number, number],
  ): TransformedKindResult => ({
    ...transformedKind('swap-operands', teacherFlips, studentFlips, n),
    inputs: 200,
    unchanged: 200 - n,
  });

  it('leaves the example swap-operands check (3 teacher flips, CI 1.92-20.9 around 2) undecided', () => {
    // The vulnerability example: teacher 3/140, student 19/140, ratio 6.33 (scipy: 1.9173-20.920).
    const example = kind([3, 140], [19, 140]);
    expect(flipRateCheck(example, 2, 5)).toEqual({
      id: 'flip-rate-ratio:swap-operands',
      value: 19 / 3,
      ceiling: 2,
      baseline: null,
      status: 'undefined',
      reason:
        'flip-rate ratio on swap-operands 6.33 (student 13.6% (19/140), teacher 2.1% (3/140)) is too uncertain ' +
        'to decide: 3 teacher flips (fewer than min-flips 5) and its 95% CI 1.92–20.9 contains max-flip-rate-ratio 2.00',
      cause: {
        kind: 'too-few-flips',
        model: 'teacher',
        flips: 3,
        minFlips: 5,
        ci95: [expect.closeTo(1.9173, 4), expect.closeTo(20.92, 2)],
      },
    });
    // With min-flips 3 (or 0) the same counts have flips enough, and the interval still holds 2:
    // inconclusive, with 140 · (ln(20.9/1.92)/2)² / ln(6.33/2)² = 150.4, so 151 inputs to decide.
    expect(flipRateCheck(example, 2, 3).status).toBe('inconclusive');
    expect(flipRateCheck(example, 2, 0)).toMatchObject({
      status: 'inconclusive',
      reason:
        'flip-rate ratio on swap-operands 6.33 (student 13.6% (19/140), teacher 2.1% (3/140)) is above ' +
        'max-flip-rate-ratio 2.00, but its 95% CI 1.92–20.9 contains the ceiling: inconclusive; about 151 ' +
        'transformed inputs at these flip rates would decide it (140 now)',
      cause: {
        kind: 'inconclusive',
        ceiling: {
          ci95: [expect.closeTo(1.9173, 4), expect.closeTo(20.92, 2)],
          inputsToDecide: 151,
        },
        paired: null,
      },
    });
    // A ceiling of 1.9 lies below the interval: decided whatever the counts.
    expect(flipRateCheck(example, 1.9, 5).status).toBe('fail');
  });

  it('decides when the interval lies on one side of the ceiling, whatever the counts', () => {
    // 2/200 vs 60/200: ratio 30, CI 30·exp(±1.96·sqrt(1/60 - 1/200 + 1/2 - 1/200)) = 7.43-121: above 2.
    expect(flipRateCheck(kind([2, 200], [60, 200]), 2, 5).status).toBe('fail');
    // 40/200 vs 2/200: ratio 0.05, CI up to 0.05·exp(1.96·sqrt(1/2 - 1/200 + 1/40 - 1/200)) = 0.204: below 2.
    expect(flipRateCheck(kind([40, 200], [2, 200]), 2, 5).status).toBe('pass');
    // 5 flips or more in both models and a CI that contains 2: inconclusive, not decided by the
    // point estimate. 5/48 vs 12/48: ratio 2.4, CI 0.916–6.29; 48 · (ln(6.29/0.916)/2)² /
    // ln(2.4/2)² = 1340.1, so 1341 inputs would decide it.
    const five = kind([5, 48], [12, 48]);
    expect(five.flipRateRatioCi95![0]).toBeLessThan(2);
    expect(flipRateCheck(five, 2, 5)).toMatchObject({
      status: 'inconclusive',
      cause: { kind: 'inconclusive', ceiling: { inputsToDecide: 1341 } },
    });
    expect(flipRateCheck(kind([4, 48], [12, 48]), 2, 5).status).toBe('undefined');
  });

  it('rolls several checks up into one row: fail if any failed, else inconclusive if any is, else pass if any passed', () => {
    const pass = flipRateCheck(kind([40, 200], [2, 200]), 2, 5);
    const fail = flipRateCheck(kind([2, 200], [60, 200]), 2, 5);
    const undecided = flipRateCheck(kind([4, 48], [12, 48]), 2, 5);
    const off = flipRateCheck(kind([4, 48], [12, 48]), null, 5);
    expect([pass.status, fail.status, undecided.status, off.status]).toEqual([
      'pass',
      'fail',
      'undefined',
      'off',
    ]);
    expect(rollUp([undecided, pass, fail])).toEqual({ failed: 1, total: 3, status: 'fail' });
    expect(rollUp([undecided, pass])).toEqual({ failed: 0, total: 2, status: 'pass' });
    const inconclusive = flipRateCheck(kind([5, 48], [12, 48]), 2, 5);
    expect(rollUp([pass, inconclusive])).toEqual({ failed: 0, total: 2, status: 'inconclusive' });
    expect(rollUp([inconclusive, fail])).toEqual({ failed: 1, total: 2, status: 'fail' });
    expect(rollUp([off, undecided])).toEqual({ failed: 0, total: 2, status: 'off' });
    expect(rollUp([])).toBeNull();
  });

  it('leaves an infinite ratio on a few student flips undecided, and fails it on many', () => {
    // 0/48 vs 3/48: corrected CI 0.371-132 contains 2, 0 teacher flips.
    const few = flipRateCheck(kind([0, 48], [3, 48]), 2, 5);
    expect(few.value).toBe('infinite');
    expect(few.status).toBe('undefined');
    expect(few.reason).toBe(
      'flip-rate ratio on swap-operands infinite (student 6.3% (3/48), teacher 0.0% (0/48)) is too uncertain ' +
        'to decide: 0 teacher flips (fewer than min-flips 5) and its 95% CI 0.371–132 contains max-flip-rate-ratio 2.00',
    );
    // 0/200 vs 30/200: corrected ratio 61, CI 3.8-990: above 2, so it fails.
    expect(flipRateCheck(kind([0, 200], [30, 200]), 2, 5).status).toBe('fail');
  });
});

describe('the two readings of relative degradation', () => {
  it('gates on the reading degradation-reading names', () => {
    // Teacher: 90% clean, drops 10 points; student: 60% clean, drops 10 points.
    // Points: 0.1 / 0.1 - 1 = 0. Relative drops: (0.1 / 0.6) / (0.1 / 0.9) - 1 = 0.5.
    const result = (accuracyBefore: number, drop: number) => ({
      inputs: 10,
      correct: accuracyBefore * 10,
      success: rate(1, accuracyBefore * 10),
      accuracyBefore,
      drop,
      relativeDrop: drop / accuracyBefore,
    });
    const attack = {
      method: 'mhm',
      evaluated: 10,
      teacher: result(0.9, 0.1),
      student: result(0.6, 0.1),
      relativeDegradation: relativeDegradation(0.1, 0.1).value,
      relativeDegradationOfRelativeDrops: relativeDegradation(0.1 / 0.9, 0.1 / 0.6).value,
      relativeDegradationUndefinedReason: null,
    } as unknown as AttackReport;
    expect(attackCheck(attack, 0.4, 'points')).toMatchObject({ status: 'pass', value: 0 });
    const relative = attackCheck(attack, 0.4, 'relative-drops')!;
    expect(relative.status).toBe('fail');
    expect(relative.value).toBeCloseTo(0.5, 12);
    expect(relative.reason).toMatch(
      /^relative degradation \(relative drops\) under the mhm attack \+50\.0%/,
    );
  });
});
