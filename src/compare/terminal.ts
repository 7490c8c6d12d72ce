/**
 * The many-student run in a terminal, in the comment's order: the step's
 * status line and the comparison (the candidates' table, its inconclusive
 * rates listed under it, and the frontier) first, then each student's report under its name (a report is some 70
 * lines: with three students the comparison at the end came after 200).
 * Pure.
 */
import { columns, TERMINAL_WIDTH, wrap } from '../report/layout.js';
import { renderTerminal } from '../report/terminal.js';
import {
  columnNote,
  comparisonRows,
  frontierSentences,
  inconclusiveLine,
  studentsStatusLine,
  type ComparisonStyle,
} from './table.js';
import type { StudentsReport } from './types.js';

const WORDS: ComparisonStyle = {
  verdict: (passed, gated) => `${passed ? 'pass' : 'FAIL'}${gated ? '' : ' (not gated)'}`,
  inconclusive: null,
  text: String,
};

export function renderStudentsTerminal(
  report: StudentsReport,
  one: (report: StudentsReport['students'][number]['report']) => string = renderTerminal,
): string {
  const para = (text: string, indent = '') => wrap(text, TERMINAL_WIDTH, indent);
  const inconclusive = inconclusiveLine(report);
  const lines = [
    para(studentsStatusLine(report)),
    '',
    '== comparison ==',
    columns(comparisonRows(report, WORDS)),
    para(columnNote(report)),
  ];
  if (inconclusive !== null) lines.push(para(inconclusive));
  lines.push('');
  for (const sentence of frontierSentences(report)) lines.push(para(sentence, '  '));
  for (const note of report.notes) lines.push(para(note));
  for (const { name, report: student } of report.students) {
    lines.push('', `== student ${name} ==`, one(student).trimEnd());
  }
  return lines.join('\n') + '\n';
}

/** The quiet status line of a many-student run. */
export function studentsQuietLine(report: StudentsReport): string {
  return `${studentsStatusLine(report)}\n`;
}
