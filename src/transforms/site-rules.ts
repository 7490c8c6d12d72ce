/**
 * The facts about an expression or statement that the transformations of
 * issue 20 share: does it have a side effect, may it throw (Java), may a C
 * macro hide behind it, may it be a Java constant expression. Every answer
 * errs towards "declined": a site the rules do not understand stays as it is.
 */
import { type CUnit, mayBeUnknownMacro } from './c-unit.js';
import type { TransformContext, Transformed } from './context.js';
import { isSurelyNotConstant } from './java-reachability.js';
import { chooseSites } from './random.js';
import type { Render, Replacement } from './rewrite.js';
import type { Binding, FunctionScopes } from './scopes/index.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

/** Upper-case names: by convention a macro when the unit does not say otherwise. */
export const MACRO_LIKE = /^[A-Z_][A-Z0-9_]*$/;

export const DECLINE_C_MACRO = 'C: a macro (of the unit or of a missing header) may hide behind it';
export const DECLINE_C_MACRO_ARGUMENTS = 'C: inside the arguments of a macro or unknown callee';

/** The nodes holding statements one after another. */
export const STATEMENT_LISTS = new Set([
  'compound_statement',
  'case_statement',
  'block',
  'constructor_body',
  'switch_block_statement_group',
]);

/** The blocks that open a scope and hold only statements. */
export const BLOCKS = new Set(['compound_statement', 'block']);

export const LOOPS = new Set([
  'for_statement',
  'while_statement',
  'do_statement',
  'enhanced_for_statement',
]);

export function text(context: TransformContext, node: SyntaxNode): string {
  return context.source.slice(node.start, node.end);
}

/**
 * C: true when `node` names a macro of the unit, an unresolved upper-case
 * name (a header macro by convention), or calls a function the unit neither
 * declares nor takes from the standard library (it may be a macro). Java:
 * always false (no preprocessor).
 */
export function mentionsMacro(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): boolean {
  const unit = context.facts.c;
  if (unit === null) return false;
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    if (n.type === 'macro_type_specifier' || n.type.startsWith('preproc_')) found = true;
    else if (n.type === 'identifier' && !scopes.resolved.has(n)) {
      const name = text(context, n);
      const callee = n.field === 'function' && n.parent?.type === 'call_expression';
      found =
        unit.macros.has(name) || MACRO_LIKE.test(name) || (callee && mayBeUnknownMacro(unit, name));
    }
    return !found;
  });
  return found;
}

/** C: true when `node` lies inside the arguments of a macro or of an undeclared callee. */
export function insideMacroCall(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): boolean {
  const unit = context.facts.c;
  if (unit === null) return false;
  for (let n = node.parent; n !== null && n !== scopes.fn; n = n.parent) {
    if (n.type.startsWith('preproc_') && n.type !== 'preproc_if' && n.type !== 'preproc_ifdef') {
      return true;
    }
    if (n.type === 'preproc_if' || n.type === 'preproc_ifdef') {
      // Inside the condition of `#if` the grammar's expression is the preprocessor's.
      const condition = childByField(n, 'condition') ?? childByField(n, 'name');
      if (condition !== undefined && node.start >= condition.start && node.end <= condition.end) {
        return true;
      }
      continue;
    }
    if (n.type !== 'call_expression') continue;
    const callee = childByField(n, 'function');
    if (callee?.type !== 'identifier' || scopes.resolved.has(callee)) continue;
    const name = text(context, callee);
    if (unit.macros.has(name) || mayBeUnknownMacro(unit, name)) return true;
  }
  return false;
}

/** C: the function reads or writes a `volatile` object somewhere: its accesses are side effects. */
export function mentionsVolatile(context: TransformContext, scopes: FunctionScopes): boolean {
  return /\bvolatile\b/.test(text(context, scopes.fn));
}

const C_PURE = new Set([
  'identifier',
  'number_literal',
  'char_literal',
  'string_literal',
  'concatenated_string',
  'true',
  'false',
  'null',
  'parenthesized_expression',
  'binary_expression',
  'unary_expression',
  'pointer_expression',
  'field_expression',
  'subscript_expression',
  'cast_expression',
  'conditional_expression',
  'sizeof_expression',
  'type_descriptor',
  'field_identifier',
  'primitive_type',
  'type_identifier',
  'sized_type_specifier',
  'abstract_pointer_declarator',
  'string_content',
  'escape_sequence',
  'character',
]);

/** Java's literals (and `this`): evaluating one neither has an effect nor throws. */
const JAVA_LITERALS = [
  'decimal_integer_literal',
  'hex_integer_literal',
  'octal_integer_literal',
  'binary_integer_literal',
  'decimal_floating_point_literal',
  'hex_floating_point_literal',
  'character_literal',
  'string_literal',
  'string_fragment',
  'escape_sequence',
  'true',
  'false',
  'null_literal',
  'this',
];

const JAVA_PURE = new Set([
  'identifier',
  ...JAVA_LITERALS,
  'parenthesized_expression',
  'binary_expression',
  'unary_expression',
  'field_access',
  'array_access',
  'cast_expression',
  'ternary_expression',
  'integral_type',
  'floating_point_type',
  'boolean_type',
  'type_identifier',
]);

/**
 * True when evaluating `node` has no side effect: no call, assignment,
 * increment, allocation; in C no macro and no volatile access.
 */
export function isPure(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): boolean {
  const allowed = context.language === 'c' ? C_PURE : JAVA_PURE;
  let pure = true;
  walk(node, (n) => {
    if (!pure) return false;
    if (!n.named) return true;
    if (!allowed.has(n.type)) pure = false;
    return pure;
  });
  if (!pure) return false;
  if (context.language === 'c') {
    return !mentionsMacro(context, scopes, node) && !mentionsVolatile(context, scopes);
  }
  return true;
}

