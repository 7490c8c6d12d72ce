import type { AttackModelResult } from '../robustness/types.js';
import { columns, fixed, percent } from './format.js';
import {
  degradationMark,
  dropCell,
  flipCell,
  rateCell,
  ratioCell,
  ratioMark,
  relationCell,
  robustnessNotes,
  methodOf,
  ranAttacks,
  secondsPer100,
  signedPercent,
  successCell,
} from './robustness-format.js';
import type { Report } from './types.js';

function attackRow(name: string, result: AttackModelResult, relative: string): string[] {
  return [
    name,
    String(result.attacked),
    successCell(result),
    percent(result.accuracyBefore),
    percent(result.accuracyAfter),
    dropCell(result),
    relative,
    String(result.queries),
  ];
}

/**
 * The robustness section as plain text for a terminal: the transformed-input
 * table, the attack table per method, the relations on the adversarial
 * examples and the notes. Empty when the report has none.
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
  const attacks = ranAttacks(robustness);
  if (attacks.length > 0) {
    const first = attacks[0]!;
    const seconds = attacks.reduce((sum, a) => sum + a.elapsedMs, 0) / 1000;
    lines.push(
      '',
      `Attacks: ${first.selected} labelled inputs, ≤ ${first.queriesPerInput} queries per input, model and method, ` +
        `${first.candidatePool} candidate names, ${seconds.toFixed(1)} s in all:`,
      columns([
        [
          'method',
          'model',
          'attacked',
          'success (95% CI)',
          'acc before',
          'acc after',
          'drop',
          `relative (max ${signedPercent(robustness.thresholds.maxRelativeDegradation)})`,
          'queries',
          's/100 inputs',
          'budget',
        ],
        ...attacks.flatMap((attack) => {
          const per100 = secondsPer100(attack);
          const relative = `${signedPercent(attack.relativeDegradation)}${degradationMark(report, attack, ' FAIL')}`;
          const budget = attack.budgetExhausted
            ? `ran out (${attack.evaluated} of ${attack.selected})`
            : 'ok';
          return [
            [
              methodOf(attack),
              ...attackRow('teacher', attack.teacher!, '—'),
              per100 === null ? '—' : per100.toFixed(1),
              budget,
            ],
            ['', ...attackRow('student', attack.student!, relative), '', ''],
          ];
        }),
      ]),
    );
    const adversarial = attacks.filter((a) => (a.adversarial?.inputs ?? 0) > 0);
    if (adversarial.length > 0) {
      lines.push(
        '',
        "Relations on the teacher's adversarial examples (both models on the same inputs):",
        columns([
          ['method', 'inputs', 'MR1', 'MR2', 'MR3', 'MR4', 'student acc'],
          ...adversarial.map((attack) => {
            const r = attack.adversarial!.relations!;
            return [
              methodOf(attack),
              String(attack.adversarial!.inputs),
              rateCell(r.mr1),
              rateCell(r.mr2),
              rateCell(r.mr3),
              rateCell(r.mr4),
              percent(r.accuracy.student.accuracy),
            ];
          }),
        ]),
      );
    }
  }
  for (const note of robustnessNotes(report, robustness)) lines.push(`  - ${note}`);
  return lines.join('\n') + '\n';
}
