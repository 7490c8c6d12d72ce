/**
 * The attack method `coda`: CODA of Tian, Chen and Jin, "Code Difference
 * Guided Adversarial Example Generation for Deep Code Models" (ASE 2023), as
 * its reference code runs it: tianzhaotju/CODA
 * test/VulnerabilityPrediction/code/attacker.py, Attacker.attack, with
 * python_parser/run_parser.py (get_code_style, change_code_style,
 * get_example), and for a clone pair (pair-side first) its clone variant,
 * test/CloneDetection/code/attacker.py, which restructures and renames the
 * first function only. The references are chosen before the search
 * (coda-references.ts, schedule.ts): inputs of the victim's second most
 * likely class that it predicts correctly, with as many names as x, 256
 * drawn, the 64 most similar.
 *
 * 1. Structure (change_code_style on `all_code_csc = [code] * 64`): 64
 *    variants of x, each through the rewrites in the reference's order, each
 *    applied with the probability the references' style gives it
 *    (get_code_style; "if random.random() <= code_style[k][0]").
 *    `coda-structure: reference` (the default) makes the reference's
 *    rewrites: its R1 builds the rewritten loop lines without assigning them
 *    back (it changes nothing), it has no R2, its R3 writes every site in
 *    its long form, in one direction, and its R4 moves every literal into a
 *    new variable named after the references' names:
 *      R3 calculation  compound-assignment, long form   share of plain operators
 *                      increment-form, i = i + 1        share of +/- outside ++/--
 *      R4 constant     literal-variable, every literal  0.5 (code_style[3], never counted)
 *    `coda-structure: extended` is this project's stronger step (the report
 *    says its numbers are not the reference's), a seeded half of the sites
 *    in both directions:
 *      R1 loop         loop-rewrite                     always
 *      R2 branch       switch-to-if, branch-swap        0.5 (what the reference gives
 *                      a style it does not count)
 *      R3 calculation  compound-assignment              share of plain operators
 *                      increment-form                   share of +/- outside ++/--
 *      R4 constant     constant-form                    0.5 (code_style[3], never counted)
 *    scored in one batch; the first that flips is a success; otherwise the
 *    one with the lowest p(y), if below p(y | x), becomes the code the
 *    renaming starts from ("if min_prob > temp_prob[orig_label]: code = ...").
 * 2. Renaming: the candidate names are the references' identifiers (see
 *    `coda-identifiers` below), ranked
 *    for each identifier of x by the cosine similarity of their embeddings
 *    (FastText in the reference; here the language model's, see
 *    coda-references.ts, nameEmbeddings). 64 rounds; round i starts again
 *    from the code of step 1 and, identifier by identifier, renames it to
 *    its i-th candidate on top of the round's renames so far, each step one
 *    variant; a candidate that is the current name of any identifier
 *    ("in current_subs", kept across rounds) is passed over. All variants
 *    are scored in one batch; the first that flips is a success.
 *
 * Departures, and why:
 * * Every rewrite and rename goes through the transformations module, so
 *   the variant means what x means. The reference's change_code_style works
 *   on lines and substrings (it can break code). The print rewrite
 *   (printf("...") -> a char array) has no meaning-preserving counterpart
 *   here and is left out. R4 moves integer literals only, where that keeps
 *   the meaning (literal-variable.ts); the reference also moves string and
 *   boolean literals (a string's identity, a boolean constant's
 *   reachability would change). `extended` respells integer literals
 *   (constant-form) instead. A rewrite the module refuses is skipped and
 *   counted.
 * * Structure variants equal to x or to an earlier variant are not scored
 *   again (the same text gets the same score): fewer queries, the same
 *   outcome.
 * * `coda-identifiers: locals` (the default) renames this project's
 *   renamable locals and parameters of x, listed before the structure step
 *   as the reference lists them (codaRenameSites), with those of the
 *   references as candidates, through the module; the draw of references
 *   still counts function names as the reference does (coda-references.ts,
 *   functionNames). The report names it as a departure. Renamed as the
 *   reference renames them, the names its parser lists (callees, types,
 *   fields) break the compilation of most functions (docs/robustness.md);
 *   `coda-identifiers: reference` does so all the same (coda-identifiers.ts:
 *   x's variable names, then its function names, each ranked against the
 *   references' names of its kind, renamed token by token), for numbers
 *   comparable with the study's. Either way a rename that would merge two
 *   names (a name x uses, ...) is skipped and counted, and the identifier
 *   keeps its current name. The reference budget counts the reference's
 *   names under both settings.
 * * Without a language model (none configured) the references are ranked
 *   by code shape and the names by how often the references use them; the
 *   report says so.
 */
