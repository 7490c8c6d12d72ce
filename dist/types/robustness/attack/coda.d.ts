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
import { type CodeStyle } from './coda-references.js';
import { type AttackMethodDescriptor, type Outcome, type Renamable, type SearchContext, type Site } from './search.js';
export { CODA_REFERENCES } from './coda-references.js';
/** coda: its structure variants, then renaming rounds bounded by the reference's budget; 64 references a step. */
export declare const CODA: AttackMethodDescriptor;
/** One structure rule of the port: the transformations that stand for it, and its probability. */
export interface CodaRewrite {
    rule: 'R1' | 'R2' | 'R3' | 'R4';
    kinds: TransformKind[];
    probability: number;
}
/** The rules in change_code_style's order, with the references' style as probabilities. */
export declare function codaRewrites(style: CodeStyle, structure: CodaStructure): CodaRewrite[];
/** Which transformation kinds stand for each rule (for the report). */
export declare function codaRuleKinds(structure: CodaStructure): {
    rule: string;
    kinds: string[];
}[];
/** The coda search on one correctly predicted input; see the module comment. */
export declare function codaSearch(ctx: SearchContext): Promise<Outcome>;
/**
 * The rename sites of the restyled code: the names listed in it that x
 * itself has. The reference lists x's identifiers before restyling, so a
 * local the structure step made (R4's variable for a literal, R3's split
 * declaration's new name) is no site; listing the restyled code alone made
 * `int f(int n){int s=5; s=s+n*10; return s+3;}` 5 sites after R4 for its 2,
 * each round spending queries on names the reference never renames.
 */
export declare function codaRenameSites(own: readonly Renamable[], listed: readonly (readonly string[])[]): Site[];
