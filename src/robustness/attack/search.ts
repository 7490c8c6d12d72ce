/**
 * The greedy renaming search on one input (the attack method `greedy`): a
 * budgeted black-box identifier-renaming search in the spirit of MHM and
 * WIR-Random. For one input x with label y that the model predicts correctly:
 *
 * 1. Sites: the renamable local variables and parameters of each function
 *    (the transformations module decides what is renamable).
 * 2. Importance: each site is renamed alone to a neutral name (`v1`, `v2`, ...
 *    whichever the function does not use) and the drop of the model's
 *    probability of y is measured, one query per site (at most half the
 *    queries; with more sites, a seeded sample of them).
 * 3. Substitution: in order of importance, each site gets a seeded sample of
 *    candidate names (the dataset's own most frequent local identifiers),
 *    scored in one batch: the most important site up to half the remaining
 *    queries, the next half of what is left, the last all that remains. The
 *    candidate that lowers p(y) most is kept (greedy), and passes over the
 *    sites repeat with untried candidates while queries remain.
 * The attack succeeds as soon as one variant makes the model predict a class
 * other than y. At most `queries` variants are scored.
 */
import type { Example } from '../../data/types.js';
import { argmax } from '../../relations/index.js';
import type { CodeTransformer } from '../../transforms/index.js';
import type { Random } from '../../transforms/random.js';
import type { Scored } from '../coalesce.js';

export interface Site {
  text: number;
  name: string;
}

/** Per function of an input: what may be renamed and what a new name must avoid. */
export interface Renamable {
  names: readonly string[];
  taken: ReadonlySet<string>;
}

export type Outcome =
  | { status: 'wrong' | 'unparsable' | 'no-identifiers' }
  | { status: 'failed' | 'interrupted'; queries: number }
  | { status: 'success'; queries: number; renames: [number, string, string][] };

function neutralName(taken: ReadonlySet<string>): string {
  for (let k = 1; ; k++) if (!taken.has(`v${k}`)) return `v${k}`;
}

export interface SearchContext {
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
export async function searchInput(ctx: SearchContext): Promise<Outcome> {
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
