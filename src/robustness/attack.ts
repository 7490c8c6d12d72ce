/**
 * The attack probe (SPEC §5): a budgeted black-box identifier-renaming search
 * per input, in the spirit of MHM and WIR-Random, run against the teacher and
 * the student separately on the same inputs.
 *
 * For one input x with label y that the model predicts correctly:
 *
 * 1. Sites: the renamable local variables and parameters of each function
 *    (the transformations module decides what is renamable).
 * 2. Importance: each site is renamed alone to a neutral name (`v1`, `v2`, ...
 *    whichever the function does not use) and the drop of the model's
 *    probability of y is measured, one query per site (at most half the
 *    queries; with more sites, a seeded sample of them).
 * 3. Substitution: in order of importance, each site gets a seeded sample of
 *    candidate names (the dataset's own most frequent local identifiers, as
 *    MHM and WIR-Random draw from the data set's vocabulary), scored in one
 *    batch: the most important site up to half the remaining queries, the
 *    next half of what is left, the last all that remains. The candidate that
 *    lowers p(y) most is kept (greedy), and passes over the sites repeat with
 *    untried candidates while queries remain.
 * The attack succeeds as soon as one variant makes the model predict a class
 * other than y. At most `queries` variants are scored per input and model.
 * Everything is deterministic given the seed (each input draws from
 * `inputSeed(seed, row)`); only the time budget can cut a run short.
 */
import type { AttackConfig } from '../config/types.js';
import type { Ratio } from '../gate/types.js';
import type { Example } from '../data/types.js';
import { argmax, rate } from '../relations/index.js';
import {
  createTransformer,
  isValidNewName,
  type CodeTransformer,
  type TransformLanguage,
} from '../transforms/index.js';
import { createRandom, type Random } from '../transforms/random.js';
import { ScoreCoalescer, type Scored } from './coalesce.js';
import { evenlySpaced, inputSeed } from './sampling.js';
import {
  pickRows,
  scoreOriginals,
  type OriginalScores,
  type RobustnessModels,
} from './transformed.js';
import type { AttackExample, AttackModelResult, AttackReport } from './types.js';

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

interface Site {
  text: number;
  name: string;
}

/** Per function of an input: what may be renamed and what a new name must avoid. */
interface Renamable {
  names: readonly string[];
  taken: ReadonlySet<string>;
}

type Outcome =
  | { status: 'wrong' | 'unparsable' | 'no-identifiers' }
  | { status: 'failed' | 'interrupted'; queries: number }
  | { status: 'success'; queries: number; renames: [number, string, string][] };

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
 * The candidate names: renamable identifiers of the given examples' functions,
 * most frequent first (counted once per function; ties by name), valid as a
 * new name in the language, at most `size` of them.
 */
export function candidatePool(
  transformer: CodeTransformer,
  examples: readonly Example[],
  size: number,
): string[] {
  const counts = new Map<string, number>();
  for (const example of examples) {
    for (const text of example.texts) {
      const result = transformer.listRenamable(text);
      if (result.status !== 'ok') continue;
      for (const name of result.names) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([name]) => isValidNewName(transformer.language, name))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, size)
    .map(([name]) => name);
}

function neutralName(taken: ReadonlySet<string>): string {
  for (let k = 1; ; k++) if (!taken.has(`v${k}`)) return `v${k}`;
}

interface SearchContext {
  example: Example;
  label: number;
  /** The model's probability of the label on x. */
  baseProbability: number;
  renamable: Renamable[];
  transformer: CodeTransformer;
  pool: readonly string[];
  queries: number;
  random: Random;
  score: (examples: readonly Example[]) => Promise<Scored>;
  expired: () => boolean;
}

