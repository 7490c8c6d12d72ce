/**
 * The many-student run in a terminal: each student's report under its
 * name, then the comparison (the candidates' table and the frontier) and
 * the step's status line, last, where the eye lands. Pure.
 */
import { columns, TERMINAL_WIDTH, wrap } from '../report/layout.js';
import { renderTerminal } from '../report/terminal.js';
import { COLUMN_NOTE, comparisonRows, frontierSentences, studentsStatusLine } from './table.js';
import type { StudentsReport } from './types.js';

const verdictWord = (passed: boolean, gated: boolean) =>
  `${passed ? 'pass' : 'FAIL'}${gated ? '' : ' (not gated)'}`;

export function renderStudentsTerminal(
  report: StudentsReport,
  one: (report: StudentsReport['students'][number]['report']) => string = renderTerminal,
): string {
  const para = (text: string, indent = '') => wrap(text, TERMINAL_WIDTH, indent);
  const lines: string[] = [];
  for (const { name, report: student } of report.students) {
    lines.push(`== student ${name} ==`, one(student).trimEnd(), '');
  }
  lines.push(
    '== comparison ==',
    columns(comparisonRows(report, verdictWord)),
    para(COLUMN_NOTE),
    '',
  );
  for (const sentence of frontierSentences(report)) lines.push(para(sentence, '  '));
  for (const note of report.notes) lines.push(para(note));
  lines.push('', para(studentsStatusLine(report)));
  return lines.join('\n') + '\n';
}

/** The quiet status line of a many-student run. */
export function studentsQuietLine(report: StudentsReport): string {
  return `${studentsStatusLine(report)}\n`;
}
