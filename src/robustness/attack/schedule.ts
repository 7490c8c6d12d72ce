/**
 * Scheduling of the attack probe (docs/spec.md §5): which inputs are attacked, in
 * groups whose queries share batches, under the time budget, teacher and
 * student on the same inputs, one method after another; the searches are in
 * mhm.ts, wir-random.ts, coda.ts and greedy.ts. Everything is deterministic
 * given the seed (each input draws from `inputSeed(seed, row)`, the same for
 * every method); only the time budget can cut a run short.
 */
import { ATTACK_METHOD_FACTS, type AttackMethod } from '../../config/names.js';
import type { AttackConfig } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import { argmax } from '../../relations/index.js';
import { createTransformer, type CodeTransformer } from '../../transforms/index.js';
import { createRandom } from '../../transforms/random.js';
import { ScoreCoalescer } from '../coalesce.js';
import { evenlySpaced, inputSeed } from '../sampling.js';
import { pickRows, type OriginalScores, type RobustnessModels } from '../transformed.js';
import type { AttackReport } from '../types.js';
import { ALERT_SUBSTITUTES } from './alert.js';
import { busyTime } from './busy-time.js';
import { referenceNames } from './coda-identifiers.js';
import {
  attackedTexts,
  codaSimilarityKey,
  createCodaPreparer,
  isCodaSimilarities,
  type CodaPreparer,
  type PoolInput,
} from './coda-references.js';
import { occurrencesOf } from './code-tokens.js';
import type { AttackOptions, AttackSettings } from './attack-options.js';
import { ATTACK_GROUP, ATTACK_METHOD_DESCRIPTORS } from './methods.js';
import { attackedFunctions, attackedPart, type Outcome, type Renamable } from './search.js';
import {
  computeSubstitutes,
  defaultSubstituteSettings,
  isSubstituteList,
  substituteCacheKey,
  substitutesFromReferenceFile,
  type InputSubstitutes,
} from './substitutes.js';
import {
  emptyReport,
  methodReport,
  type InputAttackOutcome,
  type MethodOutcomes,
} from './method-report.js';
import { buildVocabulary } from './vocabulary.js';

/** The skipped reason of a method the run's time limit left out. */
export const NOT_RUN_AT_TIME_LIMIT = "not run: the run's time limit was reached before it began";

/** What every method works on: the inputs, their scores on x, the vocabulary, the sites, the references. */
interface Prepared {
  inputs: Example[];
  base: OriginalScores;
  transformer: CodeTransformer;
  vocabulary: string[];
  /** Per input: per function, its renamable names; null when a function does not parse. */
  renamable: (Renamable[] | null)[];
  /** coda's references and name ranking (coda-references.ts), its cached similarities read on first use. */
  coda: () => Promise<CodaSession>;
  /** The language model's name (the report names it), or null. */
  languageModel: string | null;
  onOutcome?: AttackOptions['onOutcome'];
  onProgress?: AttackOptions['onProgress'];
  known?: AttackOptions['knownTeacherOutcome'];
  /** alert's substitutes per input (computed on first use, once per run). */
  substitutes: () => Promise<{
    lists: (InputSubstitutes | null)[];
    info: NonNullable<AttackReport['substitutes']>;
  }>;
}

/** coda's pool: the labelled examples with each model's predicted class. */
function referencePool(pool: {
  examples: readonly Example[];
  originals: OriginalScores;
}): PoolInput[] {
  const { examples, originals } = pool;
  const predicted = (data: Float64Array, i: number) =>
    argmax({ data, rows: examples.length, cols: originals.cols }, i);
  return examples.flatMap((example, i) =>
    example.label < 0
      ? []
      : [
          {
            example,
            predicted: {
              teacher: predicted(originals.teacher, i),
              student: predicted(originals.student, i),
            },
          },
        ],
  );
}

