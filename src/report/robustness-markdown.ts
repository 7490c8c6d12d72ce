import { ATTACK_METHOD_FACTS, type AttackMethodFacts } from '../config/names.js';
import { markdownTable } from 'markdown-table';
import { className } from './class-names.js';
import { codeBlock, inlineCode } from './layout.js';
import { fixed } from './numbers.js';
import {
  adversarialTable as adversarialCells,
  attackedNotes,
  attackCostRows,
  attackNotes,
  attackOutcomeRows,
  type CellStyle,
  degradationTable as degradationCells,
  flipRows,
  ranAttacks,
  relationRows,
  transformedNotes,
} from './robustness-format.js';
import type { AttackExample } from '../robustness/types.js';
import type { Report } from './types.js';
import { untrustedText } from './untrusted-text.js';
import { markdownStatus } from './verdict.js';

const MARKDOWN: CellStyle = { code: inlineCode, status: markdownStatus, optionsInLabel: true };

/** Options of the robustness section (see MarkdownOptions.timings). */
export interface RobustnessMarkdownOptions {
  /** Wall times and cache provenance; the PR comment leaves them out (default true). */
  timings?: boolean;
}

const rightAligned = (header: string[], left: number) =>
  header.map((_, i) => (i < left ? 'l' : 'r'));

/** The relations on T(x), one row per transformation. */
export function relationsOnTransformedTable(report: Report): string {
  const header = [
    'Transformation',
    'Transformed',
    'MR1 x → T(x)',
    'MR2 x → T(x)',
    'MR3 x → T(x)',
    'MR4 x → T(x)',
  ];
  return markdownTable([header, ...relationRows(report.robustness!, MARKDOWN)], {
    align: rightAligned(header, 1),
  });
}

/** The flips and the gated ratio with their intervals, one row per transformation. */
export function flipTable(report: Report): string {
  const header = [
    'Transformation',
    'Teacher flips (95% CI)',
    'Student flips (95% CI)',
    'Gated ratio (95% CI)',
    'Status',
  ];
  return markdownTable([header, ...flipRows(report, MARKDOWN)], {
    align: rightAligned(header, 1),
  });
}

/** What each method did to each model: two rows (teacher, student) per method. Null when none ran. */
export function attackTable(report: Report): string | null {
  const robustness = report.robustness!;
  if (ranAttacks(robustness).length === 0) return null;
  const header = [
    'Method',
    'Model',
    'Attack success (95% CI)',
    'Accuracy before → after',
    'F1 before → after',
    'Drop',
  ];
  return markdownTable([header, ...attackOutcomeRows(report, MARKDOWN)], {
    align: rightAligned(header, 2),
  });
}

/** The gated relative degradation of each method with its ceiling and status. Null when none ran. */
export function degradationTable(report: Report): string | null {
  const table = degradationCells(report, MARKDOWN, [
    'Method',
    'Attacked, teacher / student',
    'Drop, student / teacher',
    'Relative degradation, points (95% CI)',
    'Relative degradation, relative drops (95% CI)',
    'Status',
  ]);
  if (table.length === 0) return null;
  return markdownTable(table, { align: rightAligned(table[0]!, 1) });
}

/** What each method cost, one row per method (seconds only with timings). Null when none ran. */
export function attackCostTable(report: Report, timings = true): string | null {
  const rows = attackCostRows(report.robustness!, MARKDOWN, true, timings);
  if (rows.length === 0) return null;
  const header = [
    'Method',
    'Budget',
    'Teacher queries (per input)',
    'Student queries (per input)',
    ...(timings ? ['s per 100 inputs'] : []),
    'Budget exhausted',
  ];
  return markdownTable([header, ...rows], { align: rightAligned(header, 2) });
}

/**
 * The four relations between teacher and student on each method's teacher
 * adversarial examples (the teacher is wrong on each): null when no method
 * found one.
 */
export function adversarialTable(report: Report): string | null {
  const header = [
    'Method',
    'Teacher adversarial examples',
    'MR1',
    'MR2',
    'MR3',
    'MR4',
    'Student accuracy on them',
  ];
  const table = adversarialCells(report.robustness!, MARKDOWN, header);
  if (table.length === 0) return null;
  return markdownTable(table, { align: rightAligned(table[0]!, 2) });
}

/**
 * Where a transformation flipped the student and not the teacher, each with
 * the lines T changed (a diff from just before the first difference), folded.
 * Null when there is none.
 */
