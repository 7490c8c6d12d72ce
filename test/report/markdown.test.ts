import { beforeAll, describe, expect, it } from 'vitest';
import { className, defaultClassNames } from '../../src/report/class-names.js';
import { reportDate, wrap } from '../../src/report/layout.js';
import { robustnessRow } from '../../src/report/lookups.js';
import { pointsDelta, signed, studentMinusTeacher } from '../../src/report/numbers.js';
import {
  accuracyTable,
  baselineNote,
  relationTable,
  renderMarkdown,
} from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import type { Report } from '../../src/report/types.js';
import {
  pipelineReport,
  robustnessOf,
  STUDENT,
  TEACHER,
  transformedKind,
} from './report-fixtures.js';
import { tinyReport } from './tiny-report.js';

/** The terminal text with its wrapped lines joined again, for phrases that may span a fold. */
function terminalText(report: Report): string {
  return renderTerminal(report).replace(/\s*\n\s*/g, ' ');
}

/** The cells of the Markdown table row that starts with `first` ('': the robustness row). */
function cells(table: string, first: string): string[] {
  const row = table
    .split('\n')
    .find((line) =>
      first === '' ? /^\| +\| robustness /.test(line) : line.startsWith(`| ${first} `),
    );
  if (row === undefined) throw new Error(`no row ${first} in\n${table}`);
  return row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());
}

/** A report as if compared with a baseline of these rates (the gate's checks carry them). */
function withBaseline(report: Report, rates: Report['baseline'] & object): Report {
  return {
    ...report,
    baseline: rates,
    gate: {
      ...report.gate,
      checks: report.gate.checks.map((c) => ({
        ...c,
        baseline: (rates.rates as Record<string, number | null>)[c.id] ?? null,
      })),
    },
  };
}

let worse: Report;
let better: Report;
beforeAll(async () => {
  // Teacher right on all four rows, student on one: accuracy 100% vs 25%, ECE 0.238 vs 0.463.
  worse = await pipelineReport(TEACHER, STUDENT);
  better = await pipelineReport(STUDENT, TEACHER);
});

describe('one sign convention: student − teacher, this run − base', () => {
  it('writes the sign out, with a minus sign, and no sign on what rounds to zero', () => {
    expect(signed(2.74, 1)).toBe('+2.7');
    expect(signed(-2.74, 1)).toBe('−2.7');
    expect(signed(-0.04, 1)).toBe('0.0');
    expect(signed(0.0004, 3)).toBe('0.000');
    expect(studentMinusTeacher(0.58, 0.553, 'points')).toBe('+2.7 pts');
    expect(studentMinusTeacher(0.342, 0.354, 'value')).toBe('−0.012');
    expect(studentMinusTeacher(null, 0.354, 'value')).toBe('—');
    expect(pointsDelta(0.1, 0.3)).toBe('−20.0 pts');
  });

  it('gives accuracy, F1 and ECE as student − teacher in the table, the heading and the sentence', () => {
    expect(worse.relations.accuracy.teacher.accuracy).toBe(1);
    expect(worse.relations.accuracy.student.accuracy).toBe(0.25);
    const table = accuracyTable(worse);
    expect(table.split('\n')[0]).toMatch(/\| Student − teacher \|$/);
    expect(cells(table, 'Accuracy')).toEqual(['Accuracy', '100.0%', '25.0%', '−75.0 pts']);
    // F1 of class 1: teacher 2·2/(2·2) = 1; student TP 1 (row 2), FP 2 (rows 1, 3), FN 1 (row 0): 2/(2+3) = 0.4.
    expect(cells(table, 'F1')).toEqual(['F1 (vulnerable)', '1.000', '0.400', '−0.600']);
    const ece = cells(table, 'ECE');
    const { teacherEce, studentEce } = worse.relations.mr4;
    expect(ece.slice(1, 3)).toEqual([teacherEce!.toFixed(3), studentEce!.toFixed(3)]);
    // The gap is the difference of the two ECEs as shown, in thousandths.
    const shown = (x: number) => Math.round(Number(x.toFixed(3)) * 1000);
    const gap = ((shown(studentEce!) - shown(teacherEce!)) / 1000).toFixed(3);
    expect(ece[3]).toBe(`+${gap}`);
    const markdown = renderMarkdown(worse);
    expect(markdown).toContain(
      `#### Calibration (MR4): ECE teacher ${teacherEce!.toFixed(3)}, student ${studentEce!.toFixed(3)} (student − teacher +${gap})`,
    );
    // The Markdown has the table only: a sentence restating it is gone.
    expect(markdown).not.toContain('Accuracy: teacher 100.0%');
    // The terminal, which has no accuracy table, says it in a sentence, the same way round.
    expect(terminalText(worse)).toContain(
      'Accuracy: teacher 100.0%, student 25.0% (student − teacher −75.0 pts; F1 (vulnerable) teacher 1.000, student 0.400; 4 labelled inputs)',
    );
    expect(terminalText(worse)).toContain(
      `(student − teacher +${gap}; gaps are student − teacher)`,
    );
  });

  it('flips every sign when teacher and student swap', () => {
    const table = accuracyTable(better);
    expect(cells(table, 'Accuracy')[3]).toBe('+75.0 pts');
    expect(cells(table, 'F1')[3]).toBe('+0.600');
    expect(cells(table, 'ECE')[3]).toMatch(/^−0\.\d{3}$/);
    expect(cells(table, 'ECE')[3]!.slice(1)).toBe(cells(accuracyTable(worse), 'ECE')[3]!.slice(1));
  });

  it('gives Δ as this run − base: more violations now is +', () => {
    // MR1 75.0% now (3/4), 50.0% before: +25.0; MR4 100.0% now, 100.0% before: 0.0.
    const report = withBaseline(worse, {
      path: 'base.json',
      createdAt: '2026-03-04T05:06:07.000Z',
      commit: '0123456789abcdef0123456789abcdef01234567',
      rates: { MR1: 0.5, MR2: 1, MR3: null, MR4: 1 },
    });
    const table = relationTable(report);
    expect(table.split('\n')[0]).toMatch(/\| Ceiling \| +Base \| +Δ pts \| Status +\|$/);
    expect(cells(table, 'MR1').slice(5, 7)).toEqual(['50.0%', '+25.0']);
    expect(cells(table, 'MR2').slice(5, 7)).toEqual(['100.0%', '0.0']);
    expect(cells(table, 'MR3').slice(5, 7)).toEqual(['—', '—']);
    expect(baselineNote(report)).toBe(
      "Base: the base branch's report (commit `0123456789ab`, made 2026-03-04 05:06 UTC). Δ = this run − base, in points: + means more violations now.",
    );
    const improved = withBaseline(worse, {
      ...report.baseline!,
      rates: { MR1: 1, MR2: 1, MR3: 1, MR4: 1 },
    });
    expect(cells(relationTable(improved), 'MR1')[6]).toBe('−25.0');
    expect(terminalText(report)).toContain(
      'base: the baseline report of commit 0123456789ab made 2026-03-04 05:06 UTC; Δ = this run − base',
    );
  });

  it('names a baseline without a commit by its date only', () => {
    const report = withBaseline(worse, {
      path: 'base.json',
      createdAt: '2026-03-04T05:06:07.000Z',
      rates: { MR1: 0.5, MR2: 1, MR3: null, MR4: 1 },
    });
    expect(baselineNote(report)).toMatch(
      /^Base: the base branch's report \(made 2026-03-04 05:06 UTC\)\./,
    );
    expect(reportDate('not a date')).toBe('not a date');
    expect(baselineNote(worse)).toBeNull();
  });
});

