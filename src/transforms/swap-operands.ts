/**
 * Swaps the operands of symmetric binary operators: `a == b` -> `b == a`.
 *
 * Conservative by design: only `==`, `!=`, `+` and `*`, and only when both
 * operands are atoms whose evaluation has no side effect and whose meaning
 * cannot change with their position:
 * - numeric and character literals;
 * - C: identifiers declared in the function (a name from outside may be a
 *   macro expanding to `1 + 2`, which would regroup), and `NULL` / `true` /
 *   `false` for `==` / `!=`; not inside the arguments of a macro-like call
 *   (`ASSERT(a == b)` may stringify its argument);
 * - Java: any identifier for `==`, `!=`, `*` (no macros; `*` is numeric
 *   only), `null` / `true` / `false` for `==` / `!=`; for `+` only numeric
 *   literals and locals declared with a primitive numeric type, because `+`
 *   on a String concatenates and does not commute.
 * `&&` and `||` short-circuit and are never swapped.
 */
import type { TransformContext, Transformation } from './context.js';
import { chooseSites } from './random.js';
import type { Replacement } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

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

const MACRO_LIKE = /^(?:[A-Z_][A-Z0-9_]*|assert)$/;

function insideMacroLikeCall(context: TransformContext, node: SyntaxNode, fn: SyntaxNode): boolean {
  for (let n = node.parent; n !== null && n !== fn; n = n.parent) {
    if (n.type !== 'call_expression') continue;
    const callee = childByField(n, 'function');
    if (
      callee?.type === 'identifier' &&
      MACRO_LIKE.test(context.source.slice(callee.start, callee.end))
    ) {
      return true;
    }
  }
  return false;
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

export const swapOperands: Transformation = (context: TransformContext) => {
  const sites: SyntaxNode[] = [];
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      if (node.type !== 'binary_expression') return true;
      const left = childByField(node, 'left');
      const right = childByField(node, 'right');
      const operatorNode = childByField(node, 'operator');
      if (left === undefined || right === undefined || operatorNode === undefined) return true;
      const operator = operatorNode.type;
      if (!SYMMETRIC.has(operator)) return true;
      if (
        isSwappableAtom(context, scopes, left, operator) &&
        isSwappableAtom(context, scopes, right, operator) &&
        !(context.language === 'c' && insideMacroLikeCall(context, node, scopes.fn))
      ) {
        sites.push(node);
      }
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
  return replacements;
};