export function studentFlipSection(report: Report): string | null {
  const robustness = report.robustness!;
  const entries = robustness.transformed.flatMap((kind) =>
    kind.studentFlips.map((flip) => ({ kind: kind.kind, flip })),
  );
  if (entries.length === 0) return null;
  const counts = robustness.transformed.map((kind) => kind.studentOnlyFlipCount);
  const total = counts.every((c) => c !== undefined)
    ? counts.reduce((sum: number, c) => sum + c!, 0)
    : null;
  const shown = total === null ? `${entries.length} shown` : `${entries.length} of ${total}`;
  const lines = [
    `<details><summary>Inputs a transformation flipped the student on, not the teacher: ${shown} (the first few per transformation, by the change of the student's probabilities)</summary>`,
    '',
  ];
  const name = (k: number) => untrustedText(className(report, k));
  for (const { kind, flip } of entries) {
    const where =
      flip.text > 0 ? `function ${flip.text + 1}, line ${flip.line}` : `line ${flip.line}`;
    lines.push(
      `${inlineCode(kind)} on ${inlineCode(flip.id)}: student ${name(flip.student[0])} → ` +
        `${name(flip.student[1])}, teacher stays ${name(flip.teacher[0])}; ` +
        `T(x) differs from ${where}:`,
      '',
      codeBlock(flip.diff, 'diff'),
      '',
    );
  }
  lines.push('</details>', '');
  return lines.join('\n');
}

/** Open per method; the rest of its kept examples are folded. */
export const ADVERSARIAL_DIFFS_SHOWN = 3;

/** A class's probability as "0.934". */
const probability = (p: number | undefined) => (p === undefined ? '—' : p.toFixed(3));

/**
 * One adversarial example of the student as Markdown: its id, the student's
 * probabilities of its class before the attack and of the class it predicts
 * after (before → after), the queries, and x → x' as a diff.
 */
function adversarialEntry(report: Report, e: AttackExample): string[] {
  const name = (k: number) => untrustedText(className(report, k));
  const change = e.change!;
  const before = e.probabilities?.before ?? [];
  const after = e.probabilities?.after ?? [];
  const label = argmaxOf(before);
  const flipped = argmaxOf(after);
  const where =
    change.text > 0 ? `function ${change.text + 1}, line ${change.line}` : `line ${change.line}`;
  const structure = e.transformations.map((k) => inlineCode(k)).join(', ');
  const probabilities =
    label === null || flipped === null
      ? ''
      : `: P(${name(label)}) ${probability(before[label])} → ${probability(after[label])}, ` +
        `P(${name(flipped)}) ${probability(before[flipped])} → ${probability(after[flipped])}`;
  return [
    `${inlineCode(e.id)}, student${probabilities}, after ${e.queries} queries` +
      `${structure === '' ? '' : ` (restructured: ${structure})`}; x′ differs from x from ${where}:`,
    '',
    codeBlock(change.diff, 'diff'),
    '',
  ];
}

/** The index of the largest value; null for none (ties: the first). */
function argmaxOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((best, v, k) => (v > values[best]! ? k : best), 0);
}

/** What a method is, after its paper; a report read from outside may name a method this version does not know. */
function methodTitle(method: string): string {
  const facts = (ATTACK_METHOD_FACTS as Record<string, AttackMethodFacts | undefined>)[method];
  return facts?.title ?? 'a method this version of MetaCompress does not know';
}

/**
 * What each attack did where it broke the student and not the teacher: per
 * method, the first ADVERSARIAL_DIFFS_SHOWN of the kept examples as diffs of
 * the input and its adversarial version with the student's probabilities
 * before and after, the rest of the kept ones folded; null when there is none.
 */
export function adversarialDiffSection(report: Report): string | null {
  const lines: string[] = [];
  for (const attack of ranAttacks(report.robustness!)) {
    const kept = attack.examples.filter((e) => e.model === 'student' && e.change !== undefined);
    if (kept.length === 0) continue;
    const total = attack.studentOnlySuccesses ?? kept.length;
    const shown = kept.slice(0, ADVERSARIAL_DIFFS_SHOWN);
    const folded = kept.slice(ADVERSARIAL_DIFFS_SHOWN);
    lines.push(
      `**${inlineCode(attack.method)}** broke the student on ${total} input${total === 1 ? '' : 's'} where the teacher was attacked and resisted` +
        `${total > kept.length ? ` (the first ${kept.length} kept)` : ''}:`,
      '',
    );
    for (const e of shown) lines.push(...adversarialEntry(report, e));
    if (folded.length > 0) {
      lines.push(`<details><summary>${folded.length} more (${attack.method})</summary>`, '');
      for (const e of folded) lines.push(...adversarialEntry(report, e));
      lines.push('</details>', '');
    }
  }
  return lines.length === 0 ? null : lines.join('\n');
}