async function runMethod(
  method: AttackMethod,
  settings: AttackSettings,
  models: RobustnessModels,
  prepared: Prepared,
  now: () => number,
  stopAt: number,
): Promise<MethodOutcomes> {
  const { attack } = settings;
  const { inputs, base, transformer, vocabulary, renamable } = prepared;
  /** The names the reference's parser lists in input i's attacked functions (coda's budget). */
  const identifiersOf = (i: number) =>
    attackedTexts(inputs[i]!, attack.pairSide).reduce(
      (n, text) => n + referenceNames(text, transformer.language).length,
      0,
    );
  const descriptor = ATTACK_METHOD_DESCRIPTORS[method];
  const { candidates } = ATTACK_METHOD_FACTS[method];
  const started = now();
  const modelMsBefore = models.teacher.elapsedMs + models.student.elapsedMs;
  const result: MethodOutcomes = {
    method,
    inputs: [],
    budgetExhausted: false,
    skippedReason: null,
    candidatePool: candidates === 'vocabulary' ? vocabulary.length : 0,
    elapsedMs: 0,
    modelMs: 0,
  };
  const session = candidates === 'references' ? await prepared.coda() : null;
  const coda = session?.preparer ?? null;
  let substitutes: (InputSubstitutes | null)[] = [];
  if (candidates === 'substitutes') {
    const found = await prepared.substitutes();
    substitutes = found.lists;
    result.substitutes = found.info;
  }
  // The time budget caps the searches, not the language model's work they read
  // (alert's substitutes before them, coda's reference similarities beside them:
  // once per data set and cached): counted, a cold run could spend the budget
  // before its first input where a cached one attacks all. The run's time
  // limit (stopAt) counts everything.
  const searchStarted = now();
  const similarities = busyTime(now);
  const budgetEnds = () =>
    attack.timeBudgetSeconds === null
      ? Infinity
      : searchStarted + attack.timeBudgetSeconds * 1000 + similarities.ms();
  // The names the method renames per input: the module's locals and parameters, or its own.
  const sites = inputs.map((example, i) => {
    const lists = renamable[i] ?? null;
    return lists === null || descriptor.renameSites === undefined
      ? lists
      : descriptor.renameSites(example, lists, attack, transformer.language);
  });
  result.inputs = inputs.map((example, i): InputAttackOutcome => {
    const lists = sites[i];
    if (lists === null || lists === undefined) return { budget: null };
    const budget = { sites: 0, occurrences: 0, substitutes: 0, identifiers: identifiersOf(i) };
    lists.forEach((r, t) => {
      for (const name of r.names) {
        const found = Math.min(ALERT_SUBSTITUTES, substitutes[i]?.[t]?.[name]?.length ?? 0);
        // alert attacks only the identifiers that have substitutes.
        if (candidates === 'substitutes' && found === 0) continue;
        budget.sites += 1;
        budget.occurrences += occurrencesOf(example.texts[t]!, name).length;
        budget.substitutes += found;
      }
    });
    return { budget: budget.sites === 0 ? null : descriptor.referenceQueries(budget) };
  });
  const search = descriptor.search;
  const expired = () => now() > Math.min(stopAt, budgetEnds());
  const stop = () => {
    result.budgetExhausted = true;
    if (stopAt !== Infinity && now() > stopAt) result.stoppedAtTimeLimit = true;
  };
  // Searches ended per model, for the progress (a group's run side by side, each ends apart).
  const searched = { teacher: 0, student: 0 };
  for (let start = 0; start < inputs.length; start += ATTACK_GROUP) {
    if (expired()) {
      stop();
      break;
    }
    const group = inputs
      .slice(start, start + ATTACK_GROUP)
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
          const lists = sites[i]!;
          if (lists === null) return { status: 'unparsable' };
          const known = what === 'teacher' ? prepared.known?.(method, example) : null;
          if (known) return known;
          const random = createRandom(inputSeed(settings.seed, example.row));
          const siteCount = lists.reduce((n, r) => n + r.names.length, 0);
          const prepare = () => coda!.prepare(example, row.data, what, random);
          const references =
            coda !== null && siteCount > 0
              ? await (coda.similarity === 'language-model'
                  ? similarities.time(prepare)
                  : prepare())
              : { references: [], rankNames: async () => [], newNames: [] };
          const outcome = await search({
            example,
            label: example.label,
            baseProbability: row.data[example.label]!,
            renamable: lists,
            transformer,
            vocabulary,
            substitutes: (substitutes[i] ?? []).map(
              (perFunction) =>
                new Map(
                  // alert's reference keeps the union in a Python set (get_substitutes.py),
                  // so the first 30 it tries are an arbitrary 30: a seeded shuffle per
                  // input draws them alike, reproducibly, whichever source wrote the list.
                  Object.entries(perFunction).map(([name, list]) => [name, random.shuffle(list)]),
                ),
            ),
            queries:
              attack.queries ??
              descriptor.uncappedQueries({
                sites: siteCount,
                occurrences: 0,
                substitutes: 0,
                identifiers: identifiersOf(i),
              }),
            random,
            score: (batch) => coalescer.score(batch),
            expired,
            references: references.references,
            rankNames: references.rankNames,
            newNames: references.newNames,
            options: attack,
          });
          if (outcome.status !== 'interrupted') {
            searched[what] += 1;
            prepared.onProgress?.({
              kind: 'searched',
              method,
              model: what,
              done: searched[what],
              of: inputs.length,
            });
          }
          return outcome;
        }),
      );
    }
    const interrupted = [...groupOutcomes.teacher, ...groupOutcomes.student].some(
      (o) => o.status === 'interrupted',
    );
    if (interrupted) {
      stop();
      break;
    }
    for (const what of ['teacher', 'student'] as const) {
      groupOutcomes[what].forEach((outcome, g) => {
        prepared.onOutcome?.(method, what, group[g]!.example, outcome);
        result.inputs[group[g]!.i]![what] = outcome;
      });
    }
  }
  // Both models on the teacher's adversarial examples, for the relations there.
  const found = result.inputs.flatMap((input, i) => {
    const outcome = input.teacher;
    if (outcome?.status !== 'success') return [];
    return [{ i, example: { ...inputs[i]!, texts: [...outcome.texts] as Example['texts'] } }];
  });
  if (found.length > 0) {
    const p = await models.teacher.score(found.map((f) => f.example));
    const q = await models.student.score(found.map((f) => f.example));
    const row = (data: Float64Array, cols: number, k: number) =>
      Array.from(data.subarray(k * cols, (k + 1) * cols));
    found.forEach(({ i }, k) => {
      result.inputs[i]!.adversarial = {
        teacher: row(p.data, p.cols, k),
        student: row(q.data, q.cols, k),
      };
    });
  }
  // The student's probabilities on its adversarial examples where the teacher
  // was attacked and resisted: the report shows them beside the diffs. Every
  // such input is scored (not only the few shown), so that which are shown
  // is chosen the same by one run and by a merge of shards.
  const studentOnly = result.inputs.flatMap((input, i) => {
    const outcome = input.student;
    if (outcome?.status !== 'success' || input.teacher?.status !== 'failed') return [];
    return [{ i, example: { ...inputs[i]!, texts: [...outcome.texts] as Example['texts'] } }];
  });
  if (studentOnly.length > 0) {
    const after = await models.student.score(studentOnly.map((f) => f.example));
    studentOnly.forEach(({ i }, k) => {
      result.inputs[i]!.studentAdversarial = Array.from(
        after.data.subarray(k * after.cols, (k + 1) * after.cols),
      );
    });
  }
  if (coda !== null) {
    result.references = {
      similarity: coda.similarity,
      languageModel: prepared.languageModel,
      pool: coda.pool,
      similarities: coda.similarity === 'language-model' ? coda.counts() : null,
    };
    await session?.keep();
  }
  result.elapsedMs = now() - started;
  result.modelMs = models.teacher.elapsedMs + models.student.elapsedMs - modelMsBefore;
  if (result.substitutes !== undefined || coda?.similarity === 'language-model')
    result.outsideBudgetMs = searchStarted - started + similarities.ms();
  return result;
}

