import { describe, expect, it } from 'vitest';
import { computeRelations, DEFAULT_RELATIONS } from '../../src/relations/index.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { statusLine } from '../../src/report/verdict.js';
import { renderRobustnessMarkdown } from '../../src/report/robustness-markdown.js';
import { renderRobustnessTerminal } from '../../src/report/robustness-terminal.js';
import { TERMINAL_WIDTH } from '../../src/report/terminal.js';
import { relativeDegradation } from '../../src/robustness/index.js';
import type {
  AttackReport,
  RobustnessReport,
  TransformedKindResult,
} from '../../src/robustness/types.js';
import {
  attackModel,
  attackReport,
  robustnessOf,
  transformedKind,
} from '../report/report-fixtures.js';
import { tinyReport } from '../report/tiny-report.js';

/** 50 inputs: n transformed, 2 not transformable (ids a, b), the rest unchanged. */
const kind = (
  name: TransformedKindResult['kind'],
  teacherFlips: number,
  studentFlips: number,
  n: number,
): TransformedKindResult => ({
  ...transformedKind(name, teacherFlips, studentFlips, n),
  inputs: 50,
  unchanged: 50 - n - 2,
  notTransformable: 2,
  notTransformableIds: ['a', 'b'],
});

/** One model's outcome on 20 labelled inputs: `correct` right and attacked, `successes` flipped, 400 queries. */
const model = (correct: number, successes: number) => attackModel(20, correct, successes, 400);

const attackSettings = {
  queriesPerInput: 50,
  referenceQueriesPerInput: 3100,
  maxInputs: 40,
  timeBudgetSeconds: 30,
  candidatePool: 120,
  selected: 40,
  skippedReason: null,
  relativeDegradationUndefinedReason: null,
} as const;

/**
 * Two teacher adversarial examples, labels 1 and 0 (the teacher is wrong on
 * both). Row 0: teacher 0, student 1 (MR1 violated; the student is right);
 * row 1: both 1. KL row 0 = 0.8 ln(0.8/0.4) + 0.2 ln(0.2/0.6) = 0.335 > 0.1.
 */
const adversarialRelations = computeRelations(
  { data: Float64Array.of(0.8, 0.2, 0.3, 0.7), rows: 2, cols: 2 },
  { data: Float64Array.of(0.4, 0.6, 0.3, 0.7), rows: 2, cols: 2 },
  Int32Array.of(1, 0),
  DEFAULT_RELATIONS,
);

const greedy: AttackReport = {
  ...attackSettings,
  method: 'greedy',
  evaluated: 20,
  budgetExhausted: true,
  teacher: model(16, 2),
  student: model(16, 8),
  // Drops 8/20 and 2/20: 0.4 / 0.1 - 1 = 3.
  relativeDegradation: relativeDegradation(2 / 20, 8 / 20).value,
  relativeDegradationOfRelativeDrops: relativeDegradation(2 / 16, 8 / 16).value,
  examples: [
    {
      id: '7/9',
      model: 'student',
      renames: [[1, 'buf', 'line']],
      transformations: [],
      queries: 12,
    },
  ],
  adversarial: { inputs: 2, relations: adversarialRelations },
  elapsedMs: 10_000,
  modelMs: 6_000,
};

const coda: AttackReport = {
  ...attackSettings,
  method: 'coda',
  references: { similarity: 'code-shape', languageModel: null, pool: 40 },
  evaluated: 40,
  budgetExhausted: false,
  teacher: { ...model(16, 4), restructured: 1 },
  student: model(16, 4),
  relativeDegradation: relativeDegradation(4 / 20, 4 / 20).value,
  relativeDegradationOfRelativeDrops: relativeDegradation(4 / 16, 4 / 16).value,
  examples: [
    {
      id: '3/4',
      model: 'teacher',
      renames: [[0, 'i', 'count']],
      transformations: ['loop-rewrite'],
      queries: 7,
    },
  ],
  adversarial: { inputs: 0, relations: null },
  elapsedMs: 8_000,
  modelMs: 4_000,
};

