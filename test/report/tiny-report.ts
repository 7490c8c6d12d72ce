/**
 * A complete Report built by the pipeline's own assembly from four
 * hand-written rows, so renderer tests read verdicts the gate decided
 * instead of fixtures cast to Report.
 */
import { noEncodingCounts } from '../../src/encode/formats/index.js';
import { parseConfig } from '../../src/config/load.js';
import { DEFAULT_ATTACK, type Config, type TransformsConfig } from '../../src/config/types.js';
import { assembleReport } from '../../src/pipeline/report.js';
import type { Scores } from '../../src/pipeline/types.js';
import type { Report } from '../../src/report/types.js';
import type { ProbMatrix } from '../../src/relations/types.js';
import type { RobustnessReport } from '../../src/robustness/types.js';
import { READINGS, readingsRows } from '../relations/mr4-readings.js';
import { TEACHER } from './report-fixtures.js';

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

/** A config over precomputed outputs, with `gate` keys as in metacompress.yml. */
export function tinyConfig(gate: Record<string, unknown> = {}): Config {
  return parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: 'data.jsonl' },
      teacher: { outputs: 'teacher.jsonl', output: 'probabilities' },
      student: { outputs: 'student.jsonl', output: 'probabilities' },
      gate,
    },
    '/data',
  );
}

/**
 * The transforms section a run with this robustness section was configured
 * with (its ceilings are what the gate holds the section to). A config over
 * precomputed outputs cannot have one (nothing can score T(x)), so it is set
 * after parsing: these reports come from sections built by hand.
 */
function transformsOf(robustness: RobustnessReport): TransformsConfig {
  const { maxFlipRateRatio, minFlips, maxRelativeDegradation, minAttacked } = robustness.thresholds;
  return {
    language: robustness.language,
    kinds: robustness.transformed.map((k) => k.kind),
    seed: robustness.seed,
    limit: null,
    maxFlipRateRatio,
    minFlips,
    attack: {
      ...DEFAULT_ATTACK,
      methods: robustness.attacks.map((a) => a.method),
      maxRelativeDegradation,
      // absent in a section written before min-attacked: 0, as the gate reads it
      minAttacked: minAttacked ?? 0,
    },
  };
}

const noFed = { ...noEncodingCounts(), renormalised: 0 };

/** Scores of rows 0..n-1 of one dataset from [n, 2] probabilities. */
export function tinyScores(teacher: number[][], student: number[][], labels: number[]): Scores {
  const n = labels.length;
  const rows = Array.from({ length: n }, (_, i) => i);
  return {
    classes: 2,
    order: rows,
    rows,
    labels,
    teacher: Float64Array.from(teacher.flat()),
    student: Float64Array.from(student.flat()),
    divergent: [],
    dataset: {
      format: 'jsonl',
      path: '/data/data.jsonl',
      sha256: '1'.repeat(64),
      functions: null,
      rowsSeen: n,
      rowsUsed: n,
      rowsUnselected: 0,
      rowsMissingFunction: 0,
      labelled: labels.filter((l) => l >= 0).length,
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
    runWarnings: [],
    fed: { teacher: noFed, student: noFed },
    warnings: [],
    shard: null,
  };
}

/** Teacher and student are both report-fixtures' TEACHER: they agree on all four rows (every relation passes), labels 1, 0, 1, 0. */
export function tinyReport(
  robustness: RobustnessReport | null = null,
  gate: Record<string, unknown> = {},
): Report {
  const config = {
    ...tinyConfig(gate),
    transforms: robustness === null ? null : transformsOf(robustness),
  };
  return assembleReport(config, tinyScores(TEACHER, TEACHER, [1, 0, 1, 0]), null, robustness);
}

/**
 * 235 labelled rows in three confidence bins, one of each verdict (class 0
 * is right unless said otherwise):
 * - (0.50, 0.60]: 20 rows; the teacher right on all at 0.55, the student
 *   wrong on 10 at 0.55 for class 1: 10/20 − 20/20 = −50 points, Newcombe
 *   −70.1 to −24.3: wholly below −10, apart;
 * - (0.70, 0.80]: 15 rows at 0.75 in both models, 3 labelled 1: 12/15 − 12/15,
 *   −28.3 to +28.3: undecided;
 * - (0.90, 1.00]: 200 rows at 0.95, all right: 200/200 − 200/200, −1.9 to
 *   +1.9: together.
 * (Intervals from test/fixtures/newcombe/make_newcombe.py's newcombe().)
 */
export function threeBinReport(): Report {
  const teacher: number[][] = [];
  const student: number[][] = [];
  const labels: number[] = [];
  for (let i = 0; i < 20; i++) {
    teacher.push([0.55, 0.45]);
    student.push(i < 10 ? [0.45, 0.55] : [0.55, 0.45]);
    labels.push(0);
  }
  for (let i = 0; i < 15; i++) {
    teacher.push([0.75, 0.25]);
    student.push([0.75, 0.25]);
    labels.push(i < 3 ? 1 : 0);
  }
  for (let i = 0; i < 200; i++) {
    teacher.push([0.95, 0.05]);
    student.push([0.95, 0.05]);
    labels.push(0);
  }
  return assembleReport(tinyConfig(), tinyScores(teacher, student, labels), null, null);
}

/**
 * The MR4 edge-case set of test/fixtures/mr4-readings (make_readings.py) as
 * a report: six counted bins, one of them 15 points apart on 40 inputs a
 * model (undecided), so the study counts 1 of 6 and the intervals 0 of 6
 * (at the fixture's δ4 = 0.1; `delta4` another), with `gate` keys as in
 * metacompress.yml.
 */
export function readingsReport(
  delta4 = READINGS.options.delta4,
  gate: Record<string, unknown> = {},
): Report {
  const { p, q, labels } = readingsRows();
  const rows = (m: ProbMatrix) =>
    Array.from({ length: m.rows }, (_, i) => Array.from(m.data.subarray(2 * i, 2 * i + 2)));
  const config = tinyConfig(gate);
  return assembleReport(
    { ...config, relations: { ...config.relations, ...READINGS.options, delta4 } },
    tinyScores(rows(p), rows(q), Array.from(labels)),
    null,
    null,
  );
}
