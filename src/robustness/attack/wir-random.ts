/**
 * The attack method `wir-random`: WIR-Random as Zeng, Tan, Zhang, Li, Zhang
 * and Zhang adapt it to code in "An Extensive Study on Pre-trained Models for
 * Program Understanding and Generation" (ISSTA 2022, the robustness study):
 * identifiers are ranked by word importance, then substituted in that order
 * by randomly chosen identifiers.
 *
 * 1. Importance: each identifier is replaced alone (here by a neutral name the
 *    function does not use) and the drop of p(y) is its importance, one query
 *    per identifier (search.ts, rankByImportance).
 * 2. Random substitution: in order of importance, each identifier is replaced
 *    by one candidate drawn at random from the vocabulary (the data set's
 *    identifiers, candidates.ts), one query each. A substitution is kept when
 *    it lowers p(y), so later identifiers build on it; passes over the
 *    identifiers repeat with untried candidates while queries remain.
 * It succeeds as soon as a variant makes the model predict another class.
 * Unlike `greedy`, each step scores a single random candidate instead of the
 * best of a batch: the difference between the two is how much a search that
 * chooses its names buys over one that does not.
 */
import {
  openNames,
  rankByImportance,
  SearchState,
  sitesOf,
  type Outcome,
  type SearchContext,
  type Site,
} from './search.js';

/** WIR-Random on one correctly predicted input; see the module comment. */
export async function wirRandomSearch(ctx: SearchContext): Promise<Outcome> {
  const sites = sitesOf(ctx.renamable);
  if (sites.length === 0) return { status: 'no-identifiers' };
  const state = new SearchState(ctx);
  const ranked = await rankByImportance(ctx, state, sites);
  if (!Array.isArray(ranked)) return ranked;
  let probability = ctx.baseProbability;
  const tried = new Map<Site, Set<string>>(ranked.map((site) => [site, new Set<string>()]));
  for (;;) {
    let progressed = false;
    for (const site of ranked) {
      if (state.remaining <= 0) break;
      const seen = tried.get(site)!;
      let substitute: { name: string; texts: string[] } | null = null;
      // Draw until a candidate the transformations module accepts (or none is left).
      while (substitute === null) {
        const open = openNames(
          ctx.pool,
          ctx.renamable[site.text]!.taken,
          state.targets(site.text),
          seen,
        );
        if (open.length === 0) break;
        const name = ctx.random.pick(open);
        seen.add(name);
        const texts = state.variant(site, name);
        if (texts !== null) substitute = { name, texts };
      }
      if (substitute === null) continue;
      progressed = true;
      if (ctx.expired()) return { status: 'interrupted', queries: state.used };
      const { flip, p } = await state.run([substitute.texts]);
      if (flip === 0) return state.success(substitute.texts, site, substitute.name);
      if (p[0]! < probability) {
        probability = p[0]!;
        state.accept(site, substitute.name, substitute.texts);
      }
    }
    if (!progressed || state.remaining <= 0) return { status: 'failed', queries: state.used };
  }
}
