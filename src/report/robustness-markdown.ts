import { markdownTable } from 'markdown-table';
import type { AttackModelResult, AttackReport } from '../robustness/types.js';
import { fixed, inlineCode, percent } from './format.js';
import {
  degradationMark,
  dropCell,
  flipCell,
  METHOD_TITLES,
  methodOf,
  ranAttacks,
  rateCell,
  ratioCell,
  ratioMark,
  relationCell,
  robustnessNotes,
  secondsPer100,
  signedPercent,
  successCell,
} from './robustness-format.js';
import type { Report } from './types.js';

/** The transformed-input table: one row per transformation. */
export function transformedTable(report: Report): string {
  const robustness = report.robustness!;
  const ceiling = robustness.thresholds.maxFlipRateRatio;
  const header = [
    'Transformation',
    'Transformed',
    'Unchanged',
    'Not transformable',
    'MR1 on T(x)',
    'MR2 on T(x)',
    'MR3 on T(x)',
    'MR4 on T(x)',
    'Teacher flips (95% CI)',
    'Student flips (95% CI)',
    `Ratio, 95% CI (ceiling ${fixed(ceiling, 2)})`,
  ];
  const rows = robustness.transformed.map((kind) => [
    inlineCode(kind.kind),
    `${kind.transformed} / ${kind.inputs}`,
    String(kind.unchanged),
    String(kind.notTransformable),
    relationCell(kind, 'mr1'),
    relationCell(kind, 'mr2'),
    relationCell(kind, 'mr3'),
    relationCell(kind, 'mr4'),
    flipCell(kind.flips.teacher),
    flipCell(kind.flips.student),
    `${ratioCell(kind)}${ratioMark(report, kind, ' ❌', ' ❔')}`,
  ]);
  return markdownTable([header, ...rows], { align: ['l', ...header.slice(1).map(() => 'r')] });
}

function attackRow(
  report: Report,
  attack: AttackReport,
  model: 'Teacher' | 'Student',
  result: AttackModelResult,
): string[] {
  const per100 = secondsPer100(attack);
  const relative =
    model === 'Teacher'
      ? '—'
      : `${signedPercent(attack.relativeDegradation)}${degradationMark(report, attack, ' ❌')}`;
  return [
    model === 'Teacher' ? inlineCode(methodOf(attack)) : '',
    model,
    String(result.attacked),
    successCell(result),
    percent(result.accuracyBefore),
    percent(result.accuracyAfter),
    dropCell(result),
    relative,
    `${result.queries}${result.meanQueries === null ? '' : ` (${result.meanQueries.toFixed(1)} per input)`}`,
    model === 'Teacher' ? (per100 === null ? '—' : per100.toFixed(1)) : '',
    model === 'Teacher'
      ? attack.budgetExhausted
        ? `yes (${attack.evaluated} of ${attack.selected})`
        : 'no'
      : '',
  ];
}

/** The attack table: two rows (teacher, student) per method that ran. Null when none ran. */
export function attackTable(report: Report): string | null {
  const robustness = report.robustness!;
  const attacks = ranAttacks(robustness);
  if (attacks.length === 0) return null;
  const header = [
    'Method',
    'Model',
    'Inputs attacked',
    'Attack success (95% CI)',
    'Accuracy before',
    'Accuracy after',
    'Drop',
    `Relative degradation (ceiling ${signedPercent(robustness.thresholds.maxRelativeDegradation)})`,
    'Queries used',
    's per 100 inputs',
    'Budget exhausted',
  ];
  const rows = attacks.flatMap((attack) => [
    attackRow(report, attack, 'Teacher', attack.teacher!),
    attackRow(report, attack, 'Student', attack.student!),
  ]);
  return markdownTable([header, ...rows], {
    align: ['l', 'l', ...header.slice(2).map(() => 'r')],
  });
}

/**
 * The four relations between teacher and student on each method's teacher
 * adversarial examples (the teacher is wrong on each): null when no method
 * found one.
 */
export function adversarialTable(report: Report): string | null {
  const attacks = ranAttacks(report.robustness!).filter(
    (a) => a.adversarial !== null && a.adversarial !== undefined && a.adversarial.inputs > 0,
  );
  if (attacks.length === 0) return null;
  const header = [
    'Method',
    'Teacher adversarial examples',
    'MR1',
    'MR2',
    'MR3',
    'MR4',
    'Student accuracy on them',
  ];
  const rows = attacks.map((attack) => {
    const r = attack.adversarial!.relations!;
    return [
      inlineCode(methodOf(attack)),
      String(attack.adversarial!.inputs),
      rateCell(r.mr1),
      rateCell(r.mr2),
      rateCell(r.mr3),
      rateCell(r.mr4),
      percent(r.accuracy.student.accuracy),
    ];
  });
  return markdownTable([header, ...rows], { align: ['l', ...header.slice(1).map(() => 'r')] });
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
    `Black-box attacks on the labelled inputs each model predicts correctly, through semantics-preserving renames of local variables and parameters (coda also restructures), names drawn from the dataset (pool of ${first.candidatePool}); at most ${first.queriesPerInput} queries per input, model and method; ` +
      `${first.selected} labelled inputs selected; ${seconds.toFixed(1)} s in all, ${((100 * model) / Math.max(seconds, 1e-9)).toFixed(0)}% of it in the models; time budget ${first.timeBudgetSeconds} s per method.`,
    '',
  );
  for (const attack of attacks) {
    lines.push(`- ${inlineCode(methodOf(attack))}: ${METHOD_TITLES[methodOf(attack)]}`);
  }
  lines.push('', table, '');
  const adversarial = adversarialTable(report);
  if (adversarial !== null) {
    lines.push(
      "The relations on each method's adversarial examples for the teacher (both models on the same inputs; the teacher is wrong on each, MR1 counts where the student is not):",
      '',
      adversarial,
      '',
    );
  }
  const examples = attacks.flatMap((a) => a.examples.map((e) => ({ method: methodOf(a), e })));
  if (examples.length > 0) {
    lines.push('<details><summary>Successful attacks</summary>', '');
    for (const { method, e } of examples) {
      const renames = e.renames
        .map(
          ([text, from, to]) =>
            `${inlineCode(from)} → ${inlineCode(to)}${text > 0 ? ` (function ${text + 1})` : ''}`,
        )
        .join(', ');
      const structure = (e.transformations ?? []).map((k) => inlineCode(k)).join(', ');
      const what = [structure, renames].filter((x) => x !== '').join(', then ');
      lines.push(
        `- ${method}: ${e.model} flipped on ${inlineCode(e.id)} after ${e.queries} queries: ${what}`,
      );
    }
    lines.push('', '</details>', '');
  }
}

/**
 * The robustness section of the report as Markdown (SPEC §5): the table of
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
    "Each transformation preserves the program's meaning. MR rates are between teacher and student on T(x), with the rate on x for the same rows in brackets; flips are inputs whose prediction changed between x and T(x); ratio = student flip rate / teacher flip rate.",
    '',
    transformedTable(report),
    '',
  ];
  attackSection(report, lines);
  const notes = robustnessNotes(report, robustness);
  for (const note of notes) lines.push(`- ${note}`);
  if (notes.length > 0) lines.push('');
  return lines.join('\n');
}
