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
import { type AttackMethodDescriptor, type Outcome, type SearchContext } from './search.js';
/** Substitutes tried per identifier ("if i < 30"). */
export declare const ALERT_SUBSTITUTES = 30;
/** Children per generation (ga_attack's "for j in range(64)"). */
export declare const ALERT_CHILDREN = 64;
/** ga_attack's cross_probability. */
export declare const ALERT_CROSSOVER = 0.7;
/**
 * alert: greedy (importance, up to 30 substitutes per identifier), then the
 * genetic search: one fitness query per identifier, max(5 × population, 10)
 * generations of 64 children, its batch.
 */
export declare const ALERT: AttackMethodDescriptor;
/** ALERT on one correctly predicted input; see the module comment. */
export declare function alertSearch(ctx: SearchContext): Promise<Outcome>;