const robustness: RobustnessReport = {
  language: 'java',
  seed: 4,
  inputs: 50,
  transformed: [
    {
      ...kind('rename-locals', 5, 15, 48),
      studentFlips: [
        {
          id: '12',
          text: 1,
          line: 3,
          diff: ' int f(int n) {\n-  int total = 0;\n+  int acc = 0;',
          teacher: [1, 1],
          student: [1, 0],
          shift: 0.4,
        },
      ],
      // Of the 15 student flips, 11 where the teacher kept its class (one is shown).
      studentOnlyFlipCount: 11,
    },
    // The teacher never flipped: all 3 student flips are the student's alone.
    { ...kind('dead-code', 0, 3, 48), studentOnlyFlipCount: 3 },
    { ...kind('swap-operands', 0, 0, 48), studentOnlyFlipCount: 0 },
    {
      ...kind('loop-rewrite', 0, 0, 45),
      unchanged: 3,
      notTransformable: 2,
      studentOnlyFlipCount: 0,
    },
  ],
  attack: null,
  attacks: [greedy, coda],
  thresholds: { maxFlipRateRatio: 2, minFlips: 5, maxRelativeDegradation: 1 },
  elapsedMs: 12_000,
};

const report = tinyReport(robustness);

describe('the robustness sections', () => {
  it('renders the relations on T(x) and the flips with their ratio in two tables, with the gate statuses', () => {
    const markdown = renderRobustnessMarkdown(report);
    expect(markdown).toContain('#### Robustness on transformed inputs (java, seed 4, 50 inputs)');
    const cells = (line: string) => line.split('|').map((c) => c.trim());
    const rows = markdown.split('\n').filter((line) => line.startsWith('| `rename-locals`'));
    expect(rows.map(cells)).toEqual([
      ['', '`rename-locals`', '48 / 50', '—', '—', '—', '—', ''],
      [
        '',
        '`rename-locals`',
        // Wilson: 5/48 is 4.5%–22.2%, 15/48 is 19.9%–45.3%; Katz: 3 · exp(±1.96 · 0.4743) = 1.18–7.60.
        '10.4% (5/48; 4.5–22.2%)',
        '31.3% (15/48; 19.9–45.3%)',
        '3.00 (1.18–7.60)',
        '⚠️ inconclusive',
        '',
      ],
    ]);
    // No teacher flip, 3 student flips: an infinite ratio whose corrected interval
    // (0.371–132) contains the ceiling, on 0 teacher flips: too few to decide.
    const deadCode = markdown.split('\n').filter((line) => line.startsWith('| `dead-code`'));
    expect(cells(deadCode[1]!).slice(2)).toEqual([
      '0.0% (0/48; 0.0–7.4%)',
      '6.3% (3/48; 2.1–16.8%)',
      '∞ (0.371–132)',
      '⚪ undefined',
      '',
    ]);
    expect(markdown).toMatch(
      /^\| Transformation +\| +Teacher flips \(95% CI\) \| +Student flips \(95% CI\) \| +Gated ratio \(95% CI\) \| +Status +\|$/m,
    );
    // The relations on x → T(x) are said to inform, not to be gated.
    expect(markdown).toContain('they inform and are not gated:');
    expect(markdown).toContain('teacher flip rate under its ceiling, 2.00:');
    expect(markdown).toContain(
      '- dead-code: flip-rate ratio on dead-code infinite (student 6.3% (3/48), teacher 0.0% (0/48)) is too uncertain to decide: 0 teacher flips (fewer than min-flips 5) and its 95% CI 0.371–132 contains max-flip-rate-ratio 2.00',
    );
    expect(markdown).toContain(
      '- swap-operands: flip-rate ratio undefined: neither model changed a prediction on the 48 transformed inputs (0/0)',
    );
    // The statuses ❌ FAIL are exactly the checks the gate failed; ⚠️ inconclusive the undecided.
    expect(report.gate.failures).toEqual([
      'relative degradation (points) under the greedy attack +300.0% (student accuracy drop 40.0 points, teacher 10.0 points, on 20 inputs) exceeds max-relative-degradation +100.0%',
    ]);
    // rename-locals: half-width 1.96 · 0.4743 = 0.9296 of the log interval, ln(3/2) from the
    // ceiling: 48 · 0.9296² / 0.4055² = 252.3, so 253 inputs would decide it.
    expect(report.gate.inconclusive.filter((r) => r.startsWith('flip-rate'))).toEqual([
      'flip-rate ratio on rename-locals 3.00 (student 31.3% (15/48), teacher 10.4% (5/48)) is above max-flip-rate-ratio 2.00, ' +
        'but its 95% CI 1.18–7.60 contains the ceiling: inconclusive; about 253 transformed inputs at these flip rates would decide it (48 now)',
    ]);
    // Its reason is said once, under the flip table, not again among the relations' bullets.
    const flipReason = report.gate.inconclusive.find((r) => r.startsWith('flip-rate'))!;
    const comment = renderMarkdown(report);
    expect(comment.split(flipReason).length - 1).toBe(1);
    expect(comment).toContain(`- rename-locals: ${flipReason}`);
    // tinyReport's 4 inputs cannot decide MR1-MR3 either (0 of 4: Wilson 0–49.0%).
    expect(statusLine(report)).toBe(
      'Fidelity gate FAILED on robustness. Inconclusive: MR1, MR2, MR3, robustness. Worst: MR1 prediction disagreement 0.0% (ceiling 10.0%).',
    );
    expect(markdown).toContain(
      '- rename-locals: 2 of 50 inputs do not parse as java or offered only sites the rules decline, and were not transformed (e.g. a, b)',
    );
    expect(markdown).toContain(
      '- loop-rewrite: 3 of 50 inputs offered nothing to change (T(x) = x) and were left out',
    );
  });

  it('shows what a transformation changed where it flipped the student and not the teacher', () => {
    const markdown = renderRobustnessMarkdown(report);
    expect(markdown).toContain(
      "<details><summary>Inputs a transformation flipped the student on, not the teacher: 1 of 14 (the first few per transformation, by the change of the student's probabilities)</summary>",
    );
    expect(markdown).toContain(
      [
        '`rename-locals` on `12`: student vulnerable → not vulnerable, teacher stays vulnerable; T(x) differs from function 2, line 3:',
        '',
        '```diff',
        ' int f(int n) {',
        '-  int total = 0;',
        '+  int acc = 0;',
        '```',
      ].join('\n'),
    );
  });

  it('renders what each attack did and what it cost in two tables, the adversarial relations and the successful attacks', () => {
    const markdown = renderRobustnessMarkdown(report);
    expect(markdown).toContain('#### Attacks');
    // 10 s + 8 s, of which 6 s + 4 s in the models.
    expect(markdown).toContain(
      '40 labelled inputs selected. 18.0 s in all, 56% of it in the models.',
    );
    const cells = (line: string) => line.split('|').map((c) => c.trim());
    const lines = markdown.split('\n');
    const at = lines.findIndex((line) => line.startsWith('| `greedy (capped)`'));
    const na = '— → —';
    // prettier-ignore
    expect(lines.slice(at, at + 4).map(cells)).toEqual([
      ['', '`greedy (capped)`', 'teacher', '12.5% (2/16; 3.5–36.0%)', '80.0% → 70.0%', na, '10.0 pts', ''],
      ['', '', 'student', '50.0% (8/16; 28.0–72.0%)', '80.0% → 40.0%', na, '40.0 pts', ''],
      ['', '`coda (capped)`', 'teacher', '25.0% (4/16; 10.2–49.5%)', '80.0% → 60.0%', na, '20.0 pts', ''],
      ['', '', 'student', '25.0% (4/16; 10.2–49.5%)', '80.0% → 60.0%', na, '20.0 pts', ''],
    ]);
    // The gated degradation with its status, one row per method: greedy 40 / 10 − 1 = +300%
    // fails; coda's equal drops give 0, which passes. The relative-drops reading equals the
    // gated one in both rows (both models' clean accuracy is 80%), so its column is left out.
    // This report has no intervals (as one written before them): the point estimate decides.
    // Each model attacked on 16 of the 40 selected inputs.
    const gated = lines.filter((line) => line.startsWith('| `greedy (capped)`'))[1]!;
    expect(cells(gated)).toEqual([
      '',
      '`greedy (capped)`',
      '16 / 16 of 40',
      '40.0 pts / 10.0 pts',
      '+300.0%',
      '❌ FAIL',
      '',
    ]);
    expect(cells(lines.filter((line) => line.startsWith('| `coda (capped)`'))[1]!)).toEqual([
      '',
      '`coda (capped)`',
      '16 / 16 of 40',
      '20.0 pts / 20.0 pts',
      '0.0%',
      '✅ pass',
      '',
    ]);
    expect(markdown).toMatch(
      /\| Relative degradation, points \(95% CI\) \(gated: ceiling \+100\.0%\) \|/,
    );
    // Why the others were not attacked: 4 of the 20 greedy reached were mispredicted, the
    // time budget left 20 unreached; coda reached all 40.
    expect(markdown).toContain(
      '- greedy: teacher 16 of 40 attacked (4 mispredicted, 20 not reached in the time budget); student 16 of 40 attacked (4 mispredicted, 20 not reached in the time budget)',
    );
    expect(markdown).not.toMatch(/\| Relative degradation, relative drops/);
    // The cost table: the caps against the reference budget; 400 queries on 16 attacked
    // inputs; 10 s for 20 inputs, 8 s for 40.
    const cost = lines.filter((line) => line.startsWith('| `greedy (capped)`'))[2]!;
    expect(cells(cost)).toEqual([
      '',
      '`greedy (capped)`',
      '≤ 50 queries per input (reference 3,100); ≤ 30 s',
      '400 (25.0)',
      '400 (25.0)',
      '50.0',
      'yes (20 of 40 inputs)',
      '',
    ]);
    expect(
      cells(lines.filter((line) => line.startsWith('| `coda (capped)`'))[2]!).slice(5, 7),
    ).toEqual(['20.0', 'no']);
    // The relations on greedy's two teacher adversarial examples; coda found none. MR3 (no
    // confident input) and MR4 are empty in every row and left out, and so is the student's
    // accuracy, 1 of 2, which is MR1's 1/2 (the teacher is wrong on each, two classes).
    const adversarial = lines.filter((line) => line.startsWith('| `greedy`'))[0]!;
    expect(cells(adversarial)).toEqual(['', '`greedy`', '2', '50.0% (1/2)', '50.0% (1/2)', '']);
    expect(markdown).toMatch(/^\| Method +\| Teacher adversarial examples \| +MR1 \| +MR2 \|$/m);
    // 2 examples listed of 2 + 8 (greedy) + 4 + 4 (coda) successes.
    expect(markdown).toContain('<details><summary>Successful attacks: 2 of 18 by their renames (');
    expect(lines.filter((line) => line.startsWith('| `coda`'))).toHaveLength(0);
    expect(markdown).toContain(
      '- greedy: student flipped on `7/9` after 12 queries: `buf` → `line` (function 2)',
    );
    expect(markdown).toContain(
      '- coda: teacher flipped on `3/4` after 7 queries: `loop-rewrite`, then `i` → `count`',
    );
    expect(markdown).toContain(
      '- coda: 1 of 4 teacher and 0 of 4 student successes restructured the code (a structural transformation) before renaming',
    );
    expect(markdown).toContain(
      '- coda: references drawn from 40 labelled inputs; no transforms.attack.language-model: references ranked by code shape and names by use in the references (the fallback; CODA ranks them by CodeBERT encoder states and FastText)',
    );
  });

  it('renders the same in plain text for a terminal, every line within 100 columns', () => {
    const text = renderRobustnessTerminal(report);
    expect(text).toMatch(/^rename-locals +48 \/ 50 +— +— +— +—$/m);
    expect(text).toMatch(
      /^rename-locals +10\.4% \(5\/48; 4\.5–22\.2%\) +31\.3% \(15\/48; 19\.9–45\.3%\) +3\.00 \(1\.18–7\.60\) +inconclusive$/m,
    );
    expect(text).toMatch(/^dead-code .* ∞ \(0\.371–132\) +undefined$/m);
    expect(text).toMatch(
      /^greedy \(capped\) +teacher +12\.5% \(2\/16; 3\.5–36\.0%\) +80\.0% → 70\.0% +10\.0 pts$/m,
    );
    expect(text).toMatch(
      /^ +student +50\.0% \(8\/16; 28\.0–72\.0%\) +80\.0% → 40\.0% +40\.0 pts$/m,
    );
    expect(text).toMatch(/^greedy \(capped\) +16 \/ 16 of 40 +\+300\.0% +FAIL$/m);
    // The terminal leaves the drops out (the outcome table has them).
    expect(text).toMatch(/^coda \(capped\) +16 \/ 16 of 40 +0\.0% +pass$/m);
    expect(text).toContain(
      '  - coda: teacher 16 of 40 attacked (4 mispredicted); student 16 of 40 attacked (4 mispredicted)',
    );
    expect(text).toMatch(
      /^greedy \(capped\) +400 \(25\.0\) +400 \(25\.0\) +50\.0 +yes \(20 of 40 inputs\)$/m,
    );
    expect(text).toMatch(/^coda \(capped\) +400 .* 20\.0 +no$/m);
    expect(text).toContain('Attacks: 40 labelled inputs, 18.0 s in all');
    expect(text).toContain('  greedy: ≤ 50 queries per input (reference 3,100); ≤ 30 s');
    expect(text).toMatch(/^greedy +2 +50\.0% \(1\/2\) +50\.0% \(1\/2\)$/m);
    expect(text.split('\n').filter((line) => line.length > TERMINAL_WIDTH)).toEqual([]);
  });

  it('shows each relation on x → T(x), MR4 as its bin counts', () => {
    // Two inputs, labels 0 and 1. On x both models give [0.8, 0.2] and [0.3, 0.7]: no
    // violation. On T(x) the student gives [0.4, 0.6] on row 0: another class (MR1 1/2) and
    // KL 0.8 ln 2 + 0.2 ln(1/3) = 0.335 > 0.1 (MR2 1/2). No teacher confidence reaches 0.9
    // (MR3 undefined). MR4 with n-min 1: on x bins (0.6, 0.7] and (0.7, 0.8] hold both models
    // at equal accuracy (0/2 bins); on T(x) only (0.6, 0.7] holds both (0/1 bins).
    const options = { ...DEFAULT_RELATIONS, nMin: 1 };
    const labels = Int32Array.of(0, 1);
    const m = (...v: number[]) => ({ data: Float64Array.from(v), rows: 2, cols: 2 });
    const teacher = m(0.8, 0.2, 0.3, 0.7);
    const measured: TransformedKindResult = {
      ...kind('rename-locals', 0, 1, 2),
      originalRelations: computeRelations(teacher, m(0.8, 0.2, 0.3, 0.7), labels, options),
      relations: computeRelations(teacher, m(0.4, 0.6, 0.3, 0.7), labels, options),
    };
    const text = renderRobustnessMarkdown(
      tinyReport({ ...robustness, transformed: [measured], attacks: [] }),
    );
    const row = text.split('\n').find((line) => line.startsWith('| `rename-locals` |'))!;
    expect(row.split('|').map((c) => c.trim())).toEqual([
      '',
      '`rename-locals`',
      '2 / 50',
      '0.0% → 50.0%',
      '0.0% → 50.0%',
      '—',
      '0/2 → 0/1 bins',
      '',
    ]);
  });

  it('leaves wall times and cache provenance out when told to (the PR comment)', () => {
    const withTimes = renderRobustnessMarkdown(report);
    const without = renderRobustnessMarkdown(report, { timings: false });
    expect(withTimes).toMatch(/18\.0 s in all/);
    expect(withTimes).toMatch(/\| s per 100 inputs \|/);
    expect(without).not.toMatch(/ s in all|s per 100 inputs/);
    expect(without).toContain('40 labelled inputs selected.\n');
  });

  it('is empty without a robustness part', () => {
    expect(renderRobustnessMarkdown(tinyReport())).toBe('');
    expect(renderRobustnessTerminal(tinyReport())).toBe('');
  });
});

