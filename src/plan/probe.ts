/**
 * The probe of `metacompress plan`, the side-effect edge of the plan: it
 * counts what the configured run holds, asks the cache whether the
 * teacher's side is there (with the keys the pipeline uses), runs the
 * pipeline itself on a few inputs, and times each model on batches of the
 * sizes the attack methods score. projection.ts turns what it measured
 * into the plan.
 */
import type { AttackMethod } from '../config/names.js';
import type { Config } from '../config/types.js';
import { readDataset } from '../data/read-dataset.js';
import type { Example } from '../data/types.js';
import { sha256File } from '../hash.js';
import type { ProbabilitySource } from '../inference/sources.js';
import { evaluate, storeIdentity } from '../pipeline/index.js';
import { openModel, readModelFiles } from '../pipeline/models.js';
import type { PipelineDeps, Role } from '../pipeline/types.js';
import type { AttackReport } from '../robustness/types.js';
import { ALERT_CHILDREN } from '../robustness/attack/alert.js';
import { CODA_REFERENCES } from '../robustness/attack/coda.js';
import { MHM_CANDIDATES } from '../robustness/attack/mhm.js';
import { WIR_CANDIDATES } from '../robustness/attack/wir-random.js';
import { entryKey } from '../store/key.js';
import type { MethodProbe, PerSide, PlanInput } from './projection.js';

/** Rows the probe scores (the vocabulary and coda's pool are drawn from them). */
export const PROBE_ROWS = 200;
/** Inputs the probe transforms. */
export const PROBE_TRANSFORM_INPUTS = 8;
/** Labelled inputs the probe attacks with every method. */
export const PROBE_ATTACK_INPUTS = 8;
/** The probe's time budget per method (the configured one when smaller). */
export const PROBE_METHOD_SECONDS = 60;
/** The most variants a model scores in one timed call (beyond two ONNX batches of 32 the cost per query is flat). */
const PROBE_BATCH_MAX = 64;
/** Inputs the schedule attacks side by side, their queries scored together (schedule.ts's GROUP). */
const ATTACK_GROUP = 16;

/** greedy's budget per input without a cap: it has no reference (schedule.ts, GREEDY_QUERIES). */
const GREEDY_BUDGET = 100;

/**
 * The variants one search of each method scores in one step (the schedule
 * gathers the steps of up to 16 inputs into one call): mhm and wir-random 30
 * candidates, alert's generations 64 children, coda 64 structure variants,
 * greedy half its remaining budget (100 without a cap, schedule.ts).
 */
function stepBatch(method: AttackMethod, cap: number | null): number {
  if (method === 'mhm') return MHM_CANDIDATES;
  if (method === 'wir-random') return WIR_CANDIDATES;
  if (method === 'alert') return ALERT_CHILDREN;
  if (method === 'coda') return CODA_REFERENCES;
  return Math.ceil((cap ?? GREEDY_BUDGET) / 2);
}

/** What the configured run holds: its rows, labelled rows and the cache's part. */
async function countRows(config: Config): Promise<{ rows: number; labelled: number }> {
  let rows = 0;
  let labelled = 0;
  for await (const example of readDataset({ ...config.dataset })) {
    rows += 1;
    if (example.label >= 0) labelled += 1;
  }
  return { rows, labelled };
}

/** Whether the cache holds the teacher's outputs and robustness side for the configured run. */
async function teacherCached(
  config: Config,
  deps: PipelineDeps,
): Promise<PlanInput['teacherCached']> {
  const teacherFiles = await readModelFiles(config.teacher, 'teacher');
  // Precomputed outputs cost nothing to read (and cannot score T(x)).
  if (teacherFiles.kind === 'outputs') return { outputs: true, robustness: false };
  const cache = deps.teacherCache;
  if (cache === undefined) return { outputs: false, robustness: false };
  const identity = storeIdentity(config, teacherFiles, {
    datasetSha256: await sha256File(config.dataset.path, 'dataset'),
    functionsSha256:
      config.dataset.functions === null
        ? null
        : await sha256File(config.dataset.functions, 'dataset.functions'),
    runtime: deps.runtimeVersion ?? null,
  });
  const outputs = (await cache.restore(entryKey('teacher-outputs', identity))) !== null;
  const robustness =
    config.transforms !== null &&
    cache.restoreScores !== undefined &&
    (await cache.restoreScores(entryKey('teacher-robustness', identity))) !== null;
  return { outputs, robustness };
}

