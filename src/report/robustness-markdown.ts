import { markdownTable } from 'markdown-table';
import { className } from './class-names.js';
import { codeBlock, inlineCode } from './layout.js';
import { fixed } from './numbers.js';
import {
  adversarialRows,
  attackCostRows,
  attackOutcomeRows,
  type CellStyle,
  flipRows,
  METHOD_TITLES,
  ranAttacks,
  relationRows,
  robustnessNotes,
  relativeChange,
} from './robustness-format.js';
import type { Report } from './types.js';

const MARKDOWN: CellStyle = { code: inlineCode, fail: ' ❌', undecided: ' ❔' };

const rightAligned = (header: string[], left: number) =>
  header.map((_, i) => (i < left ? 'l' : 'r'));

/** The relations on T(x), one row per transformation. */
export function relationsOnTransformedTable(report: Report): string {
  const header = [
    'Transformation',
    'Transformed',
    'MR1 on T(x)',
    'MR2 on T(x)',
    'MR3 on T(x)',
    'MR4 on T(x)',
  ];
  return markdownTable([header, ...relationRows(report.robustness!, MARKDOWN)], {
    align: rightAligned(header, 1),
  });
}

/** The flips and the gated ratio with their intervals, one row per transformation. */
export function flipTable(report: Report): string {
  const ceiling = report.robustness!.thresholds.maxFlipRateRatio;
  const header = [
    'Transformation',
    'Teacher flips (95% CI)',
    'Student flips (95% CI)',
    `Ratio, 95% CI (ceiling ${fixed(ceiling, 2)})`,
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
    `Relative degradation, points${robustness.thresholds.degradationReading === 'relative-drops' ? '' : ` (ceiling ${relativeChange(robustness.thresholds.maxRelativeDegradation)})`}`,
    `Relative degradation, relative drops${robustness.thresholds.degradationReading === 'relative-drops' ? ` (ceiling ${relativeChange(robustness.thresholds.maxRelativeDegradation)})` : ''}`,
  ];
  return markdownTable([header, ...attackOutcomeRows(report, MARKDOWN)], {
    align: rightAligned(header, 2),
  });
}

/** What each method cost, one row per method. Null when none ran. */
export function attackCostTable(report: Report): string | null {
  const rows = attackCostRows(report.robustness!, MARKDOWN);
  if (rows.length === 0) return null;
  const header = [
    'Method',
    'Budget',
    'Teacher queries',
    'Student queries',
    's per 100 inputs',
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
  const rows = adversarialRows(report.robustness!, MARKDOWN);
  if (rows.length === 0) return null;
  const header = [
    'Method',
    'Teacher adversarial examples',
    'MR1',
    'MR2',
    'MR3',
    'MR4',
    'Student accuracy on them',
  ];
  return markdownTable([header, ...rows], { align: rightAligned(header, 2) });
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
  const lines = [
    `<details><summary>Inputs a transformation flipped the student on, not the teacher (${entries.length})</summary>`,
    '',
  ];
  for (const { kind, flip } of entries) {
    const where =
      flip.text > 0 ? `function ${flip.text + 1}, line ${flip.line}` : `line ${flip.line}`;
    lines.push(
      `${inlineCode(kind)} on ${inlineCode(flip.id)}: student ${className(report, flip.student[0])} → ` +
        `${className(report, flip.student[1])}, teacher stays ${className(report, flip.teacher[0])}; ` +
        `T(x) differs from ${where}:`,
      '',
      codeBlock(flip.diff, 'diff'),
      '',
    );
  }
  lines.push('</details>', '');
  return lines.join('\n');
}

function attackSection(report: Report, lines: string[]): void {
  const robustness = report.robustness!;
  const attacks = ranAttacks(robustness);
  const table = attackTable(report);
  if (table === null) return;
  const first = attacks[0]!;
  const seconds = attacks.reduce((sum, a) => sum + a.elapsedMs, 0) / 1000;
  const model = attacks.reduce((sum, a) => sum + a.modelMs, 0) / 1000;
  lines.push(
    '#### Attacks',
    '',
    `Black-box attacks on the labelled inputs each model predicts correctly, through semantics-preserving renames of local variables and parameters (coda also restructures), each method as its reference implementation runs it; ` +
      `${first.selected} labelled inputs selected; ${seconds.toFixed(1)} s in all, ${((100 * model) / Math.max(seconds, 1e-9)).toFixed(0)}% of it in the models. ` +
      'Relative degradation "points": student drop / teacher drop − 1, drops in accuracy points; "relative drops": the same with each drop divided by the model\'s clean accuracy.',
    '',
  );
  for (const attack of attacks) {
    lines.push(`- ${inlineCode(attack.method)}: ${METHOD_TITLES[attack.method]}`);
  }
  lines.push('', table, '');
  const cost = attackCostTable(report);
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
  const examples = attacks.flatMap((a) => a.examples.map((e) => ({ method: a.method, e })));
  if (examples.length > 0) {
    lines.push('<details><summary>Successful attacks</summary>', '');
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
        `- ${method}: ${e.model} flipped on ${inlineCode(e.id)} after ${e.queries} queries: ${what}`,
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
export function renderRobustnessMarkdown(report: Report): string {
  const robustness = report.robustness;
  if (robustness === undefined || robustness === null) return '';
  const lines = [
    `#### Robustness on transformed inputs (${robustness.language}, seed ${robustness.seed}, ${robustness.inputs} inputs)`,
    '',
    "Each transformation preserves the program's meaning. The relations between teacher and student on T(x), with the rate on x for the same rows in brackets:",
    '',
    relationsOnTransformedTable(report),
    '',
    'Flips are the transformed inputs whose prediction changed between x and T(x); the gate holds ratio = student flip rate / teacher flip rate under its ceiling:',
    '',
    flipTable(report),
    '',
  ];
  const flips = studentFlipSection(report);
  if (flips !== null) lines.push(flips);
  attackSection(report, lines);
  const notes = robustnessNotes(report, robustness);
  for (const note of notes) lines.push(`- ${note}`);
  if (notes.length > 0) lines.push('');
  return lines.join('\n');
}
