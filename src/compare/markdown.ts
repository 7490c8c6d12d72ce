/**
 * The many-student comment: the comparison first (the candidates' table,
 * the frontier with who dominates whom, the chart of size against the
 * fidelity measure), then each student's report folded. Pure: the
 * StudentsReport in, Markdown out.
 */
import { markdownTable } from 'markdown-table';
import {
  COMMENT_LIMIT,
  commentMarker,
  truncateBody,
  truncationPointer,
  type CommentOptions,
} from '../report/comment.js';
import { inlineCode } from '../report/layout.js';
import { renderMarkdown } from '../report/markdown.js';
import { untrustedText } from '../report/untrusted-text.js';
import { statusLine } from '../report/verdict.js';
import { fidelityRate } from './candidates.js';
import {
  COLUMN_NOTE,
  comparisonRows,
  frontierSentences,
  megabytes,
  studentsStatusLine,
} from './table.js';
import type { StudentsReport } from './types.js';

export interface StudentsMarkdownOptions {
  configFile?: string | null;
  runUrl?: string | null;
  /** Wall times (the comment leaves them out, so a rerun is not re-posted). */
  timings?: boolean;
}

const verdictCell = (passed: boolean, gated: boolean) =>
  `${passed ? '✅ pass' : '❌ FAIL'}${gated ? '' : ' (not gated)'}`;

/**
 * Size against the fidelity measure as a Mermaid quadrant chart (a scatter
 * of named points in the unit square): each student at (its size, its rate),
 * both scaled to 110% of the largest so that no point sits on the border.
 * Null when fewer than one student has both values.
 */
export function sizeFidelityChart(report: StudentsReport): string | null {
  const measure = report.comparison.fidelity;
  const points = report.comparison.candidates.flatMap((c) => {
    const rate = fidelityRate(c, measure);
    return c.cost.fileBytes === null || rate === null
      ? []
      : [{ name: c.name, bytes: c.cost.fileBytes, rate }];
  });
  if (points.length === 0) return null;
  const xMax = Math.max(...points.map((p) => p.bytes)) * 1.1;
  // A rate of 0 everywhere still needs a scale: 1% at the top.
  const yMax = Math.max(0.01, ...points.map((p) => p.rate)) * 1.1;
  const name = measure.toUpperCase();
  return [
    '```mermaid',
    'quadrantChart',
    `  title Size against ${name} (lower left: smaller and more faithful)`,
    `  x-axis "0 MB" --> "${megabytes(xMax)}"`,
    `  y-axis "${name} 0%" --> "${name} ${(yMax * 100).toFixed(1)}%"`,
    ...points.map(
      (p) => `  ${p.name}: [${(p.bytes / xMax).toFixed(3)}, ${(p.rate / yMax).toFixed(3)}]`,
    ),
    '```',
  ].join('\n');
}

/**
 * The comparison without the folded reports: the candidates' table, what its
 * columns mean, the frontier (examples/README.md's tables are this).
 */
export function comparisonMarkdown(report: StudentsReport): string {
  const rows = comparisonRows(report, verdictCell);
  const lines = [
    markdownTable(rows, { align: ['l', ...rows[0]!.slice(1, -1).map(() => 'r' as const), 'l'] }),
    '',
    `<sub>${COLUMN_NOTE}</sub>`,
    '',
  ];
  const [frontierLine, ...rest] = frontierSentences(report);
  lines.push(`**${frontierLine}**`, '');
  for (const sentence of rest.slice(0, -1)) lines.push(`- ${sentence}`);
  if (rest.length > 1) lines.push('');
  lines.push(`_${rest[rest.length - 1]}_`);
  return lines.join('\n');
}

export function renderStudentsMarkdown(
  report: StudentsReport,
  options: StudentsMarkdownOptions = {},
): string {
  const icon = report.gate.passed ? '✅' : '❌';
  const lines = [`### ${icon} MetaCompress: ${studentsStatusLine(report)}`, ''];
  const context = [
    options.configFile ? `config ${inlineCode(options.configFile)}` : null,
    options.runUrl ? `[workflow run and job summary](${options.runUrl})` : null,
  ].filter((part) => part !== null);
  if (context.length > 0) lines.push(`<sub>${context.join(' · ')}</sub>`, '');
  lines.push(comparisonMarkdown(report), '');
  const chart = sizeFidelityChart(report);
  if (chart !== null) lines.push(chart, '');
  for (const note of report.notes) lines.push(`<sub>${untrustedText(note)}</sub>`, '');
  for (const { name, report: one } of report.students) {
    lines.push(
      `<details><summary><b>${name}</b>: ${untrustedText(statusLine(one))}</summary>`,
      '',
      renderMarkdown(one, { timings: options.timings !== false }).trimEnd(),
      '',
      '</details>',
      '',
    );
  }
  return lines.join('\n');
}

/** The sticky comment of a many-student run: marker, comparison and folded reports, cut to `limit`. */
export function renderStudentsComment(report: StudentsReport, options: CommentOptions): string {
  const body = [
    commentMarker(options.id),
    renderStudentsMarkdown(report, {
      configFile: options.configFile ?? null,
      runUrl: options.runUrl ?? null,
      timings: false,
    }),
  ].join('\n');
  return truncateBody(body, options.limit ?? COMMENT_LIMIT, truncationPointer(options.runUrl));
}
