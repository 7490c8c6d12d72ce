/**
 * The students' comparison as cells, shared by the Markdown comment and the
 * terminal: one row per candidate (the teacher first, for scale), the
 * frontier's sentences, and the status line. Pure.
 */
import { percent } from '../report/numbers.js';
import { relativeChange } from '../report/robustness-format.js';
import type { Ratio } from '../relations/types.js';
import type { FrontierPlace } from './frontier.js';
import type { CandidateCost, StudentsReport } from './types.js';

/** A file size in MB with two decimals ("0.76 MB"); an em dash when unknown. */
export function megabytes(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(2)} MB`;
}

const rateCell = (rate: number | null) => (rate === null ? '—' : percent(rate));
const ratioCell = (ratio: Ratio) =>
  ratio === null ? '—' : ratio === 'infinite' ? '∞' : ratio.toFixed(2);

function isLatency(
  latency: CandidateCost['latency'],
): latency is NonNullable<CandidateCost['latency']> {
  return latency !== undefined && latency !== null;
}

/** Whether any candidate has a latency (then the table has its column). */
function withLatency(report: StudentsReport): boolean {
  return report.comparison.candidates.some((c) => isLatency(c.cost.latency));
}

/** The header and one row per model: the teacher, then each student; `verdict` spells a student's. */
export function comparisonRows(
  report: StudentsReport,
  verdict: (passed: boolean, gated: boolean) => string,
): string[][] {
  const latency = withLatency(report);
  const header = [
    'Model',
    'Size',
    ...(latency ? ['Latency'] : []),
    'Accuracy',
    'MR1',
    'MR2',
    'MR3',
    'MR4',
    'Flip ratio',
    'Attack degr.',
    'Verdict',
  ];
  const latencyCell = (latency: CandidateCost['latency']) => {
    if (!isLatency(latency)) return '—';
    const ci = latency.ci95;
    return `${latency.medianMs.toFixed(1)} ms${ci === null ? '' : ` (${ci[0].toFixed(1)}–${ci[1].toFixed(1)})`}`;
  };
  const first = report.students[0]?.report;
  const teacher = [
    'teacher',
    megabytes(report.teacher.cost.fileBytes),
    ...(latency ? [latencyCell(report.teacher.cost.latency)] : []),
    rateCell(first?.relations.accuracy.teacher.accuracy ?? null),
    ...Array<string>(6).fill(''),
    '',
  ];
  const rule = report.gate.rule;
  const rows = report.comparison.candidates.map((c) => [
    c.name,
    megabytes(c.cost.fileBytes),
    ...(latency ? [latencyCell(c.cost.latency)] : []),
    rateCell(c.accuracy),
    rateCell(c.rates.MR1),
    rateCell(c.rates.MR2),
    rateCell(c.rates.MR3),
    rateCell(c.rates.MR4),
    ratioCell(c.worstFlipRateRatio),
    relativeChange(c.worstAttackDegradation),
    verdict(c.passed, typeof rule === 'string' || rule.name === c.name),
  ]);
  return [header, teacher, ...rows];
}

/** What the table's two robustness columns are (worst over kinds and methods). */
export const COLUMN_NOTE =
  'Flip ratio: the largest student/teacher flip-rate ratio over the transformation kinds; attack degr.: the largest relative degradation over the attack methods (— without transforms). Rates are violation rates: lower is more faithful.';

/** One sentence per candidate off the frontier (who dominates it and how), and the frontier itself. */
export function frontierSentences(report: StudentsReport): string[] {
  const { frontier, axes } = report.comparison;
  const on = frontier.filter((p) => p.place === 'frontier').map((p) => p.name);
  const sentences = [
    `Frontier over ${axes.join(', ')} (lower is better on each): ${on.length === 0 ? 'none' : on.join(', ')}.`,
  ];
  for (const place of frontier) sentences.push(...offFrontier(place));
  sentences.push(
    'Note that the frontier is not a recommendation: it names the candidates no other beats on every measure it weighs, and leaves out what it does not weigh (accuracy, robustness, the verdict).',
  );
  return sentences;
}

function offFrontier(place: FrontierPlace): string[] {
  if (place.place === 'dominated') return [`${place.name} is off it: ${place.by}: ${place.how}.`];
  if (place.place === 'left-out') {
    return [`${place.name} is left out: no ${place.missing.join(' or ')}.`];
  }
  return [];
}

/** "3 students: 2 passed (compressor, avatar); gate.students all: FAILED (morph failed)". */
export function studentsStatusLine(report: StudentsReport): string {
  const { gate, students } = report;
  const rule = typeof gate.rule === 'string' ? gate.rule : gate.rule.name;
  const passed =
    gate.passing.length === 0
      ? 'none passed'
      : `${gate.passing.length} passed (${gate.passing.join(', ')})`;
  const verdict = gate.passed ? 'passed' : `FAILED (${gate.reasons.join('; ')})`;
  return `${students.length} student${students.length === 1 ? '' : 's'}: ${passed}; gate.students ${rule}: ${verdict}.`;
}