/**
 * The configured run shrunk to a probe: its first PROBE_ROWS rows, a few
 * transformed and attacked inputs, each method under PROBE_METHOD_SECONDS,
 * no time limit, unsharded, every other setting (caps, methods, language
 * model) as configured.
 */
function probeConfig(config: Config): Config {
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
            limit: Math.min(transforms.limit ?? Infinity, PROBE_TRANSFORM_INPUTS),
            attack:
              transforms.attack === null
                ? null
                : {
                    ...transforms.attack,
                    maxInputs: Math.min(transforms.attack.maxInputs, PROBE_ATTACK_INPUTS),
                    timeBudgetSeconds: Math.min(
                      transforms.attack.timeBudgetSeconds ?? Infinity,
                      PROBE_METHOD_SECONDS,
                    ),
                  },
          },
  };
}

/**
 * Milliseconds of model time per query for each model at each batch size:
 * `size` distinct variants of the examples (a trailing comment numbers
 * them, so each is tokenised and run anew), scored in one call after one
 * untimed warm-up call. The teacher is timed even when the cache holds its
 * side: the probe's own run scored with it, and its share is taken out.
 */
async function msPerQuery(
  config: Config,
  deps: PipelineDeps,
  examples: readonly Example[],
  sizes: readonly number[],
): Promise<Map<number, PerSide>> {
  const costs = new Map<number, PerSide>(sizes.map((size) => [size, { teacher: 0, student: 0 }]));
  let serial = 0;
  const variants = (size: number): Example[] =>
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
      await source.score(variants(Math.min(4, examples.length)));
      for (const size of sizes) {
        const before = source.elapsedMs;
        await source.score(variants(size));
        costs.get(size)![role] = (source.elapsedMs - before) / size;
      }
    } finally {
      await opened.release();
    }
  }
  return costs;
}

/**
 * One method as the probe ran it. Measured: the queries per attacked input
 * are the probe's mean (mispredicted inputs count 0, as in the run), and the
 * model costs are scaled so that its queries at them take the probe's model
 * time (the timed batches give only the teacher:student proportion). Stopped
 * before its first inputs were done (its time budget): every input is
 * counted at the reference's budget (or the cap; greedy, which has no
 * reference, at its own 100), an upper bound.
 */
function methodProbe(report: AttackReport, cost: PerSide, cap: number | null): MethodProbe {
  // alert's substitutes are the language model's work, outside the time budget: apart.
  const languageModelMs =
    report.substitutes !== undefined && !report.substitutes.cacheHit
      ? report.substitutes.computeMs
      : 0;
  const languageModelMsPerInput = report.selected > 0 ? languageModelMs / report.selected : 0;
  const searchMs = report.elapsedMs - languageModelMs;
  const overhead = report.modelMs > 0 ? Math.max(1, searchMs / report.modelMs) : 1;
  if (report.evaluated === 0 || report.teacher === null || report.student === null) {
    const own = report.method === 'greedy' ? GREEDY_BUDGET : Infinity;
    const budget = Math.min(report.referenceQueriesPerInput ?? own, cap ?? Infinity);
    const q = Number.isFinite(budget) ? budget : 0;
    return {
      method: report.method,
      queriesPerInput: { teacher: q, student: q },
      queriesFrom: 'reference',
      msPerQuery: cost,
      overhead,
      languageModelMsPerInput,
    };
  }
  const queries = { teacher: report.teacher.queries, student: report.student.queries };
  const modelled = queries.teacher * cost.teacher + queries.student * cost.student;
  const scale = modelled > 0 ? report.modelMs / modelled : 1;
  return {
    method: report.method,
    queriesPerInput: {
      teacher: queries.teacher / report.evaluated,
      student: queries.student / report.evaluated,
    },
    queriesFrom: 'measured',
    msPerQuery: { teacher: cost.teacher * scale, student: cost.student * scale },
    overhead,
    languageModelMsPerInput,
  };
}

