/**
 * Which names of a function are local variables or parameters, and which
 * identifier nodes refer to them.
 *
 * The analysis walks a function in source order with a stack of block scopes,
 * declaring a name where its declarator appears (C and Java both start a
 * local's scope at its declarator) and resolving every other identifier to
 * the innermost visible declaration. A name is renamable only when it is safe
 * to rename every identifier with that text that the analysis resolved:
 *
 * - all its declarations in the function are local variables or parameters
 *   (not functions, enum constants, fields, `extern` objects, pattern
 *   variables), and
 * - every identifier with that text resolves to one of them (an unresolved
 *   one is a global, a macro, a field, a called function, a class ...), and
 * - it never appears where the grammar's idea of a name may be wrong or where
 *   renaming would change meaning: a type name, a preprocessor directive, an
 *   attribute, a Java switch label, or any place inside a class declared in
 *   the function (an anonymous class may inherit a field of that name).
 *
 * Field names (C `s.f`, `p->f`, Java `this.f`, `o.f`), method names and
 * labels are separate name spaces: they are left alone and do not block.
 */
import type { TransformLanguage } from '../parser.js';
import { type CUnit, readCUnit } from '../c-unit.js';
import { childByField, type SyntaxNode, walk } from '../syntax-tree.js';
import { C_MACROS_NAMING_LOCALS, CWalker } from './c.js';
import { JavaWalker } from './java.js';
import { collectTaken, type FunctionScopes, TOKEN_TYPES } from './walker.js';

export { C_MACROS_NAMING_LOCALS } from './c.js';
export type { Binding, FunctionScopes } from './walker.js';

const C_FUNCTIONS = new Set(['function_definition']);
const JAVA_FUNCTIONS = new Set([
  'method_declaration',
  'constructor_declaration',
  'compact_constructor_declaration',
]);

/** Outermost functions (C function definitions, Java methods and constructors) of a tree. */
export function findFunctions(root: SyntaxNode, language: TransformLanguage): SyntaxNode[] {
  const types = language === 'c' ? C_FUNCTIONS : JAVA_FUNCTIONS;
  const found: SyntaxNode[] = [];
  walk(root, (node) => {
    if (!types.has(node.type)) return true;
    found.push(node);
    return false;
  });
  return found;
}

/** What the analysis of each function needs to know about the whole unit. */
export interface UnitFacts {
  /** Every identifier-like token of the unit (C: also every word of its preprocessor lines). */
  readonly taken: ReadonlySet<string>;
  /** C: the unit's macros and declared functions. */
  readonly c: CUnit | null;
  /**
   * Words the grammar reads as a keyword or literal somewhere in the unit
   * (C11 without <stdbool.h> lets a local be named `true`, whose uses the
   * grammar still reads as the literal): never renamed, never a new name.
   */
  readonly keywordWords: ReadonlySet<string>;
}

/** Literals and preprocessor text: their words are not tokens of the grammar. */
const VALUE_TYPES = new Set([
  'string_literal',
  'char_literal',
  'character_literal',
  'text_block',
  'system_lib_string',
  'preproc_arg',
  'number_literal',
]);

const WORD_TOKEN = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Leaf tokens spelled like identifiers that the grammar does not read as names. */
function collectKeywordWords(root: SyntaxNode, source: string): Set<string> {
  const words = new Set<string>();
  walk(root, (node) => {
    if (VALUE_TYPES.has(node.type) || node.type.endsWith('comment')) return false;
    if (node.children.length > 0 || TOKEN_TYPES.has(node.type)) return true;
    const spelled = source.slice(node.start, node.end);
    if (WORD_TOKEN.test(spelled)) words.add(spelled);
    return true;
  });
  return words;
}

export function readUnitFacts(
  root: SyntaxNode,
  source: string,
  language: TransformLanguage,
): UnitFacts {
  const keywordWords = collectKeywordWords(root, source);
  return {
    taken: collectTaken(root, source),
    c: language === 'c' ? readCUnit(root, source) : null,
    keywordWords,
  };
}

