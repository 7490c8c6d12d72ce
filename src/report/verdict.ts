/**
 * The verdict in words and rows, for the Markdown and the terminal alike: the
 * status line, the verdict table's rows, the sentence setting accuracy
 * beside the relations, and the names and notes they use. Every status is
 * the gate's.
 */
import type { CheckStatus } from '../gate/types.js';
import type { RelationName } from '../relations/types.js';
import { className } from './class-names.js';
import { relationChecks, rateOf, robustnessChecks, robustnessRow } from './lookups.js';
import {
  deltaPoints,
  fixed,
  interval,
  percent,
  rateWithCount,
  studentMinusTeacher,
} from './numbers.js';
import type { Report } from './types.js';

/** Each relation's name in the status line. */
export const RELATION_TITLES: Record<RelationName, string> = {
  MR1: 'prediction agreement',
  MR2: 'distribution similarity (KL)',
  MR3: 'high-confidence preservation',
  MR4: 'calibration alignment',
};

/**
 * The relations' names in the verdict table: short, so that the table with
 * its baseline columns stays within 100 columns with room for one more.
 */
export const RELATION_SHORT_TITLES: Record<RelationName, string> = {
  MR1: 'agreement',
  MR2: 'KL divergence',
  MR3: 'confidence kept',
  MR4: 'calibration',
};

export const STATUS_WORDS: Record<CheckStatus, string> = {
  pass: 'pass',
  fail: 'FAIL',
  inconclusive: 'inconclusive',
  undefined: 'undefined',
  skipped: 'skipped',
  off: 'off',
};

/**
 * The sign convention of every gap a report shows: a difference is always
 * the student minus the teacher (and a change is always this run minus the
 * base), with its sign written out.
 */
export const GAP_CONVENTION = 'gaps are student − teacher';

/** What each relation's rate counts, for a line under the verdict table. */
export const RATE_NOTE =
  'Rate: violations / inputs; MR3 counts only the inputs the teacher is confident on, MR4 the confidence bins both models fill.';

/** One sentence: what accuracy shows, next to what the relations show. */
export function accuracyVersusFidelity(report: Report): string {
  const { teacher, student } = report.relations.accuracy;
  const mr1 = report.relations.mr1;
  const disagreement = `the student disagrees with the teacher on ${percent(mr1.rate)} of inputs (${mr1.violations} / ${mr1.n})`;
  if (teacher.accuracy === null || student.accuracy === null) {
    return `No labels, so no accuracy; ${disagreement}.`;
  }
  const f1 =
    teacher.f1 !== null && student.f1 !== null
      ? `; F1 (${className(report, 1)}) teacher ${fixed(teacher.f1)}, student ${fixed(student.f1)}`
      : '';
  const gap = studentMinusTeacher(student.accuracy, teacher.accuracy, 'points');
  return (
    `Accuracy: teacher ${percent(teacher.accuracy)}, student ${percent(student.accuracy)} ` +
    `(student − teacher ${gap}${f1}; ${teacher.n} labelled inputs); yet ${disagreement}.`
  );
}

/** The relations and `robustness` (once) with an inconclusive check, in order. */
function inconclusiveNames(report: Report): string[] {
  const names: string[] = relationChecks(report)
    .filter((c) => c.status === 'inconclusive')
    .map((c) => c.id);
  if (robustnessChecks(report).some((c) => c.status === 'inconclusive')) names.push('robustness');
  return names;
}

/** The status line: verdict first, then what the data cannot decide, then the worst relation. */
export function statusLine(report: Report): string {
  const { gate } = report;
  const relations = relationChecks(report);
  const worst = gate.worst === null ? undefined : relations.find((c) => c.id === gate.worst);
  const worstText =
    worst === undefined
      ? ''
      : ` Worst: ${worst.id} ${RELATION_TITLES[worst.id]} ${percent(worst.value as number)}` +
        (worst.ceiling === null ? '' : ` (ceiling ${percent(worst.ceiling)})`) +
        '.';
  const undecided = inconclusiveNames(report);
  const policy = gate.inconclusivePolicy;
  if (gate.passed) {
    const open = relations.filter((c) => c.status === 'undefined' || c.status === 'skipped');
    const note = open.length === 0 ? '' : ` ${open.map((c) => `${c.id} ${c.status}`).join(', ')}.`;
    const inconclusive =
      undecided.length === 0
        ? ''
        : ` Inconclusive: ${undecided.join(', ')} (the data cannot decide; gate.inconclusive: ${policy}).`;
    return `Fidelity gate passed.${inconclusive}${worstText}${note}`;
  }
  const failing: string[] = relations.filter((c) => c.status === 'fail').map((c) => c.id);
  // Robustness ceilings (flip-rate ratio, attack degradation) fail the gate too.
  if (robustnessChecks(report).some((c) => c.status === 'fail')) failing.push('robustness');
  const inconclusive =
    undecided.length === 0
      ? ''
      : policy === 'fail'
        ? ` Inconclusive, failed by gate.inconclusive: fail: ${undecided.join(', ')}.`
        : ` Inconclusive: ${undecided.join(', ')}.`;
  const on = failing.length === 0 ? '' : ` on ${failing.join(', ')}`;
  return `Fidelity gate FAILED${on}.${inconclusive}${worstText}`;
}

/**
 * The verdict table's rows, one per relation and the robustness row: the
 * same cells for the Markdown and the terminal, which differ only in how a
 * status is written (`status`) and in the header.
 */
export function verdictRows(report: Report, status: (s: CheckStatus) => string): string[][] {
  const withBaseline = report.baseline !== null;
  const rows = relationChecks(report).map((check) => {
    const rate = rateOf(report, check.id);
    return [
      check.id,
      RELATION_SHORT_TITLES[check.id],
      rateWithCount(rate),
      interval(rate),
      percent(check.ceiling),
      ...(withBaseline ? [percent(check.baseline), deltaPoints(rate.rate, check.baseline)] : []),
      status(check.status),
    ];
  });
  const robustness = robustnessRow(report);
  if (robustness !== null) {
    rows.push([
      '',
      'robustness',
      `${robustness.failed} of ${robustness.total} fail`,
      '',
      '',
      ...(withBaseline ? ['', ''] : []),
      status(robustness.status),
    ]);
  }
  return rows;
}
