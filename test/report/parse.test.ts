import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { InputError } from '../../src/errors.js';
import { parseReport } from '../../src/report/parse.js';
import type { Report } from '../../src/report/types.js';
import { fixtures } from '../cli-harness.js';
import { attackModel, attackReport, robustnessOf, transformedKind } from './report-fixtures.js';
import { threeBinReport, tinyReport } from './tiny-report.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A report with robustness as this version writes it: one undecided ratio and a failing greedy attack. */
function current(): Report {
  // swap-operands: teacher 3/140, student 19/140 flips, ratio 6.33, interval 1.92–20.9 around 2,
  // 3 teacher flips < min-flips 5: undefined. greedy: drops 1/10 and 3/10, 0.3 / 0.1 − 1 = +200% > +100%.
  const robustness = robustnessOf(
    [transformedKind('swap-operands', 3, 19, 140)],
    // greedy as written before the degradation's intervals: its point estimate decides.
    [
      attackReport('greedy', attackModel(10, 10, 1, 100), attackModel(10, 10, 3, 100), {
        relativeDegradationCi95: undefined,
        relativeDegradationOfRelativeDropsCi95: undefined,
      }),
    ],
    { minFlips: 5 },
  );
  // Ceilings of 0 are decided by the count (no violation passes): on 4 inputs every other
  // ceiling would be inconclusive, which no report of before could be.
  return tinyReport(robustness, { ceilings: { mr1: 0, mr2: 0, mr3: 0 } });
}

/** The same report as a version 2 report of before the named methods, intervals and causes. */
function older(report: Report): Json {
  const json = JSON.parse(JSON.stringify(report)) as Json;
  const robustness = json.robustness as Json;
  delete robustness.attacks;
  delete robustness.attack.method;
  delete robustness.attack.teacher.restructured;
  delete robustness.attack.student.restructured;
  delete robustness.transformed[0].studentFlips;
  for (const check of json.gate.checks as Json[]) delete check.cause;
  delete json.gate.inconclusive;
  delete json.gate.inconclusivePolicy;
  return json;
}

