/**
 * Semantics-preserving transformations of C and Java code, driven by the
 * tree-sitter grammars (docs/spec.md §5).
 *
 * Every entry point parses first: code whose tree has error nodes is reported
 * as 'unparsable' and never transformed. Every output is parsed again; if a
 * transformation ever produced a tree with error nodes, the result is
 * 'unparsable' with reason INVALID_OUTPUT instead of the broken code.
 *
 * Inputs: C code is a translation unit (one or more function definitions);
 * Java code is a compilation unit or bare members such as a BigCloneBench
 * method (see `Grammar.parse`). Each function, method or constructor in it is
 * transformed on its own.
 *
 * For many functions, `createTransformer` once and call its synchronous
 * methods; the module-level async functions are conveniences over it.
 */
import type { TransformContext, Transformation } from './context.js';
import { insertDeadCode } from './dead-code.js';
import { parseTransformKind, type TransformKind } from './kinds.js';
import { rewriteLoops } from './loop-rewrite.js';
import {
  type Grammar,
  loadGrammar,
  type ParsedUnit,
  type TransformLanguage,
  unwrap,
} from './parser.js';
import { createRandom } from './random.js';
import { applicableMapping, renameLocals, renameReplacements } from './rename-locals.js';
import { renderWithReplacements, type Replacement } from './rewrite.js';
import {
  analyzeFunction,
  findFunctions,
  type FunctionScopes,
  readUnitFacts,
  type UnitFacts,
} from './scopes/index.js';
import { swapOperands } from './swap-operands.js';
import { swapBranches } from './branch-swap.js';
import { flipRelations } from './relational-flip.js';
import { rewriteIncrements } from './increment-form.js';
import { rewriteCompoundAssignments } from './compound-assignment.js';
import { rewriteConstants } from './constant-form.js';
import { moveLiteralsToVariables } from './literal-variable.js';
import { rearrangeDeclarations } from './declaration-split.js';
import { rewriteWhileForms } from './while-form.js';
import { swapStatements } from './statement-swap.js';
import { switchToIf } from './switch-to-if.js';
import { insertMisleadingComment } from './misleading-comment.js';
import type { SyntaxNode } from './syntax-tree.js';

export {
  loadGrammar,
  parseTransformLanguage,
  TRANSFORM_LANGUAGES,
  type Grammar,
  type TransformLanguage,
} from './parser.js';
export { isValidNewName } from './reserved-words.js';

export {
  DEFAULT_TRANSFORM_KINDS,
  DONOR_KINDS,
  parseTransformKind,
  TRANSFORM_KINDS,
  type TransformKind,
} from './kinds.js';

const TRANSFORMATIONS: Record<TransformKind, Transformation> = {
  'rename-locals': renameLocals,
  'dead-code': insertDeadCode,
  'swap-operands': swapOperands,
  'loop-rewrite': rewriteLoops,
  'branch-swap': swapBranches,
  'relational-flip': flipRelations,
  'increment-form': rewriteIncrements,
  'compound-assignment': rewriteCompoundAssignments,
  'constant-form': rewriteConstants,
  'declaration-split': rearrangeDeclarations,
  'while-form': rewriteWhileForms,
  'statement-swap': swapStatements,
  'switch-to-if': switchToIf,
  'misleading-comment': insertMisleadingComment,
  'literal-variable': moveLiteralsToVariables,
};

/** Reason given when a transformation's output does not parse (never expected). */
export const INVALID_OUTPUT = 'transformation produced invalid code';

export type TransformResult =
  | {
      readonly status: 'ok';
      readonly code: string;
      readonly changed: boolean;
      /**
       * One reason per site the transformation declined because changing it
       * could change the program's meaning (a C macro could see it, a Java
       * field could hide a local, ...). An unchanged result with declined
       * sites is not transformable, not merely unchanged.
       */
      readonly declined: readonly string[];
    }
  | { readonly status: 'unparsable'; readonly reason: string };

export type RenamableResult =
  | {
      readonly status: 'ok';
      /** Renamable locals and parameters, in order of first declaration. */
      readonly names: readonly string[];
      /** Every identifier-like token in the functions: a new name must avoid these. */
      readonly taken: readonly string[];
    }
  | { readonly status: 'unparsable'; readonly reason: string };

