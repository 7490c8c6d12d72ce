import type { Check, CheckStatus } from '../gate/types.js';
import { RELATION_KEYS, RELATION_NAMES } from '../relations/names.js';
import type { Rate, RelationName } from '../relations/types.js';
import type { Report } from './types.js';

export { RELATION_NAMES };

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

export const STATUS_WORDS: Record<CheckStatus, string> = {
  pass: 'pass',
  fail: 'FAIL',
  undefined: 'undefined',
  skipped: 'skipped',
  off: 'off',
};

export function rateOf(report: Report, name: RelationName): Rate {
  return report.relations[RELATION_KEYS[name]];
}

/** The four relation checks of the verdict, MR1..MR4. */
export function relationChecks(report: Report): (Check & { id: RelationName })[] {
  return report.gate.checks.filter((c): c is Check & { id: RelationName } =>
    (RELATION_NAMES as readonly string[]).includes(c.id),
  );
}

/** A check of the verdict by id; undefined when the run has no such check. */
export function checkById(report: Report, id: Check['id']): Check | undefined {
  return report.gate.checks.find((c) => c.id === id);
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
  const relations = relationChecks(report);
  const worst = gate.worst === null ? undefined : relations.find((c) => c.id === gate.worst);
  const worstText =
    worst === undefined
      ? ''
      : ` Worst: ${worst.id} ${RELATION_TITLES[worst.id]} ${percent(worst.value as number)}` +
        (worst.ceiling === null ? '' : ` (ceiling ${percent(worst.ceiling)})`) +
        '.';
  if (gate.passed) {
    const open = relations.filter((c) => c.status === 'undefined' || c.status === 'skipped');
    const note = open.length === 0 ? '' : ` ${open.map((c) => `${c.id} ${c.status}`).join(', ')}.`;
    return `Fidelity gate passed.${worstText}${note}`;
  }
  const failing: string[] = relations.filter((c) => c.status === 'fail').map((c) => c.id);
  // Robustness ceilings (flip-rate ratio, attack degradation) fail the gate too.
  const robustnessFails = gate.checks.some(
    (c) => c.status === 'fail' && !(RELATION_NAMES as readonly string[]).includes(c.id),
  );
  if (robustnessFails) failing.push('robustness');
  return `Fidelity gate FAILED on ${failing.join(', ')}.${worstText}`;
}

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
