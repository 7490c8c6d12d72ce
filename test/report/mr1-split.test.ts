/**
 * MR1's split in the reports: the by-class sentence every report has, and
 * the checks' table, status line and reasons when the gate holds them. The
 * verdicts are the gate's, from hand-written rows (tiny-report.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/load.js';
import { assembleReport } from '../../src/pipeline/report.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { gateOutputs } from '../../src/report/outputs.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { statusLine } from '../../src/report/verdict.js';
import { tinyConfig, tinyScores } from './tiny-report.js';

/**
 * 40 inputs: `missed` teacher 1 → student 0, `alarms` 0 → 1, the rest agreeing on
 * class 0; each label is the teacher's class.
 */
function report(missed: number, alarms: number, gate: Record<string, unknown>, labels?: string[]) {
  const teacher: number[][] = [];
  const student: number[][] = [];
  const truth: number[] = [];
  for (let i = 0; i < 40; i++) {
    const [t, s] = i < missed ? [1, 0] : i < missed + alarms ? [0, 1] : [0, 0];
    teacher.push(t === 1 ? [0.2, 0.8] : [0.8, 0.2]);
    student.push(s === 1 ? [0.3, 0.7] : [0.7, 0.3]);
    truth.push(t);
  }
  const config =
    labels === undefined
      ? tinyConfig(gate)
      : parseConfig(
          {
            task: 'vulnerability-prediction',
            labels,
            dataset: { path: 'data.jsonl' },
            teacher: { outputs: 'teacher.jsonl', output: 'probabilities' },
            student: { outputs: 'student.jsonl', output: 'probabilities' },
            gate,
          },
          '/data',
        );
  return assembleReport(config, tinyScores(teacher, student, truth), null, null);
}

const costly = {
  ceilings: { mr1: 0.5, mr2: 'off', mr3: 'off', mr4: 'off', 'negative-flips': 0.5 },
  directions: { 'vulnerable -> not vulnerable': 0.05 },
};

describe('MR1 split in the reports', () => {
  it('names each direction by class in every report, with or without a ceiling', () => {
    const line =
      'MR1 by class (teacher → student), of all 40 inputs: vulnerable → not vulnerable 6 (15.0%), not vulnerable → vulnerable 2 (5.0%).';
    const plain = report(6, 2, {});
    expect(renderMarkdown(plain)).toContain(line);
    expect(renderTerminal(plain).replace(/\s*\n\s*/g, ' ')).toContain(line);
    expect(renderMarkdown(plain)).not.toContain('| MR1 by direction');
  });

  it('leads the status line and the reasons with a failed direction, MR1 itself passing', () => {
    // 6 of 40 missed (15.0%, Wilson 7.1–29.1%) above 5%; MR1 8/40 = 20% (Wilson 10.5–34.8%)
    // under 50%, and so are the 8 negative flips.
    const failed = report(6, 2, costly);
    expect(statusLine(failed)).toBe(
      'Fidelity gate FAILED on MR1 vulnerable → not vulnerable. Worst: MR1 prediction disagreement 20.0% (ceiling 50.0%).',
    );
    const markdown = renderMarkdown(failed);
    expect(markdown.split('\n')[0]).toBe(
      '### ❌ MetaCompress: Fidelity gate FAILED on MR1 vulnerable → not vulnerable. Worst: MR1 prediction disagreement 20.0% (ceiling 50.0%).',
    );
    const bullets = markdown.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets[0]).toBe(
      '- MR1 teacher vulnerable → student not vulnerable 15.0% (6/40) exceeds the ceiling 5.0%',
    );
    const rows = markdown
      .split('\n')
      .filter((l) => l.startsWith('| vulnerable →') || l.startsWith('| negative flips'));
    expect(
      rows.map((row) =>
        row
          .split('|')
          .map((c) => c.trim())
          .slice(1, -1),
      ),
    ).toEqual([
      ['vulnerable → not vulnerable', '15.0% (6/40)', '7.1–29.1%', '5.0%', '❌ FAIL'],
      ['negative flips', '20.0% (8/40)', '10.5–34.8%', '50.0%', '✅ pass'],
    ]);
    const terminal = renderTerminal(failed);
    expect(terminal).toMatch(
      /^vulnerable → not vulnerable +15\.0% \(6\/40\) +7\.1–29\.1% +5\.0% +FAIL$/m,
    );
    expect(terminal.split('\n').find((l) => l.startsWith('  - '))).toBe(
      '  - MR1 teacher vulnerable → student not vulnerable 15.0% (6/40) exceeds the ceiling 5.0%',
    );
  });

  it('names an inconclusive direction in the status line and the inconclusive output', () => {
    // 2 of 40 (5.0%, Wilson 1.4–16.5%) holds 10%.
    const undecided = report(2, 0, {
      ceilings: { mr1: 'off', mr2: 'off', mr3: 'off', mr4: 'off' },
      directions: { 'vulnerable -> not vulnerable': 0.1 },
    });
    expect(statusLine(undecided)).toContain(
      'Inconclusive: MR1 vulnerable → not vulnerable (the data cannot decide; gate.inconclusive: warn)',
    );
    expect(gateOutputs(undecided, 'r.json').inconclusive).toBe('direction:1-to-0');
  });

  it("writes the config's class names as text in the Markdown", () => {
    const named = report(6, 0, { directions: { '*bug* -> <ok>': 0.05 } }, ['<ok>', '*bug*']);
    const markdown = renderMarkdown(named);
    expect(markdown.split('\n')[0]).toContain('FAILED on MR1 \\*bug\\* → &lt;ok>');
    expect(markdown).toContain('| \\*bug\\* → &lt;ok> ');
  });
});
