/**
 * The students' comparison as cells, shared by the Markdown comment and the
 * terminal: one row per candidate (the teacher first, for scale), the
 * frontier's sentences, and the status line. Pure.
 */
import { latencyUnit } from '../report/cost-line.js';
import { splitChecks, splitName, splitRate, type SplitCheckId } from '../report/mr1-split.js';
import { percent } from '../report/numbers.js';
import { relativeChange } from '../report/robustness-format.js';
import type { Report } from '../report/types.js';
import { RELATION_NAMES } from '../relations/names.js';
import type { Ratio } from '../relations/types.js';
import type { FrontierPlace } from './frontier.js';
import type { CandidateCost, StudentsReport } from './types.js';

/** A file size in MB with two decimals ("0.76 MB"); an em dash when unknown. */
export function megabytes(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(2)} MB`;
}

const rateCell = (rate: number | null) => (rate === null ? '—' : percent(rate));

/** How a renderer spells a student's verdict and marks a rate the data cannot decide. */
export interface ComparisonStyle {
  verdict: (passed: boolean, gated: boolean) => string;
  /**
   * The mark after an inconclusive rate ("⚠️" in Markdown); null leaves the
   * cells as they are (a terminal's 100 columns have no room: it lists them
   * under the table, inconclusiveLine).
   */
  inconclusive: string | null;
  /** How a class name is written in a header (the Markdown neutralises it). */
  text: (untrusted: string) => string;
}

/**
 * The checks on MR1's split the students' gates hold (their directions,
 * then the negative flips), each a column of the table; every student has
 * the config's, so the first student's report names them.
 */
function splitColumns(report: StudentsReport): { id: SplitCheckId; report: Report }[] {
  const first = report.students[0]?.report;
  return first === undefined ? [] : splitChecks(first).map((c) => ({ id: c.id, report: first }));
}

/**
 * The rates the gate left inconclusive in the report of the student with
 * this name, as the table's columns name them: MR1–MR4, then MR1's split
 * checks ("MR1 vulnerable → not vulnerable").
 */
function inconclusiveRates(
  report: StudentsReport,
  name: string,
  text: (untrusted: string) => string = String,
): { id: string; label: string }[] {
  const one = report.students.find((s) => s.name === name)?.report;
  const checks = one?.gate.checks ?? [];
  const undecided = (id: string) => checks.some((c) => c.id === id && c.status === 'inconclusive');
  const relations = RELATION_NAMES.filter(undecided).map((id) => ({ id, label: id }));
  const split = one === undefined ? [] : splitChecks(one).filter((c) => undecided(c.id));
  return [
    ...relations,
    ...split.map((c) => ({ id: c.id, label: `MR1 ${splitName(one!, c.id, text)}` })),
  ];
}
const ratioCell = (ratio: Ratio) =>
  ratio === null ? '—' : ratio === 'infinite' ? '∞' : ratio.toFixed(2);

function isLatency(
  latency: CandidateCost['latency'],
): latency is NonNullable<CandidateCost['latency']> {
  return latency !== undefined && latency !== null;
}

/**
 * Whether the table has the robustness columns: the classifiers' tasks do (— without
 * transforms); task code-completion compares T(x) in its completions instead.
 */
function withRobustness(report: StudentsReport): boolean {
  return report.students[0]?.report.task !== 'code-completion';
}

/** Whether any candidate has a latency (then the table has its column). */
function withLatency(report: StudentsReport): boolean {
  return report.comparison.candidates.some((c) => isLatency(c.cost.latency));
}

/**
 * The header and one row per model: the teacher, then each student, an
 * inconclusive rate marked (MR4's 0.0% may be 0 of 5 bins apart with 4
 * undecided: 0–80%, which no more passes than fails its ceiling).
 */
export function comparisonRows(report: StudentsReport, style: ComparisonStyle): string[][] {
  const latency = withLatency(report);
  const robustness = withRobustness(report);
  const split = splitColumns(report);
  const header = [
    'Model',
    'Size',
    ...(latency ? ['Latency'] : []),
    'Accuracy',
    'MR1',
    'MR2',
    'MR3',
    'MR4',
    ...split.map((c) => `MR1 ${splitName(c.report, c.id, style.text)}`),
    ...(robustness ? ['Flip ratio', 'Attack degr.'] : []),
    'Verdict',
  ];
  const first = report.students[0]?.report;
  // A causal language model's latency is per position, in microseconds.
  const unit = first === undefined ? null : latencyUnit(first);
  const latencyCell = (latency: CandidateCost['latency']) => {
    if (!isLatency(latency) || unit === null) return '—';
    const ci = latency.ci95;
    const value = (ms: number) => (ms * unit.scale).toFixed(1);
    return `${value(latency.medianMs)} ${unit.symbol}${ci === null ? '' : ` (${value(ci[0])}–${value(ci[1])})`}`;
  };
  const teacher = [
    'teacher',
    megabytes(report.teacher.cost.fileBytes),
    ...(latency ? [latencyCell(report.teacher.cost.latency)] : []),
    rateCell(first?.relations.accuracy.teacher.accuracy ?? null),
    ...Array<string>(4 + split.length + (robustness ? 2 : 0)).fill(''),
    '',
  ];
  const rule = report.gate.rule;
  const rows = report.comparison.candidates.map((c) => {
    const inconclusive = inconclusiveRates(report, c.name).map((r) => r.id);
    const marked = (id: string, rate: number | null) =>
      rateCell(rate) +
      (style.inconclusive !== null && inconclusive.includes(id) ? ` ${style.inconclusive}` : '');
    const own = report.students.find((s) => s.name === c.name)?.report;
    return [
      c.name,
      megabytes(c.cost.fileBytes),
      ...(latency ? [latencyCell(c.cost.latency)] : []),
      rateCell(c.accuracy),
      ...RELATION_NAMES.map((name) => marked(name, c.rates[name])),
      ...split.map(({ id }) => marked(id, own === undefined ? null : splitRate(own, id).rate)),
      ...(robustness
        ? [ratioCell(c.worstFlipRateRatio), relativeChange(c.worstAttackDegradation)]
        : []),
      style.verdict(c.passed, typeof rule === 'string' || rule.name === c.name),
    ];
  });
  return [header, teacher, ...rows];
}

/** Why a rate is inconclusive, for the sentences under the table. */
const INCONCLUSIVE_MEANS =
  'the data cannot decide the rate against its ceiling (for MR1–MR3 its 95% interval holds the ' +
  "ceiling; for MR4 its undecided bins could put it on either side); the student's report says what would decide it";

/** What the inconclusive mark means, for a line under the table; null when no rate is marked. */
export function inconclusiveNote(report: StudentsReport, mark: string): string | null {
  const any = report.students.some((s) => inconclusiveRates(report, s.name).length > 0);
  return any ? `${mark}: inconclusive, ${INCONCLUSIVE_MEANS}.` : null;
}

/**
 * The inconclusive rates by student, for a line under a table whose cells
 * are not marked: "Inconclusive: compressor MR2, MR3, MR4; avatar MR4 (…)";
 * null when there is none.
 */
export function inconclusiveLine(report: StudentsReport): string | null {
  const listed = report.students.flatMap((s) => {
    const rates = inconclusiveRates(report, s.name).map((r) => r.label);
    return rates.length === 0 ? [] : [`${s.name} ${rates.join(', ')}`];
  });
  return listed.length === 0 ? null : `Inconclusive: ${listed.join('; ')} (${INCONCLUSIVE_MEANS}).`;
}

/** What the table's columns are: its two robustness columns (worst over kinds and methods), its rates. */
export function columnNote(report: StudentsReport): string {
  const rates = 'Rates are violation rates: lower is more faithful.';
  return withRobustness(report)
    ? `Flip ratio: the largest student/teacher flip-rate ratio over the transformation kinds; attack degr.: the largest relative degradation over the attack methods (— without transforms). ${rates}`
    : rates;
}

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
