/**
 * The many-student comment and terminal on reports whose rates are known by
 * construction (test/report/tiny-report.ts): the table, the frontier's
 * sentences, the chart's points computed by hand, the folded reports.
 */
import { describe, expect, it } from 'vitest';
import { studentsReport } from '../../src/compare/index.js';
import {
  renderStudentsComment,
  renderStudentsMarkdown,
  sizeFidelityChart,
} from '../../src/compare/markdown.js';
import { renderStudentsTerminal } from '../../src/compare/terminal.js';
import { readingsReport, threeBinReport, tinyReport } from '../report/tiny-report.js';

/** gate.ceilings.mr4 10%: MR4 0 of 6 with 1 undecided (0–16.7%) cannot be decided against it. */
const tenPercent = { ceilings: { mr4: 0.1 } };

/**
 * a: the tiny report (MR1 0 of 4), 2 MB; b and c: the three-bin report (MR1 10 of 235: the
 * student wrong on 10 rows the teacher gets right), 1 MB and 3 MB.
 */
function three() {
  return studentsReport(
    [
      { name: 'a', cost: { fileBytes: 2_000_000 }, report: tinyReport() },
      { name: 'b', cost: { fileBytes: 1_000_000 }, report: threeBinReport() },
      { name: 'c', cost: { fileBytes: 3_000_000 }, report: threeBinReport() },
    ],
    { mustPass: 'any', fidelity: 'mr1' },
    { fileBytes: 4_000_000 },
    ['a shared note'],
    null,
    new Date('2026-01-02T00:00:00Z'),
  );
}

