/**
 * Scheduling of the attack probe (SPEC §5): which inputs are attacked, in
 * groups whose queries share batches, under the time budget, teacher and
 * student on the same inputs; the search itself is in search.ts. Everything is
 * deterministic given the seed (each input draws from `inputSeed(seed, row)`);
 * only the time budget can cut a run short.
 */
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import { argmax } from '../../relations/index.js';
import { createTransformer, type TransformLanguage } from '../../transforms/index.js';
import { createRandom } from '../../transforms/random.js';
import { ScoreCoalescer } from '../coalesce.js';
import { evenlySpaced, inputSeed } from '../sampling.js';
import {
  pickRows,
  scoreOriginals,
  type OriginalScores,
  type RobustnessModels,
} from '../transformed.js';
import type { AttackExample, AttackReport } from '../types.js';
import { candidatePool } from './candidates.js';
import { searchInput, type Outcome, type Renamable } from './search.js';
import { relativeDegradation, summarise } from './summary.js';

/** Inputs attacked side by side (their queries share batches); also the budget's granularity. */
const GROUP = 16;
/** Successful attacks kept per model for the report. */
const EXAMPLES_PER_MODEL = 3;

export interface AttackSettings {
  language: TransformLanguage;
  seed: number;
  attack: Omit<AttackConfig, 'maxRelativeDegradation'> & Partial<AttackConfig>;
}

export interface AttackOptions {
  /** Both models' probabilities on `examples`; scored here when absent. */
  originals?: OriginalScores;
  /** Examples whose identifiers form the candidate pool; default: `examples`. */
  poolFrom?: readonly Example[];
  /** Milliseconds clock (tests replace it to exhaust the budget). */
  now?: () => number;
}

function assertAttack(attack: AttackSettings['attack']): void {
  const integer = (name: string, value: number, min: number, max: number) => {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`attack.${name} must be an integer in [${min}, ${max}], got ${value}`);
    }
  };
  integer('queries', attack.queries, 1, 10_000);
  integer('maxInputs', attack.maxInputs, 1, 1_000_000);
  integer('candidates', attack.candidates, 1, 100_000);
  if (!(Number.isFinite(attack.timeBudgetSeconds) && attack.timeBudgetSeconds > 0)) {
    throw new RangeError(
      `attack.timeBudgetSeconds must be a finite number of seconds > 0, got ${attack.timeBudgetSeconds}`,
    );
  }
}

/**
 * Runs the attack on the labelled examples (at most `attack.maxInputs`,
 * evenly spaced), teacher and student on the same inputs, in groups of 16
 * inputs whose queries are batched together. When the time budget runs out
 * the group in flight is dropped, so both models are always compared on the
 * same completed inputs; `evaluated` and `budgetExhausted` say how far it got.
 *
 * Without labelled examples the attack is skipped (`skippedReason`): success
 * is defined against the label.
 *
 * @throws RangeError when queries, maxInputs or candidates is not an integer
 *   in range (queries 1..10000) or the time budget is not a positive number.
 */
