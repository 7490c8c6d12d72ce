/**
 * The probe of `metacompress plan`, the side-effect edge of the plan: it
 * counts what the configured run holds, asks the cache whether the
 * teacher's side is there (with the keys the pipeline uses), runs the
 * pipeline itself on a few inputs (a method its budget stopped before its
 * first inputs were done again on fewer), times making T(x) once the parser
 * is warm, times each model on one call of
 * as many T(x) as the run scores and on batches of the sizes the attack
 * methods score, counts the identifier occurrences of the run's attacked
 * inputs (alert's substitutes follow them) and asks the language model's
 * cache for those substitutes. projection.ts turns what it measured into
 * the plan.
 */
import type { AttackMethod } from '../config/names.js';
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import type { ProbabilitySource } from '../inference/sources.js';
import {
  evaluate,
  languageModelStore,
  openModel,
  readModelFiles,
  type PipelineDeps,
  type Role,
} from '../pipeline/index.js';
import {
  ATTACK_GROUP,
  ATTACK_METHOD_DESCRIPTORS,
  attackedFunctions,
  donorPicker,
  evenlySpaced,
  inputSeed,
  occurrencesOf,
  transformExample,
  type AttackReport,
} from '../robustness/index.js';
import { createTransformer, DONOR_KINDS } from '../transforms/index.js';
import {
  languageModelMsPerInput,
  type MethodProbe,
  type PerSide,
  type PlanInput,
  type Side,
} from './projection.js';
import {
  probeLanguageModelStore,
  readsSubstitutes,
  substitutesCachedAt,
  teacherCached,
} from './cache-asked.js';
import { formatDuration } from './render.js';

/** Rows the probe scores (the vocabulary and coda's pool are drawn from them). */
export const PROBE_ROWS = 200;
/** Inputs the probe transforms (making T(x) is cheap; their T(x) are few to score). */
export const PROBE_TRANSFORM_INPUTS = 32;
/**
 * Labelled inputs the probe attacks with every method: one group of the
 * schedule, as the run's first (its steps scored together as the run's
 * are), and a sample whose mean queries per input came within 25% of a run
 * of 24 where 8 did not (coda, docs/robustness.md).
 */
export const PROBE_ATTACK_INPUTS = 16;
/**
 * Inputs a method is attacked on again, alone, when the probe's budget
 * stopped it before its first PROBE_ATTACK_INPUTS were done: the schedule
 * drops a group in flight whole, so fewer inputs side by side are what can
 * finish within the same budget.
 */
export const PROBE_RETRY_INPUTS = 2;
/**
 * The probe's time budget per method by default (`plan --probe-seconds`; the
 * configured one when smaller). A method it stops is counted at its
 * reference's budget, an upper bound: a student at tens of milliseconds a
 * query needs minutes per method for its searches to finish at the
 * references' budgets, and more time buys a measured mean.
 */
export const PROBE_METHOD_SECONDS = 60;
/** The most variants a model scores in one timed call (beyond two ONNX batches of 32 the cost per query is flat). */
const PROBE_BATCH_MAX = 64;
/**
 * The most rows or T(x) timed in one call. The run scores its rows in chunks
 * of 2048 and all its T(x) in one call, cut into batches of rows sorted by
 * length: the more rows, the less padding per batch, and past eight batches
 * of 32 the cost per query barely moves.
 */
const LARGE_CALL_MAX = 256;
/**
 * The variants one search of each method scores in one step (its
 * descriptor's; the schedule gathers the steps of up to ATTACK_GROUP inputs
 * into one call).
 */
function stepBatch(method: AttackMethod, cap: number | null): number {
  return ATTACK_METHOD_DESCRIPTORS[method].stepBatch(cap);
}

/** What the configured run holds: its rows and the positions of the labelled ones. */
async function countRows(
  dataset: Config['dataset'],
): Promise<{ rows: number; labelled: number[] }> {
  let rows = 0;
  const labelled: number[] = [];
  for await (const example of readDataset({ ...dataset })) {
    if (example.label >= 0) labelled.push(rows);
    rows += 1;
  }
  return { rows, labelled };
}

/**
 * The inputs a run over `dataset` attacks: at most `maxInputs` of its
 * labelled rows, evenly spaced (robustnessPositions' rule).
 */
async function attackedInputs(dataset: Config['dataset'], maxInputs: number): Promise<Example[]> {
  const { labelled } = await countRows(dataset);
  const picked = new Set(evenlySpaced(labelled.length, maxInputs).map((k) => labelled[k]!));
  const inputs: Example[] = [];
  let position = 0;
  for await (const example of readDataset({ ...dataset })) {
    if (picked.has(position)) inputs.push(example);
    position += 1;
  }
  return inputs;
}

