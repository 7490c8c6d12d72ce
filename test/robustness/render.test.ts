import { describe, expect, it } from 'vitest';
import { rate } from '../../src/relations/index.js';
import { statusLine } from '../../src/report/format.js';
import { renderRobustnessMarkdown } from '../../src/report/robustness-markdown.js';
import { renderRobustnessTerminal } from '../../src/report/robustness-terminal.js';
import {
  flipRateRatio,
  flipRatioInterval,
  relativeDegradation,
} from '../../src/robustness/index.js';
import type {
  AttackModelResult,
  RobustnessReport,
  TransformedKindResult,
} from '../../src/robustness/types.js';
import { tinyReport } from '../report/tiny-report.js';

const kind = (
  name: TransformedKindResult['kind'],
  teacherFlips: number,
  studentFlips: number,
  n: number,
): TransformedKindResult => ({
  kind: name,
  inputs: 50,
  transformed: n,
  unchanged: 50 - n - 2,
  notTransformable: 2,
  notTransformableIds: ['a', 'b'],
  relations: null,
  originalRelations: null,
  flips: { teacher: rate(teacherFlips, n), student: rate(studentFlips, n) },
  flipRateRatio: flipRateRatio(rate(teacherFlips, n), rate(studentFlips, n)).ratio,
  ratioUndefinedReason: flipRateRatio(rate(teacherFlips, n), rate(studentFlips, n)).reason,
  flipRateRatioCi95: flipRatioInterval(rate(teacherFlips, n), rate(studentFlips, n)),
  transformMs: 0,
  scoreMs: 0,
});

const model = (correct: number, successes: number): AttackModelResult => ({
  inputs: 20,
  correct,
  notParsable: 0,
  attacked: correct,
  noIdentifiers: 0,
  success: rate(successes, correct),
  accuracyBefore: correct / 20,
  accuracyAfter: (correct - successes) / 20,
  drop: successes / 20,
  queries: 400,
  meanQueries: 400 / correct,
});

const robustness: RobustnessReport = {
  language: 'java',
  seed: 4,
  inputs: 50,
  transformed: [
    kind('rename-locals', 5, 15, 48),
    kind('dead-code', 0, 3, 48),
    kind('swap-operands', 0, 0, 48),
  ],
  attack: {
    queriesPerInput: 50,
    maxInputs: 40,
    timeBudgetSeconds: 30,
    candidatePool: 120,
    selected: 40,
    evaluated: 20,
    budgetExhausted: true,
    skippedReason: null,
    teacher: model(16, 2),
    student: model(16, 8),
    // Drops 8/20 and 2/20: 0.4 / 0.1 - 1 = 3.
    relativeDegradation: relativeDegradation(2 / 20, 8 / 20).value,
    relativeDegradationUndefinedReason: null,
    examples: [{ id: '7/9', model: 'student', renames: [[1, 'buf', 'line']], queries: 12 }],
    elapsedMs: 10_000,
    modelMs: 6_000,
  },
  thresholds: { maxFlipRateRatio: 2, minFlips: 5, maxRelativeDegradation: 1 },
  elapsedMs: 12_000,
};

const report = tinyReport(robustness);

