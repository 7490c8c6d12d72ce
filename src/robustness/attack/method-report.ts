/**
 * What an attack method leaves: its per-input outcomes (what a shard
 * writes), and the method's report computed from them (methodReport: pure,
 * so one run and a merge of shards give the same numbers).
 */
import type { AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import { argmax, computeRelations, DEFAULT_RELATIONS } from '../../relations/index.js';
import type { RelationsOptions } from '../../relations/types.js';
import { changeExcerpt } from '../change-excerpt.js';
import type { OriginalScores } from '../transformed.js';
import type { AdversarialRelations, AttackExample, AttackReport } from '../types.js';
import { ATTACK_GROUP, ATTACK_METHOD_DESCRIPTORS } from './methods.js';
import type { Outcome } from './search.js';
import { attackDegradation, summarise } from './summary.js';

/** Successful attacks on the teacher kept for the report (renames only). */
const EXAMPLES_PER_MODEL = 3;
/**
 * Successful attacks on the student that the teacher resisted kept for the
 * report, each with its diff and the student's probabilities (the renderers
 * show the first few and fold the rest).
 */
const STUDENT_ONLY_EXAMPLES = 8;

/**
 * What a method keeps of one attacked input: enough for a merge of shards
 * (pipeline/partial.ts) to recompute the method's report as one run does.
 */
export interface InputAttackOutcome {
  /** The reference's query budget on this input (referenceQueries); null: none (no site, or greedy). */
  budget: number | null;
  /** Each model's outcome; both absent when the time budget ran out before this input. */
  teacher?: Outcome;
  student?: Outcome;
  /** For a teacher success: both models' probabilities on its adversarial example. */
  adversarial?: { teacher: number[]; student: number[] };
  /** For a student success where the teacher was attacked and resisted: the student's probabilities on its adversarial example. */
  studentAdversarial?: number[];
}

/** One method's per-input outcomes (in input order) and what it used beside them. */
export interface MethodOutcomes {
  method: AttackMethod;
  inputs: InputAttackOutcome[];
  budgetExhausted: boolean;
  stoppedAtTimeLimit?: boolean;
  /** NOT_RUN_AT_TIME_LIMIT when the run's time limit passed before the method began; else null. */
  skippedReason: string | null;
  candidatePool: number;
  substitutes?: AttackReport['substitutes'];
  references?: AttackReport['references'];
  elapsedMs: number;
  modelMs: number;
  /** Of elapsedMs, the language model's work time-budget-seconds does not cap (AttackReport's). */
  outsideBudgetMs?: number;
}

/**
 * The options in force under which `method` does not run as its reference
 * (the report names them): pair-side both on clone pairs, and the method's
 * own (its descriptor's).
 */
function nonReferenceOptions(
  method: AttackMethod,
  attack: AttackConfig,
  inputs: readonly Example[],
): string[] {
  const both = attack.pairSide === 'both' && inputs.some((e) => e.texts.length > 1);
  return [
    ...(both ? ['pair-side: both'] : []),
    ...(ATTACK_METHOD_DESCRIPTORS[method].nonReference?.(attack) ?? []),
  ];
}

export function emptyReport(
  method: AttackMethod,
  attack: AttackConfig,
  selected: number,
): AttackReport {
  return {
    method,
    queriesPerInput: attack.queries,
    referenceQueriesPerInput: null,
    maxInputs: attack.maxInputs,
    timeBudgetSeconds: attack.timeBudgetSeconds,
    candidatePool: 0,
    selected,
    evaluated: 0,
    budgetExhausted: false,
    skippedReason: null,
    teacher: null,
    student: null,
    relativeDegradation: null,
    relativeDegradationUndefinedReason: null,
    relativeDegradationOfRelativeDrops: null,
    examples: [],
    adversarial: null,
    elapsedMs: 0,
    modelMs: 0,
  };
}

/**
 * A method's report from its per-input outcomes: pure, so that one run and
 * a merge of shards give the same numbers from the same outcomes.
 * `inputs` and `base` are the attacked inputs and both models' scores on
 * them, in the order of `outcomes.inputs`.
 */
export function methodReport(
  settings: { attack: AttackConfig; relations?: RelationsOptions },
  inputs: readonly Example[],
  base: OriginalScores,
  outcomes: MethodOutcomes,
): AttackReport {
  const { attack } = settings;
  const { method } = outcomes;
  const report = emptyReport(method, attack, inputs.length);
  if (outcomes.skippedReason !== null) return { ...report, skippedReason: outcomes.skippedReason };
  if (outcomes.inputs.length !== inputs.length) {
    throw new RangeError(
      `${method}: ${outcomes.inputs.length} outcomes for ${inputs.length} inputs`,
    );
  }
  report.candidatePool = outcomes.candidatePool;
  report.nonReference = nonReferenceOptions(method, attack, inputs);
  const rewrites = ATTACK_METHOD_DESCRIPTORS[method].rewrites?.(attack);
  if (rewrites !== undefined) report.rewrites = rewrites;
  if (outcomes.substitutes !== undefined) report.substitutes = outcomes.substitutes;
  const budgets = outcomes.inputs.flatMap((input) => (input.budget === null ? [] : [input.budget]));
  report.referenceQueriesPerInput =
    budgets.length === 0 ? null : budgets.reduce((a, b) => a + b, 0) / budgets.length;
  report.budgetExhausted = outcomes.budgetExhausted;
  if (outcomes.stoppedAtTimeLimit) report.stoppedAtTimeLimit = true;
  const done = outcomes.inputs.flatMap((input, i) =>
    input.teacher !== undefined && input.student !== undefined
      ? [{ i, teacher: input.teacher, student: input.student }]
      : [],
  );
  report.evaluated = done.length;
  // The examples as the schedule met them: group by group, the teacher's
  // successes, then the student's where the teacher was attacked and resisted
  // (with the diff and the student's probabilities before and after).
  report.studentOnlySuccesses = 0;
  for (let start = 0; start < done.length; start += ATTACK_GROUP) {
    for (const what of ['teacher', 'student'] as const) {
      for (const input of done.slice(start, start + ATTACK_GROUP)) {
        const outcome = input[what];
        if (outcome.status !== 'success') continue;
        if (what === 'student' && input.teacher.status !== 'failed') continue;
        if (what === 'student') report.studentOnlySuccesses += 1;
        const kept = report.examples.filter((e) => e.model === what).length;
        if (kept >= (what === 'teacher' ? EXAMPLES_PER_MODEL : STUDENT_ONLY_EXAMPLES)) continue;
        const x = inputs[input.i]!;
        const example: AttackExample = {
          id: x.id,
          model: what,
          renames: outcome.renames,
          transformations: outcome.transformations,
          queries: outcome.queries,
        };
        if (what === 'student') {
          const text = outcome.texts.findIndex((t, k) => t !== x.texts[k]);
          const excerpt = changeExcerpt(x.texts[text]!, outcome.texts[text]!);
          if (excerpt !== null) example.change = { text, ...excerpt };
          const after = outcomes.inputs[input.i]!.studentAdversarial;
          if (after?.length !== base.cols) {
            throw new RangeError(
              `${method}: the student's scores on its adversarial example of ${x.id} are missing`,
            );
          }
          example.probabilities = {
            before: Array.from(
              base.student.subarray(input.i * base.cols, (input.i + 1) * base.cols),
            ),
            after,
          };
        }
        report.examples.push(example);
      }
    }
  }
  const labels = done.map((d) => inputs[d.i]!.label);
  const cols = base.cols;
  const predictions = (probs: Float64Array) =>
    done.map(({ i }) =>
      argmax({ data: probs.subarray(i * cols, (i + 1) * cols), rows: 1, cols }, 0),
    );
  report.teacher = summarise(
    done.map((d) => d.teacher),
    labels,
    predictions(base.teacher),
    cols,
  );
  report.student = summarise(
    done.map((d) => d.student),
    labels,
    predictions(base.student),
    cols,
  );
  Object.assign(report, attackDegradation(report.teacher, report.student));
  if (report.evaluated === 0 && report.budgetExhausted) {
    report.relativeDegradationUndefinedReason = report.stoppedAtTimeLimit
      ? "the run's time limit passed before any input was attacked"
      : `the time budget of ${attack.timeBudgetSeconds ?? 0} s ran out before any input was attacked`;
  }
  if (outcomes.references !== undefined) report.references = outcomes.references;
  report.adversarial = adversarialRelations(
    done.flatMap((d) => (d.teacher.status === 'success' ? [d.i] : [])),
    inputs,
    outcomes,
    cols,
    settings.relations ?? DEFAULT_RELATIONS,
  );
  report.elapsedMs = outcomes.elapsedMs;
  report.modelMs = outcomes.modelMs;
  if (outcomes.outsideBudgetMs !== undefined) report.outsideBudgetMs = outcomes.outsideBudgetMs;
  return report;
}

/**
 * The four relations between teacher and student on the teacher's
 * adversarial examples (the inputs `found`), from both models' scores on them.
 */
function adversarialRelations(
  found: readonly number[],
  inputs: readonly Example[],
  outcomes: MethodOutcomes,
  cols: number,
  relations: RelationsOptions,
): AdversarialRelations {
  if (found.length === 0) return { inputs: 0, relations: null };
  const matrix = (model: 'teacher' | 'student') => {
    const data = new Float64Array(found.length * cols);
    found.forEach((i, k) => {
      const probs = outcomes.inputs[i]!.adversarial?.[model];
      if (probs?.length !== cols) {
        throw new RangeError(
          `${outcomes.method}: the ${model}'s scores on the adversarial example of ${inputs[i]!.id} are missing`,
        );
      }
      data.set(probs, k * cols);
    });
    return { data, rows: found.length, cols };
  };
  const labels = Int32Array.from(found, (i) => inputs[i]!.label);
  return {
    inputs: found.length,
    relations: computeRelations(matrix('teacher'), matrix('student'), labels, relations),
  };
}