describe('parseReport: reports of this version written before a field was added', () => {
  it('reads them in the shape of today, the lone attack as greedy', () => {
    const report = current();
    const parsed = parseReport(older(report), 'old.json');
    expect(parsed).toEqual(JSON.parse(JSON.stringify(report)));
    expect(parsed.robustness!.attacks.map((a) => a.method)).toEqual(['greedy']);
    expect(parsed.robustness!.attack).toBe(parsed.robustness!.attacks[0]);
    expect(parsed.robustness!.attacks[0]!.teacher!.restructured).toBe(0);
    expect(parsed.robustness!.transformed[0]!.studentFlips).toEqual([]);
    // No check of then was inconclusive (the point estimate decided every ceiling).
    expect([parsed.gate.inconclusive, parsed.gate.inconclusivePolicy]).toEqual([[], 'warn']);
    // The causes the gate of then decided by: the counts of the undecided ratio, the failing ceiling.
    expect(parsed.gate.checks.slice(4).map((c) => [c.id, c.status, c.cause])).toEqual([
      [
        'flip-rate-ratio:swap-operands',
        'undefined',
        {
          kind: 'too-few-flips',
          model: 'teacher',
          flips: 3,
          minFlips: 5,
          ci95: [expect.closeTo(1.9173, 4), expect.closeTo(20.92, 2)],
        },
      ],
      ['attack-relative-degradation:greedy', 'fail', { kind: 'broken', rules: ['ceiling'] }],
    ]);
    // MR1-MR3 pass; MR4 is undefined (4 inputs fill no bin with n-min of each model).
    expect(parsed.gate.checks.slice(0, 4).map((c) => c.cause)).toEqual([
      null,
      null,
      null,
      { kind: 'no-value' },
    ]);
  });

  it("names a failing relation's broken rules from its reason, and an undefined value as no-value", () => {
    const json = older(current());
    json.gate.checks[0] = {
      id: 'MR1',
      value: 0.2,
      ceiling: 0.1,
      baseline: 0.05,
      status: 'fail',
      reason:
        'MR1 prediction disagreement 20.0% (80/400) exceeds the ceiling 10.0%; and rose 15.0 points from the ' +
        'baseline 5.0% (20/400), more than max-degradation 5.0 points; and rose 300.0% relative to the baseline ' +
        '5.0% (20/400), more than percent-max-degradation 50.0%',
    };
    json.gate.checks[1] = {
      id: 'MR2',
      value: 0.12,
      ceiling: 0.15,
      baseline: 0.08,
      status: 'fail',
      reason:
        'MR2 distribution divergence rose 4.0 points on the same 400 inputs (from 8.0% to 12.0%, 95% CI +1.2 ' +
        'to +6.9; 20 newly violate, 4 no longer do): McNemar exact p = 0.0015 <= α 0.05 and above the minimum ' +
        'effect of 1.0 point',
    };
    json.gate.checks[3] = { ...json.gate.checks[3], value: null, status: 'skipped', reason: 'x' };
    const checks = parseReport(json, 'old.json').gate.checks;
    expect(checks[0]!.cause).toEqual({
      kind: 'broken',
      rules: ['ceiling', 'max-degradation', 'percent-max-degradation'],
    });
    expect(checks[1]!.cause).toEqual({ kind: 'broken', rules: ['paired'] });
    expect(checks[3]!.cause).toEqual({ kind: 'no-value' });
  });

  it('reads MR4 of before bins had an interval: each counted bin as its point estimate decided it', () => {
    const report = threeBinReport();
    const json = JSON.parse(JSON.stringify(report)) as Json;
    const mr4 = json.relations.mr4 as Json;
    delete mr4.undecided;
    mr4.ci95 = [0.06149, 0.7923]; // Wilson 1/3, as then
    for (const bin of mr4.table as Json[]) {
      bin.violation = bin.comparable && Math.abs(bin.difference) > 0.1;
      delete bin.difference;
      delete bin.differenceCi95;
      delete bin.verdict;
    }
    const parsed = parseReport(json, 'old.json').relations.mr4;
    expect([parsed.violations, parsed.undecided, parsed.n, parsed.ci95]).toEqual([
      1,
      0,
      3,
      [1 / 3, 1 / 3],
    ]);
    expect(
      parsed.table
        .filter((bin) => bin.comparable)
        .map((bin) => [bin.difference, bin.differenceCi95, bin.verdict]),
    ).toEqual([
      [-0.5, null, 'apart'],
      [0, null, 'together'],
      [0, null, 'together'],
    ]);
    expect(parsed.table[0]).toMatchObject({ difference: null, verdict: null });
    // The study's count, from the bins' counts: 0.5 apart in one of three.
    expect([parsed.studyViolations, parsed.studyRate]).toEqual([1, 1 / 3]);
  });

  it("reads MR4 of before the study's count was kept: counted from its bins", () => {
    const report = threeBinReport();
    const json = JSON.parse(JSON.stringify(report)) as Json;
    delete json.relations.mr4.studyViolations;
    delete json.relations.mr4.studyRate;
    expect(parseReport(json, 'old.json')).toEqual(JSON.parse(JSON.stringify(report)));
    expect(report.relations.mr4).toMatchObject({ studyViolations: 1, studyRate: 1 / 3 });
  });

  it('keeps the causes a report of today has, and still refuses other versions', () => {
    const report = JSON.parse(JSON.stringify(current())) as Json;
    report.gate.checks[4].cause = { kind: 'no-value' };
    expect(parseReport(report, 'r.json').gate.checks[4]!.cause).toEqual({ kind: 'no-value' });
    expect(() => parseReport({ ...report, version: 1 }, 'r.json')).toThrow(InputError);
  });
});

/** The forged reports of test/fixtures/hostile (make_forged_reports.py), as JSON. */
const forged = (name: string): Json =>
  JSON.parse(readFileSync(path.join(fixtures, 'hostile', name), 'utf8')) as Json;

