import { columns, TERMINAL_WIDTH, wrap } from './layout.js';
import { fixed } from './numbers.js';
import {
  adversarialRows,
  attackCostRows,
  budgetCell,
  attackOutcomeRows,
  type CellStyle,
  flipRows,
  ranAttacks,
  relationRows,
  robustnessNotes,
  relativeChange,
} from './robustness-format.js';
import type { Report } from './types.js';

const TERMINAL: CellStyle = { code: (name) => name, fail: ' FAIL', undecided: ' UNDECIDED' };

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
      `Robustness on transformed inputs (${robustness.language}, seed ${robustness.seed}, ${robustness.inputs} inputs); relations on T(x), on x in brackets:`,
    ),
    columns([
      ['transformation', 'transformed', 'MR1 on T(x)', 'MR2 on T(x)', 'MR3 on T(x)', 'MR4 on T(x)'],
      ...relationRows(robustness, TERMINAL),
    ]),
    '',
    para(
      `Flips (prediction on T(x) differs from x), ratio student / teacher, 95% CIs; ceiling ${fixed(ceiling, 2)}:`,
    ),
    columns([
      ['transformation', 'teacher flips', 'student flips', 'ratio'],
      ...flipRows(report, TERMINAL),
    ]),
  ];
  const attacks = ranAttacks(robustness);
  if (attacks.length > 0) {
    const first = attacks[0]!;
    const seconds = attacks.reduce((sum, a) => sum + a.elapsedMs, 0) / 1000;
    lines.push(
      '',
      para(
        `Attacks: ${first.selected} labelled inputs, ${seconds.toFixed(1)} s in all; ` +
          `relative degradation ceiling ${relativeChange(robustness.thresholds.maxRelativeDegradation)} on the ${robustness.thresholds.degradationReading ?? 'points'} reading ` +
          '(points: student drop / teacher drop − 1; rel: the same on drop / clean accuracy):',
      ),
      columns([
        ['method', 'model', 'success (95% CI)', 'accuracy', 'drop', 'points', 'rel'],
        ...attackOutcomeRows(report, TERMINAL, false),
      ]),
      '',
      columns([
        ['method', 'teacher queries', 'student queries', 's/100 inputs', 'exhausted'],
        ...attackCostRows(robustness, TERMINAL, false),
      ]),
      ...attacks.map((attack) => para(`  ${attack.method}: ${budgetCell(attack)}`, '    ')),
    );
    const adversarial = adversarialRows(robustness, TERMINAL);
    if (adversarial.length > 0) {
      lines.push(
        '',
        "Relations on the teacher's adversarial examples (both models on the same inputs):",
        columns([['method', 'inputs', 'MR1', 'MR2', 'MR3', 'MR4', 'student acc'], ...adversarial]),
      );
    }
  }
  for (const note of robustnessNotes(report, robustness)) lines.push(para(`  - ${note}`, '    '));
  return lines.join('\n') + '\n';
}