/**
 * The identifier occurrences in the attacked functions of `inputs`: alert's
 * substitutes run the masked language model once per occurrence of a
 * renamable name (substitutes.ts, functionSubstitutes), so their cost
 * follows this count, not the number of inputs.
 */
async function identifierOccurrences(config: Config, inputs: readonly Example[]): Promise<number> {
  const { transforms } = config;
  if (transforms?.attack == null) return 0;
  const transformer = await createTransformer(transforms.language);
  let count = 0;
  for (const example of inputs) {
    const attacked = attackedFunctions(transforms.attack.pairSide, example.texts.length);
    for (const text of example.texts.slice(0, attacked)) {
      const listed = transformer.listRenamable(text);
      if (listed.status !== 'ok') continue;
      for (const name of listed.names) count += occurrencesOf(text, name).length;
    }
  }
  return count;
}

/**
 * Milliseconds per input of making T(x) of `inputs` with every kind, timed
 * after the probe's own run has used the parser: what each further input
 * costs, without the parser's first use (which the run pays once).
 */
async function msPerTransform(config: Config, inputs: readonly Example[]): Promise<number> {
  const { transforms } = config;
  if (transforms === null || inputs.length === 0) return 0;
  const transformer = await createTransformer(transforms.language);
  const started = performance.now();
  for (const kind of transforms.kinds) {
    const donorOf = DONOR_KINDS.includes(kind) ? donorPicker(inputs, transforms.seed) : () => null;
    for (const example of inputs) {
      transformExample(
        transformer,
        example,
        kind,
        inputSeed(transforms.seed, example.row),
        donorOf(example),
      );
    }
  }
  return (performance.now() - started) / inputs.length;
}

/**
 * The configured run shrunk to a probe: its first PROBE_ROWS rows,
 * `transformInputs` transformed and `attackInputs` attacked inputs with
 * `methods`, each method under `methodSeconds`, no time limit, unsharded,
 * every other setting (caps, language model) as configured.
 */
export function probeConfig(
  config: Config,
  sizes: { transformInputs: number; attackInputs: number; methods?: AttackMethod[] },
  methodSeconds: number,
): Config {
  const { transforms } = config;
  return {
    ...config,
    dataset: { ...config.dataset, limit: Math.min(config.dataset.limit ?? Infinity, PROBE_ROWS) },
    shard: null,
    timeLimitSeconds: null,
    gate: { ...config.gate, baseline: null },
    transforms:
      transforms === null
        ? null
        : {
            ...transforms,
            limit: Math.min(transforms.limit ?? Infinity, sizes.transformInputs),
            attack:
              transforms.attack === null
                ? null
                : {
                    ...transforms.attack,
                    methods: sizes.methods ?? transforms.attack.methods,
                    maxInputs: Math.min(transforms.attack.maxInputs, sizes.attackInputs),
                    timeBudgetSeconds: Math.min(
                      transforms.attack.timeBudgetSeconds ?? Infinity,
                      methodSeconds,
                    ),
                  },
          },
  };
}

/** The probe's own run: the pipeline on the small config, nothing kept. */
async function probeEvaluate(small: Config, deps: PipelineDeps, say: (line: string) => void) {
  const cache = small.transforms?.attack?.cache ?? null;
  return evaluate(small, {
    loadRuntime: deps.loadRuntime,
    // Only the robustness step's lines (each part's inputs and seconds) are the probe's progress.
    log: {
      info: (line) => {
        if (line.startsWith('robustness: ')) say(`probe ${line.slice('robustness: '.length)}`);
      },
      warning: () => {},
    },
    languageModelCache: probeLanguageModelStore(languageModelStore(deps, cache)),
  });
}

/**
 * Milliseconds of model time per query for each model on each timed call:
 * `size` distinct variants of `examples` (a trailing comment numbers them,
 * so each is tokenised and run anew), scored in one call after one untimed
 * warm-up call. The teacher is timed even when the cache holds its side:
 * the probe's own run scored with it.
 */
