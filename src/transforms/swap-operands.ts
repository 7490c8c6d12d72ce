/**
 * Swaps the operands of symmetric binary operators: `a == b` -> `b == a`.
 *
 * Conservative by design: only `==`, `!=`, `+` and `*`, and only when both
 * operands are atoms whose evaluation has no side effect and whose meaning
 * cannot change with their position. With atoms, neither the order in which
 * side effects happen nor floating-point association can change: nothing is
 * regrouped (`a + b + c` is `(a + b) + c`, whose left operand is no atom),
 * and IEEE 754 addition and multiplication of two values are commutative.
 * The atoms are:
 * - numeric and character literals;
 * - C: identifiers declared in the function (a name from outside may be a
 *   macro expanding to `1 + 2`, which would regroup), and `NULL` / `true` /
 *   `false` for `==` / `!=`;
 * - Java: any identifier for `==`, `!=`, `*` (no macros; `*` is numeric
 *   only), `null` / `true` / `false` for `==` / `!=`; for `+` only numeric
 *   literals and locals declared with a primitive numeric type, because `+`
 *   on a String concatenates and does not commute. A name read inside a class
 *   declared in the method may be a field of that class (declared later or
 *   inherited) rather than the local: such a `+` is declined.
 *
 * C sites inside the arguments of a macro invocation are declined: the macro
 * may regroup (`#define half(e) e / 2` makes `half(a + b)` be `a + b / 2`) or
 * stringify its argument. A callee the unit neither defines nor declares,
 * and that is not a standard library function, may be a macro from a header
 * the snippet lacks: its arguments are declined too (c-unit.ts).
 * `&&` and `||` short-circuit and are never swapped.
 */
import { mayBeUnknownMacro } from './c-unit.js';
import type { TransformContext, Transformation } from './context.js';
import { chooseSites } from './random.js';
import type { Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import { binaryParts, childByField, type SyntaxNode, walk } from './syntax-tree.js';

const SYMMETRIC = new Set(['==', '!=', '+', '*']);
const EQUALITY = new Set(['==', '!=']);

const C_LITERALS = new Set(['number_literal', 'char_literal']);
const JAVA_LITERALS = new Set([
  'decimal_integer_literal',
  'hex_integer_literal',
  'octal_integer_literal',
  'binary_integer_literal',
  'decimal_floating_point_literal',
  'hex_floating_point_literal',
  'character_literal',
]);
const C_EQUALITY_ATOMS = new Set(['null', 'true', 'false']);
const JAVA_EQUALITY_ATOMS = new Set(['null_literal', 'true', 'false']);

export const DECLINE_MACRO_ARGUMENTS = 'C: inside the arguments of a macro of the unit';
export const DECLINE_UNKNOWN_CALLEE =
  'C: inside the arguments of a callee the code does not declare (it may be a macro)';
export const DECLINE_MAYBE_FIELD =
  'Java: + on a name that a field of a class declared in the method may hide';

/** C: why a site inside a call's arguments must stay as written, or null. */
function insideMacroArguments(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): string | null {
  const unit = context.facts.c;
  if (unit === null) return null;
  for (let n = node.parent; n !== null && n !== scopes.fn; n = n.parent) {
    if (n.type !== 'call_expression') continue;
    const callee = childByField(n, 'function');
    // A call through a local (a function pointer) is no macro.
    if (callee?.type !== 'identifier' || scopes.resolved.has(callee)) continue;
    const name = context.source.slice(callee.start, callee.end);
    if (unit.macros.has(name)) return DECLINE_MACRO_ARGUMENTS;
    if (mayBeUnknownMacro(unit, name)) return DECLINE_UNKNOWN_CALLEE;
  }
  return null;
}

function isSwappableAtom(
  context: TransformContext,
  scopes: FunctionScopes,
  operand: SyntaxNode,
  operator: string,
): boolean {
  if (context.language === 'c') {
    if (C_LITERALS.has(operand.type)) return true;
    if (EQUALITY.has(operator) && C_EQUALITY_ATOMS.has(operand.type)) return true;
    return operand.type === 'identifier' && scopes.resolved.has(operand);
  }
  if (JAVA_LITERALS.has(operand.type)) return true;
  if (EQUALITY.has(operator) && JAVA_EQUALITY_ATOMS.has(operand.type)) return true;
  if (operand.type !== 'identifier') return false;
  if (operator !== '+') return true;
  return scopes.resolved.get(operand)?.numeric === true;
}

/** Java: a name that would be a numeric local but for a field that may hide it. */
function mayReadField(scopes: FunctionScopes, operand: SyntaxNode): boolean {
  return scopes.classBodyReads.get(operand)?.numeric === true;
}

export const swapOperands: Transformation = (context: TransformContext) => {
  const sites: SyntaxNode[] = [];
  const declined: string[] = [];
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      const parts = binaryParts(node);
      if (parts === undefined || !SYMMETRIC.has(parts.operator.type)) return true;
      const { left, right } = parts;
      const operator = parts.operator.type;
      const swappable = (operand: SyntaxNode): boolean =>
        isSwappableAtom(context, scopes, operand, operator);
      if (
        context.language === 'java' &&
        operator === '+' &&
        [left, right].some((o) => mayReadField(scopes, o)) &&
        [left, right].every((o) => swappable(o) || mayReadField(scopes, o))
      ) {
        declined.push(DECLINE_MAYBE_FIELD);
        return true;
      }
      if (!swappable(left) || !swappable(right)) return true;
      const reason = context.language === 'c' ? insideMacroArguments(context, scopes, node) : null;
      if (reason !== null) declined.push(reason);
      else sites.push(node);
      return true;
    });
  }
  const chosen = chooseSites(context.random, sites.length);
  const replacements = new Map<SyntaxNode, Replacement>();
  sites.forEach((site, i) => {
    if (!chosen[i]) return;
    const left = childByField(site, 'left') as SyntaxNode;
    const right = childByField(site, 'right') as SyntaxNode;
    const between = context.source.slice(left.end, right.start);
    replacements.set(site, (render) => render(right) + between + render(left));
  });
  return { replacements, declined };
};
