import { binRule, calibrationBinRows, mr4Readings } from './calibration-bins.js';
import { columns, reportDate, TERMINAL_WIDTH, wrap } from './layout.js';
import { relationChecks, robustnessChecks } from './lookups.js';
import { fixed, studentMinusTeacher } from './numbers.js';
import {
  GAP_CONVENTION,
  STATUS_WORDS,
  hardLabelsNote,
  accuracyVersusFidelity,
  klTailNote,
  rateNote,
  robustnessRowNote,
  statusLine,
  timeLimitReason,
  verdictRows,
} from './verdict.js';
import { pairedTerminal } from './paired.js';
import { flipDirectionLine, SPLIT_NOTE, splitChecks, splitRows } from './mr1-split.js';
import { renderRobustnessTerminal } from './robustness-terminal.js';
import { costDetails, costLine } from './cost-line.js';
import { hardInputsLine } from './hard-inputs-line.js';
import { TEMPERATURE_NOTE, temperatureRows } from './temperature-table.js';
import { noiseFloorTerminal } from './noise-floor-table.js';
import { whereItBreaksTerminal } from './where-it-breaks-table.js';
import type { Report } from './types.js';
import { renderCompletionTerminal } from './completion-terminal.js';
import type { CompletionReport } from './completion-words.js';

export { TERMINAL_WIDTH } from './layout.js';

/** The verdict as plain-text columns: the relations, the baseline when compared, one robustness row. */
function verdictTable(report: Report): string {
  const withBaseline = report.baseline !== null;
  const rows = [
    [
      '',
      'relation',
      'rate',
      '95% CI',
      'ceiling',
      ...(withBaseline ? ['base', 'Δ pts'] : []),
      'status',
    ],
    ...verdictRows(report, (status) => STATUS_WORDS[status]),
  ];
  return columns(rows);
}

/** The checks on MR1's split as plain-text columns; null without such checks. */
function splitTable(report: Report): string | null {
  const rows = splitRows(report, (status) => STATUS_WORDS[status]);
  if (rows.length === 0) return null;
  const withBaseline = report.baseline !== null;
  const header = [
    'MR1 by direction',
    'rate',
    '95% CI',
    'ceiling',
    ...(withBaseline ? ['base', 'Δ pts'] : []),
    'status',
  ];
  return columns([header, ...rows]);
}

/** MR4's per-bin table, its rule and both readings; empty when MR4 counted no bin. */
function calibrationBins(report: Report): string[] {
  const mr4 = report.relations.mr4;
  const readings = mr4Readings(report);
  if (readings === null) return [];
  const header = ['MR4 bin', 'teacher n', 'acc', 'student n', 'acc', 'S − T pts', '95% CI pts', ''];
  const rows = calibrationBinRows(report, (verdict) => verdict, `not counted (n < ${mr4.nMin})`);
  return [
    columns([header, ...rows]),
    wrap(binRule(report), TERMINAL_WIDTH),
    wrap(readings, TERMINAL_WIDTH),
  ];
}

/** The report as plain text for a terminal, every line within TERMINAL_WIDTH columns. */
export function renderTerminal(report: Report): string {
  if (report.completion !== undefined) {
    return renderCompletionTerminal(report as CompletionReport);
  }
  const { relations: r } = report;
  const para = (text: string, indent = '') => wrap(text, TERMINAL_WIDTH, indent);
  const lines = [para(statusLine(report)), '', verdictTable(report)];
  const split = splitTable(report);
  if (split !== null) lines.push(split);
  lines.push(para(rateNote(report)));
  if (split !== null) lines.push(para(SPLIT_NOTE));
  const robustnessNote = robustnessRowNote(report);
  if (robustnessNote !== null) lines.push(para(robustnessNote));
  if (report.baseline !== null) {
    const commit = report.baseline.commit
      ? ` of commit ${report.baseline.commit.slice(0, 12)}`
      : '';
    lines.push(
      para(
        `base: the baseline report${commit} made ${report.baseline.createdAt ? reportDate(report.baseline.createdAt) : 'at an unknown date'}; Δ = this run − base (+ = more violations now)`,
      ),
    );
  }
  lines.push('', para(accuracyVersusFidelity(report)));
  const cost = costLine(report);
  if (cost !== null) lines.push(para(`cost: ${cost}`), para(`  ${costDetails(report)}`, '  '));
  const direction = flipDirectionLine(report);
  if (direction !== null) lines.push(para(direction));
  const paired = pairedTerminal(report);
  if (paired !== '') lines.push('paired test against the baseline:', paired);
  // A failed direction of MR1 leads the reasons, as it leads the status line.
  for (const check of [...splitChecks(report), ...relationChecks(report)])
    if (check.reason !== null) lines.push(para(`  - ${check.reason}`, '    '));
  if (report.timeLimit?.reached)
    lines.push(para(`  - ${timeLimitReason(report.timeLimit)}`, '    '));
  // The robustness section explains undefined ratios; a failing or inconclusive one is named here too.
  for (const check of robustnessChecks(report))
    if ((check.status === 'fail' || check.status === 'inconclusive') && check.reason !== null)
      lines.push(para(`  - ${check.reason}`, '    '));
  // Without labels there is no ECE: the accuracy line above says what needs labels.
  const ece =
    r.mr4.teacherEce === null && r.mr4.studentEce === null
      ? ''
      : `ECE teacher ${fixed(r.mr4.teacherEce)} student ${fixed(r.mr4.studentEce)} ` +
        `(student − teacher ${studentMinusTeacher(r.mr4.studentEce, r.mr4.teacherEce, 'value')}; ${GAP_CONVENTION}); `;
  const classesOnly = hardLabelsNote(report);
  const kl =
    classesOnly === null
      ? `KL mean ${fixed(r.mr2.klMean, 4)} p95 ${fixed(r.mr2.klP95, 4)} max ${fixed(r.mr2.klMax, 4)} nats; `
      : `${classesOnly} `;
  lines.push(
    para(
      `${kl}${ece}${report.dataset.rowsUsed} inputs in ${(report.timings.totalMs / 1000).toFixed(1)} s.` +
        (classesOnly === null ? klTailNote(report) : ''),
    ),
  );
  const temperature = temperatureRows(report);
  if (temperature !== null)
    lines.push('', 'temperature scaling:', columns(temperature), para(TEMPERATURE_NOTE));
  for (const section of [noiseFloorTerminal(report.noiseFloor), whereItBreaksTerminal(report)]) {
    if (section !== null) lines.push('', section);
  }
  const hard = hardInputsLine(report);
  if (hard !== null) lines.push(para(hard));
  const bins = calibrationBins(report);
  if (bins.length > 0) lines.push('', ...bins);
  const robustness = renderRobustnessTerminal(report);
  if (robustness !== '') lines.push('', robustness.trimEnd());
  for (const warning of report.warnings) lines.push(para(`warning: ${warning}`, '  '));
  return lines.join('\n') + '\n';
}
