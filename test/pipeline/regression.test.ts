import { describe, expect, it } from 'vitest';
import type { Baseline } from '../../src/pipeline/baseline.js';
import { assembleReport } from '../../src/pipeline/report.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import type { Report } from '../../src/report/types.js';
import { tinyConfig, tinyScores } from '../report/tiny-report.js';

const N = 40;
const teacher = Array.from({ length: N }, () => [0.9, 0.1]);
/** A student that agrees with the teacher except on the given rows (flipped to class 1). */
const studentFlipping = (rows: number[]) =>
  Array.from({ length: N }, (_, i) => (rows.includes(i) ? [0.2, 0.8] : [0.9, 0.1]));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const labels = Array.from({ length: N }, () => 0);

function baselineOf(report: Report): Baseline {
  return {
    relations: report.relations,
    summary: {
      path: 'base.json',
      createdAt: report.createdAt,
      rates: {
        MR1: report.relations.mr1.rate,
        MR2: report.relations.mr2.rate,
        MR3: report.relations.mr3.rate,
        MR4: report.relations.mr4.rate,
      },
    },
    violations: report.violations ?? null,
  };
}

// The base branch's student flips rows 0-1; the pull request's flips rows 2-13.
const config = tinyConfig({ ceilings: { mr1: 'off', mr2: 'off', mr3: 'off', mr4: 'off' } });
const base = assembleReport(
  config,
  tinyScores(teacher, studentFlipping([0, 1]), labels),
  null,
  null,
);
const head = (gate: Record<string, unknown> = {}, flips = range(2, 14)) =>
  assembleReport(
    tinyConfig({ ceilings: { mr1: 'off', mr2: 'off', mr3: 'off', mr4: 'off' }, ...gate }),
    tinyScores(teacher, studentFlipping(flips), labels),
    baselineOf(base),
    null,
    null,
    new Date(base.createdAt),
  );

describe('the paired regression test against the baseline', () => {
  it('fails MR1 on a significant rise: 12 new violations, 2 gone, on the same 40 inputs', () => {
    const report = head();
    const mr1 = report.baseline!.paired!.find((v) => v.relation === 'MR1')!;
    expect(mr1.comparison.table).toEqual({ both: 0, nowOnly: 12, beforeOnly: 2, neither: 26 });
    // By hand: 2 · P[X <= 2], X ~ Bin(14, 1/2) = 2 · (1 + 14 + 91) / 2^14.
    expect(mr1.comparison.pValue).toBeCloseTo((2 * 106) / 16384, 14);
    expect(mr1.comparison.change).toBe(10 / 40);
    expect(mr1.status).toBe('fail');
    const check = report.gate.checks.find((c) => c.id === 'MR1')!;
    expect(check).toMatchObject({ status: 'fail', value: 12 / 40, baseline: 2 / 40 });
    expect(check.reason).toBe(mr1.line);
    expect(check.reason).toMatch(
      /^MR1 prediction disagreement rose 25\.0 points on the same 40 inputs/,
    );
    expect(report.gate.passed).toBe(false);
  });

  it('passes a rise that is not significant, and a significant rise below the minimum effect', () => {
    // 3 new, 1 gone: p = 2 · (1 + 4) / 16 = 0.625.
    const small = head({}, [1, 2, 3, 4]);
    expect(small.gate.passed).toBe(true);
    expect(small.baseline!.paired![0]!.comparison.pValue).toBeCloseTo(0.625, 14);
    // The same 12-vs-2 rise with a minimum effect of 30 points passes.
    expect(head({ paired: { 'min-effect': 0.3 } }).gate.passed).toBe(true);
    expect(head({ paired: { alpha: 0.01 } }).gate.passed).toBe(true);
    // p = 0.0129 is above alpha 0.01.
    expect(head({ paired: { alpha: 0.01 } }).gate.failures).toEqual([]);
  });

  it('is switched off by gate.paired: off, and leaves a baseline of other inputs out with a line', () => {
    const off = head({ paired: 'off' });
    expect(off.baseline!.paired).toBeNull();
    expect(off.gate.passed).toBe(true);
    const other = assembleReport(
      config,
      tinyScores(
        teacher.slice(0, 39),
        studentFlipping(range(2, 14)).slice(0, 39),
        labels.slice(0, 39),
      ),
      baselineOf(base),
      null,
      null,
      new Date(base.createdAt),
    );
    expect(other.baseline!.paired).toBeNull();
    expect(other.baseline!.pairedNote).toMatch(
      /^baseline MR1: its violation set is of other inputs/,
    );
    expect(other.warnings).toContain(other.baseline!.pairedNote);
    expect(other.gate.passed).toBe(true);
  });

  it('warns when the baseline is older than gate.baseline-max-age-days', () => {
    const late = new Date(Date.parse(base.createdAt) + 31 * 24 * 3600 * 1000);
    const report = assembleReport(
      config,
      tinyScores(teacher, studentFlipping([0, 1]), labels),
      baselineOf(base),
      null,
      null,
      late,
    );
    expect(report.warnings.some((w) => /baseline/.test(w) && /31/.test(w))).toBe(true);
  });
});

describe('the paired test and the MR1 direction split in the reports', () => {
  it('shows the discordant counts, the change, the p-value and the verdict per relation', () => {
    const report = head();
    const markdown = renderMarkdown(report);
    const row = markdown
      .split('\n')
      .find((line) => line.startsWith('| MR1 ') && line.includes('→'))!;
    const cells = row.split('|').map((c) => c.trim());
    // On the 40 inputs both runs scored, 12 newly violate and 2 no longer do (none both): the
    // rate went from 2/40 = 5.0% to 12/40 = 30.0%, a change of 30.0 − 5.0 = +25.0 points
    // = (12 − 2) / 40; p = 212 / 16384 = 0.0129 -> 0.013.
    expect(cells.slice(1, 6)).toEqual(['MR1', '40', '5.0% → 30.0%', '12', '2']);
    expect(cells[6]).toMatch(/^\+25\.0 pts \(\+\d+\.\d to \+\d+\.\d\)$/);
    expect(cells[7]).toBe('0.013');
    expect(cells[8]).toBe('❌ FAIL');
    expect(markdown).toContain('each input is compared with itself in the base run');
    expect(renderTerminal(report)).toMatch(
      /^MR1 +40 +5\.0% → 30\.0% +12 +2 +\+25\.0 pts \(.*\) +0\.013 +FAIL$/m,
    );
  });

  it('splits MR1 by which model is right: here the teacher is right on all 12 flips', () => {
    const line =
      'MR1 by direction on 40 labelled inputs: teacher right and student wrong 12 (30.0%), student right and teacher wrong 0 (0.0%).';
    expect(renderMarkdown(head())).toContain(line);
    // The terminal wraps at 100 columns.
    expect(renderTerminal(head()).replace(/\s*\n\s*/g, ' ')).toContain(line);
    expect(head().relations.flips).toMatchObject({
      labelled: 40,
      negativeFlips: { violations: 12, n: 40 },
      positiveFlips: { violations: 0, n: 40 },
    });
  });
});