export interface CodeTransformer {
  readonly language: TransformLanguage;
  /**
   * Applies one transformation; deterministic in (code, kind, seed, donor).
   * `longFormOnly`: every site in its long form, none back
   * (TransformContext.longFormOnly; compound-assignment and increment-form;
   * literal-variable moves every literal). `donor`: the text of another input
   * that misleading-comment quotes (TransformContext.donor; absent: a
   * misleading hint). `newNames`: the names literal-variable's new variables
   * take (TransformContext.newNames).
   */
  transform(
    code: string,
    kind: TransformKind,
    seed: number,
    options?: { longFormOnly?: boolean; donor?: string; newNames?: readonly string[] },
  ): TransformResult;
  /** The local variables and parameters `rename` accepts. */
  listRenamable(code: string): RenamableResult;
  /**
   * Renames locals and parameters (old name -> new name) in every function
   * where the old name is renamable.
   * @throws RangeError when an old name is renamable nowhere, or a new name is
   *   invalid, reserved, already used in the code, or given twice.
   */
  rename(code: string, mapping: ReadonlyMap<string, string>): TransformResult;
}

/** Texts whose analysis a transformer keeps (least recently used dropped first). */
const ANALYSED_TEXTS = 256;

interface Analysed {
  readonly unit: ParsedUnit;
  readonly facts: UnitFacts;
  readonly functions: readonly FunctionScopes[];
}

/** A result with the counts of sites behind it (kinds of issue 20 count them). */
export interface CountedResult {
  readonly result: TransformResult;
  /** Sites the rules accepted; undefined where the kind does not count them. */
  readonly sites?: number;
  /** Accepted sites this seed changed. */
  readonly applied?: number;
}

const counters = new WeakMap<
  Grammar,
  (code: string, kind: TransformKind, seed: number) => CountedResult
>();

/**
 * `transform` with the number of sites found and changed, for the validity
 * tables of docs/robustness.md.
 */
export function transformCounted(
  grammar: Grammar,
  code: string,
  kind: TransformKind,
  seed: number,
): CountedResult {
  let run = counters.get(grammar);
  if (run === undefined) {
    transformerFor(grammar);
    run = counters.get(grammar) as (
      code: string,
      kind: TransformKind,
      seed: number,
    ) => CountedResult;
  }
  return run(code, kind, seed);
}

