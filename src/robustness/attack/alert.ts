/**
 * The attack method `alert`: ALERT of Yang, Shi, He and Lo, "Natural Attack
 * for Pre-trained Models of Code" (ICSE 2022), as the study's reference code
 * runs it: CGCL-codes/Attack_PTMC
 * CodeBERT/Vulnerability-detection/attack/attacker.py, ALERT_Attacker
 * (greedy_attack, then ga_attack with initial_replace = greedy's choices
 * when greedy fails: soarsmu/attack-pretrain-models-of-code
 * CodeXGLUE/Defect-detection/code/attack.py), and utils.py's
 * select_parents, crossover and mutate. The substitutes come from a masked
 * language model, once per data set (substitutes.ts).
 *
 * Greedy (greedy_attack):
 * 1. Importance as WIR-Random (search.ts, rankByImportance).
 * 2. In that order, each identifier's first `ALERT_SUBSTITUTES` (30)
 *    substitutes ("if i < 30"), each renaming it on top of the renames kept
 *    so far, scored in one batch; the first that flips is a success;
 *    otherwise the largest positive gap p(y | current) − p(y | variant) is
 *    kept (replaced_words[name] = substitute), else the name stays.
 * Genetic search (ga_attack), when greedy fails:
 * 3. Chromosomes map each identifier with substitutes to a name. The
 *    population is the identity chromosome and, per identifier, the identity
 *    with that identifier set to greedy's choice (initial_replace); each of
 *    those is scored (compute_fitness, 1 query each); fitness is
 *    p(y | x) − p(y | chromosome).
 * 4. max(5 × population, 10) generations (max_iter), each of
 *    `ALERT_CHILDREN` (64) children in one batch: two parents drawn
 *    uniformly with replacement (select_parents); with probability 0.7
 *    (cross_probability) a crossover at a uniform cut r (genes before r from
 *    the second parent, crossover's child_1), a child equal to a parent
 *    mutated instead, and two equal parents give no child ("continue");
 *    otherwise a mutation of the first parent (one uniform gene set to a
 *    uniform substitute, mutate). The first child in batch order that flips
 *    is a success; otherwise each child, in order, replaces the least fit
 *    member when it is fitter.
 *
 * Departures, and why:
 * * mutate() changes its argument in place, so the reference mutates a
 *   member of the population (whose fitness is then stale) and returns it as
 *   the child; here a mutation makes a new chromosome.
 * * ga_attack keeps one fitness fewer than members (the identity chromosome
 *   gets none), so fitness_values[i] is that of population[i + 1] while the
 *   replacement writes population[i]; here every member keeps its own
 *   fitness (the identity's is 0, known without a query).
 * * The reference does not look at the predictions of the initial
 *   population; a chromosome that already flips is a success here (it is an
 *   adversarial example whichever step scored it).
 * * Renames go through the transformations module; a chromosome it refuses
 *   (two identifiers given one name, a name the function uses) is skipped and
 *   counted, where the reference's token replacement would merge variables.
 * * x is not re-scored (its p(y) is known).
 */
import {
  rankByImportance,
  SearchState,
  sitesOf,
  substituteStep,
  type AttackMethodDescriptor,
  type Outcome,
  type SearchContext,
  type Site,
} from './search.js';

/** Substitutes tried per identifier ("if i < 30"). */
export const ALERT_SUBSTITUTES = 30;
/** Children per generation (ga_attack's "for j in range(64)"). */
export const ALERT_CHILDREN = 64;
/** ga_attack's cross_probability. */
export const ALERT_CROSSOVER = 0.7;

/**
 * alert: greedy (importance, up to 30 substitutes per identifier), then the
 * genetic search: one fitness query per identifier, max(5 × population, 10)
 * generations of 64 children, its batch.
 */
export const ALERT: AttackMethodDescriptor = {
  search: alertSearch,
  referenceQueries: ({ sites, occurrences, substitutes }) =>
    1 + occurrences + substitutes + sites + Math.max(5 * (sites + 1), 10) * ALERT_CHILDREN,
  uncappedQueries: () => Infinity,
  stepBatch: () => ALERT_CHILDREN,
};

type Chromosome = string[];

/** The substitutes of a site: its function's list for the name, first 30, trimmed. */
function substitutesOf(ctx: SearchContext, site: Site): string[] {
  const list = ctx.substitutes[site.text]?.get(site.name) ?? [];
  return list.slice(0, ALERT_SUBSTITUTES).map((s) => s.trim());
}

