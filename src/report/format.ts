import {
  relationChecks as gateRelationChecks,
  robustnessChecks as gateRobustnessChecks,
  robustnessRollUp,
} from '../gate/index.js';
import type { Check, CheckStatus, RollUp } from '../gate/types.js';
import { RELATION_KEYS, RELATION_NAMES } from '../relations/names.js';
import type { Rate, RelationName } from '../relations/types.js';
import { className } from './class-names.js';
import type { Report } from './types.js';

export { RELATION_NAMES };

/** A fraction as a percentage with one decimal; null as an em dash. */
export function percent(value: number | null, digits = 1): string {
  return value === null ? '—' : `${(value * 100).toFixed(digits)}%`;
}

export function fixed(value: number | null, digits = 3): string {
  return value === null ? '—' : value.toFixed(digits);
}

/** A 95% interval as "23.1–31.8%"; an em dash when undefined. */
export function interval(rate: Rate): string {
  return rate.ci95 === null ? '—' : `${(rate.ci95[0] * 100).toFixed(1)}–${percent(rate.ci95[1])}`;
}

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
  undefined: 'undefined',
  skipped: 'skipped',
  off: 'off',
};

export function rateOf(report: Report, name: RelationName): Rate {
  return report.relations[RELATION_KEYS[name]];
}

/** The four relation checks of the verdict, MR1..MR4. */
export function relationChecks(report: Report): (Check & { id: RelationName })[] {
  return gateRelationChecks(report.gate);
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

/**
 * The sign convention of every gap a report shows: a difference is always
 * the student minus the teacher (and a change is always this run minus the
 * base), with its sign written out.
 */
export const GAP_CONVENTION = 'gaps are student − teacher';

/**
 * `value` with an explicit sign: "+2.7", "−2.7" (a minus sign, not a
 * hyphen), "±0.0" when it rounds to zero at `digits`.
 */
export function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return `±${text}`;
  return `${value > 0 ? '+' : '−'}${text}`;
}

/**
 * student − teacher, signed: in percentage points for fractions such as
 * accuracy ("−2.7 pts"), else as a plain number ("+0.012"); an em dash when
 * either is undefined.
 */
export function studentMinusTeacher(
  student: number | null,
  teacher: number | null,
  unit: 'points' | 'value',
): string {
  if (student === null || teacher === null) return '—';
  return unit === 'points'
    ? `${signed((student - teacher) * 100, 1)} pts`
    : signed(student - teacher, 3);
}

/** A change of rate (this run − base) in percentage points, signed; an em dash when either is undefined. */
export function pointsDelta(rate: number | null, baseline: number | null): string {
  const points = deltaPoints(rate, baseline);
  return points === '—' ? points : `${points} pts`;
}

/** pointsDelta without the unit, for a column headed "Δ pts". */
export function deltaPoints(rate: number | null, baseline: number | null): string {
  if (rate === null || baseline === null) return '—';
  return signed((rate - baseline) * 100, 1);
}

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

/** A violation rate with its count, e.g. "27.3% (109/400)"; an em dash when undefined. */
export function rateWithCount(rate: Rate): string {
  return rate.rate === null
    ? `— (${rate.violations}/${rate.n})`
    : `${percent(rate.rate)} (${rate.violations}/${rate.n})`;
}

/** What each relation's rate counts, for a line under the verdict table. */
export const RATE_NOTE =
  'Rate: violations / inputs; MR3 counts only the inputs the teacher is confident on, MR4 the confidence bins both models fill.';

/** The checks of the verdict that are not a relation: flip-rate ratios and the attack. */
export function robustnessChecks(report: Report): Check[] {
  return gateRobustnessChecks(report.gate);
}

/** The robustness checks as one row of the verdict, as the gate rolls them up; null without any. */
export function robustnessRow(report: Report): RollUp | null {
  return robustnessRollUp(report.gate);
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
  if (robustnessRow(report)?.status === 'fail') failing.push('robustness');
  return `Fidelity gate FAILED on ${failing.join(', ')}.${worstText}`;
}

/** A report's ISO timestamp as "2026-01-01 09:30 UTC"; other text unchanged. */
export function reportDate(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match === null ? iso : `${match[1]} ${match[2]} UTC`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
export function codeBlock(text: string, language: string): string {
  const runs = text.match(/`{3,}/g) ?? [];
  const fence = '`'.repeat(Math.max(3, ...runs.map((r) => r.length + 1)));
  return `${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}`;
}

/** Inline code that survives backticks inside the text. */
export function inlineCode(text: string): string {
  const runs = text.match(/`+/g) ?? [];
  const ticks = '`'.repeat(Math.max(0, ...runs.map((r) => r.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** The width every line of the terminal report keeps within. */
export const TERMINAL_WIDTH = 100;

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

/**
 * Text folded at spaces into lines of at most `width` characters; the first
 * line keeps the text's leading spaces, every later line starts with
 * `indent` (a word longer than a line stays whole).
 */
export function wrap(text: string, width: number, indent = ''): string {
  const lead = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    const start = lines.length === 0 ? lead : indent;
    if (line !== start && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line === start ? start + word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
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
