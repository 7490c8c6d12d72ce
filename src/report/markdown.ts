import { markdownTable } from 'markdown-table';
import type { CheckStatus } from '../gate/types.js';
import { className } from './class-names.js';
import {
  codeBlock,
  fixed,
  inlineCode,
  percent,
  pointsDelta,
  RATE_NOTE,
  STATUS_WORDS,
  accuracyVersusFidelity,
  relationChecks,
  reportDate,
  statusLine,
  studentMinusTeacher,
  verdictRows,
} from './format.js';
import { flipDirectionLine, pairedSection } from './paired.js';
import { renderRobustnessMarkdown } from './robustness-markdown.js';
import type { DivergentExample, Report } from './types.js';

export { pointsDelta };

const STATUS_ICONS = { pass: '✅', fail: '❌', undefined: '⚪', skipped: '⚪', off: '⚪' } as const;

export interface MarkdownOptions {
  /** The config file this gate ran (shown under the status line). */
  configFile?: string | null;
  /** The workflow run's page, where the job summary is. */
  runUrl?: string | null;
  /**
   * Show the wall time in the footer (default true). The PR comment leaves it
   * out, so that a rerun with the same result leaves the comment untouched.
   */
  timings?: boolean;
}

/**
 * The verdict as one table: a row per relation (rate with its count, its
 * interval, the ceiling, and the base and the change when a baseline was
 * compared), then one robustness row when the config has transforms. Every
 * status is the gate's.
 */
export function relationTable(report: Report): string {
  const withBaseline = report.baseline !== null;
  const status = (s: CheckStatus) => `${STATUS_ICONS[s]} ${STATUS_WORDS[s]}`;
  const rows = verdictRows(report, status);
  const header = [
    '',
    'Relation',
    'Rate',
    '95% CI',
    'Ceiling',
    ...(withBaseline ? ['Base', 'Δ pts'] : []),
    'Status',
  ];
  const align = header.map((_, i) => (i < 2 || i === header.length - 1 ? 'l' : 'r'));
  return markdownTable([header, ...rows], { align });
}

/** The line under the verdict table when a baseline was compared: which commit, which date, which way Δ goes. */
export function baselineNote(report: Report): string | null {
  const baseline = report.baseline;
  if (baseline === null) return null;
  const commit = baseline.commit ? `commit ${inlineCode(baseline.commit.slice(0, 12))}, ` : '';
  const date = baseline.createdAt ? `made ${reportDate(baseline.createdAt)}` : 'of unknown date';
  return `Base: the base branch's report (${commit}${date}). Δ = this run − base, in points: + means more violations now.`;
}

/** What accuracy shows next to what the relations show; every gap is student − teacher. */
export function accuracyTable(report: Report): string {
  const { accuracy, mr4 } = report.relations;
  const rows = [
    [
      'Accuracy',
      percent(accuracy.teacher.accuracy),
      percent(accuracy.student.accuracy),
      studentMinusTeacher(accuracy.student.accuracy, accuracy.teacher.accuracy, 'points'),
    ],
  ];
  if (accuracy.teacher.f1 !== null || accuracy.student.f1 !== null) {
    rows.push([
      `F1 (${className(report, 1)})`,
      fixed(accuracy.teacher.f1),
      fixed(accuracy.student.f1),
      studentMinusTeacher(accuracy.student.f1, accuracy.teacher.f1, 'value'),
    ]);
  }
  if (mr4.teacherEce !== null || mr4.studentEce !== null) {
    rows.push([
      'ECE (lower is better)',
      fixed(mr4.teacherEce),
      fixed(mr4.studentEce),
      studentMinusTeacher(mr4.studentEce, mr4.teacherEce, 'value'),
    ]);
  }
  rows.push([
    'Agreement with the teacher',
    '—',
    percent(report.relations.mr1.rate === null ? null : 1 - report.relations.mr1.rate),
    '',
  ]);
  return markdownTable([['', 'Teacher', 'Student', 'Student − teacher'], ...rows], {
    align: ['l', 'r', 'r', 'r'],
  });
}

function nonEmptyBins(report: Report) {
  return report.relations.mr4.table.filter((bin) => bin.teacher.n > 0 || bin.student.n > 0);
}

function binLabel(lower: number, upper: number, bins: number): string {
  const digits = bins <= 10 ? 1 : 2;
  return `${lower.toFixed(digits)}–${upper.toFixed(digits)}`;
}

