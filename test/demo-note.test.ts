import { describe, expect, it } from 'vitest';
import { demoNote } from '../src/demo-note.js';
import { assembleReport } from '../src/pipeline/report.js';
import type { Report } from '../src/report/types.js';
import { tinyConfig, tinyScores } from './report/tiny-report.js';

const PKG = '/pkg/examples';
const TEACHER = [
  [0.1, 0.9],
  [0.8, 0.2],
  [0.2, 0.8],
  [0.9, 0.1],
  [0.7, 0.3],
];

/**
 * Five labelled rows (1, 0, 1, 0, 1). The teacher predicts 1, 0, 1, 0, 0; the
 * report is placed where the bundled demo's files are (the note names them
 * relative to the package root).
 */
function report(student: number[][]): Report {
  const scores = tinyScores(TEACHER, student, [1, 0, 1, 0, 1]);
  const at = (file: string) => ({ ...scores.teacherModel, path: `${PKG}/vulnerability/${file}` });
  return assembleReport(
    tinyConfig(),
    {
      ...scores,
      dataset: { ...scores.dataset, path: `${PKG}/data/demo.jsonl` },
      teacherModel: at('teacher.onnx'),
      studentModel: at('student-compressor.onnx'),
    },
    null,
    null,
  );
}

const config = '/pkg/examples/vulnerability/metacompress.yml';

describe('the note after the bundled demo', () => {
  it('names the config, the models and the data, and reads exit 1 as the gate doing its job', () => {
    // The student predicts 1, 0, 0, 0, 1: both are right on 4 of 5 (80.0%, a
    // gap of 0.0 points), yet they differ on rows 2 and 4 (2 of 5 = 40.0%),
    // above the default MR1 ceiling of 10%, so the gate fails.
    const failing = report([
      [0.1, 0.9],
      [0.8, 0.2],
      [0.6, 0.4],
      [0.9, 0.1],
      [0.3, 0.7],
    ]);
    expect(failing.gate.passed).toBe(false);
    expect(demoNote(failing, config, '/pkg')).toBe(
      [
        'This was the bundled demo: examples/vulnerability/metacompress.yml',
        '  teacher  examples/vulnerability/teacher.onnx',
        '  student  examples/vulnerability/student-compressor.onnx',
        '  data     5 rows of examples/data/demo.jsonl',
        'Exit status 1 is the gate doing its job: it failed this student.',
        '  Accuracy 80.0% (teacher) vs 80.0% (student), a gap of 0.0 points,',
        '  yet the two predict different classes on 40.0% of the inputs.',
        'Your own models: `metacompress init STUDENT --teacher TEACHER` writes a metacompress.yml for',
        'them; docs/models.md says what each model needs (inputs, tokenizer, outputs).',
        '',
      ].join('\n'),
    );
  });

  it('says nothing about exit 1 when the gate passed', () => {
    const passing = report(TEACHER);
    expect(passing.gate.passed).toBe(true);
    const note = demoNote(passing, config, '/pkg');
    expect(note).not.toMatch(/Exit status 1/);
    expect(note).toMatch(
      /^This was the bundled demo: examples\/vulnerability\/metacompress\.yml\n/,
    );
  });
});
