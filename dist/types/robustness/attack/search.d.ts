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
export type Outcome = {
    status: 'wrong' | 'unparsable' | 'no-identifiers';
} | {
    status: 'failed' | 'interrupted';
    queries: number;
} | ({
    status: 'success';
    queries: number;
} & Adversarial);
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
export declare function sitesOf(renamable: readonly Renamable[]): Site[];
/** `v1`, `v2`, ...: the first the function does not use (the importance probe's neutral name). */
export declare function neutralName(taken: ReadonlySet<string>): string;
/**
 * The state of the search on one input: renames are always applied to the
 * base texts (x, or coda's structurally transformed x) in one call, so names
 * never chain.
 */
export declare class SearchState {
    private readonly ctx;
    private readonly base;
    readonly transformations: TransformKind[];
    /** Model calls spent. */
    used: number;
    readonly current: string[];
    private readonly mappings;
    constructor(ctx: SearchContext, base?: readonly string[], transformations?: TransformKind[]);
    get remaining(): number;
    /** The names already given to renamed sites of function `text` (a new name must differ). */
    targets(text: number): Set<string>;
    /** The current name of a site. */
    nameOf(site: Site): string;
    /** The current texts with `site` renamed to `name` as well; null when the rename is refused. */
    variant(site: Site, name: string): string[] | null;
    /** Keeps `site -> name` (its variant's texts become the current ones). */
    accept(site: Site, name: string, texts: readonly string[]): void;
    /** The renames so far, with `site -> name` in place of the site's current rename when given. */
    renames(site?: Site, name?: string): [number, string, string][];
    /** The success outcome for a flipping variant. */
    success(texts: readonly string[], site?: Site, name?: string): Outcome;
    /** Scores variants in one batch (one query each). */
    run(variants: readonly (readonly string[])[]): Promise<Scores>;
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
export declare function rankByImportance(ctx: SearchContext, state: SearchState, sites: readonly Site[]): Promise<Site[] | Outcome>;
/** Candidate names for a site: in `names`, not used in its function, not given to another site, not tried. */
export declare function openNames(names: readonly string[], taken: ReadonlySet<string>, targets: ReadonlySet<string>, tried: ReadonlySet<string>): string[];