/** acc_b and conf_b of both models per non-empty confidence bin. */
export function reliabilityTable(report: Report): string {
  const { mr4 } = report.relations;
  const rows = nonEmptyBins(report).map((bin) => [
    `(${bin.lower.toFixed(2)}, ${bin.upper.toFixed(2)}]`,
    String(bin.teacher.n),
    percent(bin.teacher.accuracy),
    percent(bin.teacher.confidence),
    String(bin.student.n),
    percent(bin.student.accuracy),
    percent(bin.student.confidence),
    bin.comparable ? (bin.violation ? '❌' : '✅') : '—',
  ]);
  const header = [
    'Confidence',
    'Teacher n',
    'Teacher acc',
    'Teacher conf',
    'Student n',
    'Student acc',
    'Student conf',
    `Within δ4 = ${mr4.delta4}`,
  ];
  return markdownTable([header, ...rows], { align: ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'c'] });
}

/** The chart's colours, in plot order: teacher bars, student line, perfect-calibration line. */
const CHART_COLOURS = ['#4e79a7', '#f28e2b', '#9d9d9d'] as const;

/**
 * The reliability diagram as a Mermaid xychart, one category per non-empty
 * confidence bin: teacher accuracy as bars, student accuracy as a line, and
 * perfect calibration (accuracy = the bin's mid-point) as a second line. A
 * bin whose accuracies differ by more than δ4 (an MR4 violation, as the
 * relation decided) is marked ✗ in its label. A model with no input in a bin
 * is drawn at 0 there (the table says n). Null when no bin holds an input.
 */
export function reliabilityChart(report: Report): string | null {
  const bins = nonEmptyBins(report);
  if (bins.length === 0) return null;
  const bars = report.relations.mr4.bins;
  const value = (accuracy: number | null) =>
    accuracy === null ? '0' : (accuracy * 100).toFixed(1);
  const label = (b: (typeof bins)[number]) =>
    `"${binLabel(b.lower, b.upper, bars)}${b.violation ? ' ✗' : ''}"`;
  const palette = JSON.stringify({
    themeVariables: { xyChart: { plotColorPalette: CHART_COLOURS.join(', ') } },
  });
  return [
    '```mermaid',
    `%%{init: ${palette}}%%`,
    'xychart-beta',
    '  title "Accuracy per confidence bin"',
    `  x-axis "Confidence (✗: accuracies differ by more than δ4)" [${bins.map(label).join(', ')}]`,
    '  y-axis "Accuracy (%)" 0 --> 100',
    `  bar [${bins.map((b) => value(b.teacher.accuracy)).join(', ')}]`,
    `  line [${bins.map((b) => value(b.student.accuracy)).join(', ')}]`,
    `  line [${bins.map((b) => (((b.lower + b.upper) / 2) * 100).toFixed(1)).join(', ')}]`,
    '```',
  ].join('\n');
}

/** What the chart's colours and marks mean (Mermaid's xychart draws no legend). */
export const CHART_LEGEND =
  '<sub>Blue bars: teacher accuracy · orange line: student accuracy · grey line: perfect calibration (accuracy = confidence) · ✗: a failing bin (MR4). A model with no input in a bin is drawn at 0 there; the table gives each n.</sub>';

const CODE_LANGUAGE = {
  'vulnerability-prediction': 'c',
  'clone-detection': 'java',
  classification: '',
} as const;

function argmax(values: number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  return best;
}

function divergentEntry(report: Report, example: DivergentExample, rank: number): string {
  const t = argmax(example.teacher);
  const s = argmax(example.student);
  const label = example.label < 0 ? 'unlabelled' : `label: ${className(report, example.label)}`;
  const head =
    `**${rank}. ${inlineCode(example.id)}** · row ${example.row} · KL ${fixed(example.kl, 4)} nats · ${label} · ` +
    `teacher: ${className(report, t)} (${percent(example.teacher[t]!)}) · student: ${className(report, s)} (${percent(example.student[s]!)})` +
    (t === s ? '' : ' · **prediction flipped**');
  const language = CODE_LANGUAGE[report.task];
  return [head, ...example.excerpts.map((text) => codeBlock(text, language))].join('\n\n');
}

