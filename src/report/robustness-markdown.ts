import { markdownTable } from 'markdown-table';
import type { AttackModelResult } from '../robustness/types.js';
import { fixed, inlineCode, percent } from './format.js';
import {
  checkFailed,
  dropCell,
  flipCell,
  rateCell,
  ratioCell,
  ratioMark,
  relationCell,
  robustnessNotes,
  secondsPer100,
  signedPercent,
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
  name: string,
  result: AttackModelResult,
  relative: string,
  exhausted: string,
): string[] {
  const success =
    result.success.rate === null
      ? '—'
      : `${rateCell(result.success)}, 95% CI ${percent(result.success.ci95![0])}–${percent(result.success.ci95![1])}`;
  return [
    name,
    String(result.attacked),
    success,
    percent(result.accuracyBefore),
    percent(result.accuracyAfter),
    dropCell(result),
    relative,
    `${result.queries}${result.meanQueries === null ? '' : ` (${result.meanQueries.toFixed(1)} per input)`}`,
    exhausted,
  ];
}

/** The attack table: one row per model. Null when the attack did not run or was skipped. */
export function attackTable(report: Report): string | null {
  const robustness = report.robustness!;
  const attack = robustness.attack;
  if (attack === null || attack.teacher === null || attack.student === null) return null;
  const exhausted = attack.budgetExhausted
    ? `yes (${attack.evaluated} of ${attack.selected})`
    : 'no';
  const relative = `${signedPercent(attack.relativeDegradation)}${checkFailed(report, 'attack-relative-degradation') ? ' ❌' : ''}`;
  const header = [
    'Model',
    'Inputs attacked',
    'Attack success',
    'Accuracy before',
    'Accuracy after',
    'Drop',
    `Relative degradation (ceiling ${signedPercent(robustness.thresholds.maxRelativeDegradation)})`,
    'Queries used',
    'Budget exhausted',
  ];
  return markdownTable(
    [
      header,
      attackRow('Teacher', attack.teacher, '—', exhausted),
      attackRow('Student', attack.student, relative, exhausted),
    ],
    { align: ['l', ...header.slice(1).map(() => 'r')] },
  );
}

/**
 * The robustness section of the report as Markdown (SPEC §5): the table of
 * transformed-input relations and flip rates, the attack table, and why any
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
  const attack = robustness.attack;
  const table = attackTable(report);
  if (attack !== null) {
    lines.push('#### Identifier-renaming attack', '');
    if (table !== null) {
      const per100 = secondsPer100(robustness);
      lines.push(
        `Black-box search per input that the model predicts correctly: importance-ordered renames of local variables and parameters to names drawn from the dataset (pool of ${attack.candidatePool}), at most ${attack.queriesPerInput} queries per input and model. ` +
          `${attack.evaluated} of ${attack.selected} labelled inputs attacked in ${(attack.elapsedMs / 1000).toFixed(1)} s` +
          `${per100 === null ? '' : ` (${per100.toFixed(1)} s per 100 inputs, ${((100 * attack.modelMs) / Math.max(attack.elapsedMs, 1)).toFixed(0)}% of it in the models)`}; time budget ${attack.timeBudgetSeconds} s.`,
        '',
        table,
        '',
      );
      if (attack.examples.length > 0) {
        lines.push('<details><summary>Successful attacks</summary>', '');
        for (const example of attack.examples) {
          const renames = example.renames
            .map(
              ([text, from, to]) =>
                `${inlineCode(from)} → ${inlineCode(to)}${text > 0 ? ` (function ${text + 1})` : ''}`,
            )
            .join(', ');
          lines.push(
            `- ${example.model} flipped on ${inlineCode(example.id)} after ${example.queries} queries: ${renames}`,
          );
        }
        lines.push('', '</details>', '');
      }
    }
  }
  const notes = robustnessNotes(report, robustness);
  for (const note of notes) lines.push(`- ${note}`);
  if (notes.length > 0) lines.push('');
  return lines.join('\n');
}