import type { CodaStructure } from '../../config/types.js';
import type { TransformKind } from '../../transforms/index.js';
import { referenceIdentifiers, referenceNames, replaceNames } from './coda-identifiers.js';
import { CODA_REFERENCES, codeStyle, referenceCode, type CodeStyle } from './coda-references.js';
import {
  attackedFunctions,
  SearchState,
  sitesOf,
  type AttackMethodDescriptor,
  type Outcome,
  type Renamable,
  type SearchContext,
  type Site,
} from './search.js';

export { CODA_REFERENCES } from './coda-references.js';

/**
 * The reference's budget for an input with `identifiers` names its parser
 * lists (variable and function names, coda-identifiers.ts, whichever the
 * port renames): 64 structure variants, then up to 64 names per identifier
 * (tianzhaotju/CODA attacker.py: NUMBER_2 rounds over `variable_names +
 * function_names`).
 */
const codaQueries = (identifiers: number) => 64 + 64 * identifiers;

/** coda: its structure variants, then renaming rounds bounded by the reference's budget; 64 references a step. */
export const CODA: AttackMethodDescriptor = {
  search: codaSearch,
  referenceQueries: ({ identifiers }) => codaQueries(identifiers),
  uncappedQueries: ({ identifiers }) => codaQueries(identifiers),
  stepBatch: () => CODA_REFERENCES,
  renameSites: (example, renamable, attack, language) =>
    attack.codaIdentifiers === 'locals'
      ? [...renamable]
      : renamable.map((r, t) => ({
          names:
            t < attackedFunctions(attack.pairSide, example.texts.length)
              ? referenceNames(example.texts[t]!, language)
              : [],
          taken: r.taken,
        })),
  nonReference: (attack) => [
    ...(attack.codaStructure === 'extended' ? ['coda-structure: extended'] : []),
    ...(attack.codaIdentifiers === 'locals' ? ['coda-identifiers: locals'] : []),
  ],
  rewrites: (attack) => codaRuleKinds(attack.codaStructure),
};

/** One structure rule of the port: the transformations that stand for it, and its probability. */
export interface CodaRewrite {
  rule: 'R1' | 'R2' | 'R3' | 'R4';
  kinds: TransformKind[];
  probability: number;
}

/** The rules in change_code_style's order, with the references' style as probabilities. */
export function codaRewrites(style: CodeStyle, structure: CodaStructure): CodaRewrite[] {
  if (structure === 'reference')
    return [
      { rule: 'R3', kinds: ['compound-assignment'], probability: style.longAssignment },
      { rule: 'R3', kinds: ['increment-form'], probability: style.longIncrement },
      { rule: 'R4', kinds: ['literal-variable'], probability: style.constant },
    ];
  return [
    { rule: 'R1', kinds: ['loop-rewrite'], probability: 1 },
    { rule: 'R2', kinds: ['switch-to-if', 'branch-swap'], probability: 0.5 },
    { rule: 'R3', kinds: ['compound-assignment'], probability: style.longAssignment },
    { rule: 'R3', kinds: ['increment-form'], probability: style.longIncrement },
    { rule: 'R4', kinds: ['constant-form'], probability: style.constant },
  ];
}

/** Which transformation kinds stand for each rule (for the report). */
export function codaRuleKinds(structure: CodaStructure): { rule: string; kinds: string[] }[] {
  const calculation = { rule: 'R3 calculation', kinds: ['compound-assignment', 'increment-form'] };
  if (structure === 'reference')
    return [calculation, { rule: 'R4 constant', kinds: ['literal-variable'] }];
  return [
    { rule: 'R1 loop', kinds: ['loop-rewrite'] },
    { rule: 'R2 branch', kinds: ['switch-to-if', 'branch-swap'] },
    calculation,
    { rule: 'R4 constant', kinds: ['constant-form'] },
  ];
}