async function msPerQuery(
  config: Config,
  deps: PipelineDeps,
  calls: readonly { examples: readonly Example[]; size: number }[],
): Promise<PerSide[]> {
  const costs = calls.map((): PerSide => ({ teacher: 0, student: 0 }));
  let serial = 0;
  const variants = (examples: readonly Example[], size: number): Example[] =>
    Array.from({ length: size }, (_, k) => {
      const example = examples[k % examples.length]!;
      const texts = [...example.texts] as Example['texts'];
      texts[0] = `${texts[0]}\n// ${(serial += 1)}`;
      return { ...example, texts };
    });
  for (const role of ['teacher', 'student'] as Role[]) {
    const opened = await openModel(await readModelFiles(config[role], role), {
      role,
      threads: config.threads,
      deps: { loadRuntime: deps.loadRuntime },
      tokenCaches: new Map(),
      cached: null,
      classes: null,
      dataset: config.dataset,
    });
    try {
      const source: ProbabilitySource | null = await opened.live();
      if (source === null) continue;
      const [first] = calls;
      if (first !== undefined) await source.score(variants(first.examples, 4));
      for (const [i, { examples, size }] of calls.entries()) {
        const before = source.elapsedMs;
        await source.score(variants(examples, size));
        costs[i]![role] = (source.elapsedMs - before) / size;
      }
    } finally {
      await opened.release();
    }
  }
  return costs;
}

/** What methodProbe reads of a method's report. */
export type ProbedReport = Pick<
  AttackReport,
  | 'method'
  | 'substitutes'
  | 'outsideBudgetMs'
  | 'elapsedMs'
  | 'modelMs'
  | 'selected'
  | 'evaluated'
  | 'referenceQueriesPerInput'
> & {
  teacher: Pick<NonNullable<AttackReport['teacher']>, 'queries' | 'attacked'> | null;
  student: Pick<NonNullable<AttackReport['student']>, 'queries' | 'attacked'> | null;
};

/**
 * One method as the probe ran it (a pure reading of its report).
 *
 * Measured: the queries per attacked input are the probe's mean
 * (mispredicted inputs count 0, as in the run), and the model costs are
 * scaled so that its queries at them take the probe's model time: the timed
 * batches give the teacher:student proportion, the probe's own run the
 * scale, which holds the queries the run's memo answers (greedy's importance
 * probes are wir-random's, scored before it in the probe as in the run).
 * Stopped before its first inputs were done (its time budget, even on
 * PROBE_RETRY_INPUTS inputs): every input is counted at the reference's
 * budget (or the cap; greedy, which has no reference, at its own 100), an
 * upper bound, as a search stops early only on a success. So is a model
 * that searched none of the inputs the probe ran (it mispredicted them all,
 * as can happen on the PROBE_RETRY_INPUTS of a retry): its mean would be 0,
 * and a plan that projects a model's attacks as free is wrong where an upper
 * bound is only pessimistic.
 *
 * The language model's work outside the time budget is
 * `languageModelMsPerInput` of the run's inputs (projection.ts): alert's
 * substitutes from the probe's time over its `occurrences` and the run's
 * per input (the language model runs once per occurrence); coda's
 * reference similarities (`outsideBudgetMs`, computed beside its search)
 * per attacked input, as each input draws and ranks its own references.
 */
export function methodProbe(
  report: ProbedReport,
  cost: PerSide,
  cap: number | null,
  occurrences: { probe: number; runPerInput: number },
): MethodProbe {
  const substitutes = report.substitutes;
  const languageModelMs =
    substitutes === undefined
      ? (report.outsideBudgetMs ?? 0)
      : substitutes.cacheHit
        ? 0
        : substitutes.computeMs;
  const searchMs = report.elapsedMs - languageModelMs;
  const overhead = report.modelMs > 0 ? Math.max(1, searchMs / report.modelMs) : 1;
  const languageModel =
    substitutes === undefined
      ? languageModelMsPerInput(languageModelMs, report.selected, 0, 0)
      : languageModelMsPerInput(
          languageModelMs,
          report.selected,
          occurrences.probe,
          occurrences.runPerInput,
        );
  // A method without a reference (greedy) spends its own budget.
  const descriptor = ATTACK_METHOD_DESCRIPTORS[report.method];
  const nothing = { sites: 0, occurrences: 0, substitutes: 0, identifiers: 0 };
  const noReference = descriptor.referenceQueries(nothing);
  const own = noReference === null ? descriptor.uncappedQueries(nothing) : Infinity;
  const budget = Math.min(report.referenceQueriesPerInput ?? own, cap ?? Infinity);
  const reference = Number.isFinite(budget) ? budget : 0;
  const { teacher, student } = report;
  if (report.evaluated === 0 || teacher === null || student === null) {
    return {
      method: report.method,
      queriesPerInput: { teacher: reference, student: reference },
      queriesFrom: { teacher: 'reference', student: 'reference' },
      probedInputs: 0,
      msPerQuery: cost,
      overhead,
      languageModelMsPerInput: languageModel,
    };
  }
  const modelled = teacher.queries * cost.teacher + student.queries * cost.student;
  const scale = modelled > 0 ? report.modelMs / modelled : 1;
  const searched = { teacher: teacher.attacked > 0, student: student.attacked > 0 };
  const perInput = (side: Side) =>
    searched[side] ? report[side]!.queries / report.evaluated : reference;
  const from = (side: Side) => (searched[side] ? 'measured' : 'reference');
  return {
    method: report.method,
    queriesPerInput: { teacher: perInput('teacher'), student: perInput('student') },
    queriesFrom: { teacher: from('teacher'), student: from('student') },
    probedInputs: report.evaluated,
    msPerQuery: { teacher: cost.teacher * scale, student: cost.student * scale },
    overhead,
    languageModelMsPerInput: languageModel,
  };
}