/** What the probe saw, for the plan's header. */
export interface ProbeSummary {
  rows: number;
  transformInputs: number;
  attackInputs: number;
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
): Promise<{ input: PlanInput; probe: ProbeSummary }> {
  const started = performance.now();
  const counts = await countRows(config);
  const cached = await teacherCached(config, deps);
  const small = probeConfig(config);
  const report = await evaluate(small, {
    loadRuntime: deps.loadRuntime,
    log: { info: () => {}, warning: () => {} },
    ...(deps.languageModelCache === undefined
      ? {}
      : { languageModelCache: deps.languageModelCache }),
  });
  const robustness = report.robustness ?? null;
  const { transforms } = config;
  const attack = transforms?.attack ?? null;
  const attackInputs = attack === null ? 0 : Math.min(attack.maxInputs, counts.labelled);
  const inFlight = Math.max(1, Math.min(ATTACK_GROUP, attackInputs));
  const sizes = [
    ...new Set(
      (attack?.methods ?? []).map((m) =>
        Math.min(PROBE_BATCH_MAX, stepBatch(m, attack!.queries) * inFlight),
      ),
    ),
  ];
  const largest = Math.max(PROBE_BATCH_MAX, ...sizes);
  if (!sizes.includes(largest)) sizes.push(largest);
  const examples: Example[] = [];
  for await (const example of readDataset({ ...small.dataset })) {
    if (example.label >= 0) examples.push(example);
    if (examples.length >= ATTACK_GROUP) break;
  }
  const costs =
    transforms === null || examples.length === 0
      ? new Map<number, PerSide>()
      : await msPerQuery(config, deps, examples, sizes);
  const rowsUsed = Math.max(1, report.dataset.rowsUsed);
  const input: PlanInput = {
    setupMs: report.timings.loadMs,
    rows: {
      count: counts.rows,
      msPerRow: {
        teacher: report.timings.teacherMs / rowsUsed,
        student: report.timings.studentMs / rowsUsed,
      },
    },
    transformed: null,
    attacks: null,
    teacherCached: cached,
  };
  if (transforms !== null && robustness !== null && robustness.inputs > 0) {
    const kinds = robustness.transformed;
    const variants = kinds.reduce((n, k) => n + k.transformed, 0);
    // As for a method: the timed batches give the proportion, the probe's scoring time the scale.
    const cost = costs.get(largest) ?? { teacher: 0, student: 0 };
    const modelled = variants * (cost.teacher + cost.student);
    const scale = modelled > 0 ? kinds.reduce((ms, k) => ms + k.scoreMs, 0) / modelled : 1;
    input.transformed = {
      inputs: transforms.limit === null ? counts.rows : Math.min(transforms.limit, counts.rows),
      variantsPerInput: variants / robustness.inputs,
      msPerQuery: { teacher: cost.teacher * scale, student: cost.student * scale },
      transformMsPerInput: kinds.reduce((ms, k) => ms + k.transformMs, 0) / robustness.inputs,
    };
  }
  if (attack !== null && robustness !== null) {
    input.attacks = {
      inputs: attackInputs,
      timeBudgetSeconds: attack.timeBudgetSeconds,
      methods: robustness.attacks.map((r) =>
        methodProbe(
          r,
          costs.get(Math.min(PROBE_BATCH_MAX, stepBatch(r.method, attack.queries) * inFlight)) ?? {
            teacher: 0,
            student: 0,
          },
          attack.queries,
        ),
      ),
    };
  }
  return {
    input,
    probe: {
      rows: report.dataset.rowsUsed,
      transformInputs: robustness?.inputs ?? 0,
      attackInputs: robustness?.attacks[0]?.selected ?? 0,
      elapsedMs: performance.now() - started,
    },
  };
}
