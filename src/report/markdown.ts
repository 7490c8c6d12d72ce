import { markdownTable } from 'markdown-table';
import { className } from './class-names.js';
import { inlineCode } from './layout.js';
import { untrustedText } from './untrusted-text.js';
import { relationChecks } from './lookups.js';
import { fixed, percent, studentMinusTeacher } from './numbers.js';
import {
  failureReasons,
  hardLabelsNote,
  markdownStatus,
  klTailNote,
  rateNote,
  robustnessRowNote,
  statusLine,
  unlabelledNote,
} from './verdict.js';
import { pairedSection } from './paired.js';
import { flipDirectionLine, SPLIT_NOTE, splitChecks, splitRows } from './mr1-split.js';
import { renderRobustnessMarkdown } from './robustness-markdown.js';
import { calibrationSection } from './calibration-markdown.js';
import { divergentSection } from './divergent-markdown.js';
import { costDetails, costLine } from './cost-line.js';
import { hardInputsLine } from './hard-inputs-line.js';
import { TEMPERATURE_NOTE, temperatureRows } from './temperature-table.js';
import { noiseFloorMarkdown } from './noise-floor-table.js';
import { whereItBreaksMarkdown } from './where-it-breaks-table.js';
import type { Report } from './types.js';
import { renderCompletionMarkdown } from './completion-markdown.js';
import {
  baselineNote,
  DECIDED_AGAIN_NOTE,
  relationTable,
  spotCheckText,
  type MarkdownOptions,
} from './markdown-parts.js';

export {
  baselineNote,
  DECIDED_AGAIN_NOTE,
  relationTable,
  spotCheckText,
  type MarkdownOptions,
  type VerdictFrom,
} from './markdown-parts.js';
import type { CompletionReport } from './completion-words.js';

/**
 * The checks on MR1's split as one table (each direction with a ceiling,
 * then the negative flips): rate with its count, interval, ceiling, base
 * and change when compared, status; null without such checks.
 */
export function splitTable(report: Report): string | null {
  const rows = splitRows(report, markdownStatus, untrustedText);
  if (rows.length === 0) return null;
  const withBaseline = report.baseline !== null;
  const header = [
    'MR1 by direction',
    'Rate',
    '95% CI',
    'Ceiling',
    ...(withBaseline ? ['Base', 'Δ pts'] : []),
    'Status',
  ];
  const align = header.map((_, i) => (i === 0 || i === header.length - 1 ? 'l' : 'r'));
  return markdownTable([header, ...rows], { align });
}

/**
 * What accuracy shows next to what the relations show; every gap is student
 * − teacher. Without labels, the line saying what needs them instead.
 */
export function accuracyTable(report: Report): string {
  const { accuracy, mr4 } = report.relations;
  if (accuracy.teacher.accuracy === null && accuracy.student.accuracy === null) {
    return unlabelledNote();
  }
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
      `F1 (${untrustedText(className(report, 1))})`,
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
  return markdownTable([['', 'Teacher', 'Student', 'Student − teacher'], ...rows], {
    align: ['l', 'r', 'r', 'r'],
  });
}

