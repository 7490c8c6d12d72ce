/**
 * The examples' PR comments as GitHub shows them: rendered with marked (GFM)
 * and Mermaid in headless Chromium at the 900 px comment column, for the
 * demo, a run against a baseline and the robustness example. Fails on a
 * Mermaid error, Markdown left raw in the page, or a table wider than the
 * column. Screenshots go to a temporary folder (printed), never the
 * repository. Skips, saying so, where Chromium is absent (`.ci/run` installs
 * Debian's).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentsReport } from '../../src/compare/index.js';
import { renderStudentsComment, sizeFidelityChart } from '../../src/compare/markdown.js';
import type { StudentsReport } from '../../src/compare/types.js';
import { renderComment } from '../../src/report/comment.js';
import { parseReport, parseReportText } from '../../src/report/parse.js';
import { cli } from '../cli-harness.js';
import { tinyReport } from '../report/tiny-report.js';
import { repoRoot } from '../shared.js';
import {
  chromiumPath,
  COLUMN_PX,
  renderInChromium,
  type RenderedPage,
} from './render-in-chromium.js';

const chromium = chromiumPath();
if (chromium === null) {
  console.warn(
    '[metacompress tests] browser rendering test skipped: no Chromium at /usr/bin/chromium ' +
      '(apt-get install chromium, or set CHROMIUM_PATH)',
  );
}

const runUrl = 'https://github.com/OWNER/REPO/actions/runs/1';

const example = (file: string) => path.join(repoRoot, 'examples', 'vulnerability', file);

/** Runs a config through the CLI and returns the comment its report makes. */
async function comment(dir: string, name: string, args: string[]): Promise<string> {
  const json = path.join(dir, `${name}.json`);
  const result = await cli(['run', ...args, '--report-json', json]);
  expect([0, 1], result.stderr).toContain(result.status);
  const report = parseReportText(readFileSync(json, 'utf8'), json);
  return renderComment(report, {
    id: 'gate',
    configFile: path.relative(repoRoot, args[1]!),
    runUrl,
  });
}

/**
 * The hostile data set (test/fixtures/hostile): labels, ids and code that try
 * to open HTML, Markdown, images, links, mentions and workflow commands. In
 * the page GitHub would show, all of it is text: the only link is the
 * template's, there is no image, the headings are the template's two.
 */
describe.skipIf(chromium === null)('the hostile data set’s comment in Chromium', () => {
  it('shows every label and id as text: no element the template did not write', async () => {
    const shots = mkdtempSync(path.join(tmpdir(), 'metacompress-hostile-'));
    const config = path.join(repoRoot, 'test', 'fixtures', 'hostile', 'metacompress.yml');
    const markdown = await comment(shots, 'hostile', ['--config', config]);
    const [page] = await renderInChromium([{ name: 'hostile', markdown }], shots);
    console.info(`[metacompress tests] the hostile comment in Chromium: ${page!.screenshot}`);
    expect(page!.elements).toEqual({
      links: [runUrl],
      images: 0,
      headings: [
        'H3: ❌ MetaCompress: Fidelity gate FAILED on ',
        'H4: Calibration (MR4): ECE teacher 0.206, st',
      ],
      quotes: 0,
      scripts: 0,
    });
    expect(page!.rawMarkdown).toEqual([]);
    expect(page!.wideTables).toEqual([]);
    // The accuracy table, the verdict table, the reliability table and the temperature table,
    // each with its own rows.
    expect(page!.tables).toBe(4);
  }, 120_000);
});

/**
 * Students named as Mermaid's quadrantChart keywords. Unquoted, `title: [x, y]` retitles the
 * chart and its point is lost, and `x-axis: [x, y]` is a parse error; the chart quotes them.
 */
describe.skipIf(chromium === null)('students named like Mermaid keywords in Chromium', () => {
  const names = ['title', 'x-axis', 'y-axis', 'quadrant-1', 'classDef', 'accTitle', 'accDescr'];
  const report = studentsReport(
    names.map((name, i) => ({
      name,
      cost: { fileBytes: (i + 1) * 1_000_000 },
      report: tinyReport(),
    })),
    { mustPass: 'any', fidelity: 'mr1' },
    { fileBytes: 10_000_000 },
    [],
    null,
  );

  it('draws the chart with every student a point and the ceiling named', async () => {
    const shots = mkdtempSync(path.join(tmpdir(), 'metacompress-keywords-'));
    const markdown = renderStudentsComment(report, { id: 'gate', runUrl });
    const chart = sizeFidelityChart(report)!;
    // The chart as it was written before its names were quoted, to show the check can fail.
    const unquoted = chart.replace(/^ {2}"([^"]+)": /gm, '  $1: ');
    const [page, old] = await renderInChromium(
      [
        { name: 'keywords', markdown },
        { name: 'keywords-unquoted', markdown: unquoted },
      ],
      shots,
    );
    console.info(`[metacompress tests] keyword-named students in Chromium: ${page!.screenshot}`);
    expect(page!.mermaidErrors).toEqual([]);
    expect(page!.rawMarkdown).toEqual([]);
    expect(page!.wideTables).toEqual([]);
    const texts = page!.diagramTexts.find((t) =>
      t.some((line) => line.startsWith('Size against')),
    )!;
    expect(texts).toContain('Size against MR1: the middle line is its ceiling, 10.0%');
    for (const name of names) expect(texts).toContain(name);
    expect(texts).toContain('MR1 0–10.0% (within)');
    expect(texts).toContain('MR1 10.0%–20.0% (over)');
    expect(old!.mermaidErrors).toHaveLength(1);
  }, 120_000);
});

