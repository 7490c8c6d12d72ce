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
import { DECIDED_AGAIN_NOTE, renderMarkdown, type VerdictFrom } from '../report/markdown.js';
import { percent } from '../report/numbers.js';
import { untrustedText } from '../report/untrusted-text.js';
import { statusLine } from '../report/verdict.js';
import type { RelationName } from '../relations/types.js';
import { fidelityRate } from './candidates.js';
import {
  columnNote,
  comparisonRows,
  frontierSentences,
  inconclusiveNote,
  megabytes,
  studentsStatusLine,
  type ComparisonStyle,
} from './table.js';
import type { StudentsReport } from './types.js';

export interface StudentsMarkdownOptions {
  configFile?: string | null;
  runUrl?: string | null;
  /** Wall times (the comment leaves them out, so a rerun is not re-posted). */
  timings?: boolean;
  /**
   * Who decided the verdicts (default this-run): `decided-again` for a
   * students report another job made (report mode, which needs a config
   * for one, so never `not-verified`).
   */
  verdictFrom?: VerdictFrom;
}

/** The mark after an inconclusive rate in the comparison table. */
const INCONCLUSIVE = '⚠️';

const CELLS: ComparisonStyle = {
  verdict: (passed, gated) => `${passed ? '✅ pass' : '❌ FAIL'}${gated ? '' : ' (not gated)'}`,
  inconclusive: INCONCLUSIVE,
  text: untrustedText,
};

/**
 * A coordinate of the quadrant chart. Mermaid's lexer reads a coordinate as
 * `1` or `0.` and digits, so 1 is written bare (`1.000` is a parse error).
 */
function coordinate(value: number): string {
  const rounded = Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;
  return rounded === 1 ? '1' : rounded.toFixed(3);
}

/**
 * Size against the fidelity measure as a Mermaid quadrant chart: each
 * student a named point at (its size, its rate). Both axes start at 0.
 *
 * Mermaid's quadrantChart draws points in the unit square and one line
 * across the middle of each axis, which no setting moves. So the rate axis
 * runs from 0 to twice the gate's ceiling on the measure: its middle line
 * is the ceiling, below it within and above it over (the title and the
 * axis labels say so; quadrant labels would sit on the points).
 * A rate above the top sits on the top edge with its value in its label.
 * Without a ceiling (off, or 0) the rate axis runs from 0 to 100%. The size
 * axis runs from 0 to 110% of the largest size, so no point sits on its
 * border. Mermaid centres each axis label under its half, so a label names
 * its half's range.
 *
 * Point names are quoted: unquoted, a name Mermaid reads as a keyword
 * (`title`, `x-axis`, `quadrant-1`, `classDef`, `accTitle`…) is read as
 * that statement and its point is lost. Quoted, Mermaid reads anything but
 * `"` as the name (its lexer's string state); a student's name is of
 * letters, digits and `. _ -` only (config/students.ts), and in a report
 * another job made it is the trusted config's (pipeline/redecide-students.ts).
 *
 * Null when no student has both values.
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
  const name = measure.toUpperCase() as RelationName;
  // One config decided every student: the first one's ceiling is theirs.
  const ceiling = report.students[0]?.report.thresholds.gate.ceilings[name] ?? null;
  const withCeiling = ceiling !== null && ceiling > 0;
  const yMax = withCeiling ? 2 * ceiling : 1;
  const xMax = Math.max(...points.map((p) => p.bytes)) * 1.1;
  const lines: string[] = [
    '```mermaid',
    'quadrantChart',
    withCeiling
      ? `  title Size against ${name}: the middle line is its ceiling, ${percent(ceiling)}`
      : `  title Size against ${name} (${ceiling === null ? 'no ceiling' : 'ceiling 0.0%'})`,
    `  x-axis "0–${megabytes(xMax / 2)}" --> "${(xMax / 2e6).toFixed(2)}–${megabytes(xMax)}"`,
    withCeiling
      ? `  y-axis "${name} 0–${percent(ceiling)} (within)" --> "${name} ${percent(ceiling)}–${percent(yMax)} (over)"`
      : `  y-axis "${name} 0–50.0%" --> "${name} 50.0%–100.0%"`,
  ];
  for (const p of points) {
    const label = p.rate > yMax ? `${p.name} (${percent(p.rate)})` : p.name;
    lines.push(`  "${label}": [${coordinate(p.bytes / xMax)}, ${coordinate(p.rate / yMax)}]`);
  }
  lines.push('```');
  return lines.join('\n');
}

/**
 * The comparison without the folded reports: the candidates' table, what its
 * columns mean, the frontier (examples/README.md's tables are this).
 */
export function comparisonMarkdown(report: StudentsReport): string {
  const rows = comparisonRows(report, CELLS);
  const note = [columnNote(report), inconclusiveNote(report, INCONCLUSIVE)].filter(
    (n) => n !== null,
  );
  const lines: string[] = [
    markdownTable(rows, { align: ['l', ...rows[0]!.slice(1, -1).map(() => 'r' as const), 'l'] }),
    '',
    `<sub>${note.join(' ')}</sub>`,
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
    options.verdictFrom === 'decided-again' ? DECIDED_AGAIN_NOTE : null,
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
      verdictFrom: options.verdictFrom ?? 'this-run',
    }),
  ].join('\n');
  return truncateBody(body, options.limit ?? COMMENT_LIMIT, truncationPointer(options.runUrl));
}
