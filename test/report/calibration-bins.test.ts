import { describe, expect, it } from 'vitest';

import { reliabilityChart, reliabilityTable } from '../../src/report/calibration-markdown.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { parseReport } from '../../src/report/parse.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { readingsReport, threeBinReport } from './tiny-report.js';

describe('MR4 per bin in the reports', () => {
  const report = threeBinReport();

  it('decides MR4 from the bins: 1 apart of 3, 1 undecided, so 33.3% or 66.7%, above 25% either way', () => {
    const { mr4 } = report.relations;
    expect([mr4.violations, mr4.undecided, mr4.n]).toEqual([1, 1, 3]);
    expect(mr4.ci95).toEqual([1 / 3, 2 / 3]);
    expect(report.gate.checks[3]).toMatchObject({ id: 'MR4', status: 'fail' });
  });

  it('shows each bin with its difference, interval and verdict in the Markdown table', () => {
    expect(reliabilityTable(report).split('\n')).toEqual([
      '| Confidence   | Teacher n | Teacher acc | Student n | Student acc | S − T pts |     95% CI pts | Against ±δ4  |',
      '| :----------- | --------: | ----------: | --------: | ----------: | --------: | -------------: | :----------- |',
      '| (0.50, 0.60] |        20 |      100.0% |        20 |       50.0% |     −50.0 | −70.1 to −24.3 | ❌ apart      |',
      '| (0.70, 0.80] |        15 |       80.0% |        15 |       80.0% |       0.0 | −28.3 to +28.3 | ⚠️ undecided |',
      '| (0.90, 1.00] |       200 |      100.0% |       200 |      100.0% |       0.0 |   −1.9 to +1.9 | ✅ together   |',
    ]);
  });

  it('marks only the apart bin in the chart', () => {
    expect(reliabilityChart(report)).toContain('["0.5–0.6 ✗", "0.7–0.8", "0.9–1.0"]');
  });

  it('prints the same table in the terminal, under its rule', () => {
    const text = renderTerminal(report);
    const start = text.indexOf('MR4 bin');
    expect(text.slice(start).split('\n').slice(0, 8)).toEqual([
      'MR4 bin       teacher n  acc     student n  acc     S − T pts  95% CI pts',
      '(0.50, 0.60]  20         100.0%  20         50.0%   −50.0      −70.1 to −24.3  apart',
      '(0.70, 0.80]  15         80.0%   15         80.0%   0.0        −28.3 to +28.3  undecided',
      '(0.90, 1.00]  200        100.0%  200        100.0%  0.0        −1.9 to +1.9    together',
      'A bin counts when both models have ≥ 10 labelled inputs in it. Its student − teacher accuracy',
      'difference has a 95% Newcombe interval (two independent proportions): apart when the interval lies',
      "wholly beyond ±10 points (δ4 = 0.1), together when wholly within, undecided otherwise. MR4's rate is",
      'apart / counted; the undecided bins give its range.',
    ]);
  });
});

describe("MR4 in the study's reading beside the gate's", () => {
  // test/fixtures/mr4-readings/make_readings.py: 6 counted bins, the one at (0.80, 0.90] 34/40
  // against 28/40 (15 points apart, Newcombe −32.4 to +3.4: undecided), the others together.
  const report = readingsReport();
  const sentence =
    'MR4 in both readings: as the study counts it (Awal, Rochan and Roy: bins whose accuracies ' +
    'differ by more than δ4 = 0.1), 1 of 6 counted bins (16.7%); as the gate decides it (by each ' +
    "bin's 95% interval), 0 of 6 apart and 1 undecided (0.0–16.7%).";

  it('keeps both counts in the JSON report, read back as written', () => {
    const json = JSON.parse(JSON.stringify(report)) as typeof report;
    expect(json.relations.mr4).toMatchObject({
      studyViolations: 1,
      studyRate: 1 / 6,
      violations: 0,
      undecided: 1,
      n: 6,
      ci95: [0, 1 / 6],
    });
    expect(parseReport(json, 'report.json').relations.mr4).toEqual(json.relations.mr4);
  });

  it('says both in the Markdown, and the gate decides on the intervals (0 of 6 passes 25%)', () => {
    expect(renderMarkdown(report).split('\n')).toContain(sentence);
    expect(report.gate.checks[3]).toMatchObject({ id: 'MR4', value: 0, status: 'pass' });
  });

  it('says both in the terminal, under the per-bin table', () => {
    const lines = renderTerminal(report).split('\n');
    const start = lines.indexOf('apart / counted; the undecided bins give its range.');
    expect(lines.slice(start + 1, start + 4)).toEqual([
      'MR4 in both readings: as the study counts it (Awal, Rochan and Roy: bins whose accuracies differ by',
      "more than δ4 = 0.1), 1 of 6 counted bins (16.7%); as the gate decides it (by each bin's 95%",
      'interval), 0 of 6 apart and 1 undecided (0.0–16.7%).',
    ]);
  });

  it('gives the decided rate alone when no bin is undecided', () => {
    // δ4 = 0.4: the bin 15 points apart is within it by both readings, its interval −32.4 to
    // +3.4 wholly within ±40: every bin together.
    expect(renderMarkdown(readingsReport(0.4))).toContain(
      '(Awal, Rochan and Roy: bins whose accuracies differ by more than δ4 = 0.4), 0 of 6 ' +
        "counted bins (0.0%); as the gate decides it (by each bin's 95% interval), 0 of 6 apart (0.0%).",
    );
  });

  it('counts a bin apart by its interval in both readings (threeBinReport)', () => {
    // 1 apart (−50 points), 1 undecided (0 points), 1 together (0 points).
    const text = renderMarkdown(threeBinReport());
    expect(text).toContain('1 of 3 counted bins (33.3%); as the gate decides it');
    expect(text).toContain('1 of 3 apart and 1 undecided (33.3–66.7%).');
  });
});
