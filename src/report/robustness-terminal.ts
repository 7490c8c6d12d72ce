import type { AttackModelResult } from '../robustness/types.js';
import { columns, fixed, percent } from './format.js';
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

function attackRow(name: string, result: AttackModelResult, relative: string): string[] {
  return [
    name,
    String(result.attacked),
    rateCell(result.success),
    percent(result.accuracyBefore),
    percent(result.accuracyAfter),
    dropCell(result),
    relative,
    String(result.queries),
  ];
}

/**
 * The robustness section as plain text for a terminal: the transformed-input
 * table, the attack table and the notes. Empty when the report has none.
 */
export function renderRobustnessTerminal(report: Report): string {
  const robustness = report.robustness;
  if (robustness === undefined || robustness === null) return '';
  const ceiling = robustness.thresholds.maxFlipRateRatio;
  const lines = [
    `Robustness on transformed inputs (${robustness.language}, seed ${robustness.seed}, ${robustness.inputs} inputs; MR rates on T(x), on x in brackets):`,
    columns([
      [
        'transformation',
        'transformed',
        'unchanged',
        'unparsable',
        'MR1',
        'MR2',
        'MR3',
        'MR4',
        'teacher flips (95% CI)',
        'student flips (95% CI)',
        `ratio, 95% CI (max ${fixed(ceiling, 2)})`,
      ],
      ...robustness.transformed.map((kind) => [
        kind.kind,
        `${kind.transformed}/${kind.inputs}`,
        String(kind.unchanged),
        String(kind.notTransformable),
        relationCell(kind, 'mr1'),
        relationCell(kind, 'mr2'),
        relationCell(kind, 'mr3'),
        relationCell(kind, 'mr4'),
        flipCell(kind.flips.teacher),
        flipCell(kind.flips.student),
        `${ratioCell(kind)}${ratioMark(report, kind, ' FAIL', ' UNDECIDED')}`,
      ]),
    ]),
  ];
  const attack = robustness.attack;
  if (attack !== null && attack.teacher !== null && attack.student !== null) {
    const per100 = secondsPer100(robustness);
    const relative = `${signedPercent(attack.relativeDegradation)}${checkFailed(report, 'attack-relative-degradation') ? ' FAIL' : ''}`;
    lines.push(
      '',
      `Identifier-renaming attack: ${attack.evaluated} of ${attack.selected} inputs in ${(attack.elapsedMs / 1000).toFixed(1)} s` +
        `${per100 === null ? '' : ` (${per100.toFixed(1)} s per 100 inputs)`}, ≤ ${attack.queriesPerInput} queries per input, ` +
        `${attack.candidatePool} candidate names${attack.budgetExhausted ? '; the time budget ran out' : ''}:`,
      columns([
        [
          'model',
          'attacked',
          'success',
          'acc before',
          'acc after',
          'drop',
          `relative (max ${signedPercent(robustness.thresholds.maxRelativeDegradation)})`,
          'queries',
        ],
        attackRow('teacher', attack.teacher, '—'),
        attackRow('student', attack.student, relative),
      ]),
    );
  }
  for (const note of robustnessNotes(report, robustness)) lines.push(`  - ${note}`);
  return lines.join('\n') + '\n';
}
