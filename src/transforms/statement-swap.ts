/**
 * Swaps two adjacent statements that cannot depend on each other:
 *
 *   x = a + 1;  y = b * 2;   ->   y = b * 2;  x = a + 1;
 *
 * Both are expression statements made only of locals, literals, operators,
 * assignments and increments of locals: no call, no memory reached through a
 * pointer, array or field, no control flow. Neither writes a name the other
 * reads or writes, so each computes the same values in either order, and
 * with nothing but locals involved nothing else can tell the order.
 * C: a local named like a macro of the unit, or a function that touches a
 * `volatile` object, is declined. Java: every local must have a primitive or
 * String type, and `/`, `%` and reference casts are declined: each may throw,
 * and a handler would see which assignment happened first.
 */
import type { TransformContext, Transformation } from './context.js';
import type { FunctionScopes } from './scopes/index.js';
import {
  applySites,
  javaDeclaredType,
  mentionsVolatile,
  type Site,
  STATEMENT_LISTS,
  text,
} from './site-rules.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

export const DECLINE_DEPENDENT = 'the two statements share a name one of them writes';

const C_ALLOWED = new Set([
  'expression_statement',
  'identifier',
  'number_literal',
  'char_literal',
  'true',
  'false',
  'parenthesized_expression',
  'binary_expression',
  'unary_expression',
  'assignment_expression',
  'update_expression',
  'conditional_expression',
  'comma_expression',
  'cast_expression',
  'type_descriptor',
  'primitive_type',
  'sized_type_specifier',
  'character',
  'escape_sequence',
]);

const JAVA_ALLOWED = new Set([
  'expression_statement',
  'identifier',
  'decimal_integer_literal',
  'hex_integer_literal',
  'octal_integer_literal',
  'binary_integer_literal',
  'decimal_floating_point_literal',
  'character_literal',
  'string_literal',
  'string_fragment',
  'escape_sequence',
  'true',
  'false',
  'parenthesized_expression',
  'binary_expression',
  'unary_expression',
  'assignment_expression',
  'update_expression',
  'ternary_expression',
  'cast_expression',
  'integral_type',
  'floating_point_type',
  'boolean_type',
]);

const JAVA_TYPES = /^(int|long|short|byte|char|float|double|boolean|String)$/;

interface Effects {
  readonly names: Set<string>;
  readonly writes: Set<string>;
}

/** What a statement reads and writes, or undefined when it is not one the rules understand. */
function effectsOf(
  context: TransformContext,
  scopes: FunctionScopes,
  statement: SyntaxNode,
): Effects | undefined {
  const java = context.language === 'java';
  const allowed = java ? JAVA_ALLOWED : C_ALLOWED;
  const names = new Set<string>();
  const writes = new Set<string>();
  let ok = true;
  walk(statement, (n) => {
    if (!ok) return false;
    if (!n.named) {
      if (java && (n.type === '/' || n.type === '%' || n.type === '/=' || n.type === '%='))
        ok = false;
      return ok;
    }
    if (!allowed.has(n.type)) {
      ok = false;
      return false;
    }
    if (n.type === 'identifier') {
      const binding = scopes.resolved.get(n);
      const name = text(context, n);
      if (binding === undefined) ok = false;
      else if (!java && context.facts.c?.macros.has(name) === true) ok = false;
      else if (java && !JAVA_TYPES.test(javaDeclaredType(context, binding) ?? '')) ok = false;
      names.add(name);
    } else if (n.type === 'assignment_expression' || n.type === 'update_expression') {
      const target =
        n.type === 'assignment_expression'
          ? childByField(n, 'left')
          : n.children.find((c) => c.named);
      if (target?.type !== 'identifier') ok = false;
      else writes.add(text(context, target));
    }
    return ok;
  });
  return ok && statement.children.some((c) => c.named) ? { names, writes } : undefined;
}

function disjoint(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const name of a) if (b.has(name)) return false;
  return true;
}

export const swapStatements: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  for (const scopes of context.functions) {
    if (context.language === 'c' && mentionsVolatile(context, scopes)) continue;
    walk(scopes.fn, (list) => {
      if (!STATEMENT_LISTS.has(list.type)) return true;
      const items = list.children.filter((c) => c.named);
      for (let i = 0; i + 1 < items.length; i++) {
        const first = items[i] as SyntaxNode;
        const second = items[i + 1] as SyntaxNode;
        if (first.type !== 'expression_statement' || second.type !== 'expression_statement')
          continue;
        if (!/^\s*$/.test(context.source.slice(first.end, second.start))) continue;
        const a = effectsOf(context, scopes, first);
        const b = effectsOf(context, scopes, second);
        if (a === undefined || b === undefined) continue;
        if (!disjoint(a.writes, b.names) || !disjoint(b.writes, a.names)) {
          declined.push(DECLINE_DEPENDENT);
          continue;
        }
        sites.push({
          node: first,
          // renderInner: each renders the other without the other's own replacement.
          replace: (_render, renderInner) => renderInner(second),
          also: [[second, (_render, renderInner) => renderInner(first)]],
        });
        i++; // a statement takes part in one swap at most
      }
      return true;
    });
  }
  return applySites(context, sites, declined);
};
