import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/load.js';
import { demoNote } from '../src/demo-note.js';
import { assembleReport } from '../src/pipeline/report.js';
import type { Scores } from '../src/pipeline/types.js';
import type { Report } from '../src/report/types.js';

const model = (file: string) =>
  ({
    source: 'outputs',
    path: `/pkg/examples/vulnerability/${file}`,
    sha256: '0'.repeat(64),
    classes: 2,
    output: 'probabilities',
    classOrder: null,
    inputs: null,
    encoding: null,
    fromCache: false,
  }) as const;

/**
 * Five labelled rows (1, 0, 1, 0, 1). The teacher predicts 1, 0, 1, 0, 0 and
 * the student 1, 0, 0, 0, 1: both are right on 4 of 5 (80.0%, a gap of 0.0
 * points), yet they predict different classes on rows 2 and 4 (2 of 5 = 40.0%),
 * above the default MR1 ceiling of 10%, so the gate fails.
 */
function report(studentProbs: number[]): Report {
  const config = parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: 'data/demo.jsonl' },
      teacher: { outputs: 'teacher.jsonl', output: 'probabilities' },
      student: { outputs: 'student.jsonl', output: 'probabilities' },
    },
    '/pkg/examples/vulnerability',
  );
  const scores: Scores = {
    classes: 2,
    order: [0, 1, 2, 3, 4],
    rows: [0, 1, 2, 3, 4],
    labels: [1, 0, 1, 0, 1],
    teacher: Float64Array.of(0.1, 0.9, 0.8, 0.2, 0.2, 0.8, 0.9, 0.1, 0.7, 0.3),
    student: Float64Array.from(studentProbs),
    divergent: [],
    dataset: {
      format: 'jsonl',
      path: '/pkg/examples/data/demo.jsonl',
      sha256: '1'.repeat(64),
      functions: null,
      rowsSeen: 5,
      rowsUsed: 5,
      rowsUnselected: 0,
      rowsMissingFunction: 0,
      labelled: 5,
    },
    teacherModel: model('teacher.onnx'),
    studentModel: model('student-compressor.onnx'),
    timings: {
      totalMs: 1,
      loadMs: 0,
      tokenizeMs: 0,
      teacherMs: 0,
      studentMs: 0,
      relationsMs: 0,
      tokens: 0,
    },
    warnings: [],
    shard: null,
  };
  return assembleReport(config, scores, null, null);
}

const config = '/pkg/examples/vulnerability/metacompress.yml';

describe('the note after the bundled demo', () => {
  it('names the config, the models and the data, and reads exit 1 as the gate doing its job', () => {
    const failing = report([0.1, 0.9, 0.8, 0.2, 0.6, 0.4, 0.9, 0.1, 0.3, 0.7]);
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
        'Run your own models with --config FILE (examples: examples/README.md).',
        '',
      ].join('\n'),
    );
  });

  it('says nothing about exit 1 when the gate passed', () => {
    const passing = report([0.1, 0.9, 0.8, 0.2, 0.2, 0.8, 0.9, 0.1, 0.7, 0.3]);
    expect(passing.gate.passed).toBe(true);
    const note = demoNote(passing, config, '/pkg');
    expect(note).not.toMatch(/Exit status 1/);
    expect(note).toMatch(
      /^This was the bundled demo: examples\/vulnerability\/metacompress\.yml\n/,
    );
  });
});