/** Reasons a C local is not renamed although it is a local. */
export const DECLINE_MACRO_NAME = 'C: a macro of the unit has the same name';
export const DECLINE_MACRO_BODY = 'C: a macro body of the unit uses the name';
export const DECLINE_MACRO_ARGUMENT = 'C: it is an argument of a macro that stringifies or pastes';
export const DECLINE_TOKEN_PASTING =
  'C: the function invokes a token-pasting macro, which can form the name';

/**
 * C: the locals a macro could see or form, each with its reason. A macro's
 * body is expanded where it is invoked, so a local its body names is read by
 * it (`#define ADDN(v) ((v) + n)`); a local named like a macro is confused
 * with it; a stringified argument prints the local's spelling; a pasted one
 * forms names (`GLUE(var, 1)` is `var1`) that the text never spells.
 */
function macroDeclines(
  walker: CWalker,
  fn: SyntaxNode,
  source: string,
  unit: CUnit,
): Map<string, string> {
  const declined = new Map<string, string>();
  const candidates = new Set(
    walker.bindings.filter((b) => !walker.blocked.has(b.name)).map((b) => b.name),
  );
  const decline = (name: string, reason: string): void => {
    if (candidates.has(name) && !declined.has(name)) declined.set(name, reason);
  };
  for (const name of candidates) {
    if (unit.macros.has(name)) decline(name, DECLINE_MACRO_NAME);
    else if (unit.macroBodyWords.has(name)) decline(name, DECLINE_MACRO_BODY);
  }
  let pastes = false;
  walk(fn, (node) => {
    if (node.type !== 'call_expression') return true;
    const callee = childByField(node, 'function');
    if (callee?.type !== 'identifier') return true;
    const name = source.slice(callee.start, callee.end);
    const macro = unit.macros.get(name);
    // `assert` is the standard macro that stringifies its argument (C11 7.2.1.1).
    const quotes =
      macro !== undefined
        ? macro.stringifies || macro.pastes
        : name === 'assert' && !unit.functions.has(name);
    pastes ||= macro?.pastes === true;
    const args = childByField(node, 'arguments');
    if (quotes && args !== undefined) {
      walk(args, (n) => {
        if (n.type === 'identifier') decline(source.slice(n.start, n.end), DECLINE_MACRO_ARGUMENT);
      });
    }
    return true;
  });
  if (pastes) for (const name of candidates) decline(name, DECLINE_TOKEN_PASTING);
  return declined;
}

/**
 * Analyses one function (a node returned by `findFunctions`).
 * @param unit facts of the whole unit; read from the tree holding `fn` when absent.
 */
export function analyzeFunction(
  fn: SyntaxNode,
  source: string,
  language: TransformLanguage,
  unit: UnitFacts = readUnitFacts(rootOf(fn), source, language),
): FunctionScopes {
  const walker = language === 'c' ? new CWalker(source) : new JavaWalker(source);
  walker.visitFunction(fn);
  const inFunction = collectTaken(fn, source);
  let declined = new Map<string, string>();
  if (language === 'c') {
    for (const [macro, names] of C_MACROS_NAMING_LOCALS) {
      if (inFunction.has(macro)) for (const name of names) walker.blocked.add(name);
    }
    if (unit.c !== null) {
      declined = macroDeclines(walker as CWalker, fn, source, unit.c);
      for (const name of declined.keys()) walker.blocked.add(name);
    }
  }
  for (const binding of walker.bindings) {
    if (unit.keywordWords.has(binding.name)) walker.blocked.add(binding.name);
  }
  const renamable: string[] = [];
  const seen = new Set<string>();
  for (const binding of walker.bindings) {
    if (seen.has(binding.name)) continue;
    seen.add(binding.name);
    if (!walker.blocked.has(binding.name)) renamable.push(binding.name);
  }
  return {
    fn,
    bindings: walker.bindings,
    resolved: walker.resolved,
    blocked: walker.blocked,
    taken: new Set([...unit.taken, ...inFunction]),
    renamable,
    declined,
    classBodyReads: walker.classBodyReads,
  };
}

function rootOf(node: SyntaxNode): SyntaxNode {
  let root = node;
  while (root.parent !== null) root = root.parent;
  return root;
}