/** One structure variant of x (change_code_style): the texts, the kinds that changed them, the refusals. */
function restyle(
  ctx: SearchContext,
  rewrites: readonly CodaRewrite[],
): { texts: string[]; kinds: TransformKind[]; refused: number } {
  let texts = [...ctx.example.texts];
  const kinds: TransformKind[] = [];
  let refused = 0;
  const attacked = attackedFunctions(ctx.options.pairSide, texts.length);
  for (const rewrite of rewrites) {
    if (!(ctx.random.next() <= rewrite.probability)) continue;
    for (const kind of rewrite.kinds) {
      const seed = ctx.random.int(2 ** 31);
      const next: string[] = [];
      let changed = false;
      let refusedHere = false;
      for (const [t, text] of texts.entries()) {
        if (t >= attacked) {
          next.push(text);
          continue;
        }
        const result = ctx.transformer.transform(text, kind, seed, {
          longFormOnly: ctx.options.codaStructure === 'reference',
          newNames: ctx.newNames,
        });
        if (result.status !== 'ok' || (!result.changed && result.declined.length > 0)) {
          refusedHere = true;
          break;
        }
        next.push(result.code);
        changed ||= result.changed;
      }
      if (refusedHere) refused += 1;
      else if (changed) {
        texts = next;
        kinds.push(kind);
      }
    }
  }
  return { texts, kinds, refused };
}

/** The coda search on one correctly predicted input; see the module comment. */
export async function codaSearch(ctx: SearchContext): Promise<Outcome> {
  const byReference = ctx.options.codaIdentifiers === 'reference';
  const attacked = attackedFunctions(ctx.options.pairSide, ctx.example.texts.length);
  // x's own names, listed before the structure step as the reference lists them.
  const own = ctx.example.texts
    .slice(0, attacked)
    .map((text) => referenceIdentifiers(text, ctx.transformer.language));
  // The reference attacks no input without variable names ("if len(variable_names) == 0").
  const none = byReference
    ? own.every((r) => r.variables.length === 0)
    : sitesOf(ctx.renamable).length === 0;
  if (none) return { status: 'no-identifiers' };
  const probe = new SearchState(ctx);

  // 1. Structure: 64 variants of x, scored in one batch.
  const rewrites = codaRewrites(
    codeStyle(
      ctx.references.map((r) => referenceCode(r, ctx.options.pairSide)),
      ctx.transformer.language,
    ),
    ctx.options.codaStructure,
  );
  const seen = new Set<string>([ctx.example.texts.join('\u0000')]);
  const variants: { texts: string[]; kinds: TransformKind[] }[] = [];
  for (let v = 0; v < CODA_REFERENCES; v++) {
    const variant = restyle(ctx, rewrites);
    probe.refused += variant.refused;
    const key = variant.texts.join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    variants.push(variant);
  }
  const scored = variants.slice(0, Math.max(0, Math.min(variants.length, probe.remaining)));
  let base: readonly string[] = ctx.example.texts;
  let transformations: TransformKind[] = [];
  if (scored.length > 0) {
    if (ctx.expired()) return probe.end('interrupted');
    const { first, p } = await probe.run(scored.map((s) => s.texts));
    if (first >= 0) {
      return {
        status: 'success',
        queries: probe.used,
        refused: probe.refused,
        renames: [],
        transformations: scored[first]!.kinds,
        texts: scored[first]!.texts,
      };
    }
    let best = -1;
    let lowest = ctx.baseProbability;
    p.forEach((pk, k) => {
      if (lowest > pk) {
        lowest = pk;
        best = k;
      }
    });
    if (best >= 0) {
      base = scored[best]!.texts;
      transformations = scored[best]!.kinds;
    }
  }

  // 2. Renaming rounds from the chosen code.
  let sites: CodaSite[];
  if (byReference) {
    sites = own.flatMap((r, text) => [
      ...r.variables.map((name) => ({ text, name, pool: 'variables' as const })),
      ...r.functions.map((name) => ({ text, name, pool: 'functions' as const })),
    ]);
  } else {
    const lists = base.slice(0, attacked).map((text) => ctx.transformer.listRenamable(text));
    if (!lists.every((r) => r.status === 'ok')) return probe.end('failed');
    sites = codaRenameSites(
      ctx.renamable,
      lists.map((r) => (r.status === 'ok' ? r.names : [])),
    ).map((site) => ({ ...site, pool: 'variables' }));
  }
  const state = new SearchState(ctx, base, transformations);
  state.used = probe.used;
  state.refused = probe.refused;
  const ranked = await rankSites(ctx, sites);
  const rename = (code: string, mapping: ReadonlyMap<string, string>) =>
    byReference
      ? replaceNames(code, mapping, ctx.transformer.language)
      : renameOrNull(ctx, code, mapping);
  const current: string[] = sites.map(() => '');
  const renamed: { texts: string[]; renames: [number, string, string][] }[] = [];
  rounds: for (let round = 0; round < CODA_REFERENCES; round++) {
    const mappings = base.map(() => new Map<string, string>());
    const texts = [...base];
    for (let j = 0; j < sites.length; j++) {
      if (renamed.length >= state.remaining) break rounds;
      const site = sites[j]!;
      const candidate = ranked[j]![round];
      if (candidate === undefined || current.includes(candidate)) continue;
      const mapping = new Map(mappings[site.text]);
      mapping.set(site.name, candidate);
      const code = rename(base[site.text]!, mapping);
      if (code === null) {
        state.refused += 1;
        continue;
      }
      current[j] = candidate;
      mappings[site.text] = mapping;
      texts[site.text] = code;
      renamed.push({
        texts: [...texts],
        renames: mappings.flatMap((m, t) =>
          [...m].map(([from, to]): [number, string, string] => [t, from, to]),
        ),
      });
    }
  }
  // No renaming variant at all (every candidate refused, or none): the reference leaves
  // such an input out of its counts; a cap that left no query is a failure.
  if (renamed.length === 0)
    return state.remaining > 0 ? { status: 'no-identifiers' } : state.end('failed');
  if (ctx.expired()) return state.end('interrupted');
  const { first } = await state.run(renamed.map((r) => r.texts));
  if (first < 0) return state.end('failed');
  return {
    status: 'success',
    queries: state.used,
    refused: state.refused,
    renames: renamed[first]!.renames,
    transformations,
    texts: renamed[first]!.texts,
  };
}