/** The inputs where the student's distribution is furthest from the teacher's, folded. */
export function divergentSection(report: Report): string | null {
  // Inputs where the two distributions are identical are not worth a reviewer's time.
  const divergent = report.divergent.filter((example) => example.kl > 0);
  if (divergent.length === 0) return null;
  const n = divergent.length;
  return [
    `<details><summary>The ${n} most divergent input${n === 1 ? '' : 's'} by KL(teacher ‖ student)</summary>`,
    '',
    ...divergent.map((example, i) => `${divergentEntry(report, example, i + 1)}\n`),
    '</details>',
  ].join('\n');
}

/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const { relations: r, thresholds: t } = report;
  const icon = report.gate.passed ? '✅' : '❌';
  const lines = [`### ${icon} MetaCompress: ${statusLine(report)}`, ''];
  const context = [
    options.configFile ? `config ${inlineCode(options.configFile)}` : null,
    options.runUrl ? `[workflow run and job summary](${options.runUrl})` : null,
  ].filter((part) => part !== null);
  if (context.length > 0) lines.push(`<sub>${context.join(' · ')}</sub>`, '');
  lines.push(relationTable(report), '');
  const notes = [RATE_NOTE, baselineNote(report)].filter((note) => note !== null);
  lines.push(`<sub>${notes.join(' ')}</sub>`, '');
  const paired = pairedSection(report);
  if (paired !== null) lines.push(paired, '');
  lines.push(accuracyVersusFidelity(report), '');
  const direction = flipDirectionLine(report);
  if (direction !== null) lines.push(direction, '');
  lines.push(accuracyTable(report), '');
  for (const failure of report.gate.failures) lines.push(`- ${failure}`);
  for (const check of relationChecks(report)) {
    if (check.status === 'undefined' || check.status === 'skipped') lines.push(`- ${check.reason}`);
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  lines.push(
    `**MR2** KL(teacher ‖ student) in nats: mean ${fixed(r.mr2.klMean, 4)}, p95 ${fixed(r.mr2.klP95, 4)}, max ${fixed(r.mr2.klMax, 4)} ` +
      `(ε = ${t.relations.epsilon}; student probabilities clipped below at ${t.klFloor}). ` +
      `**MR3** confident set: ${r.mr3.confident} inputs with teacher confidence ≥ τ = ${t.relations.tau} (δ3 = ${t.relations.delta3}).`,
    '',
  );
  if (r.mr4.skippedReason === null || r.mr4.labelled > 0) {
    lines.push(
      `#### Calibration (MR4): ECE teacher ${fixed(r.mr4.teacherEce)}, student ${fixed(r.mr4.studentEce)} (student − teacher ${studentMinusTeacher(r.mr4.studentEce, r.mr4.teacherEce, 'value')})`,
      '',
      `${r.mr4.bins} equal-width bins; a bin is compared when both models have ≥ ${r.mr4.nMin} inputs in it; violation when accuracies differ by more than δ4 = ${r.mr4.delta4}.`,
      '',
    );
    const chart = reliabilityChart(report);
    if (chart !== null) {
      lines.push(chart, '', CHART_LEGEND, '');
    }
    lines.push(
      '<details><summary>Reliability table</summary>',
      '',
      reliabilityTable(report),
      '',
      '</details>',
      '',
    );
  }
  const robustness = renderRobustnessMarkdown(report);
  if (robustness !== '') lines.push(robustness.trimEnd(), '');
  const divergent = divergentSection(report);
  if (divergent !== null) lines.push(divergent, '');
  if (report.teacher.fromCache) {
    lines.push(
      '> [!NOTE]',
      '> The teacher outputs came from the cache (same teacher model, encoding, dataset and runtime): the teacher model was not run.',
      '',
    );
  }
  const d = report.dataset;
  const used = `${d.rowsUsed} of ${d.rowsSeen} rows used${d.rowsMissingFunction > 0 ? `, ${d.rowsMissingFunction} skipped for a missing function` : ''}`;
  const time =
    options.timings === false ? '' : ` · ${(report.timings.totalMs / 1000).toFixed(1)} s`;
  lines.push(
    `<sub>Dataset ${d.format} (${used}, ${d.labelled} labelled) · teacher ${report.teacher.source}${report.teacher.fromCache ? ' (cached outputs)' : ''} ${report.teacher.sha256.slice(0, 12)} · ` +
      `student ${report.student.source} ${report.student.sha256.slice(0, 12)}${time} · MetaCompress ${report.tool.version}</sub>`,
  );
  for (const warning of report.warnings) lines.push('', `> [!WARNING]\n> ${warning}`);
  return lines.join('\n') + '\n';
}