describe('the students comparison', () => {
  it('puts b alone on the frontier over size and MR1: 0 of 4 against 10 of 235 is within noise', () => {
    const report = three();
    expect(report.comparison.candidates.map((c) => c.rates.MR1)).toEqual([0, 10 / 235, 10 / 235]);
    // a's and b's reports are of other inputs (no paired test): their Wilson intervals,
    // [0, 49.0%] and [2.3%, 7.7%], overlap, so b, the smallest, dominates both others.
    expect(report.comparison.frontier).toEqual([
      { name: 'a', place: 'dominated', by: 'b', how: 'smaller and as faithful' },
      { name: 'b', place: 'frontier' },
      { name: 'c', place: 'dominated', by: 'b', how: 'smaller and as faithful' },
    ]);
    expect(report.comparison.axes).toEqual(['size', 'MR1']);
  });

  it('charts size from 0 against MR1 from 0 to twice its ceiling, the middle line at the ceiling', () => {
    // x: bytes / 3.3 MB (110% of c's 3 MB), halves 0–1.65 and 1.65–3.30 MB; y: rate / 20% (twice
    // the default MR1 ceiling 10%): a 0 → 0, b and c 10/235 = 4.255% → 0.213.
    expect(sizeFidelityChart(three())).toBe(
      [
        '```mermaid',
        'quadrantChart',
        '  title Size against MR1: the middle line is its ceiling, 10.0%',
        '  x-axis "0–1.65 MB" --> "1.65–3.30 MB"',
        '  y-axis "MR1 0–10.0% (within)" --> "MR1 10.0%–20.0% (over)"',
        '  "a": [0.606, 0.000]',
        '  "b": [0.303, 0.213]',
        '  "c": [0.909, 0.213]',
        '```',
      ].join('\n'),
    );
  });

  it('puts a rate above the scale on the top edge, its value in its label', () => {
    const report = three();
    report.comparison.candidates[2]!.rates.MR1 = 0.75;
    // 0.75 / 0.2 is beyond the top: y = 1, written bare (Mermaid reads 1.000 as an error).
    expect(sizeFidelityChart(report)!.split('\n').at(-2)).toBe('  "c (75.0%)": [0.909, 1]');
  });

  it('without a ceiling, runs the rate axis from 0 to 100% and draws no ceiling', () => {
    const report = studentsReport(
      [
        {
          name: 'a',
          cost: { fileBytes: 2_000_000 },
          report: tinyReport(null, { ceilings: { mr1: 'off' } }),
        },
        {
          name: 'b',
          cost: { fileBytes: 1_000_000 },
          report: tinyReport(null, { ceilings: { mr1: 'off' } }),
        },
      ],
      { mustPass: 'any', fidelity: 'mr1' },
      { fileBytes: 4_000_000 },
      [],
      null,
    );
    report.comparison.candidates[1]!.rates.MR1 = 0.25;
    const chart = sizeFidelityChart(report)!.split('\n');
    expect(chart.slice(2, 5)).toEqual([
      '  title Size against MR1 (no ceiling)',
      '  x-axis "0–1.10 MB" --> "1.10–2.20 MB"',
      '  y-axis "MR1 0–50.0%" --> "MR1 50.0%–100.0%"',
    ]);
    expect(chart.slice(5, 7)).toEqual(['  "a": [0.909, 0.000]', '  "b": [0.455, 0.250]']);
  });

  it('quotes every point name, so a name Mermaid reads as a keyword stays a point', () => {
    const names = ['title', 'x-axis', 'y-axis', 'quadrant-1', 'classDef', 'accTitle', 'accDescr'];
    const report = studentsReport(
      names.map((name) => ({ name, cost: { fileBytes: 1_000_000 }, report: tinyReport() })),
      { mustPass: 'any', fidelity: 'mr1' },
      { fileBytes: 4_000_000 },
      [],
      null,
    );
    const points = sizeFidelityChart(report)!
      .split('\n')
      .filter((line) => line.endsWith(']'));
    expect(points).toEqual(names.map((name) => `  "${name}": [0.909, 0.000]`));
  });

  it('opens the comment with the table, the frontier and the chart, then folds each report', () => {
    const markdown = renderStudentsMarkdown(three());
    const lines = markdown.split('\n');
    expect(lines[0]).toMatch(/^### (✅|❌) MetaCompress: 3 students: /);
    // a: accuracy 4/4, MR1 0/4; b: 222/235 = 94.5%, MR1 10/235 = 4.3%, MR4 1 apart of 3 bins.
    // a's MR1–MR3 are inconclusive (0 of 4: Wilson 0–49% holds each ceiling): marked.
    expect(lines).toContain(
      '| a       | 2.00 MB |   100.0% | 0.0% ⚠️ | 0.0% ⚠️ | 0.0% ⚠️ |     — |          — |            — | ✅ pass  |',
    );
    expect(lines).toContain(
      '| b       | 1.00 MB |    94.5% |    4.3% |    0.0% |    0.0% | 33.3% |          — |            — | ❌ FAIL  |',
    );
    expect(markdown).toContain(
      '⚠️: inconclusive, the data cannot decide the rate against its ceiling (for MR1–MR3 its 95% interval holds the ceiling;',
    );
    expect(markdown).toContain('**Frontier over size, MR1 (lower is better on each): b.**');
    expect(markdown).toContain('- c is off it: b: smaller and as faithful.');
    expect(markdown).toContain('the frontier is not a recommendation');
    expect(markdown.indexOf('quadrantChart')).toBeLessThan(markdown.indexOf('<details>'));
    expect(markdown.match(/<details><summary><b>[abc]<\/b>: /g)).toHaveLength(3);
    const comment = renderStudentsComment(three(), { id: 'gate' });
    expect(comment.startsWith('<!-- metacompress:gate -->\n')).toBe(true);
    expect(renderStudentsComment(three(), { id: 'gate', limit: 2000 }).length).toBeLessThanOrEqual(
      2000,
    );
  });

  it("says of a students report another job made that its counts are that job's claim", () => {
    const comment = renderStudentsComment(three(), {
      id: 'gate',
      configFile: 'students.yml',
      verdictFrom: 'decided-again',
    });
    expect(comment.split('\n')[3]).toBe(
      "<sub>verdict decided here, with this config's ceilings, from the counts of a report another job made; those counts are that job's claim, not checked here · config `students.yml`</sub>",
    );
    expect(renderStudentsMarkdown(three())).not.toContain("that job's claim");
  });

  it('marks an inconclusive MR4 (0 of 6 bins apart, 1 undecided: 0–16.7% against 10%) and a decided one not', () => {
    const report = studentsReport(
      [
        { name: 'open', cost: { fileBytes: 1_000_000 }, report: readingsReport(0.1, tenPercent) },
        { name: 'shut', cost: { fileBytes: 1_000_000 }, report: readingsReport() },
      ],
      { mustPass: 'any', fidelity: 'mr4' },
      { fileBytes: 4_000_000 },
      [],
      null,
      new Date('2026-01-02T00:00:00Z'),
    );
    expect(report.students[0]!.report.gate.checks[3]).toMatchObject({ status: 'inconclusive' });
    expect(report.students[1]!.report.gate.checks[3]).toMatchObject({ status: 'pass' });
    const cells = (line: string) => line.split('|').map((cell) => cell.trim());
    const rows = renderStudentsMarkdown(report)
      .split('\n')
      .filter((line) => /^\| (open|shut) /.test(line))
      .map((line) => cells(line)[7]);
    expect(rows).toEqual(['0.0% ⚠️', '0.0%']);
    // The terminal's 100 columns have no room for a mark: it lists them under the table.
    const terminal = renderStudentsTerminal(report, () => 'one report');
    expect(terminal.replace(/\n/g, ' ')).toContain(
      'Inconclusive: open MR4 (the data cannot decide the rate against its ceiling',
    );
    expect(terminal).not.toMatch(/shut MR/);
  });

  it('prints the status line and the comparison first in the terminal, then each report', () => {
    const lines = renderStudentsTerminal(three(), () => 'one report').split('\n');
    expect(lines[0]).toMatch(/^3 students: .*; gate\.students any: /);
    expect(lines.slice(1, 3)).toEqual(['', '== comparison ==']);
    expect(lines[3]).toMatch(/^Model +Size +Accuracy +MR1 +MR2 +MR3 +MR4 +/);
    const frontier = lines.indexOf('c is off it: b: smaller and as faithful.');
    const students = lines.flatMap((line, i) => (line.startsWith('== student ') ? [i] : []));
    expect(students).toHaveLength(3);
    expect(frontier).toBeGreaterThan(3);
    expect(frontier).toBeLessThan(students[0]!);
    expect(lines.slice(students[0]!, students[0]! + 2)).toEqual(['== student a ==', 'one report']);
    expect(lines.slice(-3)).toEqual(['== student c ==', 'one report', '']);
  });
});
