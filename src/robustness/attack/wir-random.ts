/**
 * The attack method `wir-random`: WIR-Random as Zeng et al. adapt it to code
 * ("An Extensive Study on Pre-trained Models for Program Understanding and
 * Generation", ISSTA 2022), as the study's reference code runs it:
 * CGCL-codes/Attack_PTMC CodeBERT/Vulnerability-detection/attack/attacker.py,
 * WIR_Attacker.wir_random_attack.
 *
 * 1. Importance: every occurrence of every identifier replaced alone by
 *    `<unk>`, one batch; an identifier's importance is the sum of the drops of
 *    p(y) over its occurrences; most important first (search.ts,
 *    rankByImportance, after get_importance_score).
 * 2. One pass over the identifiers in that order: `WIR_CANDIDATES` (30)
 *    tokens drawn at random with replacement from the vocabulary until 30
 *    identifiers are drawn ("while num < 30: tmp_var =
 *    random.choice(self.idx2token); if isUID(tmp_var): ..."), each renaming
 *    the identifier (on top of the renames kept so far) through the
 *    transformations module, scored in one batch. The first variant in batch
 *    order that flips the prediction is a success; otherwise the one with the
 *    largest gap p(y | current) − p(y | variant) is kept if the gap is
 *    positive ("if gap > most_gap", most_gap starting at 0), and the pass
 *    goes on from it.
 *
 * Departures, and why: the reference renames by token replacement
 * (get_example), which can merge two variables or rename onto a name the
 * function uses; the transformations module refuses those renames here, and
 * they are skipped (counted in `refused`), so a batch may hold fewer than 30.
 * The reference budget per input is 1 + occurrences + 30 per identifier; x is
 * not re-scored here (1 query less).
 */
import { isCandidateName } from './vocabulary.js';
import {
  rankByImportance,
  SearchState,
  sitesOf,
  substituteStep,
  type AttackMethodDescriptor,
  type Outcome,
  type SearchContext,
} from './search.js';

/** The random candidates per identifier (wir_random_attack's "num < 30"). */
export const WIR_CANDIDATES = 30;

/** wir-random: x's importance queries, then 30 random names per identifier, its batch. */
export const WIR_RANDOM: AttackMethodDescriptor = {
  search: wirRandomSearch,
  referenceQueries: ({ sites, occurrences }) => 1 + occurrences + WIR_CANDIDATES * sites,
  uncappedQueries: () => Infinity,
  stepBatch: () => WIR_CANDIDATES,
};

/** WIR-Random on one correctly predicted input; see the module comment. */
export async function wirRandomSearch(ctx: SearchContext): Promise<Outcome> {
  const sites = sitesOf(ctx.renamable);
  if (sites.length === 0) return { status: 'no-identifiers' };
  const state = new SearchState(ctx);
  const ranked = await rankByImportance(ctx, state, sites);
  if (!Array.isArray(ranked)) return ranked;
  const language = ctx.transformer.language;
  const identifiers = ctx.vocabulary.filter((token) => isCandidateName(language, token));
  if (identifiers.length === 0) return state.end('failed');
  let probability = ctx.baseProbability;
  for (const site of ranked) {
    if (state.remaining <= 0) break;
    // random.choice over the whole vocabulary, keeping identifiers, is a uniform
    // draw among the vocabulary's identifiers: drawn from them directly.
    const drawn = Array.from({ length: WIR_CANDIDATES }, () => ctx.random.pick(identifiers));
    const step = await substituteStep(ctx, state, site, drawn, probability);
    if ('outcome' in step) return step.outcome;
    probability = step.probability;
  }
  return state.end('failed');
}