/** coda's preparer for a run, and how to keep the similarities it computed. */
interface CodaSession {
  preparer: CodaPreparer;
  keep: () => Promise<void>;
}

/**
 * coda's preparer over the reference pool, with the similarities an earlier
 * run kept (a value of another shape is a miss: they are computed again).
 */
async function codaSession(
  pool: PoolInput[],
  transformer: CodeTransformer,
  attack: Pick<AttackConfig, 'pairSide' | 'codaIdentifiers'>,
  options: AttackOptions,
): Promise<CodaSession> {
  const { pairSide, codaIdentifiers } = attack;
  const lm = options.languageModel ?? null;
  if (lm === null)
    return {
      preparer: createCodaPreparer(pool, transformer, null, {}, pairSide, codaIdentifiers),
      keep: async () => {},
    };
  const key = codaSimilarityKey(
    pool.map((p) => p.example),
    lm.digest,
    lm.maxLength,
    transformer.language,
  );
  const cached = (await options.languageModelCache?.restore(key)) ?? null;
  const preparer = createCodaPreparer(
    pool,
    transformer,
    lm,
    isCodaSimilarities(cached) ? cached : {},
    pairSide,
    codaIdentifiers,
  );
  return {
    preparer,
    keep: async () => {
      if (preparer.counts().computed > 0)
        await options.languageModelCache?.save(key, preparer.similarities());
    },
  };
}

