/**
 * Moves integer literals into new local variables: `return n + 10;` ->
 * `{ int k = 10; ... return n + k; }`, the declaration first in the nearest
 * block that is not a switch body. CODA's R4 (tianzhaotju/CODA
 * python_parser/run_parser.py, change_code_style: "int %s = %s;" before the
 * line, the literal replaced by the name) kept to what cannot change the
 * program:
 *
 * - Only unsuffixed decimal literals up to INT_MAX: each is an `int` (C11
 *   6.4.4.1, JLS 3.10.1), so `int k = 10;` has the literal's type and value.
 *   C's `0` is left as it is: it may be a null pointer constant (`p = 0`),
 *   which an `int` variable is not.
 * - The declaration goes first in its block, where C89 wants declarations
 *   and before anything can jump past it: never into a switch body (the code
 *   before its first label never runs: the block around the switch is taken
 *   instead); C: declined when a `goto` from outside the block, or a `case`
 *   of a switch outside it, can enter it; Java: after `this(...)` /
 *   `super(...)`, whose own literals are declined.
 * - Declined where a constant expression is required or a variable means
 *   something else: `case` labels, array sizes (C: a variable makes a
 *   variable-length array), `static` and `const` (C) or `final` (Java)
 *   declarations, C aggregate initializers (constants in C89), designators,
 *   enumerators, bit-fields, `_Alignas`, attributes, `asm` operands,
 *   `_Static_assert`, types (casts, `sizeof(int[10])`), preprocessor lines
 *   and macro arguments (`__builtin_constant_p` among them: an unknown
 *   callee), Java annotations, a class body between the literal and the
 *   block; Java: where a constant of type int may be narrowed (`byte b = 10`,
 *   `return 10` in a `char` method, `b = 10`, a `short[]` initializer: the
 *   target type must be known and not byte, short or char or their boxes;
 *   a switch rule's, `yield`'s or lambda's value is not read), a ternary's
 *   branches (`c ? 1 : 'a'` is a char), loop conditions that may be
 *   constant expressions (reachability), and every operand of a constant
 *   expression (JLS 15.29, java-constants.ts): `PRE + 10` with a `final`
 *   String `PRE` is folded and interned by javac, `PRE + k` is not, and `==`
 *   tells them apart. C needs no such rule: outside the contexts above (the
 *   places C11 6.6 requires an integer constant expression) its value is
 *   the same computed at run time. One exception is not handled: a null
 *   pointer constant spelled as arithmetic (`p = 1 - 1`) would become an
 *   int; `0` itself never moves.
 *
 * New names: `TransformContext.newNames` in order (CODA: the references'
 * names), those the unit uses left out, then the last one with `_` added
 * each time (as change_code_style does); without any, the rename pool's. Every site is moved under `longFormOnly` (the reference moves every
 * literal of a line); otherwise a seeded half.
 */