describe('the verdict in one table', () => {
  it('has one row per relation: rate with its count, interval, ceiling, status', () => {
    const table = relationTable(worse);
    expect(
      table
        .split('\n')[0]!
        .split('|')
        .map((c) => c.trim()),
    ).toEqual(['', '', 'Relation', 'Rate', '95% CI', 'Ceiling', 'Status', '']);
    // MR1: 3 of 4 disagree; Wilson 95% interval of 3/4 is 30.06%–95.44%.
    expect(cells(table, 'MR1')).toEqual([
      'MR1',
      'disagreement',
      '75.0% (3/4)',
      '30.1–95.4%',
      '10.0%',
      '❌ FAIL',
    ]);
    expect(table).not.toContain('robustness');
  });

  it('adds a robustness row whose status is the gate’s robustness checks, fail when any failed', () => {
    // rename-locals: student 30/48 vs teacher 4/48 flips, ratio 7.5, Katz CI
    // 7.5·exp(±1.96·sqrt(1/30 − 1/48 + 1/4 − 1/48)) = 2.86–19.7 > 2 fails; dead-code: 4/48 vs
    // 4/48, ratio 1, CI 0.265–3.77 holds 2: inconclusive.
    const failing = tinyReport(
      robustnessOf([
        transformedKind('rename-locals', 4, 30, 48),
        transformedKind('dead-code', 4, 4, 48),
      ]),
    );
    expect(failing.gate.checks.map((c) => [c.id, c.status])).toEqual([
      // 0 of 4 inputs: Wilson 0–49.0% holds the ceilings.
      ['MR1', 'inconclusive'],
      ['MR2', 'inconclusive'],
      ['MR3', 'inconclusive'],
      // tinyReport's 4 inputs fill no calibration bin with n-min of each model.
      ['MR4', 'undefined'],
      ['flip-rate-ratio:rename-locals', 'fail'],
      ['flip-rate-ratio:dead-code', 'inconclusive'],
    ]);
    expect(robustnessRow(failing)).toEqual({ failed: 1, total: 2, status: 'fail' });
    expect(cells(relationTable(failing), '')).toEqual([
      '',
      'robustness',
      '1 of 2 fail',
      '',
      '',
      '❌ FAIL',
    ]);
    expect(renderTerminal(failing)).toMatch(/^ +robustness +1 of 2 fail +FAIL$/m);

    const inconclusive = tinyReport(robustnessOf([transformedKind('dead-code', 4, 4, 48)]));
    expect(cells(relationTable(inconclusive), '')).toEqual([
      '',
      'robustness',
      '0 of 1 fail',
      '',
      '',
      '⚠️ inconclusive',
    ]);
    expect(renderTerminal(inconclusive)).toMatch(/^ +robustness +0 of 1 fail +inconclusive$/m);
    // 4/200 vs 4/200: CI 0.254–3.94 still holds 2; 40/200 vs 40/200: 0.675–1.48 lies below it.
    const passing = tinyReport(robustnessOf([transformedKind('dead-code', 40, 40, 200)]));
    expect(cells(relationTable(passing), '')).toEqual([
      '',
      'robustness',
      '0 of 1 fail',
      '',
      '',
      '✅ pass',
    ]);
    // Neither model flipped: the ratio is undefined, and so is the row.
    const undefinedRatio = tinyReport(robustnessOf([transformedKind('dead-code', 0, 0, 48)]));
    expect(robustnessRow(undefinedRatio)).toEqual({ failed: 0, total: 1, status: 'undefined' });
  });
});