/** The report as GitHub-flavoured Markdown: status line first, then the evidence. */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  if (report.completion !== undefined) {
    return renderCompletionMarkdown(report as CompletionReport, options);
  }
  const { relations: r, thresholds: t } = report;
  // gate.inconclusive warn puts what the data cannot decide in the headline; pass keeps it quiet.
  const { passed, inconclusive, inconclusivePolicy } = report.gate;
  const warned = inconclusive.length > 0 && inconclusivePolicy === 'warn';
  const icon = !passed ? '❌' : warned ? '⚠️' : '✅';
  const verdictFrom = options.verdictFrom ?? 'this-run';
  const lines =
    verdictFrom === 'not-verified'
      ? [
          '### ❌ MetaCompress: not verified',
          '',
          'This report was made by another job, and this step was given no `config` to decide its verdict again with: ' +
            'what follows is the report as it came, unchecked.',
          '',
        ]
      : [`### ${icon} MetaCompress: ${statusLine(report, untrustedText)}`, ''];
  const context = [
    verdictFrom === 'decided-again' ? DECIDED_AGAIN_NOTE : null,
    options.configFile ? `config ${inlineCode(options.configFile)}` : null,
    options.runUrl ? `[workflow run and job summary](${options.runUrl})` : null,
  ].filter((part) => part !== null);
  if (context.length > 0) lines.push(`<sub>${context.join(' · ')}</sub>`, '');
  lines.push(relationTable(report), '');
  const split = splitTable(report);
  if (split !== null) lines.push(split, '');
  const notes = [
    rateNote(report),
    split === null ? null : SPLIT_NOTE,
    robustnessRowNote(report),
    baselineNote(report),
  ].filter((note) => note !== null);
  lines.push(`<sub>${notes.join(' ')}</sub>`, '');
  // Why each failing check failed, then what the data cannot decide and what is undefined.
  const reasons = failureReasons(report);
  for (const failure of reasons) lines.push(`- ${untrustedText(failure)}`);
  // An inconclusive relation's reason says how many inputs would decide it, which no table
  // shows; a robustness check's reason stands under its own table (transformedNotes).
  for (const check of [...splitChecks(report), ...relationChecks(report)]) {
    const listed = check.status === 'inconclusive' && !reasons.includes(check.reason!);
    if (listed || check.status === 'undefined' || check.status === 'skipped')
      lines.push(`- ${untrustedText(check.reason ?? '')}`);
  }
  if (lines[lines.length - 1] !== '') lines.push('');
  const paired = pairedSection(report);
  if (paired !== null) lines.push(paired, '');
  lines.push(accuracyTable(report), '');
  const direction = flipDirectionLine(report, untrustedText);
  if (direction !== null) lines.push(direction, '');
  // The comment leaves the speed out: its bytes must not change between reruns of one result.
  const speed = options.timings !== false;
  const cost = costLine(report, speed);
  if (cost !== null)
    lines.push(`**Cost**: ${cost}.`, '', `<sub>${costDetails(report, speed)}</sub>`, '');
  const classesOnly = hardLabelsNote(report);
  lines.push(
    classesOnly !== null
      ? `**${classesOnly.replace(': ', '**: ')}`
      : `**MR2** KL(teacher ‖ student) in nats: mean ${fixed(r.mr2.klMean, 4)}, p95 ${fixed(r.mr2.klP95, 4)}, max ${fixed(r.mr2.klMax, 4)} ` +
          `(student probabilities clipped below at ${t.klFloor}).${klTailNote(report)}`,
    '',
  );
  const temperature = temperatureRows(report);
  if (temperature !== null) {
    lines.push(
      '**Temperature scaling**',
      '',
      markdownTable(temperature, { align: ['l', 'r', 'r'] }),
      '',
      `<sub>${TEMPERATURE_NOTE}</sub>`,
      '',
    );
  }
  for (const section of [noiseFloorMarkdown(report.noiseFloor), whereItBreaksMarkdown(report)]) {
    if (section !== null) lines.push(section, '');
  }
  const hard = hardInputsLine(report);
  if (classesOnly !== null) lines.push(`**Exported** ${hard}.`, '');
  const calibration = calibrationSection(report);
  if (calibration !== null) lines.push(calibration, '');
  const robustness = renderRobustnessMarkdown(report, { timings: options.timings !== false });
  if (robustness !== '') lines.push(robustness.trimEnd(), '');
  const divergent = divergentSection(report);
  if (divergent !== null) lines.push(divergent, '');
  if (report.teacher.fromCache && options.timings !== false) {
    const checked = report.teacher.spotCheck;
    lines.push(
      '> [!NOTE]',
      `> The teacher outputs came from the cache (same teacher model, encoding, dataset, runtime and code): ${
        report.teacher.vouchedBy !== undefined
          ? `vouched for by ${untrustedText(report.teacher.vouchedBy)}, so not spot-checked; the teacher model was not run for them.`
          : checked === undefined || checked.rows === 0
            ? 'not spot-checked (`spot-check: 0`); the teacher model was not run for them.'
            : spotCheckText(checked)
      }`,
      '',
    );
  }
  const d = report.dataset;
  const used = `${d.rowsUsed} of ${d.rowsSeen} rows used${d.rowsMissingFunction > 0 ? `, ${d.rowsMissingFunction} skipped for a missing function` : ''}`;
  const time =
    options.timings === false ? '' : ` · ${(report.timings.totalMs / 1000).toFixed(1)} s`;
  const cached = report.teacher.fromCache && options.timings !== false ? ' (cached outputs)' : '';
  const model = (summary: Report['teacher'], note = '') =>
    `${untrustedText(summary.source)}${note} ${untrustedText(summary.sha256.slice(0, 12))}`;
  lines.push(
    `<sub>Dataset ${untrustedText(d.format)} (${used}, ${d.labelled} labelled) · teacher ${model(report.teacher, cached)} · ` +
      `student ${model(report.student)}${time} · MetaCompress ${untrustedText(report.tool.version)}</sub>`,
  );
  for (const warning of report.warnings) {
    lines.push('', `> [!WARNING]\n> ${untrustedText(warning)}`);
  }
  return lines.join('\n') + '\n';
}