describe('parseReport: text where a renderer prints a number', () => {
  const prefix = 'report r.json: not a complete report of version 2: ';

  it('refuses the forged reports of the hostile data set, naming the field, and reads them with the number back', () => {
    const html = forged('forged-number-html.json');
    expect(() => parseReport(html, 'report r.json')).toThrow(
      `${prefix}thresholds.relations.epsilon is "<img src=x onerror=alert(1)>", not a number`,
    );
    const mention = forged('forged-number-mention.json');
    expect(() => parseReport(mention, 'report r.json')).toThrow(
      `${prefix}relations.mr2.klMax is "@org/team", not a number or null`,
    );
    // With a number there again (epsilon the default 0.1; no largest KL) the same reports
    // parse: the forged field, and only it, was what was refused.
    html.thresholds.relations.epsilon = 0.1;
    expect(parseReport(html, 'r.json').thresholds.relations.epsilon).toBe(0.1);
    mention.relations.mr2.klMax = null;
    expect(parseReport(mention, 'r.json').relations.mr2.klMax).toBeNull();
  });

  // A report with robustness (a transformation and a greedy attack), forged one field at a time.
  const forgeries: [string, (json: Json) => void, string][] = [
    [
      'a threshold as a numeric string',
      (j) => (j.thresholds.relations.nMin = '10'),
      'thresholds.relations.nMin is "10", not a number',
    ],
    [
      'a ceiling as an object',
      (j) => (j.thresholds.gate.ceilings.mr1 = { toString: '@org/team' }),
      'thresholds.gate.ceilings.mr1 is {"toString":"@org/team"}, not a number or null',
    ],
    [
      "a transformation's count",
      (j) => (j.robustness.transformed[0].unchanged = '<img src=x>'),
      'robustness.transformed[0].unchanged is "<img src=x>", not a number',
    ],
    [
      "a transformation's flip rate",
      (j) => (j.robustness.transformed[0].flips.student.rate = '@org/team'),
      'robustness.transformed[0].flips.student.rate is "@org/team", not a number or null',
    ],
    [
      "a flip-rate ratio's interval",
      (j) => (j.robustness.transformed[0].flipRateRatioCi95 = [1, '#1']),
      'robustness.transformed[0].flipRateRatioCi95 is [1,"#1"], not null or two numbers',
    ],
    [
      "an attack's accuracy",
      (j) => (j.robustness.attacks[0].student.accuracyAfter = '<h1>x</h1>'),
      'robustness.attacks[0].student.accuracyAfter is "<h1>x</h1>", not a number or null',
    ],
    [
      "an attack's relative degradation",
      (j) => (j.robustness.attacks[0].relativeDegradation = 'infinity'),
      'robustness.attacks[0].relativeDegradation is "infinity", not a number, "infinite" or null',
    ],
    [
      "a rename's function number",
      (j) =>
        (j.robustness.attacks[0].examples = [
          {
            id: 'f',
            model: 'student',
            renames: [
              [0, 'a', 'b'],
              ['<img src=x>', 'c', 'd'],
            ],
            transformations: [],
            queries: 3,
          },
        ]),
      'robustness.attacks[0].examples[0].renames[1][0] is "<img src=x>", not a number',
    ],
    [
      'an ECE',
      (j) => (j.relations.mr4.studentEce = '@org/team'),
      'relations.mr4.studentEce is "@org/team", not a number or null',
    ],
    [
      "a calibration bin's accuracy",
      (j) => (j.relations.mr4.table[2].teacher.accuracy = '<img src=x>'),
      'relations.mr4.table[2].teacher.accuracy is "<img src=x>", not a number or null',
    ],
    [
      'an accuracy',
      (j) => (j.relations.accuracy.student.f1 = []),
      'relations.accuracy.student.f1 is [], not a number or null',
    ],
    [
      'a timing',
      (j) => (j.timings.totalMs = '@org/team'),
      'timings.totalMs is "@org/team", not a number',
    ],
    [
      "a check's ceiling",
      (j) => (j.gate.checks[1].ceiling = '0.1 <img src=x>'),
      'gate.checks[1].ceiling is "0.1 <img src=x>", not a number or null',
    ],
    [
      'a required count left out',
      (j) => delete j.dataset.rowsUsed,
      'dataset.rowsUsed is undefined, not a number',
    ],
  ];

  it.each(forgeries)('refuses %s, naming its path', (_, forge, problem) => {
    const json = JSON.parse(JSON.stringify(current())) as Json;
    expect(() => parseReport(json, 'report r.json')).not.toThrow();
    forge(json);
    expect(() => parseReport(json, 'report r.json')).toThrow(`${prefix}${problem}`);
  });
});
