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
import { type SyntaxNode, walk } from '../syntax-tree.js';
import { C_MACROS_NAMING_LOCALS, CWalker } from './c.js';
import { JavaWalker } from './java.js';
import { collectTaken, type FunctionScopes } from './walker.js';

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

/** Analyses one function (a node returned by `findFunctions`). */
export function analyzeFunction(
  fn: SyntaxNode,
  source: string,
  language: TransformLanguage,
): FunctionScopes {
  const walker = language === 'c' ? new CWalker(source) : new JavaWalker(source);
  walker.visitFunction(fn);
  const taken = collectTaken(fn, source);
  if (language === 'c') {
    for (const [macro, names] of C_MACROS_NAMING_LOCALS) {
      if (taken.has(macro)) for (const name of names) walker.blocked.add(name);
    }
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
    taken,
    renamable,
  };
}
