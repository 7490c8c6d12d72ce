/**
 * The terminal report of task code-completion: the verdict table, the
 * reasons, the paired test by sequence, both models' next-token figures,
 * the KL distribution and the worst sequences with their parting token,
 * every line within TERMINAL_WIDTH columns.
 */
import { binRule, calibrationBinRows, mr4Readings } from './calibration-bins.js';
import {
  completionRateNote,
  count,
  KL_HEADER,
  klRows,
  klSourceNote,
  NEXT_TOKEN_HEADER,
  nextTokenRows,
  partingExcerpt,
  partingSentence,
  tokenText,
  type CompletionReport,
} from './completion-words.js';
import { renderCompletionsTerminal } from './completions-terminal.js';
import { costDetails, costLine } from './cost-line.js';
import { columns, reportDate, TERMINAL_WIDTH, wrap } from './layout.js';
import { relationChecks } from './lookups.js';
import { fixed, percent } from './numbers.js';
import { codeText, oneLineText } from './untrusted-text.js';
import { STATUS_WORDS, statusLine, timeLimitReason, verdictRows } from './verdict.js';

export function renderCompletionTerminal(report: CompletionReport): string {
  const para = (text: string, indent = '') => wrap(text, TERMINAL_WIDTH, indent);
  const withBaseline = report.baseline !== null;
  const header = [
    '',
    'relation',
    'rate',
    '95% CI',
    'ceiling',
    ...(withBaseline ? ['base', 'Δ pts'] : []),
    'status',
  ];
  const lines = [
    para(statusLine(report)),
    '',
    columns([header, ...verdictRows(report, (status) => STATUS_WORDS[status])]),
    para(completionRateNote(report)),
  ];
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
  for (const check of relationChecks(report))
    if (check.reason !== null) lines.push(para(`  - ${check.reason}`, '    '));
  if (report.timeLimit?.reached)
    lines.push(para(`  - ${timeLimitReason(report.timeLimit)}`, '    '));
  const paired = report.baseline?.sequencePaired ?? null;
  if (paired !== null) {
    lines.push('', 'paired with the base branch, sequence by sequence:');
    for (const verdict of paired)
      lines.push(para(`  ${STATUS_WORDS[verdict.status]}: ${verdict.line}`, '    '));
  }
  lines.push('', columns([NEXT_TOKEN_HEADER, ...nextTokenRows(report, false)]));
  const cost = costLine(report);
  if (cost !== null) lines.push(para(`cost: ${cost}`), para(`  ${costDetails(report)}`, '  '));
  const kl = klRows(report.completion);
  if (kl.length > 0) {
    lines.push('', 'MR2 KL(teacher ‖ student) per position, nats:', columns([KL_HEADER, ...kl]));
    lines.push(para(klSourceNote(report)));
  }
  const mr4 = report.relations.mr4;
  const readings = mr4Readings(report);
  if (readings !== null) {
    const bins = calibrationBinRows(report, (v) => v, `not counted (n < ${mr4.nMin})`);
    lines.push(
      '',
      columns([
        ['MR4 bin', 'teacher n', 'acc', 'student n', 'acc', 'S − T pts', '95% CI pts', ''],
        ...bins,
      ]),
      para(binRule(report)),
      para(readings),
    );
  }
  const worst = report.completion.worst;
  if (worst.length > 0) lines.push('', 'where the student is furthest from the teacher:');
  worst.forEach((sequence, i) => {
    lines.push(
      para(
        `${i + 1}. row ${sequence.row} (${oneLineText(sequence.id)}): ${count(sequence.positions)} position${sequence.positions === 1 ? '' : 's'}, mean KL ${fixed(sequence.klMean, 3)} nats, top-1 differs at ${percent(sequence.disagreement)}`,
        '   ',
      ),
    );
    const part = sequence.parting;
    if (part === null) return;
    lines.push(para(`   ${partingSentence(part, (t) => `"${tokenText(t)}"`)}`, '   '));
    for (const line of codeText(partingExcerpt(part)).split('\n')) {
      const room = TERMINAL_WIDTH - 5;
      lines.push(
        `     ${[...line].length > room ? `${[...line].slice(0, room - 1).join('')}…` : line}`,
      );
    }
  });
  const completions = renderCompletionsTerminal(report.completion.completions);
  if (completions !== '') lines.push('', completions.trimEnd());
  const w = report.completion.windows;
  lines.push(
    '',
    para(
      `${count(w.sequences)} sequences, ${count(w.windows)} windows of ${w.maxLength} tokens ${w.stride} apart, ` +
        `${count(w.positions)} positions in ${(report.timings.totalMs / 1000).toFixed(1)} s.`,
    ),
  );
  for (const warning of report.warnings) lines.push(para(`warning: ${warning}`, '  '));
  return lines.join('\n') + '\n';
}