describe('the robustness sections', () => {
  it('renders the transformed table with flip counts, intervals, ratios and the gate marks', () => {
    const markdown = renderRobustnessMarkdown(report);
    expect(markdown).toContain('#### Robustness on transformed inputs (java, seed 4, 50 inputs)');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows[0]!.split('|').map((c) => c.trim())).toEqual([
      '',
      '`rename-locals`',
      '48 / 50',
      '0',
      '2',
      '—',
      '—',
      '—',
      '—',
      // Wilson: 5/48 is 4.5%–22.2%, 15/48 is 19.9%–45.3%; Katz: 3 · exp(±1.96 · 0.4743) = 1.18–7.60.
      '10.4% (5/48; 4.5%–22.2%)',
      '31.3% (15/48; 19.9%–45.3%)',
      '3.00 (1.18–7.60) ❌',
      '',
    ]);
    // No teacher flip, 3 student flips: an infinite ratio whose corrected interval
    // (0.371–132) contains the ceiling, on 0 teacher flips: too few to decide.
    expect(
      rows[1]!
        .split('|')
        .map((c) => c.trim())
        .slice(9),
    ).toEqual(['0.0% (0/48; 0.0%–7.4%)', '6.3% (3/48; 2.1%–16.8%)', '∞ (0.371–132) ❔', '']);
    expect(markdown).toContain(
      '- dead-code: flip-rate ratio on dead-code infinite (student 6.3% (3/48), teacher 0.0% (0/48)) is too uncertain to decide: 0 teacher flips (fewer than min-flips 5) and its 95% CI 0.371–132 contains max-flip-rate-ratio 2.00',
    );
    expect(markdown).toContain(
      '- swap-operands: flip-rate ratio undefined: neither model changed a prediction on the 48 transformed inputs (0/0)',
    );
    // The cells marked ❌ are exactly the checks the gate failed.
    expect(report.gate.failures).toEqual([
      'flip-rate ratio on rename-locals 3.00 (student 31.3% (15/48), teacher 10.4% (5/48)) exceeds max-flip-rate-ratio 2.00',
      'relative degradation under the renaming attack +300.0% (student accuracy drop 40.0 points, teacher 10.0 points, on 20 inputs) exceeds max-relative-degradation +100.0%',
    ]);
    expect(statusLine(report)).toBe(
      'Fidelity gate FAILED on robustness. Worst: MR1 prediction agreement 0.0% (ceiling 10.0%).',
    );
    expect(markdown).toContain(
      '- rename-locals: 2 of 50 inputs do not parse as java and were not transformed (e.g. a, b)',
    );
  });

  it('renders the attack table, the budget and the successful renames', () => {
    const markdown = renderRobustnessMarkdown(report);
    expect(markdown).toContain(
      '20 of 40 labelled inputs attacked in 10.0 s (50.0 s per 100 inputs, 60% of it in the models); time budget 30 s.',
    );
    const student = markdown.split('\n').find((line) => line.startsWith('| Student'))!;
    expect(student.split('|').map((c) => c.trim())).toEqual([
      '',
      'Student',
      '16',
      '50.0% (8/16), 95% CI 28.0%–72.0%',
      '80.0%',
      '40.0%',
      '40.0 pts',
      '+300.0% ❌',
      '400 (25.0 per input)',
      'yes (20 of 40)',
      '',
    ]);
    expect(markdown).toContain(
      '- student flipped on `7/9` after 12 queries: `buf` → `line` (function 2)',
    );
  });

  it('renders the same in plain text for a terminal', () => {
    const text = renderRobustnessTerminal(report);
    expect(text).toMatch(
      /^rename-locals +48\/50 +0 +2 .* 10\.4% \(5\/48; 4\.5%–22\.2%\) +31\.3% \(15\/48; 19\.9%–45\.3%\) +3\.00 \(1\.18–7\.60\) FAIL$/m,
    );
    expect(text).toMatch(/^dead-code .* ∞ \(0\.371–132\) UNDECIDED$/m);
    expect(text).toMatch(
      /^student +16 +50\.0% \(8\/16\) +80\.0% +40\.0% +40\.0 pts +\+300\.0% FAIL +400$/m,
    );
    expect(text).toContain(
      'Identifier-renaming attack: 20 of 40 inputs in 10.0 s (50.0 s per 100 inputs)',
    );
    expect(text).toContain('the time budget ran out');
  });

  it('is empty without a robustness part', () => {
    expect(renderRobustnessMarkdown(tinyReport())).toBe('');
    expect(renderRobustnessTerminal(tinyReport())).toBe('');
  });
});
