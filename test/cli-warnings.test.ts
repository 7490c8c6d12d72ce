import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, fixtures, tempDir } from './cli-harness.js';

describe('a warning on the command line', () => {
  it('is printed once: on stderr as it happens, not again under the report', async () => {
    // Row 1 sums to 1.0005: within 1e-3, so it is renormalised with a warning.
    const dir = tempDir({
      'teacher.jsonl': '[0.2, 0.8005]\n[0.7, 0.3]\n[0.05, 0.95]\n[0.6, 0.4]\n',
      'student.jsonl': '[0.2, 0.8]\n[0.7, 0.3]\n[0.05, 0.95]\n[0.6, 0.4]\n',
      'metacompress.yml': [
        'task: vulnerability-prediction',
        `dataset: { path: ${JSON.stringify(path.join(fixtures, 'tiny', 'dataset.jsonl'))} }`,
        'teacher: { outputs: teacher.jsonl, output: probabilities }',
        'student: { outputs: student.jsonl, output: probabilities }',
      ].join('\n'),
    });
    const result = await cli([], dir);
    const warning =
      'teacher: 1 probability rows summed to 1 only within 1e-3 and were renormalised';
    expect(result.stderr).toBe(`warning: ${warning}\n`);
    expect(result.stdout).not.toContain(warning);
    expect(result.stdout).toMatch(/^Fidelity gate passed/);
  });

  it('names the likely label field when no row has the configured one', async () => {
    // The tiny data set's rows with their label under "label", not the default "target".
    const dir = tempDir({
      'data.jsonl': [0, 1, 0, 1]
        .map((label, i) =>
          JSON.stringify({ idx: i, func: `int f${i}(void) { return ${i}; }`, label }),
        )
        .join('\n'),
      'teacher.jsonl': '[0.2, 0.8]\n[0.7, 0.3]\n[0.05, 0.95]\n[0.6, 0.4]\n',
      // Not the teacher's own outputs (a student that is its teacher is a warning of its own).
      'student.jsonl': '[0.25, 0.75]\n[0.7, 0.3]\n[0.05, 0.95]\n[0.6, 0.4]\n',
      'metacompress.yml': [
        'task: vulnerability-prediction',
        'dataset: { path: data.jsonl }',
        'teacher: { outputs: teacher.jsonl, output: probabilities }',
        'student: { outputs: student.jsonl, output: probabilities }',
      ].join('\n'),
    });
    const result = await cli([], dir);
    expect(result.stderr).toBe(
      `warning: dataset ${path.join(dir, 'data.jsonl')}: no row has the label field "target", so no row is labelled; the rows have "label": did you mean dataset.fields.label: label?\n`,
    );
  });
});
