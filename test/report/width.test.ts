/**
 * The terminal report and the verdict table keep within 100 columns on the
 * example reports (the bundled vulnerability and clone examples, run here),
 * with a baseline compared too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseReportText } from '../../src/report/parse.js';
import { relationTable } from '../../src/report/markdown.js';
import { renderTerminal, TERMINAL_WIDTH } from '../../src/report/terminal.js';
import type { Report } from '../../src/report/types.js';
import { cli, tempDir } from '../cli-harness.js';
import { repoRoot } from '../shared.js';

const EXAMPLES = ['vulnerability', 'clone'] as const;
const reports = new Map<string, { report: Report; stdout: string; stderr: string }>();

beforeAll(async () => {
  for (const example of EXAMPLES) {
    const json = path.join(tempDir(), 'report.json');
    const config = path.join(repoRoot, 'examples', example, 'metacompress.yml');
    const result = await cli(['--config', config, '--report-json', json]);
    expect(result.status, result.stderr).toBeLessThan(2);
    reports.set(example, {
      report: parseReportText(readFileSync(json, 'utf8'), json),
      stdout: result.stdout,
      stderr: result.stderr,
    });
  }
});

/** The report as if its own earlier run were the baseline, 5 points lower on every relation. */
function againstItself(report: Report): Report {
  const earlier = (rate: number | null) => (rate === null ? null : Math.max(0, rate - 0.05));
  const rates = {
    MR1: earlier(report.relations.mr1.rate),
    MR2: earlier(report.relations.mr2.rate),
    MR3: earlier(report.relations.mr3.rate),
    MR4: earlier(report.relations.mr4.rate),
  };
  return {
    ...report,
    baseline: {
      path: 'base.json',
      createdAt: report.createdAt,
      commit: 'f'.repeat(40),
      rates,
    },
    gate: {
      ...report.gate,
      checks: report.gate.checks.map((c) => ({
        ...c,
        baseline: (rates as Record<string, number | null>)[c.id] ?? null,
      })),
    },
  };
}

const tooWide = (text: string) => text.split('\n').filter((line) => line.length > TERMINAL_WIDTH);

describe.each(EXAMPLES)('the %s example report', (example) => {
  it('prints every terminal line within 100 columns', () => {
    const { report, stdout, stderr } = reports.get(example)!;
    expect(TERMINAL_WIDTH).toBe(100);
    // A warning goes to stderr as it happens, and the terminal report leaves it out (once only).
    const printed = (warning: string) => stderr.includes(`warning: ${warning}`);
    expect(stdout).toBe(
      renderTerminal({ ...report, warnings: report.warnings.filter((w) => !printed(w)) }),
    );
    expect(tooWide(stdout)).toEqual([]);
    expect(tooWide(renderTerminal(againstItself(report)))).toEqual([]);
  });

  it('keeps the verdict table within 100 columns, with the baseline columns too', () => {
    const { report } = reports.get(example)!;
    expect(tooWide(relationTable(report))).toEqual([]);
    const table = relationTable(againstItself(report));
    expect(table).toMatch(/\| +Base \| +Δ pts \|/);
    expect(tooWide(table)).toEqual([]);
  });
});