const JAVA_NO_THROW_LITERALS = new Set(JAVA_LITERALS);

/**
 * Java: true only when evaluating a pure `node` surely throws nothing:
 * literals and primitive locals under operators other than `/` and `%`
 * (an unboxed null, an array index, a field of null, a cast may throw, and
 * which of two throws first shows in the exception's message).
 */
export function surelyNoThrow(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): boolean {
  let safe = true;
  walk(node, (n) => {
    if (!safe) return false;
    if (!n.named) {
      if (n.type === '/' || n.type === '%') safe = false;
      return safe;
    }
    if (JAVA_NO_THROW_LITERALS.has(n.type)) return true;
    if (n.type === 'identifier') {
      safe = scopes.resolved.get(n)?.numeric === true;
      return false;
    }
    safe =
      n.type === 'parenthesized_expression' ||
      n.type === 'binary_expression' ||
      n.type === 'unary_expression';
    return safe;
  });
  return safe;
}

/** An identifier that names a local or parameter of the function, or undefined. */
export function localOf(scopes: FunctionScopes, node: SyntaxNode): Binding | undefined {
  return node.type === 'identifier' ? scopes.resolved.get(node) : undefined;
}

const JAVA_TYPE_HOLDERS = new Set([
  'local_variable_declaration',
  'formal_parameter',
  'catch_formal_parameter',
  'enhanced_for_statement',
  'resource',
]);

/**
 * Java: the declared type of a local (`int`, `String`, ...) when it has no
 * array dimensions on its declarator; undefined when unknown (`var`, arrays).
 */
export function javaDeclaredType(context: TransformContext, binding: Binding): string | undefined {
  let holder = binding.node.parent;
  if (holder?.type === 'variable_declarator') {
    if (childByField(holder, 'dimensions') !== undefined) return undefined;
    holder = holder.parent;
  } else if (holder !== null && childByField(holder, 'dimensions') !== undefined) return undefined;
  if (holder === null || !JAVA_TYPE_HOLDERS.has(holder.type)) return undefined;
  const type = childByField(holder, 'type');
  if (type === undefined) return undefined;
  const spelled = text(context, type);
  return spelled === 'var' ? undefined : spelled;
}

/** True when `node` may be a Java constant expression (JLS 15.29). */
export function mayBeConstant(scopes: FunctionScopes, node: SyntaxNode): boolean {
  return !isSurelyNotConstant(node, scopes);
}

/** C: true when `body` invokes a macro that may expand to `continue`, `break` or `goto`. */
export function mayHideJump(
  context: TransformContext,
  scopes: FunctionScopes,
  unit: CUnit,
  body: SyntaxNode,
): boolean {
  let found = false;
  walk(body, (node) => {
    if (found) return false;
    if (node.type !== 'identifier' || scopes.resolved.has(node)) return true;
    const name = text(context, node);
    const macro = unit.macros.get(name);
    const isCallee = node.field === 'function' && node.parent?.type === 'call_expression';
    found =
      unit.macrosHidingJumps.has(name) ||
      (macro?.bodyWords.has('goto') ?? false) ||
      (isCallee && MACRO_LIKE.test(name) && macro === undefined && mayBeUnknownMacro(unit, name));
    return !found;
  });
  return found;
}

/** Renders consecutive siblings with the text between them. */
export function renderRange(
  context: TransformContext,
  nodes: readonly SyntaxNode[],
  render: Render,
): string {
  let out = '';
  nodes.forEach((node, i) => {
    const previous = nodes[i - 1];
    if (previous !== undefined) out += context.source.slice(previous.end, node.start);
    out += render(node);
  });
  return out;
}

/** A chosen place and how to rewrite it. */
export interface Site {
  readonly node: SyntaxNode;
  readonly replace: Replacement;
  /** Other nodes the same change rewrites (a swap rewrites two). */
  readonly also?: readonly (readonly [SyntaxNode, Replacement])[];
  /** The change writes the site in its long form (TransformContext.longFormOnly keeps only these). */
  readonly toLongForm?: boolean;
}

/** `(text)` unless the text is already an atom that needs no parentheses. */
export function parenthesize(rendered: string, node: SyntaxNode): string {
  const atoms = new Set([
    'identifier',
    'number_literal',
    'char_literal',
    'parenthesized_expression',
    'decimal_integer_literal',
    'hex_integer_literal',
    'octal_integer_literal',
    'binary_integer_literal',
    'decimal_floating_point_literal',
    'character_literal',
    'true',
    'false',
    'null',
    'null_literal',
    'this',
    'field_expression',
    'field_access',
    'subscript_expression',
    'array_access',
    'call_expression',
    'method_invocation',
  ]);
  return atoms.has(node.type) ? rendered : `(${rendered})`;
}

/** Chooses among the sites (see `chooseSites`) and collects their replacements. */
export function applySites(
  context: TransformContext,
  sites: readonly Site[],
  declined: readonly string[],
): Transformed {
  const chosen = context.longFormOnly
    ? sites.map((site) => site.toLongForm === true)
    : chooseSites(context.random, sites.length);
  const replacements = new Map<SyntaxNode, Replacement>();
  let applied = 0;
  sites.forEach((site, i) => {
    if (!chosen[i] || replacements.has(site.node)) return;
    applied++;
    replacements.set(site.node, site.replace);
    for (const [node, replace] of site.also ?? []) replacements.set(node, replace);
  });
  return { replacements, declined, sites: sites.length, applied };
}
