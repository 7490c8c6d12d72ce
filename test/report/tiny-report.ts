/**
 * A complete Report built by the pipeline's own assembly from four
 * hand-written rows, so renderer tests read verdicts the gate decided
 * instead of fixtures cast to Report.
 */
import { parseConfig } from '../../src/config/load.js';
import { assembleReport } from '../../src/pipeline/report.js';
import type { Scores } from '../../src/pipeline/types.js';
import type { Report } from '../../src/report/types.js';
import type { RobustnessReport } from '../../src/robustness/types.js';

const model = {
  source: 'outputs',
  path: '/data/model.jsonl',
  sha256: '0'.repeat(64),
  classes: 2,
  output: 'probabilities',
  classOrder: null,
  inputs: null,
  encoding: null,
  fromCache: false,
} as const;

/** Teacher and student agree on all four rows (every relation passes), labels 1, 0, 1, 0. */
export function tinyReport(robustness: RobustnessReport | null = null): Report {
  const config = parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: 'data.jsonl' },
      teacher: { outputs: 'teacher.jsonl', output: 'probabilities' },
      student: { outputs: 'student.jsonl', output: 'probabilities' },
    },
    '/data',
  );
  const probs = Float64Array.of(0.2, 0.8, 0.7, 0.3, 0.05, 0.95, 0.6, 0.4);
  const scores: Scores = {
    classes: 2,
    order: [0, 1, 2, 3],
    rows: [0, 1, 2, 3],
    labels: [1, 0, 1, 0],
    teacher: probs,
    student: probs.slice(),
    divergent: [],
    dataset: {
      format: 'jsonl',
      path: '/data/data.jsonl',
      sha256: '1'.repeat(64),
      functions: null,
      rowsSeen: 4,
      rowsUsed: 4,
      rowsUnselected: 0,
      rowsMissingFunction: 0,
      labelled: 4,
    },
    teacherModel: model,
    studentModel: model,
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
  return assembleReport(config, scores, null, robustness);
}
