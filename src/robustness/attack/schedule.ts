/**
 * Scheduling of the attack probe (SPEC §5): which inputs are attacked, in
 * groups whose queries share batches, under the time budget, teacher and
 * student on the same inputs, one method after another; the searches are in
 * mhm.ts, wir-random.ts, coda.ts and greedy.ts. Everything is deterministic
 * given the seed (each input draws from `inputSeed(seed, row)`, the same for
 * every method); only the time budget can cut a run short.
 */
import type { AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import { argmax, computeRelations, DEFAULT_RELATIONS } from '../../relations/index.js';
import type { RelationsOptions } from '../../relations/types.js';
import {
  createTransformer,
  type CodeTransformer,
  type TransformLanguage,
} from '../../transforms/index.js';
import { createRandom } from '../../transforms/random.js';
import { ScoreCoalescer } from '../coalesce.js';
import { evenlySpaced, inputSeed } from '../sampling.js';
import {
  pickRows,
  scoreOriginals,
  type OriginalScores,
  type RobustnessModels,
} from '../transformed.js';
import type { AdversarialRelations, AttackExample, AttackReport } from '../types.js';
import { candidatePool } from './candidates.js';
import { codaSearch, CODA_REFERENCES } from './coda.js';
import { codeShape, shapeDistance } from './code-difference.js';
import { greedySearch } from './greedy.js';
import { mhmSearch } from './mhm.js';
import type { AttackSearch, Outcome, Renamable } from './search.js';
import { relativeDegradation, summarise } from './summary.js';
import { wirRandomSearch } from './wir-random.js';

/** The search of each method. */
export const ATTACK_SEARCHES: Record<AttackMethod, AttackSearch> = {
  mhm: mhmSearch,
  'wir-random': wirRandomSearch,
  coda: codaSearch,
  greedy: greedySearch,
};

/** Inputs attacked side by side (their queries share batches); also the budget's granularity. */
const GROUP = 16;
/** Successful attacks kept per model for the report. */
const EXAMPLES_PER_MODEL = 3;

export interface AttackSettings {
  language: TransformLanguage;
  seed: number;
  /** `methods` defaults to greedy alone; the gate's ceiling is not needed here. */
  attack: Omit<AttackConfig, 'maxRelativeDegradation' | 'methods'> & Partial<AttackConfig>;
  /** For the relations on the adversarial examples; default: DEFAULT_RELATIONS. */
  relations?: RelationsOptions;
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

/** What every method works on: the inputs, their scores on x, the pool, the sites, the references. */
interface Prepared {
  inputs: Example[];
  base: OriginalScores;
  transformer: CodeTransformer;
  pool: string[];
  /** Per input: per function, its renamable names; null when a function does not parse. */
  renamable: (Renamable[] | null)[];
  /** coda's reference inputs of input i (computed on first use). */
  references: (i: number) => Example[];
}

function emptyReport(
  method: AttackMethod,
  attack: AttackSettings['attack'],
  selected: number,
): AttackReport {
  return {
    method,
    queriesPerInput: attack.queries,
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
    examples: [],
    adversarial: null,
    elapsedMs: 0,
    modelMs: 0,
  };
}

/**
 * The labelled examples of another class than `examples[i]`'s, nearest in
 * code shape first (ties by row), at most CODA_REFERENCES of them.
 */
function referencesFinder(
  inputs: readonly Example[],
  candidates: readonly Example[],
): (i: number) => Example[] {
  const shapes = new Map<Example, Map<string, number>>();
  const shape = (example: Example) => {
    let s = shapes.get(example);
    if (s === undefined) shapes.set(example, (s = codeShape(example.texts)));
    return s;
  };
  const cache = new Map<number, Example[]>();
  return (i) => {
    const known = cache.get(i);
    if (known !== undefined) return known;
    const x = inputs[i]!;
    const found = candidates
      .filter((c) => c.label >= 0 && c.label !== x.label && c.row !== x.row)
      .map((c) => ({ c, d: shapeDistance(shape(x), shape(c)) }))
      .sort((a, b) => a.d - b.d || a.c.row - b.c.row)
      .slice(0, CODA_REFERENCES)
      .map((r) => r.c);
    cache.set(i, found);
    return found;
  };
}

/** One row per example, the first of each dataset row (the pool and the inputs overlap). */
function distinctRows(examples: readonly Example[]): Example[] {
  const byRow = new Map<number, Example>();
  for (const example of examples) if (!byRow.has(example.row)) byRow.set(example.row, example);
  return [...byRow.values()];
}

/**
 * Both models scored on the teacher's adversarial examples, and the four
 * relations between them there.
 */
async function adversarialRelations(
  models: RobustnessModels,
  found: readonly Example[],
  relations: RelationsOptions,
): Promise<AdversarialRelations> {
  if (found.length === 0) return { inputs: 0, relations: null };
  const p = await models.teacher.score(found);
  const q = await models.student.score(found);
  const matrix = (data: Float64Array, cols: number) => ({ data, rows: found.length, cols });
  const labels = Int32Array.from(found, (e) => e.label);
  return {
    inputs: found.length,
    relations: computeRelations(matrix(p.data, p.cols), matrix(q.data, q.cols), labels, relations),
  };
}

async function runMethod(
  method: AttackMethod,
  settings: AttackSettings,
  models: RobustnessModels,
  prepared: Prepared,
  now: () => number,
): Promise<AttackReport> {
  const { attack } = settings;
  const { inputs, base, transformer, pool, renamable } = prepared;
  const started = now();
  const modelMsBefore = models.teacher.elapsedMs + models.student.elapsedMs;
  const deadline = started + attack.timeBudgetSeconds * 1000;
  const report = emptyReport(method, attack, inputs.length);
  report.candidatePool = pool.length;
  const search = ATTACK_SEARCHES[method];
  const outcomes = { teacher: [] as Outcome[], student: [] as Outcome[] };
  const adversarialTeacher: Example[] = [];
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
          return search({
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
            references: method === 'coda' ? prepared.references(i) : [],
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
        if (outcome.status !== 'success') return;
        const input = group[g]!.example;
        if (what === 'teacher') {
          adversarialTeacher.push({ ...input, texts: [...outcome.texts] as Example['texts'] });
        }
        const kept = report.examples.filter((e) => e.model === what).length;
        if (kept < EXAMPLES_PER_MODEL) {
          const example: AttackExample = {
            id: input.id,
            model: what,
            renames: outcome.renames,
            transformations: outcome.transformations,
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
  report.adversarial = await adversarialRelations(
    models,
    adversarialTeacher,
    settings.relations ?? DEFAULT_RELATIONS,
  );
  report.elapsedMs = now() - started;
  report.modelMs = models.teacher.elapsedMs + models.student.elapsedMs - modelMsBefore;
  return report;
}

/**
 * Runs every method of `attack.methods` (default: greedy alone), one after
 * another, on the same labelled examples (at most `attack.maxInputs`, evenly
 * spaced), teacher and student on the same inputs, in groups of 16 inputs
 * whose queries are batched together. Each method has its own time budget of
 * `attack.timeBudgetSeconds`; when it runs out the group in flight is
 * dropped, so both models are always compared on the same completed inputs;
 * `evaluated` and `budgetExhausted` say how far each method got. After each
 * method both models score the teacher's adversarial examples, for the
 * relations on them (`adversarial`).
 *
 * Without labelled examples every method is skipped (`skippedReason`):
 * success is defined against the label.
 *
 * @throws RangeError when queries, maxInputs or candidates is not an integer
 *   in range (queries 1..10000) or the time budget is not a positive number.
 */
export async function evaluateAttacks(
  settings: AttackSettings,
  models: RobustnessModels,
  examples: readonly Example[],
  options: AttackOptions = {},
): Promise<AttackReport[]> {
  const { attack } = settings;
  assertAttack(attack);
  const methods = attack.methods ?? ['greedy'];
  const now = options.now ?? (() => performance.now());
  const started = now();
  const labelled = examples.flatMap((example, i) => (example.label >= 0 ? [i] : []));
  const picked = evenlySpaced(labelled.length, attack.maxInputs).map((k) => labelled[k]!);
  const inputs = picked.map((i) => examples[i]!);
  if (inputs.length === 0) {
    const reason =
      examples.length === 0
        ? 'there are no inputs to attack'
        : 'no input is labelled: attack success is defined against the label';
    return methods.map((method) => ({
      ...emptyReport(method, attack, 0),
      skippedReason: reason,
      elapsedMs: now() - started,
    }));
  }
  const transformer = await createTransformer(settings.language);
  const poolFrom = options.poolFrom ?? examples;
  const base: OriginalScores =
    options.originals === undefined
      ? await scoreOriginals(models, inputs)
      : {
          teacher: pickRows(options.originals.teacher, options.originals.cols, picked),
          student: pickRows(options.originals.student, options.originals.cols, picked),
          cols: options.originals.cols,
        };
  const prepared: Prepared = {
    inputs,
    base,
    transformer,
    pool: candidatePool(transformer, poolFrom, attack.candidates),
    renamable: inputs.map((example): Renamable[] | null => {
      const lists: Renamable[] = [];
      for (const text of example.texts) {
        const result = transformer.listRenamable(text);
        if (result.status !== 'ok') return null;
        lists.push({ names: result.names, taken: new Set(result.taken) });
      }
      return lists;
    }),
    references: referencesFinder(inputs, distinctRows([...inputs, ...poolFrom])),
  };
  const reports: AttackReport[] = [];
  for (const method of methods) {
    reports.push(await runMethod(method, settings, models, prepared, now));
  }
  return reports;
}

/**
 * One method's attack (`method`, default greedy); see evaluateAttacks.
 *
 * @throws RangeError as evaluateAttacks.
 */
export async function evaluateAttack(
  settings: AttackSettings & { method?: AttackMethod },
  models: RobustnessModels,
  examples: readonly Example[],
  options: AttackOptions = {},
): Promise<AttackReport> {
  const method = settings.method ?? settings.attack.methods?.[0] ?? 'greedy';
  const [report] = await evaluateAttacks(
    { ...settings, attack: { ...settings.attack, methods: [method] } },
    models,
    examples,
    options,
  );
  return report!;
}