/**
 * The methods the probe attacks again, alone, on PROBE_RETRY_INPUTS inputs:
 * those its time budget stopped before their first inputs were done (the
 * schedule drops the group in flight, so nothing of theirs was measured).
 * A method that ran, or was skipped (no labelled input), is not.
 */
export function stoppedBeforeFirstInputs<
  R extends Pick<AttackReport, 'evaluated' | 'budgetExhausted' | 'skippedReason'>,
>(reports: readonly R[]): R[] {
  return reports.filter((r) => r.evaluated === 0 && r.budgetExhausted && r.skippedReason === null);
}

/** What the probe saw, for the plan's header. */
export interface ProbeSummary {
  rows: number;
  transformInputs: number;
  attackInputs: number;
  /** The time budget of each method (seconds; the configured one when smaller). */
  methodSeconds: number;
  /** Methods attacked again on PROBE_RETRY_INPUTS inputs (their budget stopped them on the first). */
  retried: AttackMethod[];
  /** The probe's own wall time. */
  elapsedMs: number;
}

/**
 * Probes the configured run (see the module comment): the plan's input, and
 * what the probe ran on. `deps.teacherCache` is asked, never written; the
 * probe's own run keeps nothing.
 */
export async function probeRun(
  config: Config,
  deps: PipelineDeps,
  methodSeconds: number = PROBE_METHOD_SECONDS,
): Promise<{ input: PlanInput; probe: ProbeSummary }> {
  const started = performance.now();
  // Progress on stderr, phase by phase: a probe at the reference budgets runs for many minutes.
  const say = (line: string) =>
    deps.log.info(`plan: ${line} (${formatDuration(performance.now() - started)} in)`);
  const counts = await countRows(config.dataset);
  const cached = await teacherCached(config, deps);
  const small = probeConfig(
    config,
    { transformInputs: PROBE_TRANSFORM_INPUTS, attackInputs: PROBE_ATTACK_INPUTS },
    methodSeconds,
  );
  const probed = small.transforms?.attack ?? null;
  say(
    `probing the run on its first ${small.dataset.limit ?? PROBE_ROWS} rows` +
      (small.transforms === null ? '' : `, ${small.transforms.limit} transformed inputs`) +
      (probed === null || probed.methods.length === 0
        ? ''
        : ` and ${probed.maxInputs} attacked inputs per method (${probed.methods.join(', ')}; each under ${formatDuration((probed.timeBudgetSeconds ?? methodSeconds) * 1000)})`),
  );
  const report = await probeEvaluate(small, deps, say);
  const robustness = report.robustness ?? null;
  const { transforms } = config;
  const attack = transforms?.attack ?? null;
  const attackInputs = attack === null ? 0 : Math.min(attack.maxInputs, counts.labelled.length);
  const stopped = stoppedBeforeFirstInputs(robustness?.attacks ?? []);
  const retry =
    stopped.length === 0
      ? null
      : probeConfig(
          config,
          {
            transformInputs: 1,
            attackInputs: PROBE_RETRY_INPUTS,
            methods: stopped.map((r) => r.method),
          },
          methodSeconds,
        );
  if (retry !== null) {
    say(
      `attacking again on ${PROBE_RETRY_INPUTS} inputs, stopped before their first: ${stopped.map((r) => r.method).join(', ')}`,
    );
  }
  const retried = new Map(
    retry === null
      ? []
      : ((await probeEvaluate(retry, deps, say)).robustness?.attacks ?? []).map((r) => [
          r.method,
          r,
        ]),
  );
  const inFlight = Math.max(1, Math.min(ATTACK_GROUP, attackInputs));
  const attackSize = (m: AttackMethod) =>
    Math.min(PROBE_BATCH_MAX, stepBatch(m, attack!.queries) * inFlight);
  const sizes = [...new Set((attack?.methods ?? []).map(attackSize))];
  const rowExamples: Example[] = [];
  for await (const example of readDataset({ ...small.dataset })) rowExamples.push(example);
  const labelled = rowExamples.filter((e) => e.label >= 0).slice(0, ATTACK_GROUP);
  const transformInputs =
    transforms === null ? 0 : Math.min(transforms.limit ?? Infinity, counts.rows);
  const variantsPerInput =
    robustness === null || robustness.inputs === 0
      ? 0
      : robustness.transformed.reduce((n, k) => n + k.transformed, 0) / robustness.inputs;
  // The rows and T(x) as the run scores them: in large calls (at most LARGE_CALL_MAX timed).
  const large = (n: number) => Math.max(1, Math.min(LARGE_CALL_MAX, Math.round(n)));
  say("timing each model at the run's batch sizes");
  const timed =
    rowExamples.length === 0
      ? []
      : await msPerQuery(config, deps, [
          { examples: rowExamples, size: large(counts.rows) },
          { examples: rowExamples, size: large(transformInputs * variantsPerInput) },
          ...(labelled.length === 0 ? [] : sizes.map((size) => ({ examples: labelled, size }))),
        ]);
  const [rowsCost, transformCost, ...attackCosts] = timed;
  const zero = { teacher: 0, student: 0 };
  const rowsUsed = Math.max(1, report.dataset.rowsUsed);
  const probeRowMs = { teacher: report.timings.teacherMs, student: report.timings.studentMs };
  // A row costs what one of the large timed call does; the probe's rows, what the
  // model's first call adds (once per shard). Without a timed call, the probe's mean.
  const rowCost = (side: Side) => rowsCost?.[side] ?? probeRowMs[side] / rowsUsed;
  const input: PlanInput = {
    setupMs: report.timings.loadMs,
    rows: {
      count: counts.rows,
      msPerRow: { teacher: rowCost('teacher'), student: rowCost('student') },
      firstCallMs: {
        teacher: Math.max(0, probeRowMs.teacher - rowCost('teacher') * rowsUsed),
        student: Math.max(0, probeRowMs.student - rowCost('student') * rowsUsed),
      },
    },
    transformed: null,
    attacks: null,
    teacherCached: cached,
  };
  if (transforms !== null && robustness !== null && robustness.inputs > 0) {
    // Making T(x): the probe's own run paid the parser's first use; timed again, each input.
    const made = robustness.transformed.reduce((ms, k) => ms + k.transformMs, 0);
    const probed = evenlySpaced(rowExamples.length, small.transforms!.limit).map(
      (i) => rowExamples[i]!,
    );
    const perInput = await msPerTransform(config, probed);
    input.transformed = {
      inputs: transformInputs,
      variantsPerInput,
      msPerQuery: transformCost ?? zero,
      transformSetupMs: Math.max(0, made - perInput * robustness.inputs),
      transformMsPerInput: perInput,
    };
  }
  if (attack !== null && robustness !== null) {
    const needsOccurrences = attack.methods.some(readsSubstitutes);
    if (needsOccurrences) {
      say(
        `counting the identifiers of the run's ${attackInputs} attacked inputs, and asking the cache`,
      );
    }
    const runInputs = needsOccurrences
      ? await attackedInputs(config.dataset, attack.maxInputs)
      : [];
    const runOccurrences = await identifierOccurrences(config, runInputs);
    const probeOccurrences = async (r: AttackReport) =>
      needsOccurrences && readsSubstitutes(r.method)
        ? identifierOccurrences(config, await attackedInputs(small.dataset, r.maxInputs))
        : 0;
    const methods: MethodProbe[] = [];
    for (const first of robustness.attacks) {
      const r = retried.get(first.method) ?? first;
      methods.push(
        methodProbe(r, attackCosts[sizes.indexOf(attackSize(r.method))] ?? zero, attack.queries, {
          probe: await probeOccurrences(r),
          runPerInput: runInputs.length === 0 ? 0 : runOccurrences / runInputs.length,
        }),
      );
    }
    input.attacks = {
      inputs: attackInputs,
      timeBudgetSeconds: attack.timeBudgetSeconds,
      methods,
      substitutesCachedAt: await substitutesCachedAt(config, deps, runInputs),
    };
  }
  return {
    input,
    probe: {
      rows: report.dataset.rowsUsed,
      transformInputs: robustness?.inputs ?? 0,
      attackInputs: robustness?.attacks[0]?.selected ?? 0,
      methodSeconds: small.transforms?.attack?.timeBudgetSeconds ?? methodSeconds,
      retried: [...retried.keys()],
      elapsedMs: performance.now() - started,
    },
  };
}