describe('methods left undefined by too few attacked inputs', () => {
  // 8 inputs: each model right on 3, all attacked (min-attacked 10); greedy's student was
  // right on 4. mhm, wir-random and alert have the same counts: one line names the three.
  const few = (method: AttackReport['method'], studentRight = 3) =>
    attackReport(method, attackModel(8, 3, 1, 30), attackModel(8, studentRight, 1, 30));
  const report = tinyReport(
    robustnessOf([], [few('mhm'), few('wir-random'), few('alert'), few('greedy', 4)], {
      minAttacked: 10,
    }),
  );

  it('share one sentence that names them where their counts are the same', () => {
    const markdown = renderRobustnessMarkdown(report);
    const merged =
      'mhm, wir-random and alert: relative degradation (points) under each of these attacks is ' +
      'undefined: too few inputs attacked to decide (teacher 3 of 8 attacked (5 mispredicted), ' +
      'student 3 of 8 attacked (5 mispredicted); min-attacked 10 per model)';
    expect(markdown).toContain(`- ${merged}\n`);
    // greedy's counts differ: its own sentence, the gate's reason.
    expect(markdown).toContain(
      '- greedy: relative degradation (points) under the greedy attack is undefined: too few inputs ' +
        'attacked to decide (teacher 3 of 8 attacked (5 mispredicted), student 4 of 8 attacked ' +
        '(4 mispredicted); min-attacked 10 per model)',
    );
    expect(markdown.match(/too few inputs attacked/g)).toHaveLength(2);
    // Wrapped lines go on indented by four spaces: joined again.
    const terminal = renderRobustnessTerminal(report).replace(/\n {4}/g, ' ');
    expect(terminal).toContain(`  - ${merged}`);
    expect(terminal.match(/too few inputs attacked/g)).toHaveLength(2);
  });
});