/**
 * The rename sites of the restyled code: the names listed in it that x
 * itself has. The reference lists x's identifiers before restyling, so a
 * local the structure step made (R4's variable for a literal, R3's split
 * declaration's new name) is no site; listing the restyled code alone made
 * `int f(int n){int s=5; s=s+n*10; return s+3;}` 5 sites after R4 for its 2,
 * each round spending queries on names the reference never renames.
 */
export function codaRenameSites(
  own: readonly Renamable[],
  listed: readonly (readonly string[])[],
): Site[] {
  return sitesOf(
    listed.map((names, text) => {
      const mine = new Set(own[text]?.names ?? []);
      return { names: names.filter((name) => mine.has(name)), taken: new Set<string>() };
    }),
  );
}

/** A rename site of coda: a name of function `text`, ranked against the references' `pool`. */
interface CodaSite extends Site {
  pool: 'variables' | 'functions';
}

/** Each site's candidate names: variable names and function names ranked each against its pool. */
async function rankSites(ctx: SearchContext, sites: readonly CodaSite[]): Promise<string[][]> {
  const ranked: string[][] = sites.map(() => []);
  for (const pool of ['variables', 'functions'] as const) {
    const at = sites.flatMap((site, k) => (site.pool === pool ? [k] : []));
    if (at.length === 0) continue;
    const lists = await ctx.rankNames(
      at.map((k) => sites[k]!.name),
      pool,
    );
    at.forEach((k, j) => (ranked[k] = lists[j]!));
  }
  return ranked;
}

/** The module's rename of one function, or null when it refuses (get_example would force it). */
function renameOrNull(
  ctx: SearchContext,
  code: string,
  mapping: ReadonlyMap<string, string>,
): string | null {
  try {
    const result = ctx.transformer.rename(code, mapping);
    return result.status === 'ok' && result.changed ? result.code : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
