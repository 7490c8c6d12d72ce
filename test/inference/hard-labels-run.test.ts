/**
 * A student given as predicted classes only (`output: labels`), end to end
 * through the command: MR1, its split and accuracy from the classes, MR2–MR4
 * skipped as needing probabilities. Ten hand-written rows; every count below
 * is counted by hand from the table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseReportText } from '../../src/report/parse.js';
import { cli, tempDir } from '../cli-harness.js';

// idx, teacher probabilities (its class), student class, label:
//   100 [0.9, 0.1] (0)   0  0   agree
//   101 [0.2, 0.8] (1)   0  1   1 → 0, teacher right: negative flip
//   102 [0.3, 0.7] (1)   0  1   1 → 0, negative flip
//   103 [0.6, 0.4] (0)   1  0   0 → 1, negative flip
//   104 [0.4, 0.6] (1)   0  0   1 → 0, student right: positive flip
//   105 [0.1, 0.9] (1)   1  1   agree
//   106 [0.8, 0.2] (0)   0  1   agree, both wrong
//   107 [0.7, 0.3] (0)   0  0   agree
//   108 [0.05, 0.95] (1) 1  1   agree
//   109 [0.55, 0.45] (0) 0  0   agree
// MR1 4 of 10; vulnerable → not vulnerable 3 (101, 102, 104), not vulnerable → vulnerable 1
// (103); negative flips 3, positive 1; teacher right on 8 (all but 104, 106), student on 6
// (100, 104, 105, 107, 108, 109): 80.0% and 60.0%, (3 − 1) / 10 = 20 points apart.
const ROWS: [number, [number, number], number, number][] = [
  [100, [0.9, 0.1], 0, 0],
  [101, [0.2, 0.8], 0, 1],
  [102, [0.3, 0.7], 0, 1],
  [103, [0.6, 0.4], 1, 0],
  [104, [0.4, 0.6], 0, 0],
  [105, [0.1, 0.9], 1, 1],
  [106, [0.8, 0.2], 0, 1],
  [107, [0.7, 0.3], 0, 0],
  [108, [0.05, 0.95], 1, 1],
  [109, [0.55, 0.45], 0, 0],
];

function setUp(gate: string): string {
  const dir = tempDir({
    'data.jsonl':
      ROWS.map(([idx, , , target]) =>
        JSON.stringify({ idx, func: `int f${idx}(void);`, target }),
      ).join('\n') + '\n',
    'teacher.jsonl': ROWS.map(([, p]) => JSON.stringify(p)).join('\n') + '\n',
    // The predictions by id, in another order than the data set's.
    'student.csv':
      ['id,prediction', ...[...ROWS].reverse().map(([idx, , s]) => `${idx},${s}`)].join('\n') +
      '\n',
    'metacompress.yml': [
      'task: vulnerability-prediction',
      'dataset: { format: jsonl, path: data.jsonl }',
      'teacher: { outputs: teacher.jsonl, output: probabilities }',
      'student: { outputs: student.csv, output: labels }',
      gate,
    ].join('\n'),
  });
  return dir;
}

describe('a student of predicted classes only', () => {
  it('gets MR1, its directions and accuracy; MR2–MR4 are skipped as needing probabilities', async () => {
    const dir = setUp(
      'gate: { ceilings: { mr1: off, negative-flips: 0.9 }, directions: { vulnerable -> not vulnerable: 0.05 } }',
    );
    const json = path.join(dir, 'report.json');
    const result = await cli([
      'run',
      '--config',
      path.join(dir, 'metacompress.yml'),
      '--report-json',
      json,
    ]);
    // 3 of 10 missed (30.0%, Wilson 10.8–60.3%) lies wholly above 5%.
    expect(result.status).toBe(1);
    const report = parseReportText(readFileSync(json, 'utf8'), json);
    const { relations } = report;
    expect([relations.mr1.violations, relations.mr1.n]).toEqual([4, 10]);
    expect(relations.directions!.map((d) => [d.teacher, d.student, d.violations])).toEqual([
      [0, 1, 1],
      [1, 0, 3],
    ]);
    expect([
      relations.flips!.negativeFlips.violations,
      relations.flips!.positiveFlips.violations,
    ]).toEqual([3, 1]);
    expect([relations.accuracy.teacher.accuracy, relations.accuracy.student.accuracy]).toEqual([
      0.8, 0.6,
    ]);
    expect(relations.hardLabels).toBe('student');
    for (const r of [relations.mr2, relations.mr3, relations.mr4])
      expect([r.n, r.rate]).toEqual([0, null]);
    expect([report.temperature, report.divergent]).toEqual([null, []]);
    expect(report.gate.checks.map((c) => `${c.id} ${c.status}`)).toEqual([
      'MR1 pass',
      'MR2 skipped',
      'MR3 skipped',
      'MR4 skipped',
      'direction:1-to-0 fail',
      'negative-flips pass',
    ]);
    const text = result.stdout.replace(/\s*\n\s*/g, ' ');
    expect(text).toContain('Fidelity gate FAILED on MR1 vulnerable → not vulnerable.');
    expect(text).toContain(
      '- MR2 distribution divergence (KL > 0.1 nats) is skipped: needs probabilities; the student gave predicted classes only (output: labels)',
    );
    expect(text).toContain(
      '- MR4 calibration-bin disagreement (δ4 = 0.1) is skipped: needs probabilities; the student gave predicted classes only (output: labels)',
    );
    expect(text).not.toContain('temperature scaling:');
    expect(text).toContain(
      'Hard labels: the student gave predicted classes only (output: labels). MR1, its split by direction and accuracy are computed from the classes; MR2–MR4, the KL summary, calibration (ECE) and temperature scaling need probabilities and are not computed (not failed).',
    );
  });

  it('refuses a ceiling set on a relation that needs probabilities, before running anything', async () => {
    const dir = setUp('gate: { ceilings: { mr3: 0.2 } }');
    const result = await cli(['run', '--config', path.join(dir, 'metacompress.yml')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'gate.ceilings.mr3: MR3 needs probabilities, and student.output is labels (predicted classes only), so it is not computed',
    );
  });

  it('names the predictions file and the row and id it has no prediction for', async () => {
    const dir = setUp('');
    writeFileSync(path.join(dir, 'student.csv'), 'id,prediction\n100,0\n101,1\n');
    const result = await cli(['run', '--config', path.join(dir, 'metacompress.yml')]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      `student.outputs ${path.join(dir, 'student.csv')}: no prediction for dataset row 2 (id "102")`,
    );
  });
});