/** ALERT on one correctly predicted input; see the module comment. */
export async function alertSearch(ctx: SearchContext): Promise<Outcome> {
  const sites = sitesOf(ctx.renamable).filter((site) => substitutesOf(ctx, site).length > 0);
  if (sites.length === 0) return { status: 'no-identifiers' };
  const greedy = new SearchState(ctx);
  const ranked = await rankByImportance(ctx, greedy, sites);
  if (!Array.isArray(ranked)) return ranked;
  let probability = ctx.baseProbability;
  const replaced = new Map<Site, string>();
  for (const site of ranked) {
    if (greedy.remaining <= 0) break;
    const step = await substituteStep(ctx, greedy, site, substitutesOf(ctx, site), probability);
    if ('outcome' in step) return step.outcome;
    probability = step.probability;
    if (step.kept !== null) replaced.set(site, step.kept);
  }
  return geneticSearch(ctx, sites, replaced, greedy);
}

/** ga_attack from greedy's choices; see the module comment. */
async function geneticSearch(
  ctx: SearchContext,
  sites: readonly Site[],
  replaced: ReadonlyMap<Site, string>,
  greedy: SearchState,
): Promise<Outcome> {
  const state = new SearchState(ctx);
  state.used = greedy.used;
  state.refused = greedy.refused;
  const genes = sites.map((site) => substitutesOf(ctx, site));
  const identity: Chromosome = sites.map((site) => site.name);
  /** The texts of a chromosome, or null when the transformations module refuses it. */
  const express = (chromosome: Chromosome): string[] | null => {
    const fresh = new SearchState(ctx);
    let texts: string[] | null = [...ctx.example.texts];
    for (let g = 0; g < sites.length && texts !== null; g++) {
      if (chromosome[g] === sites[g]!.name) continue;
      texts = fresh.variant(sites[g]!, chromosome[g]!);
      if (texts !== null) fresh.accept(sites[g]!, chromosome[g]!, texts);
    }
    state.refused += fresh.refused;
    return texts;
  };
  const success = (chromosome: Chromosome, texts: string[]): Outcome => ({
    status: 'success',
    queries: state.used,
    refused: state.refused,
    renames: sites.flatMap((site, g): [number, string, string][] =>
      chromosome[g] === site.name ? [] : [[site.text, site.name, chromosome[g]!]],
    ),
    transformations: [],
    texts,
  });

  // The initial population: identity, then one chromosome per identifier (initial_replace).
  const population: Chromosome[] = [identity];
  const fitness: number[] = [0];
  const initial: { chromosome: Chromosome; texts: string[] }[] = [];
  sites.forEach((site, g) => {
    const chromosome = [...identity];
    chromosome[g] = replaced.get(site) ?? site.name;
    const texts = chromosome[g] === site.name ? [...ctx.example.texts] : express(chromosome);
    if (texts !== null) initial.push({ chromosome, texts });
  });
  const fits = initial.slice(0, Math.max(0, Math.min(initial.length, state.remaining)));
  if (fits.length > 0) {
    if (ctx.expired()) return state.end('interrupted');
    const { first, p } = await state.run(fits.map((c) => c.texts));
    if (first >= 0) return success(fits[first]!.chromosome, fits[first]!.texts);
    fits.forEach((c, k) => {
      population.push(c.chromosome);
      fitness.push(ctx.baseProbability - p[k]!);
    });
  }

  const same = (a: Chromosome, b: Chromosome) => a.every((name, g) => name === b[g]);
  const mutate = (chromosome: Chromosome): Chromosome => {
    const child = [...chromosome];
    const g = ctx.random.int(child.length);
    child[g] = ctx.random.pick(genes[g]!);
    return child;
  };
  const generations = Math.max(5 * population.length, 10);
  for (let generation = 0; generation < generations && state.remaining > 0; generation++) {
    const children: Chromosome[] = [];
    for (let j = 0; j < ALERT_CHILDREN; j++) {
      const p = ctx.random.next();
      const first = population[ctx.random.int(population.length)]!;
      const second = population[ctx.random.int(population.length)]!;
      let child: Chromosome;
      if (p < ALERT_CROSSOVER) {
        if (same(first, second)) {
          mutate(first); // the reference mutates and drops the child ("continue")
          continue;
        }
        const r = ctx.random.int(first.length);
        child = first.map((name, g) => (g < r ? second[g]! : name));
        if (same(child, first) || same(child, second)) child = mutate(first);
      } else {
        child = mutate(first);
      }
      children.push(child);
    }
    const batch: { chromosome: Chromosome; texts: string[] }[] = [];
    for (const chromosome of children) {
      if (batch.length >= state.remaining) break;
      const texts = express(chromosome);
      if (texts !== null) batch.push({ chromosome, texts });
    }
    if (batch.length === 0) continue;
    if (ctx.expired()) return state.end('interrupted');
    const { first, p } = await state.run(batch.map((b) => b.texts));
    if (first >= 0) return success(batch[first]!.chromosome, batch[first]!.texts);
    batch.forEach((b, k) => {
      const value = ctx.baseProbability - p[k]!;
      let weakest = 0;
      for (let m = 1; m < fitness.length; m++) if (fitness[m]! < fitness[weakest]!) weakest = m;
      if (value > fitness[weakest]!) {
        population[weakest] = b.chromosome;
        fitness[weakest] = value;
      }
    });
  }
  return state.end('failed');
}
