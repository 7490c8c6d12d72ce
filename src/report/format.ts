import type { Rate, RelationName, RelationStatus } from '../relations/types.js';
import type { Report } from './types.js';

/** A fraction as a percentage with one decimal; null as an em dash. */
export function percent(value: number | null, digits = 1): string {
  return value === null ? '—' : `${(value * 100).toFixed(digits)}%`;
}

export function fixed(value: number | null, digits = 3): string {
  return value === null ? '—' : value.toFixed(digits);
}

export function interval(rate: Rate): string {
  return rate.ci95 === null ? '—' : `${percent(rate.ci95[0])}–${percent(rate.ci95[1])}`;
}

export const RELATION_TITLES: Record<RelationName, string> = {
  MR1: 'prediction agreement',
  MR2: 'distribution similarity (KL)',
  MR3: 'high-confidence preservation',
  MR4: 'calibration alignment',
};

export const STATUS_WORDS: Record<RelationStatus, string> = {
  pass: 'pass',
  fail: 'FAIL',
  undefined: 'undefined',
  skipped: 'skipped',
};

export function rateOf(report: Report, name: RelationName): Rate {
  const key = name.toLowerCase() as 'mr1' | 'mr2' | 'mr3' | 'mr4';
  return report.relations[key];
}

/** What the count of a relation counts: inputs, confident inputs, or bins. */
export function countText(report: Report, name: RelationName): string {
  const r = rateOf(report, name);
  const unit = name === 'MR3' ? ' confident' : name === 'MR4' ? ' bins' : '';
  return `${r.violations} / ${r.n}${unit}`;
}

/** One sentence: what accuracy shows, next to what the relations show. */
export function accuracyVersusFidelity(report: Report): string {
  const { teacher, student, accuracyGap } = report.relations.accuracy;
  const mr1 = report.relations.mr1;
  const disagreement = `the student disagrees with the teacher on ${percent(mr1.rate)} of inputs (${mr1.violations} / ${mr1.n})`;
  if (teacher.accuracy === null || student.accuracy === null) {
    return `No labels, so no accuracy; ${disagreement}.`;
  }
  const f1 =
    teacher.f1 !== null && student.f1 !== null
      ? `; F1 ${fixed(teacher.f1)} vs ${fixed(student.f1)}`
      : '';
  const gapPoints = accuracyGap === null ? '—' : `${(accuracyGap * 100).toFixed(1)} points`;
  return (
    `Accuracy: teacher ${percent(teacher.accuracy)}, student ${percent(student.accuracy)} ` +
    `(gap ${gapPoints}${f1}, on ${teacher.n} labelled inputs); yet ${disagreement}.`
  );
}

/** The status line: verdict first, then the worst relation. */
export function statusLine(report: Report): string {
  const { gate } = report;
  const worst = gate.worst === null ? null : gate.relations.find((r) => r.relation === gate.worst);
  const worstText =
    worst === undefined || worst === null
      ? ''
      : ` Worst: ${worst.relation} ${RELATION_TITLES[worst.relation]} ${percent(worst.rate)}` +
        (worst.ceiling === null ? '' : ` (ceiling ${percent(worst.ceiling)})`) +
        '.';
  if (gate.passed) {
    const open = gate.relations.filter((r) => r.status === 'undefined' || r.status === 'skipped');
    const note =
      open.length === 0 ? '' : ` ${open.map((r) => `${r.relation} ${r.status}`).join(', ')}.`;
    return `Fidelity gate passed.${worstText}${note}`;
  }
  const failing: string[] = gate.relations
    .filter((r) => r.status === 'fail')
    .map((r) => r.relation);
  // Robustness ceilings (flip-rate ratio, attack degradation) fail the gate too.
  if ((report.robustness?.failures.length ?? 0) > 0) failing.push('robustness');
  return `Fidelity gate FAILED on ${failing.join(', ')}.${worstText}`;
}

export const RELATION_NAMES: readonly RelationName[] = ['MR1', 'MR2', 'MR3', 'MR4'];

/** Inline code that survives backticks inside the text. */
export function inlineCode(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** Rows of cells as left-aligned text columns, two spaces apart. */
export function columns(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