/**
 * alert's substitutes for the inputs: from the reference's file when given,
 * else from the cache, else computed with the language model (and cached).
 */
async function findSubstitutes(
  inputs: readonly Example[],
  transformer: CodeTransformer,
  options: AttackOptions,
  now: () => number,
): Promise<{ lists: (InputSubstitutes | null)[]; info: NonNullable<AttackReport['substitutes']> }> {
  const started = now();
  const count = (lists: (InputSubstitutes | null)[]) =>
    lists.filter((l) => l !== null && l.some((f) => Object.keys(f).length > 0)).length;
  if (options.referenceSubstitutes) {
    const lists = substitutesFromReferenceFile(
      options.referenceSubstitutes.text,
      inputs,
      options.referenceSubstitutes.where,
    );
    return {
      lists,
      info: {
        source: 'reference-file',
        languageModel: null,
        cacheHit: false,
        inputsWithSubstitutes: count(lists),
        computeMs: now() - started,
      },
    };
  }
  const lm = options.languageModel;
  if (!lm)
    throw new Error('alert needs a language model or a substitutes file (the config checks this)');
  const key = substituteCacheKey(inputs, lm.digest, defaultSubstituteSettings(lm.maxLength));
  const cached = (await options.languageModelCache?.restore(key)) ?? null;
  let lists = isSubstituteList(cached) ? cached : null;
  const cacheHit = lists !== null && lists.length === inputs.length;
  if (!cacheHit) {
    const stopAt = options.stopAt ?? Infinity;
    const expired = stopAt === Infinity ? undefined : () => now() > stopAt;
    lists = await computeSubstitutes(lm, transformer, inputs, undefined, expired, (done) =>
      options.onProgress?.({ kind: 'substitutes', done, of: inputs.length }),
    );
    // Cut short by the run's time limit: the searches do not begin, and a part is not kept.
    if (lists.length === inputs.length) await options.languageModelCache?.save(key, lists);
  }
  return {
    lists: lists!,
    info: {
      source: 'language-model',
      languageModel: lm.name,
      cacheHit,
      inputsWithSubstitutes: count(lists!),
      computeMs: now() - started,
    },
  };
}

/**
 * Runs every method of `attack.methods`, one after another, on the same
 * labelled examples (at most `attack.maxInputs`, evenly spaced), teacher and
 * student on the same inputs, in groups of 16 inputs whose queries are
 * batched together. Each method runs on its reference budget, or under the
 * caps `attack.queries` (per input and model) and `attack.timeBudgetSeconds`
 * (per method); when the time runs out the group in flight is dropped, so
 * both models are always compared on the same completed inputs; `evaluated`
 * and `budgetExhausted` say how far each method got. After each method both
 * models score the teacher's adversarial examples, for the relations on them
 * (`adversarial`). `originals` are both models' scores on `examples` (the
 * pipeline's, so the attack starts from the predictions the gate reported).
 *
 * Without labelled examples every method is skipped (`skippedReason`):
 * success is defined against the label.
 */
