/**
 * What every attack method shares: the search state on one input (the renames
 * made so far, the queries spent), scoring variants against the victim, and
 * the identifier-importance step of WIR-Random and greedy.
 *
 * Every variant goes through the transformations module (rename, and for
 * coda the structural transformations), so it means what x means; a rename
 * the module refuses is skipped, never forced, and counted (`refused`).
 */
import type { AttackConfig, PairSide } from '../../config/types.js';
import type { Example } from '../../data/types.js';
import type { CodeTransformer, TransformKind, TransformLanguage } from '../../transforms/index.js';
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
/** `refused`: renames the transformations module refused (skipped, never forced). */
export type Outcome = {
    status: 'wrong' | 'unparsable' | 'no-identifiers';
} | {
    status: 'failed' | 'interrupted';
    queries: number;
    refused?: number;
} | ({
    status: 'success';
    queries: number;
    refused?: number;
} & Adversarial);
export interface SearchContext {
    example: Example;
    label: number;
    /** The model's probability of the label on x. */
    baseProbability: number;
    /** Per function of x. */
    renamable: Renamable[];
    transformer: CodeTransformer;
    /** The data set's vocabulary (vocabulary.ts): mhm, wir-random and greedy draw from it. */
    vocabulary: readonly string[];
    /** alert only: per function of x, each identifier's substitutes (substitutes.ts), best first. */
    substitutes: readonly ReadonlyMap<string, readonly string[]>[];
    /** Model calls allowed on this input: the cap, or Infinity for the reference's own budget. */
    queries: number;
    random: Random;
    score: (examples: readonly Example[]) => Promise<Scored>;
    expired: () => boolean;
    /** coda only: its reference inputs (coda-references.ts), most similar first. */
    references: readonly Example[];
    /** coda only: each name's candidates among the references' names (coda-references.ts, rankCandidates). */
    rankNames: RankNames;
    /** coda only: the names R4 gives the literals it moves into new variables (coda-references.ts). */
    newNames: readonly string[];
    /** The options that choose between a reference's rule and this project's (config/types.ts). */
    options: Pick<AttackConfig, 'pairSide' | 'mhmAcceptance' | 'codaStructure' | 'codaIdentifiers'>;
}
/**
 * coda: for each name, the references' names most similar first, the name
 * itself left out: their variable names (the default), or under
 * `coda-identifiers: reference` their function names for a function name
 * (attacker.py ranks `function_names` against `temp_subs_function_name`).
 */
export type RankNames = (names: readonly string[], pool?: 'variables' | 'functions') => Promise<string[][]>;
export type AttackSearch = (ctx: SearchContext) => Promise<Outcome>;
/** An input as its query budget sees it: its rename sites, their occurrences and alert's substitutes. */
export interface BudgetInput {
    sites: number;
    occurrences: number;
    substitutes: number;
    /**
     * Every name the reference's parser lists in the attacked functions
     * (coda-identifiers.ts: callees, types and fields too): coda's reference
     * counts its budget on these, whichever it renames.
     */
    identifiers: number;
}
/**
 * Everything the schedule, `plan` and the report need of one attack method
 * beside the facts config/names.ts keeps of it (its title, candidates and
 * language model): the registry (methods.ts) holds one per method.
 */
export interface AttackMethodDescriptor {
    search: AttackSearch;
    /**
     * The reference implementation's query budget on one input (x's own
     * re-scoring included, as the reference spends it); null where the method
     * has no reference.
     */
    referenceQueries(input: BudgetInput): number | null;
    /** The queries it may spend on an input when no cap is set (Infinity: it stops on its own). */
    uncappedQueries(input: BudgetInput): number;
    /**
     * The names it renames in each function of an input where these are not
     * the transformations module's locals and parameters (`renamable`): coda
     * under `coda-identifiers: reference` renames every name its reference
     * lists. The schedule counts an input's sites and budget on these.
     */
    renameSites?(example: Example, renamable: readonly Renamable[], attack: AttackConfig, language: TransformLanguage): Renamable[];
    /** The variants one step of its search scores, with `cap` queries per input (`plan` sizes its batches so). */
    stepBatch(cap: number | null): number;
    /** The options in force under which it does not run as its reference (the report names them). */
    nonReference?(attack: AttackConfig): string[];
    /** The rewrite rules of its structure step, for the report (coda). */
    rewrites?(attack: AttackConfig): {
        rule: string;
        kinds: string[];
    }[];
}
/**
 * The result of scoring variants: `first`, the first flipping one in batch
 * order (the references' rule: they return on the first mutant whose
 * prediction changed), `flip`, the flipping one with the lowest p(label)
 * (greedy and coda), both -1 when none flips; each p(label).
 */
