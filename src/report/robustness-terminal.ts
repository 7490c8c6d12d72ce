import { columns, TERMINAL_WIDTH, wrap } from './layout.js';
import { fixed } from './numbers.js';
import {
  adversarialTable,
  attackCostRows,
  attackedNotes,
  attackNotes,
  budgetCell,
  attackOutcomeRows,
  type CellStyle,
  degradationTable,
  flipRows,
  gatedDegradation,
  ranAttacks,
  relationRows,
  transformedNotes,
} from './robustness-format.js';
import type { Report } from './types.js';
import { STATUS_WORDS } from './verdict.js';

/** Method labels without their options: the notes under the tables name them. */
const TERMINAL: CellStyle = {
  code: (name) => name,
  status: (status) => STATUS_WORDS[status],
  optionsInLabel: false,
};

/**
 * The robustness section as plain text for a terminal: the relations on T(x),
 * the flips and their ratio, what each attack method did and cost, the
 * relations on the adversarial examples and the notes, each table within
 * TERMINAL_WIDTH columns. Empty when the report has none.
 */
export function renderRobustnessTerminal(report: Report): string {
  const robustness = report.robustness;
  if (robustness === undefined || robustness === null) return '';
  const ceiling = robustness.thresholds.maxFlipRateRatio;
  const para = (text: string, indent = '') => wrap(text, TERMINAL_WIDTH, indent);
  const lines = [
    para(
      `Robustness on transformed inputs (${robustness.language}, seed ${robustness.seed}, ${robustness.inputs} inputs); relations on x → T(x), not gated:`,
    ),
    columns([
      [
        'transformation',
        'transformed',
        'MR1 x → T(x)',
        'MR2 x → T(x)',
        'MR3 x → T(x)',
        'MR4 x → T(x)',
      ],
      ...relationRows(robustness, TERMINAL),
    ]),
    '',
    para(
      `Flips (prediction on T(x) differs from x), 95% CIs; gated: ratio student / teacher, ceiling ${ceiling === null ? 'off' : fixed(ceiling, 2)}:`,
    ),
    columns([
      ['transformation', 'teacher flips', 'student flips', 'ratio', 'status'],
      ...flipRows(report, TERMINAL),
    ]),
  ];
  for (const note of transformedNotes(report, robustness)) lines.push(para(`  - ${note}`, '    '));
  const attacks = ranAttacks(robustness);
  if (attacks.length > 0) {
    const first = attacks[0]!;
    const seconds = attacks.reduce((sum, a) => sum + a.elapsedMs, 0) / 1000;
    lines.push(
      '',
      para(`Attacks: ${first.selected} labelled inputs, ${seconds.toFixed(1)} s in all:`),
      columns([
        ['method', 'model', 'success (95% CI)', 'accuracy', 'drop'],
        ...attackOutcomeRows(report, TERMINAL, false),
      ]),
      '',
      para(
        `Gated: relative degradation on the ${gatedDegradation(report)} reading ` +
          '(points: student drop / teacher drop − 1; rel: the same on drop / clean accuracy, shown when it differs), ' +
          `the gated one with its 95% CI; an interval that holds the ceiling is inconclusive, fewer than ${robustness.thresholds.minAttacked ?? 0} inputs attacked per model (min-attacked) undefined:`,
      ),
      columns(
        degradationTable(
          report,
          TERMINAL,
          ['method', 'attacked t / s', 'drop s / t', 'points', 'rel', 'status'],
          true,
        ),
      ),
      ...attackedNotes(report).map((note) => para(`  - ${note}`, '    ')),
      // The diffs are data-set code: the Markdown report shows them, a log does not.
      ...attacks
        .filter((a) => (a.studentOnlySuccesses ?? 0) > 0)
        .map((a) =>
          para(
            `  - ${a.method}: broke the student on ${a.studentOnlySuccesses} input${a.studentOnlySuccesses === 1 ? '' : 's'} ` +
              'where the teacher was attacked and resisted (diffs in the Markdown report)',
            '    ',
          ),
        ),
      '',
      columns([
        ['method', 'teacher q (/input)', 'student q (/input)', 's/100 inputs', 'exhausted'],
        ...attackCostRows(robustness, TERMINAL, false),
      ]),
      ...attacks.map((attack) => para(`  ${attack.method}: ${budgetCell(attack)}`, '    ')),
    );
    const adversarial = adversarialTable(robustness, TERMINAL, [
      'method',
      'inputs',
      'MR1',
      'MR2',
      'MR3',
      'MR4',
      'student acc',
    ]);
    if (adversarial.length > 0) {
      lines.push(
        '',
        "Relations on the teacher's adversarial examples (both models on the same inputs):",
        columns(adversarial),
      );
    }
  }
  for (const note of attackNotes(robustness)) lines.push(para(`  - ${note}`, '    '));
  return lines.join('\n') + '\n';
}
