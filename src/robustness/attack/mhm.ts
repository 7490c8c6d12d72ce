/**
 * The attack method `mhm`: the Metropolis-Hastings Modifier of Zhang, Li, Li,
 * Zhou, Jin and Li, "Generating Adversarial Examples for Holistic Code
 * Understanding" (AAAI 2020), as the study's reference code runs it:
 * CGCL-codes/Attack_PTMC CodeBERT/Vulnerability-detection/attack/attacker.py,
 * MHM_Attacker.mcmc_random and __replaceUID_random (the "MHM-Origin"
 * variant, candidates drawn from the data set's vocabulary).
 *
 * Up to `MHM_ITERATIONS` (100, mcmc_random's _max_iter) iterations, each:
 *
 * 1. One identifier chosen uniformly (random.sample of the identifiers).
 * 2. `MHM_CANDIDATES` (30, _n_candi) tokens sampled without replacement from
 *    the vocabulary (random.sample(self.idx2token, 30)); a draw is kept when
 *    it is an identifier (isUID) and not a current identifier of the input
 *    ("if c in _uid.keys(): continue"). Each kept one renames the chosen
 *    identifier through the transformations module; a rename it refuses is
 *    skipped and counted. All variants are scored in one batch.
 * 3. The first variant in batch order whose prediction is not y is a
 *    success ("Find a valid example": the loop returns on the first).
 * 4. Otherwise the variant with the lowest p(y) is the proposal (ties: the
 *    first, "if a_prob[_label] < min_prob"), with
 *    α = (1 − p(y | x′) + 1e-10) / (1 − p(y | x) + 1e-10); it is rejected when
 *    u > α or α < the threshold (u uniform in [0, 1); the threshold is 1 in
 *    every run script, `MHM_THRESHOLD`), accepted otherwise.
 * 5. On acceptance the reference keeps `candi_tokens[i]`, where `i` is left
 *    over from the success loop: always the batch's last candidate, not the
 *    proposal `candi_idx` whose α it computed. That is the default
 *    (`mhm-acceptance: reference`); `mhm-acceptance: proposal` keeps the
 *    proposal, as the algorithm (and the reference's own α) intends, and
 *    the report says the numbers are not the reference's (measured, it
 *    succeeds more often with fewer queries).
 *
 * Departures, and why:
 * * The reference scores the current state again at the head of every batch
 *   (index 0, 1 query per iteration); its p(y) is known here, so those 100
 *   queries are not spent: the budget is 100 × 30 = 3,000 (reference 3,100).
 * * A draw the reference would rename blindly by token (merging two
 *   variables, or touching a macro) is refused by the transformations
 *   module here, and counted in `refused`.
 */
import { isCandidateName } from './vocabulary.js';
import {
  SearchState,
  sitesOf,
  type AttackMethodDescriptor,
  type Outcome,
  type SearchContext,
} from './search.js';

/** mcmc_random's _max_iter. */
export const MHM_ITERATIONS = 100;
/** mcmc_random's _n_candi. */
export const MHM_CANDIDATES = 30;
/** _prob_threshold as every run script sets it. */
export const MHM_THRESHOLD = 1;

/** mhm: 100 iterations of 30 candidates, its batch; the proposal acceptance is not the reference's. */
export const MHM: AttackMethodDescriptor = {
  search: mhmSearch,
  referenceQueries: () => MHM_ITERATIONS * (1 + MHM_CANDIDATES),
  uncappedQueries: () => Infinity,
  stepBatch: () => MHM_CANDIDATES,
  nonReference: (attack) =>
    attack.mhmAcceptance === 'proposal' ? ['mhm-acceptance: proposal'] : [],
};

/**
 * __replaceUID_random's acceptance rate α from the current p(y) and the
 * proposal's.
 *
 * @example
 * mhmAcceptance(0.9, 0.8); // ≈ 2: more "uncorrect", accepted (α ≥ 1)
 * mhmAcceptance(0.8, 0.9); // ≈ 0.5: rejected under the threshold 1
 */
export function mhmAcceptance(current: number, proposed: number): number {
  return (1 - proposed + 1e-10) / (1 - current + 1e-10);
}

/** Python's random.sample(population, k) order, drawn from our seeded generator (partial Fisher-Yates). */
function sample<T>(items: readonly T[], k: number, next: () => number): T[] {
  const pool = items.slice();
  const out: T[] = [];
  for (let i = 0; i < Math.min(k, pool.length); i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    out.push(pool[i]!);
  }
  return out;
}

/** One MHM chain on one correctly predicted input; see the module comment. */
export async function mhmSearch(ctx: SearchContext): Promise<Outcome> {
  const sites = sitesOf(ctx.renamable);
  if (sites.length === 0) return { status: 'no-identifiers' };
  const state = new SearchState(ctx);
  const language = ctx.transformer.language;
  let probability = ctx.baseProbability;
  for (let iteration = 0; iteration < MHM_ITERATIONS && state.remaining > 0; iteration++) {
    const site = ctx.random.pick(sites);
    const current = new Set(sites.map((s) => state.nameOf(s)));
    const proposals: { name: string; texts: string[] }[] = [];
    for (const token of sample(ctx.vocabulary, MHM_CANDIDATES, ctx.random.next)) {
      if (proposals.length >= state.remaining) break;
      if (current.has(token) || !isCandidateName(language, token)) continue;
      const texts = state.variant(site, token);
      if (texts !== null) proposals.push({ name: token, texts });
    }
    if (proposals.length === 0) continue;
    if (ctx.expired()) return state.end('interrupted');
    const { first, p } = await state.run(proposals.map((c) => c.texts));
    if (first >= 0) return state.success(proposals[first]!.texts, site, proposals[first]!.name);
    let best = 0;
    for (let k = 1; k < p.length; k++) if (p[k]! < p[best]!) best = k;
    const alpha = mhmAcceptance(probability, p[best]!);
    const u = ctx.random.next();
    if (!(u > alpha || alpha < MHM_THRESHOLD)) {
      const kept = ctx.options.mhmAcceptance === 'reference' ? p.length - 1 : best;
      probability = p[kept]!;
      state.accept(site, proposals[kept]!.name, proposals[kept]!.texts);
    }
  }
  return state.end('failed');
}