function attackSection(report: Report, lines: string[], timings: boolean): void {
  const robustness = report.robustness!;
  const attacks = ranAttacks(robustness);
  const table = attackTable(report);
  if (table === null) return;
  const first = attacks[0]!;
  const seconds = attacks.reduce((sum, a) => sum + a.elapsedMs, 0) / 1000;
  const model = attacks.reduce((sum, a) => sum + a.modelMs, 0) / 1000;
  const time = timings
    ? ` ${seconds.toFixed(1)} s in all, ${((100 * model) / Math.max(seconds, 1e-9)).toFixed(0)}% of it in the models.`
    : '';
  lines.push(
    '#### Attacks',
    '',
    `Black-box attacks on the labelled inputs each model predicts correctly, through semantics-preserving renames of local variables and parameters (coda also restructures), each method as its reference implementation runs it; ` +
      `${first.selected} labelled inputs selected.${time}`,
    '',
  );
  for (const attack of attacks) {
    lines.push(`- ${inlineCode(attack.method)}: ${untrustedText(methodTitle(attack.method))}`);
  }
  lines.push('', table, '');
  const degradation = degradationTable(report);
  if (degradation !== null) {
    const minAttacked = robustness.thresholds.minAttacked ?? 0;
    lines.push(
      "The gate holds each method's relative degradation under its ceiling: " +
        '"points" = student drop / teacher drop − 1, drops in accuracy points; "relative drops" = the same with each drop divided by the model\'s clean accuracy (shown when it differs). ' +
        `Its 95% interval decides (one that holds the ceiling is inconclusive); with fewer than ${minAttacked} inputs attacked per model (min-attacked) it is undefined. ` +
        'Attacked: right before the attack, parsable, with an identifier to rename.',
      '',
      degradation,
      '',
    );
    const attacked = attackedNotes(report);
    for (const note of attacked) lines.push(`- ${untrustedText(note)}`);
    if (attacked.length > 0) lines.push('');
  }
  const cost = attackCostTable(report, timings);
  if (cost !== null) lines.push(cost, '');
  const adversarial = adversarialTable(report);
  if (adversarial !== null) {
    lines.push(
      "The relations on each method's adversarial examples for the teacher (both models on the same inputs; the teacher is wrong on each, MR1 counts where the student is not):",
      '',
      adversarial,
      '',
    );
  }
  const diffs = adversarialDiffSection(report);
  if (diffs !== null) lines.push(diffs);
  // Successes without a diff: the teacher's, and every one of a report written before diffs.
  const examples = attacks.flatMap((a) =>
    a.examples.filter((e) => e.change === undefined).map((e) => ({ method: a.method, e })),
  );
  if (examples.length > 0) {
    const successes = attacks.reduce(
      (sum, a) => sum + a.teacher!.success.violations + a.student!.success.violations,
      0,
    );
    lines.push(
      `<details><summary>Successful attacks: ${examples.length} of ${successes} by their renames (the first few per method and model)</summary>`,
      '',
    );
    for (const { method, e } of examples) {
      const renames = e.renames
        .map(
          ([text, from, to]) =>
            `${inlineCode(from)} → ${inlineCode(to)}${text > 0 ? ` (function ${text + 1})` : ''}`,
        )
        .join(', ');
      const structure = e.transformations.map((k) => inlineCode(k)).join(', ');
      const what = [structure, renames].filter((x) => x !== '').join(', then ');
      lines.push(
        `- ${untrustedText(method)}: ${untrustedText(e.model)} flipped on ${inlineCode(e.id)} after ${e.queries} queries: ${what}`,
      );
    }
    lines.push('', '</details>', '');
  }
}

/**
 * The robustness section of the report as Markdown (docs/spec.md §5): the table of
 * transformed-input relations and flip rates, the attack table per method, the
 * relations on the adversarial examples, and why any
 * value is undefined. An empty string when the report has no robustness part.
 */
export function renderRobustnessMarkdown(
  report: Report,
  options: RobustnessMarkdownOptions = {},
): string {
  const robustness = report.robustness;
  if (robustness === undefined || robustness === null) return '';
  const timings = options.timings !== false;
  const lines = [
    `#### Robustness on transformed inputs (${untrustedText(robustness.language)}, seed ${robustness.seed}, ${robustness.inputs} inputs)`,
    '',
    "Each transformation preserves the program's meaning. The relations between teacher and student on the same rows before (x) and after (T(x)) the transformation; they inform and are not gated:",
    '',
    relationsOnTransformedTable(report),
    '',
    `Flips are the transformed inputs whose prediction changed between x and T(x); the gate holds ratio = student flip rate / teacher flip rate under its ceiling, ${robustness.thresholds.maxFlipRateRatio === null ? 'here off' : fixed(robustness.thresholds.maxFlipRateRatio, 2)}:`,
    '',
    flipTable(report),
    '',
  ];
  const kindNotes = transformedNotes(report, robustness);
  for (const note of kindNotes) lines.push(`- ${untrustedText(note)}`);
  if (kindNotes.length > 0) lines.push('');
  const flips = studentFlipSection(report);
  if (flips !== null) lines.push(flips);
  attackSection(report, lines, timings);
  const notes = attackNotes(robustness, timings);
  for (const note of notes) lines.push(`- ${untrustedText(note)}`);
  if (notes.length > 0) lines.push('');
  return lines.join('\n');
}
