import { describe, expect, it } from 'vitest';

import { reliabilityChart, reliabilityTable } from '../../src/report/calibration-markdown.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { threeBinReport } from './tiny-report.js';

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