/** The search on one correctly predicted input; see the module comment. */
async function searchInput(ctx: SearchContext): Promise<Outcome> {
  const { example, label, renamable, transformer, random } = ctx;
  const sites: Site[] = renamable.flatMap((r, text) => r.names.map((name) => ({ text, name })));
  if (sites.length === 0) return { status: 'no-identifiers' };
  const originals = example.texts;
  const mappings = originals.map(() => new Map<string, string>());
  const current = [...originals];
  let used = 0;

  /** x with the current renames plus `site -> name`; null when the rename is refused. */
  const variant = (site: Site, name: string): string[] | null => {
    const mapping = new Map(mappings[site.text]);
    mapping.set(site.name, name);
    let result;
    try {
      result = transformer.rename(originals[site.text]!, mapping);
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
    if (result.status !== 'ok' || !result.changed) return null;
    const texts = [...current];
    texts[site.text] = result.code;
    return texts;
  };
  const renamesWith = (site: Site, name: string): [number, string, string][] => {
    const renames: [number, string, string][] = [];
    mappings.forEach((mapping, text) => {
      for (const [from, to] of mapping)
        if (!(text === site.text && from === site.name)) renames.push([text, from, to]);
    });
    renames.push([site.text, site.name, name]);
    return renames;
  };
  /** Scores the tries; returns the index of a flipping one, and each try's p(label). */
  const run = async (texts: string[][]): Promise<{ flip: number; p: number[] }> => {
    const scored = await ctx.score(
      texts.map((t) => ({ ...example, texts: t as Example['texts'] })),
    );
    used += texts.length;
    const matrix = { data: scored.data, rows: texts.length, cols: scored.cols };
    const p = texts.map((_, i) => scored.data[i * scored.cols + label]!);
    let flip = -1;
    for (let i = 0; i < texts.length; i++) {
      if (argmax(matrix, i) !== label && (flip < 0 || p[i]! < p[flip]!)) flip = i;
    }
    return { flip, p };
  };

  // Importance: one neutral rename per site, on at most half the queries.
  const order = random.shuffle(sites);
  const probed = order.slice(0, Math.min(order.length, Math.ceil(ctx.queries / 2)));
  const importance = new Map<Site, number>();
  const tries: { site: Site; name: string; texts: string[] }[] = [];
  for (const site of probed) {
    const name = neutralName(renamable[site.text]!.taken);
    const texts = variant(site, name);
    if (texts !== null) tries.push({ site, name, texts });
  }
  if (tries.length > 0) {
    if (ctx.expired()) return { status: 'interrupted', queries: used };
    const { flip, p } = await run(tries.map((t) => t.texts));
    if (flip >= 0) {
      const hit = tries[flip]!;
      return { status: 'success', queries: used, renames: renamesWith(hit.site, hit.name) };
    }
    tries.forEach((t, i) => importance.set(t.site, ctx.baseProbability - p[i]!));
  }
  // Most important first; sites never probed keep their seeded order after them.
  const ranked = order
    .map((site, position) => ({ site, position, drop: importance.get(site) ?? -Infinity }))
    .sort((a, b) => b.drop - a.drop || a.position - b.position)
    .map((r) => r.site);

  let probability = ctx.baseProbability;
  const tried = new Map<Site, Set<string>>(ranked.map((site) => [site, new Set<string>()]));
  for (;;) {
    let progressed = false;
    for (let i = 0; i < ranked.length && used < ctx.queries; i++) {
      const site = ranked[i]!;
      const taken = renamable[site.text]!.taken;
      const targets = new Set(mappings[site.text]!.values());
      const seen = tried.get(site)!;
      const open = ctx.pool.filter((c) => !taken.has(c) && !targets.has(c) && !seen.has(c));
      if (open.length === 0) continue;
      // The most important site gets half the remaining queries, the next half of
      // what is left, and so on; the last site of a pass gets all that remains.
      const remaining = ctx.queries - used;
      const quota = i === ranked.length - 1 ? remaining : Math.ceil(remaining / 2);
      const batch: { name: string; texts: string[] }[] = [];
      for (const name of random.shuffle(open)) {
        if (batch.length >= quota) break;
        seen.add(name);
        const texts = variant(site, name);
        if (texts !== null) batch.push({ name, texts });
      }
      if (batch.length === 0) continue;
      progressed = true;
      if (ctx.expired()) return { status: 'interrupted', queries: used };
      const { flip, p } = await run(batch.map((b) => b.texts));
      if (flip >= 0) {
        return {
          status: 'success',
          queries: used,
          renames: renamesWith(site, batch[flip]!.name),
        };
      }
      let best = 0;
      for (let k = 1; k < p.length; k++) if (p[k]! < p[best]!) best = k;
      if (p[best]! < probability) {
        probability = p[best]!;
        mappings[site.text]!.set(site.name, batch[best]!.name);
        current[site.text] = batch[best]!.texts[site.text]!;
      }
    }
    if (!progressed || used >= ctx.queries) return { status: 'failed', queries: used };
  }
}

function summarise(outcomes: readonly Outcome[], inputs: number): AttackModelResult {
  let correct = 0;
  let notParsable = 0;
  let noIdentifiers = 0;
  let successes = 0;
  let queries = 0;
  for (const outcome of outcomes) {
    if (outcome.status === 'wrong') continue;
    correct += 1;
    if (outcome.status === 'unparsable') notParsable += 1;
    if (outcome.status === 'no-identifiers') noIdentifiers += 1;
    if (outcome.status === 'success') successes += 1;
    if ('queries' in outcome) queries += outcome.queries;
  }
  const attacked = correct - notParsable;
  return {
    inputs,
    correct,
    notParsable,
    attacked,
    noIdentifiers,
    success: rate(successes, attacked),
    accuracyBefore: inputs === 0 ? null : correct / inputs,
    accuracyAfter: inputs === 0 ? null : (correct - successes) / inputs,
    drop: inputs === 0 ? null : successes / inputs,
    queries,
    meanQueries: attacked === 0 ? null : queries / attacked,
  };
}

/**
 * Relative degradation under the attack: student drop / teacher drop - 1
 * (the paper's "285% more degradation" is 2.85). Undefined (null) when either
 * drop is undefined or neither model's accuracy dropped; 'infinite' when only
 * the student's dropped (the gate fails it whenever a ceiling is set).
 *
 * @example
 * relativeDegradation(0.1, 0.385); // { value: 2.85, reason: null } (to rounding)
 */
export function relativeDegradation(
  teacherDrop: number | null,
  studentDrop: number | null,
): { value: Ratio; reason: string | null } {
  if (teacherDrop === null || studentDrop === null) {
    return { value: null, reason: 'no input was attacked' };
  }
  if (teacherDrop === 0) {
    return studentDrop === 0
      ? { value: null, reason: "neither model's accuracy dropped under the attack (0/0)" }
      : { value: 'infinite', reason: null };
  }
  return { value: studentDrop / teacherDrop - 1, reason: null };
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
