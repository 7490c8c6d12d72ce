/**
 * The attack method `greedy` (this project's search before the paper's
 * methods were added, kept for comparison): importance-ordered renaming where
 * each site tries a batch of candidates and keeps the best.
 *
 * 1. Importance: as WIR-Random (search.ts, rankByImportance).
 * 2. Substitution: in order of importance, each site gets a seeded sample of
 *    candidate names scored in one batch: the most important site up to half
 *    the remaining queries, the next half of what is left, the last all that
 *    remains. The candidate that lowers p(y) most is kept, and passes over
 *    the sites repeat with untried candidates while queries remain.
 * It succeeds as soon as a variant makes the model predict another class.
 */
import {
  openNames,
  rankByImportance,
  SearchState,
  sitesOf,
  type AttackMethodDescriptor,
  type Outcome,
  type SearchContext,
  type Site,
} from './search.js';
import { isCandidateName } from './vocabulary.js';

/** greedy's budget per input without a cap: it has no reference (the project's search; its former default). */
export const GREEDY_QUERIES = 100;

/** greedy: no reference; each step scores half the queries it has left. */
export const GREEDY: AttackMethodDescriptor = {
  search: greedySearch,
  referenceQueries: () => null,
  uncappedQueries: () => GREEDY_QUERIES,
  stepBatch: (cap) => Math.ceil((cap ?? GREEDY_QUERIES) / 2),
};

/**
 * The substitution passes of the greedy search over `ranked` sites, from the
 * state's current texts, drawing names from `names`: a seeded sample of
 * them, or (`inOrder`, for coda's reference names first) the first ones.
 */
export async function greedySubstitution(
  ctx: SearchContext,
  state: SearchState,
  ranked: readonly Site[],
  names: readonly string[],
  taken: (site: Site) => ReadonlySet<string>,
  startProbability: number,
  inOrder = false,
): Promise<Outcome> {
  let probability = startProbability;
  const tried = new Map<Site, Set<string>>(ranked.map((site) => [site, new Set<string>()]));
  for (;;) {
    let progressed = false;
    for (let i = 0; i < ranked.length && state.remaining > 0; i++) {
      const site = ranked[i]!;
      const seen = tried.get(site)!;
      const open = openNames(names, taken(site), state.targets(site.text), seen);
      if (open.length === 0) continue;
      // The most important site gets half the remaining queries, the next half of
      // what is left, and so on; the last site of a pass gets all that remains.
      const quota = i === ranked.length - 1 ? state.remaining : Math.ceil(state.remaining / 2);
      const batch: { name: string; texts: string[] }[] = [];
      for (const name of inOrder ? open : ctx.random.shuffle(open)) {
        if (batch.length >= quota) break;
        seen.add(name);
        const texts = state.variant(site, name);
        if (texts !== null) batch.push({ name, texts });
      }
      if (batch.length === 0) continue;
      progressed = true;
      if (ctx.expired()) return { status: 'interrupted', queries: state.used };
      const { flip, p } = await state.run(batch.map((b) => b.texts));
      if (flip >= 0) return state.success(batch[flip]!.texts, site, batch[flip]!.name);
      let best = 0;
      for (let k = 1; k < p.length; k++) if (p[k]! < p[best]!) best = k;
      if (p[best]! < probability) {
        probability = p[best]!;
        state.accept(site, batch[best]!.name, batch[best]!.texts);
      }
    }
    if (!progressed || state.remaining <= 0) return { status: 'failed', queries: state.used };
  }
}

/** The greedy search on one correctly predicted input; see the module comment. */
export async function greedySearch(ctx: SearchContext): Promise<Outcome> {
  const sites = sitesOf(ctx.renamable);
  if (sites.length === 0) return { status: 'no-identifiers' };
  const state = new SearchState(ctx);
  const ranked = await rankByImportance(ctx, state, sites);
  if (!Array.isArray(ranked)) return ranked;
  return greedySubstitution(
    ctx,
    state,
    ranked,
    ctx.vocabulary.filter((name) => isCandidateName(ctx.transformer.language, name)),
    (site) => ctx.renamable[site.text]!.taken,
    ctx.baseProbability,
  );
}
