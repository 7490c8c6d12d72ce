/**
 * What every attack method shares: the search state on one input (the renames
 * made so far, the queries spent), scoring variants against the victim, and
 * the identifier-importance step of WIR-Random and greedy.
 *
 * Every variant goes through the transformations module (rename, and for
 * coda the structural transformations), so it means what x means; a rename
 * the module refuses is skipped, never forced.
 */
import type { Example } from '../../data/types.js';
import { argmax } from '../../relations/index.js';
import type { CodeTransformer, TransformKind } from '../../transforms/index.js';
import type { Random } from '../../transforms/random.js';
import type { Scored } from '../coalesce.js';

/** A renamable identifier: a local or parameter of function `text` of the input. */
export interface Site {
  text: number;
  name: string;
}

/** Per function of an input: what may be renamed and what a new name must avoid. */
export interface Renamable {
  names: readonly string[];
  taken: ReadonlySet<string>;
}

/** A successful attack: the variant that flips the victim, and how it was made. */
export interface Adversarial {
  /** [function index, old name, new name] per rename. */
  renames: [number, string, string][];
  /** Structural transformations applied before the renames (coda only). */
  transformations: TransformKind[];
  /** The adversarial input's functions. */
  texts: string[];
}

export type Outcome =
  | { status: 'wrong' | 'unparsable' | 'no-identifiers' }
  | { status: 'failed' | 'interrupted'; queries: number }
  | ({ status: 'success'; queries: number } & Adversarial);

export interface SearchContext {
  example: Example;
  label: number;
  /** The model's probability of the label on x. */
  baseProbability: number;
  /** Per function of x. */
  renamable: Renamable[];
  transformer: CodeTransformer;
  /** Candidate names drawn from the data set (candidates.ts). */
  pool: readonly string[];
  /** Model calls allowed on this input. */
  queries: number;
  random: Random;
  score: (examples: readonly Example[]) => Promise<Scored>;
  expired: () => boolean;
  /** coda only: labelled inputs of another class than x's, most similar first. */
  references: readonly Example[];
}

export type AttackSearch = (ctx: SearchContext) => Promise<Outcome>;

/** The result of scoring variants: the index of the flipping one with the lowest p(label), or -1; each p(label). */
export interface Scores {
  flip: number;
  p: number[];
}

/** The sites of an input: every renamable name of every function. */
export function sitesOf(renamable: readonly Renamable[]): Site[] {
  return renamable.flatMap((r, text) => r.names.map((name) => ({ text, name })));
}

/** `v1`, `v2`, ...: the first the function does not use (the importance probe's neutral name). */
export function neutralName(taken: ReadonlySet<string>): string {
  for (let k = 1; ; k++) if (!taken.has(`v${k}`)) return `v${k}`;
}

/**
 * The state of the search on one input: renames are always applied to the
 * base texts (x, or coda's structurally transformed x) in one call, so names
 * never chain.
 */
export class SearchState {
  /** Model calls spent. */
  used = 0;
  readonly current: string[];
  private readonly mappings: Map<string, string>[];

  constructor(
    private readonly ctx: SearchContext,
    private readonly base: readonly string[] = ctx.example.texts,
    readonly transformations: TransformKind[] = [],
  ) {
    this.current = [...base];
    this.mappings = base.map(() => new Map<string, string>());
  }

  get remaining(): number {
    return this.ctx.queries - this.used;
  }

  /** The names already given to renamed sites of function `text` (a new name must differ). */
  targets(text: number): Set<string> {
    return new Set(this.mappings[text]!.values());
  }

  /** The current name of a site. */
  nameOf(site: Site): string {
    return this.mappings[site.text]!.get(site.name) ?? site.name;
  }

  /** The current texts with `site` renamed to `name` as well; null when the rename is refused. */
  variant(site: Site, name: string): string[] | null {
    const mapping = new Map(this.mappings[site.text]);
    mapping.set(site.name, name);
    let result;
    try {
      result = this.ctx.transformer.rename(this.base[site.text]!, mapping);
    } catch (error) {
      if (error instanceof RangeError) return null;
      throw error;
    }
    if (result.status !== 'ok' || !result.changed) return null;
    const texts = [...this.current];
    texts[site.text] = result.code;
    return texts;
  }