export interface Scores {
    first: number;
    flip: number;
    p: number[];
}
/**
 * How many leading functions of an input the attacks change: every
 * reference renames (and CODA restructures) only the first function of a
 * clone pair, the second passing through unchanged (Attack_PTMC
 * CodeBERT/Clone-detection/attack/attack_wir.py: the identifiers of
 * `first_code` only); `pair-side: both` changes both.
 */
export declare function attackedFunctions(pairSide: PairSide, functions: number): number;
/**
 * The functions of an example the attacks change (attackedFunctions): what
 * the vocabulary is drawn from and alert's substitutes are computed and
 * keyed by.
 */
export declare function attackedPart(example: Example, pairSide: PairSide): Example;
/** The sites of an input: every renamable name of every function. */
export declare function sitesOf(renamable: readonly Renamable[]): Site[];
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
    /** Renames the transformations module refused. */
    refused: number;
    readonly current: string[];
    private readonly mappings;
    constructor(ctx: SearchContext, base?: readonly string[], transformations?: TransformKind[]);
    get remaining(): number;
    /** The names already given to renamed sites of function `text` (a new name must differ). */
    targets(text: number): Set<string>;
    /** The current name of a site. */
    nameOf(site: Site): string;
    /**
     * The current texts with `site` renamed to `name` as well (its own name
     * gives it back, as the references' token replacement does); null when the
     * rename is refused.
     */
    variant(site: Site, name: string): string[] | null;
    /** Function `text` of the base with `mapping` applied; null when the module refuses it. */
    private renamed;
    /** Keeps `site -> name` (its variant's texts become the current ones). */
    accept(site: Site, name: string, texts: readonly string[]): void;
    /** The renames so far, with `site -> name` in place of the site's current rename when given. */
    renames(site?: Site, name?: string): [number, string, string][];
    /** The success outcome for a flipping variant. */
    success(texts: readonly string[], site?: Site, name?: string): Outcome;
    /** The outcome when the search ends without a flip (or the time budget ran out). */
    end(status: 'failed' | 'interrupted'): Outcome;
    /** Scores variants in one batch (one query each). */
    run(variants: readonly (readonly string[])[]): Promise<Scores>;
}
/**
 * Identifier importance as WIR-Random and ALERT compute it
 * (CGCL-codes/Attack_PTMC CodeBERT/Vulnerability-detection/attack/attacker.py,
 * get_importance_score; soarsmu/attack-pretrain-models-of-code utils.py,
 * get_masked_code_by_position): every occurrence of every identifier is
 * replaced alone by `<unk>`, all in one batch, one query per occurrence; the
 * importance of an occurrence is p(y | x) - p(y | masked), and an
 * identifier's importance is the sum over its occurrences
 * (wir_random_attack / greedy_attack: "total_score += ..."). Identifiers are
 * ranked most important first, ties in the order of the sites (Python's
 * stable sort over the identifiers in order of first declaration).
 *
 * Departures: the reference also re-scores x in the batch (its p(y | x) is
 * known here, so that query is not spent); a masked probe is not code, so
 * it never counts as an adversarial example (the reference ignores its
 * prediction too). Under a query cap only the first occurrences that fit
 * are probed, the others count 0.
 *
 * @returns the sites most important first, or 'interrupted'.
 */
export declare function rankByImportance(ctx: SearchContext, state: SearchState, sites: readonly Site[]): Promise<Site[] | Outcome>;
/**
 * One step of the references' greedy substitution, shared by wir-random
 * (Attack_PTMC WIR_Attacker.wir_random_attack) and alert's greedy pass
 * (ALERT_Attacker.greedy_attack): the names for one site, each renaming it on
 * top of the renames kept so far, scored in one batch. The first variant in
 * batch order that flips the prediction ends the search (`outcome`);
 * otherwise the one with the largest gap p(y | current) − p(y | variant) is
 * kept if the gap is positive ("if gap > most_gap", most_gap starting at 0).
 * `kept` is that name (null when none lowered p(y) or none could be scored).
 */
export declare function substituteStep(ctx: SearchContext, state: SearchState, site: Site, names: Iterable<string>, probability: number): Promise<{
    outcome: Outcome;
} | {
    probability: number;
    kept: string | null;
}>;
/** Candidate names for a site: in `names`, not used in its function, not given to another site, not tried. */
export declare function openNames(names: readonly string[], taken: ReadonlySet<string>, targets: ReadonlySet<string>, tried: ReadonlySet<string>): string[];
