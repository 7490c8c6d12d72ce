/**
 * Reports made by the pipeline itself (precomputed outputs on the tiny
 * dataset), so renderer tests read values the relations and the gate
 * computed, and robustness parts whose checks the gate decided.
 */
import path from 'node:path';
import { parseConfig } from '../../src/config/load.js';
import { evaluate } from '../../src/pipeline/index.js';
import { rate } from '../../src/relations/index.js';
import type { Report } from '../../src/report/types.js';
import type { AttackMethod } from '../../src/config/names.js';
import { flipRateRatio, flipRatioInterval, attackDegradation } from '../../src/robustness/index.js';
import type {
  AttackModelResult,
  AttackReport,
  RobustnessReport,
  TransformedKindResult,
} from '../../src/robustness/types.js';
import { fixtures, tempDir } from '../cli-harness.js';

/** Labels of tiny/dataset.jsonl: 1, 0, 1, 0. The teacher is right on all four rows. */
export const TEACHER = [
  [0.2, 0.8],
  [0.7, 0.3],
  [0.05, 0.95],
  [0.6, 0.4],
];
/** Right on row 1 only (predicts 0, 1, 1, 1). */
export const STUDENT = [
  [0.9, 0.1],
  [0.4, 0.6],
  [0.45, 0.55],
  [0.2, 0.8],
];

/** A report of the tiny dataset with these teacher and student probabilities (and extra config keys). */
export async function pipelineReport(
  teacher: number[][],
  student: number[][],
  extra: Record<string, unknown> = {},
): Promise<Report> {
  const dir = tempDir({
    'teacher.jsonl': teacher.map((r) => JSON.stringify(r)).join('\n'),
    'student.jsonl': student.map((r) => JSON.stringify(r)).join('\n'),
  });
  const config = parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: path.join(fixtures, 'tiny', 'dataset.jsonl') },
      teacher: { outputs: 'teacher.jsonl', output: 'probabilities' },
      student: { outputs: 'student.jsonl', output: 'probabilities' },
      relations: { 'n-min': 1 },
      ...extra,
    },
    dir,
  );
  return evaluate(config, {
    loadRuntime: () => Promise.reject(new Error('no model here')),
    log: { info: () => {}, warning: () => {} },
  });
}

/** One transformation's result with these flip counts of n transformed inputs. */
export function transformedKind(
  kind: TransformedKindResult['kind'],
  teacherFlips: number,
  studentFlips: number,
  n: number,
): TransformedKindResult {
  const ratio = flipRateRatio(rate(teacherFlips, n), rate(studentFlips, n));
  return {
    kind,
    inputs: n,
    transformed: n,
    unchanged: 0,
    notTransformable: 0,
    notTransformableIds: [],
    relations: null,
    originalRelations: null,
    flips: { teacher: rate(teacherFlips, n), student: rate(studentFlips, n) },
    flipRateRatio: ratio.ratio,
    flipRateRatioCi95: flipRatioInterval(rate(teacherFlips, n), rate(studentFlips, n)),
    ratioUndefinedReason: ratio.reason,
    studentFlips: [],
    transformMs: 0,
    scoreMs: 0,
  };
}

/**
 * One model's attack outcome on `inputs` labelled inputs: right on
 * `correct`, every one of them parsable and attacked, `successes` flipped;
 * `queries` model calls in all. Accuracy before = correct / inputs, after =
 * (correct − successes) / inputs, drop = successes / inputs.
 */
export function attackModel(
  inputs: number,
  correct: number,
  successes: number,
  queries: number,
): AttackModelResult {
  return {
    inputs,
    correct,
    notParsable: 0,
    attacked: correct,
    noIdentifiers: 0,
    success: rate(successes, correct),
    accuracyBefore: correct / inputs,
    accuracyAfter: (correct - successes) / inputs,
    f1Before: null,
    f1After: null,
    drop: successes / inputs,
    relativeDrop: correct === 0 ? null : successes / correct,
    refused: 0,
    restructured: 0,
    queries,
    meanQueries: correct === 0 ? null : queries / correct,
  };
}

/**
 * One method's attack report with these outcomes on `teacher.inputs`
 * inputs (all evaluated, no example found), its relative degradations and
 * their intervals by the robustness step's own attackDegradation; `extra`
 * overrides any field.
 */
export function attackReport(
  method: AttackMethod,
  teacher: AttackModelResult,
  student: AttackModelResult,
  extra: Partial<AttackReport> = {},
): AttackReport {
  return {
    method,
    queriesPerInput: 10,
    referenceQueriesPerInput: 3100,
    maxInputs: teacher.inputs,
    timeBudgetSeconds: 60,
    candidatePool: 5,
    selected: teacher.inputs,
    evaluated: teacher.inputs,
    budgetExhausted: false,
    skippedReason: null,
    teacher,
    student,
    ...attackDegradation(teacher, student),
    examples: [],
    adversarial: null,
    elapsedMs: 0,
    modelMs: 0,
    ...extra,
  };
}

/**
 * A robustness part with the given transformations and attacks (none by
 * default): ceiling 2 on the flip-rate ratio, min-flips 0, +100% on the
 * relative degradation unless `thresholds` says otherwise.
 */
export function robustnessOf(
  kinds: TransformedKindResult[],
  attacks: AttackReport[] = [],
  thresholds: Partial<RobustnessReport['thresholds']> = {},
): RobustnessReport {
  return {
    language: 'c',
    seed: 1,
    inputs: 48,
    transformed: kinds,
    attack: attacks[0] ?? null,
    attacks,
    thresholds: { maxFlipRateRatio: 2, minFlips: 0, maxRelativeDegradation: 1, ...thresholds },
    elapsedMs: 0,
  };
}