describe.skipIf(chromium === null)('the examples’ comments in Chromium at 900 px', () => {
  const shots = mkdtempSync(path.join(tmpdir(), 'metacompress-comments-'));
  let pages: RenderedPage[] = [];
  let seconds = 0;

  beforeAll(async () => {
    const start = performance.now();
    const demo = await comment(shots, 'demo', ['--config', example('metacompress.yml')]);
    const baseline = await comment(shots, 'baseline', [
      '--config',
      example('morph.yml'),
      '--gate.baseline',
      path.join(shots, 'demo.json'),
    ]);
    // The robustness example cut to CI size; alert is left out (its substitutes take minutes to compute uncached).
    const robustness = await comment(shots, 'robustness', [
      '--config',
      example('robustness.yml'),
      '--transforms.limit',
      '40',
      '--transforms.attack.methods',
      '[mhm, wir-random, coda, greedy]',
      '--transforms.attack.max-inputs',
      '6',
      '--transforms.attack.queries',
      '40',
    ]);
    // The three example students in one run: the comparison, its chart and each folded report.
    const studentsJson = path.join(shots, 'students.json');
    const run = await cli([
      'run',
      '--config',
      example('students.yml'),
      '--report-json',
      studentsJson,
    ]);
    expect([0, 1], run.stderr).toContain(run.status);
    const students = JSON.parse(readFileSync(studentsJson, 'utf8')) as StudentsReport;
    for (const s of students.students) s.report = parseReport(s.report, studentsJson);
    const studentsComment = renderStudentsComment(students, {
      id: 'gate',
      configFile: 'examples/vulnerability/students.yml',
      runUrl,
    });
    pages = await renderInChromium(
      [
        { name: 'demo', markdown: demo },
        { name: 'baseline', markdown: baseline },
        { name: 'robustness', markdown: robustness },
        { name: 'students', markdown: studentsComment },
      ],
      shots,
    );
    seconds = (performance.now() - start) / 1000;
    console.info(
      `[metacompress tests] comments rendered in Chromium in ${seconds.toFixed(1)} s; screenshots in ${shots}`,
    );
  }, 900_000);

  for (const name of ['demo', 'baseline', 'robustness']) {
    it(`${name}: Mermaid draws, no raw Markdown, every table within ${COLUMN_PX} px`, () => {
      const page = pages.find((p) => p.name === name)!;
      expect(page.mermaidErrors).toEqual([]);
      expect(page.rawMarkdown).toEqual([]);
      expect(page.wideTables).toEqual([]);
      // The reliability chart, and the tables it should have: verdict, accuracy, reliability (+ paired, + robustness).
      expect(page.diagrams).toBe(1);
      expect(page.tables).toBeGreaterThanOrEqual(name === 'demo' ? 3 : 4);
    });
  }

  it(`students: the comparison's chart and each student's draw, no raw Markdown, every table within ${COLUMN_PX} px`, () => {
    const page = pages.find((p) => p.name === 'students')!;
    expect(page.mermaidErrors).toEqual([]);
    expect(page.rawMarkdown).toEqual([]);
    expect(page.wideTables).toEqual([]);
    // The size–MR1 chart, then each folded report's reliability chart: five students
    // (three distilled, two quantised copies).
    expect(page.diagrams).toBe(1 + 5);
    // The comparison table, then each report's verdict, accuracy, reliability and temperature tables.
    expect(page.tables).toBe(1 + 5 * 4);
  });

  it('catches each failure it is there for: a Mermaid error, raw Markdown, a wide table', async () => {
    const wide = `| ${Array.from({ length: 14 }, (_, i) => `column_header_number_${i}`).join(' | ')} |`;
    const broken = [
      '```mermaid',
      'xychart-beta',
      '  bar [1, 2',
      '```',
      '',
      '<details><summary>a fold</summary>',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '</details>',
      '',
      'Status: **not closed',
      '',
      wide,
      `|${'---|'.repeat(14)}`,
      `| ${Array.from({ length: 14 }, () => 'x').join(' | ')} |`,
    ].join('\n');
    const [page] = await renderInChromium([{ name: 'broken', markdown: broken }], shots);
    expect(page!.mermaidErrors.length).toBe(1);
    // A table straight after an HTML line is not a table in GFM: its pipes stay as text.
    expect(page!.rawMarkdown.map((r) => r.split(':')[0])).toEqual([
      'table delimiter row',
      'bold markers',
    ]);
    expect(page!.wideTables.map((t) => t.header)).toEqual(['column_header_number_0']);
    expect(page!.wideTables[0]!.width).toBeGreaterThan(COLUMN_PX);
  }, 120_000);
});