import type { TransformContext, Transformed } from './context.js';
import { type JavaConstants, readJavaConstants } from './java-constants.js';
import { chooseSites } from './random.js';
import { createNameSource } from './rename-locals.js';
import { isValidNewName } from './reserved-words.js';
import { lineIndent, type Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import {
  DECLINE_C_MACRO_ARGUMENTS,
  insideMacroCall,
  javaDeclaredType,
  localOf,
  mayBeConstant,
  text,
} from './site-rules.js';
import { childByField, isWithin, type SyntaxNode, walk } from './syntax-tree.js';

export const DECLINE_CONSTANT_CONTEXT =
  'a constant expression is required here (case label, array size, static, const or final, initializer list, attribute, type)';
export const DECLINE_JUMP_INTO_BLOCK =
  'C: a goto or case from outside the block can enter it past the new declaration';
export const DECLINE_NARROWING =
  'Java: the constant may be narrowed to byte, short or char, or decide a ternary type (or the target type is unknown)';
export const DECLINE_CONSTANT_CONDITION =
  'Java: a loop condition that may be a constant expression (reachability)';
export const DECLINE_CLASS_BODY = 'Java: inside a class body within the method';
export const DECLINE_CONSTRUCTOR_CALL = 'Java: inside this(...) or super(...)';
export const DECLINE_CONSTANT_EXPRESSION =
  'Java: an operand of a constant expression (JLS 15.29), which javac folds (a String is interned)';

const INT_MAX = 2147483647;

/** C nodes a literal under which must stay a constant (or is not an expression at all). */
const C_CONSTANT_CONTEXTS = new Set([
  'array_declarator',
  'abstract_array_declarator',
  'type_descriptor',
  'field_declaration_list',
  'enumerator_list',
  'bitfield_clause',
  'attribute_specifier',
  'attribute_declaration',
  'attribute',
  'alignas_qualifier',
  'gnu_asm_expression',
  'static_assert_declaration',
  'initializer_list',
  'subscript_designator',
  'subscript_range_designator',
]);

const JAVA_CONSTANT_CONTEXTS = new Set([
  'switch_label',
  'annotation',
  'marker_annotation',
  'element_value_pair',
  'annotation_argument_list',
]);

/** Java expressions a literal's value flows through unchanged in type class (int stays int). */
const JAVA_OPERATORS = new Set([
  'binary_expression',
  'unary_expression',
  'parenthesized_expression',
  'ternary_expression',
]);

const NARROW = new Set(['byte', 'short', 'char', 'Byte', 'Short', 'Character']);

const LOOP_CONDITIONS = new Set(['while_statement', 'do_statement', 'for_statement']);

function isIntLiteral(context: TransformContext, node: SyntaxNode): boolean {
  const type = context.language === 'java' ? 'decimal_integer_literal' : 'number_literal';
  if (node.type !== type) return false;
  const spelled = text(context, node);
  if (!/^(0|[1-9][0-9]*)$/.test(spelled) || Number(spelled) > INT_MAX) return false;
  return context.language === 'java' || spelled !== '0';
}

/** C: the declaration holding `node` is `static` or `const`; Java: `final`. */
function isConstantDeclaration(context: TransformContext, declaration: SyntaxNode): boolean {
  for (const child of declaration.children) {
    const spelled = text(context, child);
    if (child.type === 'storage_class_specifier' && spelled === 'static') return true;
    if (child.type === 'type_qualifier' && spelled === 'const') return true;
    if (child.type === 'modifiers' && /\b(final|static)\b/.test(spelled)) return true;
  }
  return false;
}

/**
 * Java: the type a constant at `expression` (the outermost operator over the
 * literal) is assigned to, when it is in an assignment context; `null` when
 * it is not in one (a method argument, a condition, an index, ...);
 * undefined when the type is not known.
 */
function javaTargetType(
  context: TransformContext,
  scopes: FunctionScopes,
  expression: SyntaxNode,
): string | null | undefined {
  const parent = expression.parent;
  if (parent === null) return undefined;
  // A switch rule's or a lambda's value takes its target type from around it.
  if (['switch_rule', 'yield_statement', 'lambda_expression'].includes(parent.type))
    return undefined;
  if (parent.type === 'variable_declarator' && expression.field === 'value') {
    if (childByField(parent, 'dimensions') !== undefined) return undefined;
    const holder = parent.parent;
    const type = holder === null ? undefined : childByField(holder, 'type');
    return type === undefined ? undefined : text(context, type);
  }
  if (parent.type === 'array_initializer') {
    // `T[] a = {...}` or `new T[] {...}`: the element type before the brackets.
    for (let n: SyntaxNode | null = parent.parent; n !== null; n = n.parent) {
      if (n.type === 'array_initializer') continue;
      const type = n.type === 'variable_declarator' ? childByField(n.parent!, 'type') : undefined;
      const created = n.type === 'array_creation_expression' ? childByField(n, 'type') : undefined;
      const found = type ?? created;
      return found === undefined ? undefined : text(context, found).replace(/\s*(\[\s*\])+$/, '');
    }
    return undefined;
  }
  if (parent.type === 'assignment_expression' && expression.field === 'right') {
    const operator = parent.children.find((c) => !c.named);
    if (operator !== undefined && text(context, operator) !== '=') return null;
    const left = childByField(parent, 'left');
    const binding = left === undefined ? undefined : localOf(scopes, left);
    return binding === undefined ? undefined : javaDeclaredType(context, binding);
  }
  if (parent.type === 'return_statement') {
    for (let n: SyntaxNode | null = parent.parent; n !== null; n = n.parent) {
      if (n.type === 'lambda_expression') return undefined;
      if (n.type === 'method_declaration') {
        const type = childByField(n, 'type');
        return type === undefined ? undefined : text(context, type);
      }
    }
    return undefined;
  }
  return null;
}

/** Why a Java literal may not become a variable, or null. */
function javaDecline(
  context: TransformContext,
  scopes: FunctionScopes,
  constants: JavaConstants,
  literal: SyntaxNode,
): string | null {
  const reason = javaTypeDecline(context, scopes, literal);
  if (reason !== null) return reason;
  // JLS 15.29: in `(PRE + 10) == s` javac computes "v10" and interns it; with
  // `PRE + k` the string is built at run time and `==` is false. Whether a
  // constant expression's value is read for its identity, narrowed, or decides
  // an overload or a ternary's type is not worth guessing: none of its
  // literals moves, even where the value would not matter.
  if (constants.inConstantExpression(scopes, literal)) return DECLINE_CONSTANT_EXPRESSION;
  return null;
}

/** Why a Java literal's type or constness as a value on its own may change, or null. */
function javaTypeDecline(
  context: TransformContext,
  scopes: FunctionScopes,
  literal: SyntaxNode,
): string | null {
  let outer = literal;
  while (outer.parent !== null && JAVA_OPERATORS.has(outer.parent.type)) {
    if (outer.parent.type === 'ternary_expression') {
      // A branch's constant can decide the ternary's type (`c ? 1 : 'a'` is a char).
      if (outer.field !== 'condition') return DECLINE_NARROWING;
      break;
    }
    outer = outer.parent;
  }
  if (outer.parent?.type === 'cast_expression') return null;
  const target = javaTargetType(context, scopes, outer);
  if (target === undefined || (target !== null && NARROW.has(target))) return DECLINE_NARROWING;
  const holder = outer.parent;
  if (
    holder !== null &&
    LOOP_CONDITIONS.has(holder.type) &&
    outer.field === 'condition' &&
    mayBeConstant(scopes, outer)
  )
    return DECLINE_CONSTANT_CONDITION;
  return null;
}

/** The block a literal's variable is declared in (C: never a switch body), or why none. */
function blockOf(
  context: TransformContext,
  scopes: FunctionScopes,
  literal: SyntaxNode,
): SyntaxNode | string {
  const java = context.language === 'java';
  for (let n = literal.parent; n !== null; n = n.parent) {
    if (n.type.startsWith('preproc_')) return DECLINE_C_MACRO_ARGUMENTS;
    if ((java ? JAVA_CONSTANT_CONTEXTS : C_CONSTANT_CONTEXTS).has(n.type))
      return DECLINE_CONSTANT_CONTEXT;
    const caseValue = n.type === 'case_statement' ? childByField(n, 'value') : undefined;
    if (caseValue !== undefined && isWithin(literal, caseValue)) return DECLINE_CONSTANT_CONTEXT;
    if (
      (n.type === 'declaration' || n.type === 'local_variable_declaration') &&
      isConstantDeclaration(context, n)
    )
      return DECLINE_CONSTANT_CONTEXT;
    if (n.type === 'class_body') return DECLINE_CLASS_BODY;
    if (n.type === 'explicit_constructor_invocation') return DECLINE_CONSTRUCTOR_CALL;
    const isBlock =
      n.type === 'block' ||
      n.type === 'constructor_body' ||
      (n.type === 'compound_statement' && n.parent?.type !== 'switch_statement');
    if (isBlock) return n;
    if (n === scopes.fn) break;
  }
  return DECLINE_CONSTANT_CONTEXT;
}

/** C: a goto from outside `block` to a label in it, or a case in it of a switch outside it. */
function mayBeEntered(context: TransformContext, fn: SyntaxNode, block: SyntaxNode): boolean {
  const labels = new Set<string>();
  let entered = false;
  walk(block, (n) => {
    if (n.type === 'labeled_statement') {
      const label = childByField(n, 'label');
      if (label !== undefined) labels.add(text(context, label));
    }
    if (n.type === 'case_statement') {
      let switchOf: SyntaxNode | null = n.parent;
      while (switchOf !== null && switchOf.type !== 'switch_statement') switchOf = switchOf.parent;
      if (switchOf === null || !isWithin(switchOf, block)) entered = true;
    }
    return !entered;
  });
  if (entered) return true;
  if (labels.size === 0) return false;
  walk(fn, (n) => {
    if (n === block) return false;
    if (n.type === 'goto_statement') {
      const label = childByField(n, 'label');
      if (label !== undefined && labels.has(text(context, label))) entered = true;
    }
    return !entered;
  });
  return entered;
}

/** The names the new variables take, in order (see the module comment). */
function nameSource(context: TransformContext): () => string {
  const taken = new Set(context.source.match(/[A-Za-z_$][\w$]*/g) ?? []);
  // change_code_style drops the names x uses from its list first.
  const given = context.newNames.filter(
    (name) => !taken.has(name) && isValidNewName(context.language, name),
  );
  if (given.length === 0) return createNameSource(context.random, context.language, taken);
  let next = 0;
  let last = given[0]!;
  return () => {
    if (next < given.length) last = given[next++]!;
    else {
      do last += '_';
      while (taken.has(last));
    }
    taken.add(last);
    return last;
  };
}

export function moveLiteralsToVariables(context: TransformContext): Transformed {
  const sites: { literal: SyntaxNode; block: SyntaxNode }[] = [];
  const declined: string[] = [];
  const java = context.language === 'java';
  const constants = java ? readJavaConstants(context.unit.root, context.source) : null;
  for (const scopes of context.functions) {
    const entered = new Map<SyntaxNode, boolean>();
    walk(scopes.fn, (node) => {
      if (!isIntLiteral(context, node)) return true;
      const block = blockOf(context, scopes, node);
      let reason = typeof block === 'string' ? block : null;
      if (reason === null && !java && insideMacroCall(context, scopes, node))
        reason = DECLINE_C_MACRO_ARGUMENTS;
      if (reason === null && constants !== null)
        reason = javaDecline(context, scopes, constants, node);
      if (reason === null && !java) {
        const b = block as SyntaxNode;
        if (!entered.has(b)) entered.set(b, mayBeEntered(context, scopes.fn, b));
        if (entered.get(b)) reason = DECLINE_JUMP_INTO_BLOCK;
      }
      if (reason !== null) declined.push(reason);
      else sites.push({ literal: node, block: block as SyntaxNode });
      return false;
    });
  }
  const chosen = context.longFormOnly
    ? sites.map(() => true)
    : chooseSites(context.random, sites.length);
  const newName = nameSource(context);
  const replacements = new Map<SyntaxNode, Replacement>();
  const declarations = new Map<SyntaxNode, string[]>();
  sites.forEach((site, i) => {
    if (!chosen[i]) return;
    const name = newName();
    const value = text(context, site.literal);
    replacements.set(site.literal, () => name);
    const list = declarations.get(site.block) ?? [];
    list.push(`int ${name} = ${value};`);
    declarations.set(site.block, list);
  });
  for (const [block, lines] of declarations) {
    // After `{`, or after this(...) / super(...) opening a constructor.
    const first = block.children.find((c) => c.named && c.type !== 'comment');
    const after = first?.type === 'explicit_constructor_invocation' ? first : block.children[0]!;
    const at = after.end - block.start;
    const statement = block.children.find((c) => c.named && c.start >= after.end);
    const indent =
      statement === undefined ? undefined : lineIndent(context.source, statement.start);
    const joined =
      indent === undefined
        ? ' ' + lines.join(' ')
        : lines.map((line) => `\n${indent}${line}`).join('');
    replacements.set(block, (_render, renderInner) => {
      const inner = renderInner(block);
      return inner.slice(0, at) + joined + inner.slice(at);
    });
  }
  return { replacements, declined, sites: sites.length, applied: chosen.filter(Boolean).length };
}
