/**
 * MR1's split checks in the students' comparison: a column per check the
 * gate holds, each student's rate in it, an inconclusive one marked.
 */
import { describe, expect, it } from 'vitest';
import { studentsReport } from '../../src/compare/index.js';
import { renderStudentsMarkdown } from '../../src/compare/markdown.js';
import { renderStudentsTerminal } from '../../src/compare/terminal.js';
import { assembleReport } from '../../src/pipeline/report.js';
import { tinyConfig, tinyScores } from '../report/tiny-report.js';

const gate = {
  ceilings: { mr1: 'off', mr2: 'off', mr3: 'off', mr4: 'off', 'negative-flips': 0.5 },
  directions: { 'vulnerable -> not vulnerable': 0.1 },
};

/** 40 inputs, `missed` of them teacher vulnerable → student not vulnerable (labels the teacher's). */
function student(missed: number) {
  const teacher: number[][] = [];
  const rows: number[][] = [];
  const labels: number[] = [];
  for (let i = 0; i < 40; i++) {
    teacher.push(i < 20 ? [0.2, 0.8] : [0.8, 0.2]);
    rows.push(i < missed ? [0.7, 0.3] : i < 20 ? [0.3, 0.7] : [0.8, 0.2]);
    labels.push(i < 20 ? 1 : 0);
  }
  return assembleReport(tinyConfig(gate), tinyScores(teacher, rows, labels), null, null);
}

function compared() {
  return studentsReport(
    [
      { name: 'tight', cost: { fileBytes: 2_000_000 }, report: student(1) },
      { name: 'leaky', cost: { fileBytes: 1_000_000 }, report: student(12) },
    ],
    { mustPass: 'all', fidelity: 'mr1' },
    { fileBytes: 4_000_000 },
    [],
    null,
    new Date('2026-01-02T00:00:00Z'),
  );
}

describe('the comparison with ceilings on MR1 by direction', () => {
  it('has a column per direction and for the negative flips, after MR4', () => {
    const lines = renderStudentsMarkdown(compared()).split('\n');
    const cells = (start: string) =>
      lines
        .find((l) => l.startsWith(start))!
        .split('|')
        .map((c) => c.trim())
        .slice(1, -1);
    expect(cells('| Model').slice(4, 8)).toEqual([
      'MR2',
      'MR3',
      'MR4',
      'MR1 vulnerable → not vulnerable',
    ]);
    expect(cells('| Model')[8]).toBe('MR1 negative flips');
    // tight: 1 of 40 missed (2.5%, Wilson 0.4–12.9%, which holds 10%: ⚠️), negative flips the
    // same 1 of 40 (under 50%); leaky: 12 of 40 (30.0%, Wilson 18.1–45.4%, above 10%: fails).
    expect(cells('| tight').slice(7, 9)).toEqual(['2.5% ⚠️', '2.5%']);
    expect(cells('| leaky').slice(7, 9)).toEqual(['30.0%', '30.0%']);
    expect(cells('| leaky').at(-1)).toBe('❌ FAIL');
  });

  it('lists an inconclusive direction under the terminal table', () => {
    const text = renderStudentsTerminal(compared()).replace(/\s*\n\s*/g, ' ');
    expect(text).toContain(
      'Inconclusive: tight MR1 vulnerable → not vulnerable (the data cannot decide',
    );
  });
});