export async function evaluateAttacks(
  settings: AttackSettings,
  models: RobustnessModels,
  examples: readonly Example[],
  originals: OriginalScores,
  options: AttackOptions = {},
): Promise<AttackReport[]> {
  const { attack } = settings;
  const now = options.now ?? (() => performance.now());
  const started = now();
  const labelled = examples.flatMap((example, i) => (example.label >= 0 ? [i] : []));
  const picked = evenlySpaced(labelled.length, attack.maxInputs).map((k) => labelled[k]!);
  const inputs = picked.map((i) => examples[i]!);
  if (inputs.length === 0) return skippedAttacks(attack, examples.length, now() - started);
  const base: OriginalScores = {
    teacher: pickRows(originals.teacher, originals.cols, picked),
    student: pickRows(originals.student, originals.cols, picked),
    cols: originals.cols,
  };
  const outcomes = await attackOutcomes(settings, models, inputs, base, {
    ...options,
    referencePool: options.referencePool ?? { examples, originals },
  });
  return outcomes.map((method) => methodReport(settings, inputs, base, method));
}

/**
 * Every method's report when nothing is attacked: `examples` inputs were
 * offered and none is labelled (success is defined against the label).
 */
export function skippedAttacks(
  attack: AttackConfig,
  examples: number,
  elapsedMs: number,
): AttackReport[] {
  const reason =
    examples === 0
      ? 'there are no inputs to attack'
      : 'no input is labelled: attack success is defined against the label';
  return attack.methods.map((method) => ({
    ...emptyReport(method, attack, 0),
    skippedReason: reason,
    elapsedMs,
  }));
}

/**
 * Every method's per-input outcomes on `inputs` (labelled; `base`, both
 * models' scores on them), one method after another: the per-input half of
 * evaluateAttacks, which methodReport turns into each method's report.
 * Each input's searches draw from `inputSeed(seed, row)` and depend on that
 * input, the vocabulary and coda's reference pool only, so a shard attacking
 * a slice of the inputs finds what one run finds on them.
 */
export async function attackOutcomes(
  settings: AttackSettings,
  models: RobustnessModels,
  inputs: readonly Example[],
  base: OriginalScores,
  options: AttackOptions = {},
): Promise<MethodOutcomes[]> {
  const { attack } = settings;
  const now = options.now ?? (() => performance.now());
  if (inputs.length === 0) return [];
  const transformer = await createTransformer(settings.language);
  let substitutes: ReturnType<Prepared['substitutes']> | null = null;
  let coda: Promise<CodaSession> | null = null;
  const attacked = (example: Example) => attackedFunctions(attack.pairSide, example.texts.length);
  const attacksChange = (example: Example) => attackedPart(example, attack.pairSide);
  const prepared: Prepared = {
    inputs: [...inputs],
    base,
    transformer,
    vocabulary: buildVocabulary(
      (options.vocabularyFrom ?? inputs).map(attacksChange),
      attack.candidates,
    ),
    renamable: inputs.map((example): Renamable[] | null => {
      const lists: Renamable[] = [];
      for (const [t, text] of example.texts.entries()) {
        const result = transformer.listRenamable(text);
        if (result.status !== 'ok') return null;
        // A function the attacks pass through unchanged has nothing to rename.
        const names = t < attacked(example) ? result.names : [];
        lists.push({ names, taken: new Set(result.taken) });
      }
      return lists;
    }),
    coda: () =>
      (coda ??= codaSession(
        referencePool(options.referencePool ?? { examples: inputs, originals: base }),
        transformer,
        attack,
        options,
      )),
    languageModel: options.languageModel?.name ?? null,
    substitutes: () =>
      (substitutes ??= findSubstitutes(inputs.map(attacksChange), transformer, options, now)),
    onOutcome: options.onOutcome,
    onProgress: options.onProgress,
    known: options.knownTeacherOutcome,
  };
  const stopAt = options.stopAt ?? Infinity;
  const outcomes: MethodOutcomes[] = [];
  for (const method of attack.methods) {
    // The clock is read for the limit only when there is one.
    if (stopAt !== Infinity && now() > stopAt) {
      outcomes.push({
        method,
        inputs: [],
        budgetExhausted: false,
        skippedReason: NOT_RUN_AT_TIME_LIMIT,
        candidatePool: 0,
        elapsedMs: 0,
        modelMs: 0,
      });
    } else {
      options.onProgress?.({ kind: 'started', method, inputs: inputs.length });
      outcomes.push(await runMethod(method, settings, models, prepared, now, stopAt));
    }
    options.onProgress?.({ kind: 'finished', outcomes: outcomes.at(-1)! });
  }
  return outcomes;
}