describe('the bullets under the verdict table', () => {
  it('say why each failing relation failed, then what the data cannot decide', () => {
    // MR1–MR3 fail their ceilings; MR4's bins hold one or two inputs each: undecided, 0% or 100%.
    const lines = renderMarkdown(worse).split('\n');
    const bullets = lines.filter((line) => line.startsWith('- MR'));
    expect(bullets.slice(0, 3)).toEqual([
      '- MR1 prediction disagreement 75.0% (3/4) exceeds the ceiling 10.0%',
      expect.stringMatching(
        /^- MR2 distribution divergence \(KL > 0\.1 nats\) .* exceeds the ceiling 15\.0%$/,
      ),
      expect.stringMatching(
        /^- MR3 high-confidence loss \(τ = 0\.9\) .* exceeds the ceiling 15\.0%$/,
      ),
    ]);
    expect(bullets[3]).toMatch(/^- MR4 calibration-bin disagreement .* undecided/);
    expect(bullets).toHaveLength(4);
    // Each under the table, before the accuracy table.
    expect(lines.indexOf(bullets[0]!)).toBeLessThan(
      lines.findIndex((l) => l.startsWith('| Accuracy')),
    );
  });

  it('name no failure where none failed', () => {
    // tinyReport: MR1–MR3 0 of 4, inconclusive; MR4 undefined (no bin filled).
    const bullets = renderMarkdown(tinyReport())
      .split('\n')
      .filter((line) => line.startsWith('- '));
    expect(bullets.map((line) => line.slice(2, 5))).toEqual(['MR1', 'MR2', 'MR3', 'MR4']);
    expect(bullets.filter((line) => line.includes('exceeds'))).toEqual([]);
  });
});

describe('class names', () => {
  it('defaults to the task’s words for two classes, class k otherwise', () => {
    expect(defaultClassNames('vulnerability-prediction', 2)).toEqual([
      'not vulnerable',
      'vulnerable',
    ]);
    expect(defaultClassNames('clone-detection', 2)).toEqual(['not a clone', 'clone']);
    expect(defaultClassNames('classification', 3)).toEqual(['class 0', 'class 1', 'class 2']);
    expect(defaultClassNames('vulnerability-prediction', 3)).toEqual([
      'class 0',
      'class 1',
      'class 2',
    ]);
  });

  it('are echoed in the report and used in every renderer', async () => {
    expect(worse.labels).toEqual(['not vulnerable', 'vulnerable']);
    const named = await pipelineReport(TEACHER, STUDENT, { labels: ['safe', 'CWE-121'] });
    expect(named.labels).toEqual(['safe', 'CWE-121']);
    const markdown = renderMarkdown(named);
    expect(markdown).toContain(
      '**1. `r0`** · row 0 · KL 1.3627 nats · label: CWE-121 · teacher: CWE-121 (80.0%) · student: safe (90.0%) · **prediction flipped**',
    );
    expect(cells(accuracyTable(named), 'F1')[0]).toBe('F1 (CWE-121)');
    expect(terminalText(named)).toContain('F1 (CWE-121) teacher 1.000, student 0.400');
    expect(markdown).not.toMatch(/class [01]/);
  });

  it('fall back to the task’s defaults for a report without labels (an earlier run)', () => {
    const old: Report = { ...worse };
    delete old.labels;
    expect(className(old, 1)).toBe('vulnerable');
    expect(className({ ...old, task: 'classification' }, 0)).toBe('class 0');
    expect(className(worse, 5)).toBe('class 5');
  });
});

describe('wrap', () => {
  it('folds at spaces within the width, keeping the leading spaces and indenting later lines', () => {
    expect(wrap('aaa bbb ccc', 7)).toBe('aaa bbb\nccc');
    expect(wrap('aaa bbb ccc', 11)).toBe('aaa bbb ccc');
    expect(wrap('  - aa bb cc', 8, '    ')).toBe('  - aa\n    bb\n    cc');
    expect(wrap('a verylongword b', 5)).toBe('a\nverylongword\nb');
    expect(wrap('', 5)).toBe('');
  });
});
