/**
 * What a method's time budget bounds, said beside the method: alert's
 * substitutes and coda's reference similarities (the language model's
 * work) lie outside `time-budget-seconds`, and the report names their time
 * where it shows the budget, with seconds in the Markdown and the terminal,
 * without them in the PR comment (whose bytes must not change between reruns).
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { parseReport } from '../../src/report/parse.js';
import { renderRobustnessTerminal } from '../../src/report/robustness-terminal.js';
import { TERMINAL_WIDTH } from '../../src/report/terminal.js';
import type { AttackReport } from '../../src/robustness/types.js';
import { attackModel, attackReport, robustnessOf } from '../report/report-fixtures.js';
import { tinyReport } from '../report/tiny-report.js';

const model = () => attackModel(20, 16, 2, 400);
const substitutes = {
  source: 'language-model',
  languageModel: 'code-mlm.onnx',
  cacheHit: false,
  inputsWithSubstitutes: 20,
  computeMs: 112_000,
} as const;
/** alert ran 172 s under a budget of 60 s: 112 s of it its substitutes, before the search. */
const alert = attackReport('alert', model(), model(), {
  queriesPerInput: 200,
  referenceQueriesPerInput: 905,
  substitutes,
  elapsedMs: 172_000,
  outsideBudgetMs: 112_000,
});
/** coda's reference similarities took 40.5 s beside its searches. */
const coda = attackReport('coda', model(), model(), {
  queriesPerInput: 200,
  referenceQueriesPerInput: 388,
  references: {
    similarity: 'language-model',
    languageModel: 'code-mlm.onnx',
    pool: 40,
    similarities: { reused: 0, computed: 640 },
  },
  elapsedMs: 95_000,
  outsideBudgetMs: 40_500,
});
/** greedy reads no language model: its budget bounds all of its time. */
const greedy = attackReport('greedy', model(), model(), { elapsedMs: 50_000 });
const report = tinyReport(robustnessOf([], [alert, coda, greedy]));

/** The Budget cell of a method's row in the Markdown cost table. */
function budgetCell(markdown: string, method: string): string {
  const row = markdown
    .split('\n')
    .find((line) => line.startsWith(`| \`${method} (capped)\``) && line.includes('per input ('))!;
  return row.split('|').map((cell) => cell.trim())[2]!;
}

describe('the time a budget does not bound', () => {
  it('is named beside each method in the Markdown, with its seconds', () => {
    const markdown = renderMarkdown(report);
    expect(budgetCell(markdown, 'alert')).toBe(
      "≤ 200 queries per input (reference 905); ≤ 60 s of search, plus 112.0 s outside it for its substitutes (the language model's work)",
    );
    expect(budgetCell(markdown, 'coda')).toBe(
      "≤ 200 queries per input (reference 388); ≤ 60 s of search, plus 40.5 s outside it for its reference similarities (the language model's work)",
    );
    expect(budgetCell(markdown, 'greedy')).toBe('≤ 10 queries per input (reference 3,100); ≤ 60 s');
  });

  it('is named without seconds in the PR comment', () => {
    const comment = renderMarkdown(report, { timings: false });
    expect(budgetCell(comment, 'alert')).toBe(
      "≤ 200 queries per input (reference 905); ≤ 60 s of search, not counting its substitutes (the language model's work)",
    );
    expect(comment).not.toMatch(/112\.0|40\.5/);
  });

  it('is named beside each method in the terminal, within 100 columns', () => {
    const text = renderRobustnessTerminal(report);
    const lines = text.split('\n');
    const at = lines.findIndex((line) => line.startsWith('  alert: '));
    expect(lines.slice(at, at + 2)).toEqual([
      '  alert: ≤ 200 queries per input (reference 905); ≤ 60 s of search, plus 112.0 s outside it for its',
      "    substitutes (the language model's work)",
    ]);
    expect(text).toContain('  greedy: ≤ 10 queries per input (reference 3,100); ≤ 60 s\n');
    expect(lines.filter((line) => line.length > TERMINAL_WIDTH)).toEqual([]);
  });

  it('is kept in the JSON; a report of before has alert’s from its substitutes and none for coda', () => {
    const json = JSON.parse(JSON.stringify(report)) as typeof report;
    expect(json.robustness!.attacks.map((a) => a.outsideBudgetMs)).toEqual([
      112_000,
      40_500,
      undefined,
    ]);
    const older = JSON.parse(JSON.stringify(report)) as typeof report;
    for (const attack of older.robustness!.attacks) delete attack.outsideBudgetMs;
    const read = parseReport(older, 'old.json').robustness!.attacks;
    expect(read.map((a: AttackReport) => a.outsideBudgetMs)).toEqual([
      112_000,
      undefined,
      undefined,
    ]);
    // coda's similarities were within its budget then: its budget reads as it did.
    expect(
      budgetCell(
        renderMarkdown({ ...report, robustness: { ...report.robustness!, attacks: read } }),
        'coda',
      ),
    ).toBe('≤ 200 queries per input (reference 388); ≤ 60 s');
  });

  it('is refused when it is not a number', () => {
    const forged = JSON.parse(JSON.stringify(report)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    forged.robustness.attacks[0].outsideBudgetMs = '112 s';
    expect(() => parseReport(forged, 'forged.json')).toThrow(/outsideBudgetMs/);
  });
});