export async function evaluateAttack(
  settings: AttackSettings,
  models: RobustnessModels,
  examples: readonly Example[],
  options: AttackOptions = {},
): Promise<AttackReport> {
  const { attack } = settings;
  assertAttack(attack);
  const now = options.now ?? (() => performance.now());
  const started = now();
  const modelMsBefore = models.teacher.elapsedMs + models.student.elapsedMs;
  const deadline = started + attack.timeBudgetSeconds * 1000;
  const labelled = examples.flatMap((example, i) => (example.label >= 0 ? [i] : []));
  const picked = evenlySpaced(labelled.length, attack.maxInputs).map((k) => labelled[k]!);
  const inputs = picked.map((i) => examples[i]!);
  const report: AttackReport = {
    queriesPerInput: attack.queries,
    maxInputs: attack.maxInputs,
    timeBudgetSeconds: attack.timeBudgetSeconds,
    candidatePool: 0,
    selected: inputs.length,
    evaluated: 0,
    budgetExhausted: false,
    skippedReason: null,
    teacher: null,
    student: null,
    relativeDegradation: null,
    relativeDegradationUndefinedReason: null,
    examples: [],
    elapsedMs: 0,
    modelMs: 0,
  };
  if (inputs.length === 0) {
    report.skippedReason =
      examples.length === 0
        ? 'there are no inputs to attack'
        : 'no input is labelled: attack success is defined against the label';
    report.elapsedMs = now() - started;
    return report;
  }
  const transformer = await createTransformer(settings.language);
  const pool = candidatePool(transformer, options.poolFrom ?? examples, attack.candidates);
  report.candidatePool = pool.length;
  const base: OriginalScores =
    options.originals === undefined
      ? await scoreOriginals(models, inputs)
      : {
          teacher: pickRows(options.originals.teacher, options.originals.cols, picked),
          student: pickRows(options.originals.student, options.originals.cols, picked),
          cols: options.originals.cols,
        };
  const renamable = inputs.map((example): Renamable[] | null => {
    const lists: Renamable[] = [];
    for (const text of example.texts) {
      const result = transformer.listRenamable(text);
      if (result.status !== 'ok') return null;
      lists.push({ names: result.names, taken: new Set(result.taken) });
    }
    return lists;
  });

  const outcomes = { teacher: [] as Outcome[], student: [] as Outcome[] };
  const expired = () => now() > deadline;
  for (let start = 0; start < inputs.length; start += GROUP) {
    if (expired()) {
      report.budgetExhausted = true;
      break;
    }
    const group = inputs
      .slice(start, start + GROUP)
      .map((example, g) => ({ example, i: start + g }));
    const groupOutcomes = { teacher: [] as Outcome[], student: [] as Outcome[] };
    for (const what of ['teacher', 'student'] as const) {
      const probs = base[what];
      const cols = base.cols;
      const coalescer = new ScoreCoalescer(models[what]);
      groupOutcomes[what] = await coalescer.all(
        group.map(({ example, i }) => async (): Promise<Outcome> => {
          const row = { data: probs.subarray(i * cols, (i + 1) * cols), rows: 1, cols };
          if (argmax(row, 0) !== example.label) return { status: 'wrong' };
          const lists = renamable[i]!;
          if (lists === null) return { status: 'unparsable' };
          return searchInput({
            example,
            label: example.label,
            baseProbability: row.data[example.label]!,
            renamable: lists,
            transformer,
            pool,
            queries: attack.queries,
            random: createRandom(inputSeed(settings.seed, example.row)),
            score: (batch) => coalescer.score(batch),
            expired,
          });
        }),
      );
    }
    const interrupted = [...groupOutcomes.teacher, ...groupOutcomes.student].some(
      (o) => o.status === 'interrupted',
    );
    if (interrupted) {
      report.budgetExhausted = true;
      break;
    }
    for (const what of ['teacher', 'student'] as const) {
      groupOutcomes[what].forEach((outcome, g) => {
        outcomes[what].push(outcome);
        const kept = report.examples.filter((e) => e.model === what).length;
        if (outcome.status === 'success' && kept < EXAMPLES_PER_MODEL) {
          const example: AttackExample = {
            id: group[g]!.example.id,
            model: what,
            renames: outcome.renames,
            queries: outcome.queries,
          };
          report.examples.push(example);
        }
      });
    }
    report.evaluated += group.length;
  }
  report.teacher = summarise(outcomes.teacher, report.evaluated);
  report.student = summarise(outcomes.student, report.evaluated);
  const relative = relativeDegradation(report.teacher.drop, report.student.drop);
  report.relativeDegradation = relative.value;
  report.relativeDegradationUndefinedReason =
    report.evaluated === 0 && report.budgetExhausted
      ? `the time budget of ${attack.timeBudgetSeconds} s ran out before any input was attacked`
      : relative.reason;
  report.elapsedMs = now() - started;
  report.modelMs = models.teacher.elapsedMs + models.student.elapsedMs - modelMsBefore;
  return report;
}