  /** Keeps `site -> name` (its variant's texts become the current ones). */
  accept(site: Site, name: string, texts: readonly string[]): void {
    this.mappings[site.text]!.set(site.name, name);
    this.current[site.text] = texts[site.text]!;
  }

  /** The renames so far, with `site -> name` in place of the site's current rename when given. */
  renames(site?: Site, name?: string): [number, string, string][] {
    const renames: [number, string, string][] = [];
    this.mappings.forEach((mapping, text) => {
      for (const [from, to] of mapping)
        if (!(site !== undefined && text === site.text && from === site.name))
          renames.push([text, from, to]);
    });
    if (site !== undefined && name !== undefined) renames.push([site.text, site.name, name]);
    return renames;
  }

  /** The success outcome for a flipping variant. */
  success(texts: readonly string[], site?: Site, name?: string): Outcome {
    return {
      status: 'success',
      queries: this.used,
      renames: this.renames(site, name),
      transformations: [...this.transformations],
      texts: [...texts],
    };
  }

  /** Scores variants in one batch (one query each). */
  async run(variants: readonly (readonly string[])[]): Promise<Scores> {
    const { example, label } = this.ctx;
    const scored = await this.ctx.score(
      variants.map((t) => ({ ...example, texts: [...t] as Example['texts'] })),
    );
    this.used += variants.length;
    const matrix = { data: scored.data, rows: variants.length, cols: scored.cols };
    const p = variants.map((_, i) => scored.data[i * scored.cols + label]!);
    let flip = -1;
    for (let i = 0; i < variants.length; i++) {
      if (argmax(matrix, i) !== label && (flip < 0 || p[i]! < p[flip]!)) flip = i;
    }
    return { flip, p };
  }
}

/**
 * Identifier importance, as WIR-Random computes it (Zeng et al., ISSTA 2022,
 * after the word importance ranking of TextFooler): each site is renamed
 * alone to a neutral name and the drop of p(label) is its importance, one
 * query per site, on at most half the queries (with more sites, a seeded
 * sample of them). Sites never probed keep their seeded order after the
 * probed ones.
 *
 * @returns the sites most important first, or the success outcome when a
 *   neutral rename already flipped the model, or 'interrupted'.
 */
export async function rankByImportance(
  ctx: SearchContext,
  state: SearchState,
  sites: readonly Site[],
): Promise<Site[] | Outcome> {
  const order = ctx.random.shuffle(sites);
  const probed = order.slice(0, Math.min(order.length, Math.ceil(ctx.queries / 2)));
  const importance = new Map<Site, number>();
  const tries: { site: Site; name: string; texts: string[] }[] = [];
  for (const site of probed) {
    const name = neutralName(ctx.renamable[site.text]!.taken);
    const texts = state.variant(site, name);
    if (texts !== null) tries.push({ site, name, texts });
  }
  if (tries.length > 0) {
    if (ctx.expired()) return { status: 'interrupted', queries: state.used };
    const { flip, p } = await state.run(tries.map((t) => t.texts));
    if (flip >= 0) return state.success(tries[flip]!.texts, tries[flip]!.site, tries[flip]!.name);
    tries.forEach((t, i) => importance.set(t.site, ctx.baseProbability - p[i]!));
  }
  return order
    .map((site, position) => ({ site, position, drop: importance.get(site) ?? -Infinity }))
    .sort((a, b) => b.drop - a.drop || a.position - b.position)
    .map((r) => r.site);
}

/** Candidate names for a site: in `names`, not used in its function, not given to another site, not tried. */
export function openNames(
  names: readonly string[],
  taken: ReadonlySet<string>,
  targets: ReadonlySet<string>,
  tried: ReadonlySet<string>,
): string[] {
  return names.filter((c) => !taken.has(c) && !targets.has(c) && !tried.has(c));
}
