/**
 * The attack method `coda`: in the style of CODA, Tian, Chen and Jin, "Code
 * Difference Guided Adversarial Example Generation for Deep Code Models"
 * (ASE 2023). CODA takes reference inputs, inputs of another class that are
 * similar to x, and lets the differences between x and them guide two kinds
 * of semantics-preserving changes: equivalent structure transformations that
 * move x's structure towards the references', then identifier renamings that
 * bring in the references' identifiers.
 *
 * Here, through this project's own semantics-preserving transformations only:
 *
 * 1. References: the labelled inputs of another class than x's, the
 *    `CODA_REFERENCES` nearest to x in code shape (code-difference.ts: bigrams
 *    of abstract tokens; CODA measures similarity with the victim's
 *    embeddings, which a black-box gate does not have). The schedule picks
 *    them (schedule.ts); they cost no query.
 * 2. Structure: every structural transformation (loop-rewrite, dead-code,
 *    swap-operands) with a few seeds gives candidates T(x); the code
 *    difference guides them: only a candidate nearer in shape to the
 *    references than x is kept, nearest first, at most a quarter of the
 *    queries. They are scored in one batch; the one with the lowest p(y)
 *    becomes the base when it lowers p(y).
 * 3. Identifiers: the base's locals and parameters are renamed with the
 *    greedy substitution (greedy.ts), drawing from the references'
 *    identifiers first (most frequent first), then the data set's pool, on
 *    the remaining queries.
 * It succeeds as soon as a variant makes the model predict another class.
 * Without references (every input has x's class) the structure step has no
 * guide and is skipped, and the names come from the pool.
 */
import { isValidNewName, type TransformKind } from '../../transforms/index.js';
import { codeShape, meanShape, shapeDistance } from './code-difference.js';
import { greedySubstitution } from './greedy.js';
import { isCandidateName } from './vocabulary.js';
import {
  SearchState,
  sitesOf,
  type Outcome,
  type Renamable,
  type SearchContext,
} from './search.js';

/** Reference inputs per attacked input. */
export const CODA_REFERENCES = 3;
/** The structural transformations coda may apply, and the seeds tried for each. */
const STRUCTURAL: readonly TransformKind[] = ['loop-rewrite', 'dead-code', 'swap-operands'];
const SEEDS_PER_KIND = 3;

/** The references' renamable identifiers, most frequent first (ties by name), valid as new names. */
function referenceNames(ctx: SearchContext): string[] {
  const counts = new Map<string, number>();
  for (const reference of ctx.references) {
    for (const text of reference.texts) {
      const result = ctx.transformer.listRenamable(text);
      if (result.status !== 'ok') continue;
      for (const name of result.names) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([name]) => isValidNewName(ctx.transformer.language, name))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .map(([name]) => name);
}

/** Structural candidates nearer to the references than x, nearest first (no query spent). */
function guidedStructures(
  ctx: SearchContext,
): { kind: TransformKind; texts: string[]; distance: number }[] {
  if (ctx.references.length === 0) return [];
  const target = meanShape(ctx.references.map((r) => codeShape(r.texts)));
  const own = shapeDistance(codeShape(ctx.example.texts), target);
  const seen = new Set<string>();
  const candidates: { kind: TransformKind; texts: string[]; distance: number }[] = [];
  for (const kind of STRUCTURAL) {
    for (let s = 0; s < SEEDS_PER_KIND; s++) {
      const seed = ctx.random.int(2 ** 31);
      const texts: string[] = [];
      let changed = false;
      for (const text of ctx.example.texts) {
        const result = ctx.transformer.transform(text, kind, seed);
        if (result.status !== 'ok') break;
        texts.push(result.code);
        changed ||= result.changed;
      }
      if (texts.length !== ctx.example.texts.length || !changed) continue;
      const key = texts.join('\u0000');
      if (seen.has(key)) continue;
      seen.add(key);
      const distance = shapeDistance(codeShape(texts), target);
      if (distance < own) candidates.push({ kind, texts, distance });
    }
  }
  return candidates.sort((a, b) => a.distance - b.distance);
}

/** The coda-style search on one correctly predicted input; see the module comment. */
export async function codaSearch(ctx: SearchContext): Promise<Outcome> {
  const structures = guidedStructures(ctx).slice(0, Math.ceil(ctx.queries / 4));
  if (structures.length === 0 && sitesOf(ctx.renamable).length === 0) {
    return { status: 'no-identifiers' };
  }
  let base: readonly string[] = ctx.example.texts;
  let renamable: Renamable[] = ctx.renamable;
  let transformations: TransformKind[] = [];
  let probability = ctx.baseProbability;
  let used = 0;
  if (structures.length > 0) {
    const probe = new SearchState(ctx);
    if (ctx.expired()) return { status: 'interrupted', queries: 0 };
    const { flip, p } = await probe.run(structures.map((s) => s.texts));
    used = probe.used;
    if (flip >= 0) {
      return {
        status: 'success',
        queries: used,
        renames: [],
        transformations: [structures[flip]!.kind],
        texts: structures[flip]!.texts,
      };
    }
    let best = 0;
    for (let k = 1; k < p.length; k++) if (p[k]! < p[best]!) best = k;
    const chosen = structures[best]!;
    const lists = chosen.texts.map((text) => ctx.transformer.listRenamable(text));
    if (p[best]! < probability && lists.every((r) => r.status === 'ok')) {
      base = chosen.texts;
      transformations = [chosen.kind];
      probability = p[best]!;
      renamable = lists.map((r) =>
        r.status === 'ok'
          ? { names: r.names, taken: new Set(r.taken) }
          : { names: [], taken: new Set() },
      );
    }
  }
  const state = new SearchState(ctx, base, transformations);
  state.used = used;
  const sites = ctx.random.shuffle(sitesOf(renamable));
  if (sites.length === 0) return { status: 'failed', queries: state.used };
  const fromReferences = referenceNames(ctx);
  const pool = ctx.vocabulary.filter((n) => isCandidateName(ctx.transformer.language, n));
  const names = [...fromReferences, ...pool.filter((n) => !fromReferences.includes(n))];
  return greedySubstitution(
    ctx,
    state,
    sites,
    names,
    (site) => renamable[site.text]!.taken,
    probability,
    true,
  );
}