/** Builds a transformer over a loaded grammar (see `loadGrammar`). */
export function transformerFor(grammar: Grammar): CodeTransformer {
  const language = grammar.language;

  // The same text is analysed once: an attack renames one input hundreds of
  // times, and the transformed evaluation applies every kind to it. Results
  // are plain data copied out of the parser, never changed after analysis.
  const analysed = new Map<string, Analysed | { status: 'unparsable'; reason: string }>();
  const analyse = (code: string): Analysed | { status: 'unparsable'; reason: string } => {
    const known = analysed.get(code);
    if (known !== undefined) {
      // re-inserted: the map's order is least recently used first
      analysed.delete(code);
      analysed.set(code, known);
      return known;
    }
    const result = analyseOnce(code);
    analysed.set(code, result);
    if (analysed.size > ANALYSED_TEXTS) analysed.delete(analysed.keys().next().value!);
    return result;
  };

  const analyseOnce = (code: string): Analysed | { status: 'unparsable'; reason: string } => {
    const parsed = grammar.parse(code);
    if (parsed.status !== 'ok') return parsed;
    const { unit } = parsed;
    const facts = readUnitFacts(unit.root, unit.source, language);
    const functions = findFunctions(unit.root, language).map((fn) =>
      analyzeFunction(fn, unit.source, language, facts),
    );
    return { unit, facts, functions };
  };

  const finish = (
    code: string,
    analysed: Analysed,
    replacements: ReadonlyMap<SyntaxNode, Replacement>,
    declined: readonly string[] = [],
  ): TransformResult => {
    if (replacements.size === 0) return { status: 'ok', code, changed: false, declined };
    const { unit } = analysed;
    const { text: rendered, edits } = renderWithReplacements(unit.source, unit.root, replacements);
    const prefix = unit.source.slice(0, unit.prefixLength);
    const suffix = unit.source.slice(unit.source.length - unit.suffixLength);
    if (!rendered.startsWith(prefix) || !rendered.endsWith(suffix)) {
      return { status: 'unparsable', reason: INVALID_OUTPUT };
    }
    const output = unwrap(unit, rendered);
    if (!grammar.parsesEdited(unit, rendered, edits)) {
      return { status: 'unparsable', reason: INVALID_OUTPUT };
    }
    return { status: 'ok', code: output, changed: output !== code, declined };
  };

  const run = (
    code: string,
    kind: TransformKind,
    seed: number,
    longFormOnly = false,
    donor: string | null = null,
    newNames: readonly string[] = [],
  ): CountedResult => {
    const transformation = TRANSFORMATIONS[parseTransformKind(kind)];
    const random = createRandom(seed);
    const analysed = analyse(code);
    if (!('unit' in analysed)) return { result: analysed };
    const context: TransformContext = {
      language,
      unit: analysed.unit,
      source: analysed.unit.source,
      functions: analysed.functions,
      facts: analysed.facts,
      random,
      longFormOnly,
      donor,
      newNames,
    };
    const { replacements, declined, sites, applied } = transformation(context);
    return { result: finish(code, analysed, replacements, declined), sites, applied };
  };
  counters.set(grammar, run);

  return {
    language,
    transform(code, kind, seed, options) {
      return run(code, kind, seed, options?.longFormOnly, options?.donor ?? null, options?.newNames)
        .result;
    },
    listRenamable(code) {
      const analysed = analyse(code);
      if (!('unit' in analysed)) return analysed;
      const names = new Set<string>();
      const taken = new Set<string>();
      for (const scopes of analysed.functions) {
        for (const name of scopes.renamable) names.add(name);
        for (const name of scopes.taken) taken.add(name);
      }
      return { status: 'ok', names: [...names], taken: [...taken] };
    },
    rename(code, mapping) {
      const analysed = analyse(code);
      if (!('unit' in analysed)) return analysed;
      const renamable = new Set(analysed.functions.flatMap((scopes) => scopes.renamable));
      for (const name of mapping.keys()) {
        if (!renamable.has(name)) {
          throw new RangeError(
            `renameIdentifiers: ${JSON.stringify(name)} is not a renamable local variable ` +
              'or parameter of this code',
          );
        }
      }
      const replacements = new Map<SyntaxNode, Replacement>();
      for (const scopes of analysed.functions) {
        renameReplacements(scopes, applicableMapping(scopes, language, mapping), replacements);
      }
      return finish(code, analysed, replacements);
    },
  };
}

const transformers = new WeakMap<Grammar, CodeTransformer>();

/**
 * The transformer of a language (its grammar loaded once per process). One
 * per grammar, so the transformed evaluation and the attacks of a run share
 * its analyses: each input is parsed once.
 */
export async function createTransformer(
  language: TransformLanguage | string,
): Promise<CodeTransformer> {
  const grammar = await loadGrammar(language);
  let transformer = transformers.get(grammar);
  if (transformer === undefined) transformers.set(grammar, (transformer = transformerFor(grammar)));
  return transformer;
}

/** One transformation of one code unit; see `CodeTransformer.transform`. */
export async function transformCode(
  code: string,
  language: TransformLanguage | string,
  kind: TransformKind,
  seed: number,
): Promise<TransformResult> {
  return (await createTransformer(language)).transform(code, kind, seed);
}

/** See `CodeTransformer.listRenamable`. */
export async function listRenamableIdentifiers(
  code: string,
  language: TransformLanguage | string,
): Promise<RenamableResult> {
  return (await createTransformer(language)).listRenamable(code);
}

/** See `CodeTransformer.rename`. */
export async function renameIdentifiers(
  code: string,
  language: TransformLanguage | string,
  mapping: ReadonlyMap<string, string>,
): Promise<TransformResult> {
  return (await createTransformer(language)).rename(code, mapping);
}
