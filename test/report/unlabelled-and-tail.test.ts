import { describe, expect, it } from 'vitest';

import { assembleReport } from '../../src/pipeline/report.js';
import { accuracyTable, renderMarkdown } from '../../src/report/markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { tinyConfig, tinyScores } from './tiny-report.js';

const NEEDS_LABELS =
  "No labelled rows: accuracy, F1, ECE, negative flips and MR4 need labels (the field `dataset.fields.label`, or the pair list's third column; -1 is unlabelled); MR1–MR3 compare the two models and need none.";

describe('a report without labels', () => {
  const rows = [
    [0.9, 0.1],
    [0.2, 0.8],
    [0.6, 0.4],
    [0.3, 0.7],
  ];
  const report = assembleReport(tinyConfig(), tinyScores(rows, rows, [-1, -1, -1, -1]), null, null);

  it('says once what needs labels, in place of the accuracy table of dashes', () => {
    expect(accuracyTable(report)).toBe(NEEDS_LABELS);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(`\n${NEEDS_LABELS}\n`);
    expect(markdown).not.toMatch(/\| Accuracy /);
  });

  it('leaves the ECE out of the terminal instead of printing dashes', () => {
    const text = renderTerminal(report);
    expect(text).not.toMatch(/ECE teacher|—; gaps/);
    expect(text.replace(/\n(?!\n)/g, ' ')).toContain(
      `${NEEDS_LABELS} Without them, the student disagrees with the teacher on 0.0% of inputs (0 / 4).`,
    );
  });
});

describe('the KL summary', () => {
  // 30 rows: 29 where the models agree exactly (KL 0) and one where the
  // student puts 0.01 on the teacher's 0.99: KL = 0.99 ln 99 + 0.01 ln(1/99)
  // = 4.5032 nats. Mean 4.5032 / 30 = 0.1501; p95 (linear, position
  // 0.95 · 29 = 27.55 of the sorted 0..29) lies between two zeros: 0.
  const teacher = Array.from({ length: 30 }, () => [0.99, 0.01]);
  const student = teacher.map((row, i) => (i === 0 ? [0.01, 0.99] : row));
  const labels = Array.from({ length: 30 }, () => 0);
  const tail = assembleReport(tinyConfig(), tinyScores(teacher, student, labels), null, null);
  const even = assembleReport(tinyConfig(), tinyScores(teacher, teacher, labels), null, null);
  const NOTE =
    'The mean is above the 95th percentile: fewer than 5% of the inputs, with a large divergence, carry it (a heavy tail).';

  it('explains a mean above the 95th percentile where it happens', () => {
    const { klMean, klP95 } = tail.relations.mr2;
    expect(klMean).toBeCloseTo((0.99 * Math.log(99) + 0.01 * Math.log(1 / 99)) / 30, 12);
    expect(klP95).toBe(0);
    expect(renderTerminal(tail).replace(/\n(?!\n)/g, ' ')).toContain(NOTE);
    expect(renderMarkdown(tail)).toContain(NOTE);
  });

  it('says nothing of a tail when the mean is not above p95', () => {
    expect(renderTerminal(even)).not.toContain('95th percentile');
    expect(renderMarkdown(even)).not.toContain('95th percentile');
  });
});
