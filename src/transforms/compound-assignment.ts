/**
 * Writes a compound assignment in its long form and back:
 *
 *   a op= b   <->   a = a op (b)
 *
 * `a` is a local or parameter: naming it twice evaluates nothing more. In
 * both languages the left operand's value is taken before `b` is evaluated,
 * so even a `b` that assigns `a` gives the same result.
 *
 * C (C11 6.5.16.2): `E1 op= E2` is `E1 = E1 op (E2)` with E1 evaluated once,
 * for every type. The long form parenthesizes `b`; the short form is made
 * only when `b` names no macro (`#define N 1 + 2` makes `a = a * N` be
 * `a * 1 + 2`, but `a *= N` be `a * (1 + 2)`).
 *
 * Java (JLS 15.26.2): `a op= b` is `a = (T) (a op (b))` for a of type T.
 * The long form drops the cast only where `a op b` surely has type T
 * already (T is String and op is +; T is int, long, float, double or
 * boolean and b's type is known to promote no further); otherwise it keeps
 * the cast explicitly, which is exactly the implicit narrowing. The short
 * form is made from `a = a op b` only for T of those types: where the long
 * form compiles, `a op b` has type T and the cast does nothing. Locals of
 * other types (boxed, `var`, arrays, objects) are declined.
 */
import type { TransformContext, Transformation } from './context.js';
import {
  applySites,
  DECLINE_C_MACRO,
  DECLINE_C_MACRO_ARGUMENTS,
  insideMacroCall,
  javaDeclaredType,
  localOf,
  mentionsMacro,
  parenthesize,
  type Site,
  text,
} from './site-rules.js';
import type { FunctionScopes } from './scopes/index.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

const OPERATORS = new Set(['+', '-', '*', '/', '%', '<<', '>>', '>>>', '&', '^', '|']);
const SHIFTS = new Set(['<<', '>>', '>>>']);

export const DECLINE_TARGET_TYPE = 'the assigned object is not a local of a type the rules know';

/** Java's primitive numeric types in the order binary numeric promotion widens them. */
const RANK: Record<string, number> = {
  byte: 0,
  short: 0,
  char: 0,
  int: 1,
  long: 2,
  float: 3,
  double: 4,
};
const PROMOTED = ['int', 'int', 'long', 'float', 'double'];

/** Java: the type of a numeric operand when it is surely known (a literal or a numeric local). */
function javaOperandType(
  context: TransformContext,
  scopes: FunctionScopes,
  node: SyntaxNode,
): string | undefined {
  const spelled = text(context, node);
  switch (node.type) {
    case 'parenthesized_expression': {
      const inner = node.children.find((c) => c.named);
      return inner === undefined ? undefined : javaOperandType(context, scopes, inner);
    }
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal':
    case 'binary_integer_literal':
      return /[lL]$/.test(spelled) ? 'long' : 'int';
    case 'decimal_floating_point_literal':
    case 'hex_floating_point_literal':
      return /[fF]$/.test(spelled) ? 'float' : 'double';
    case 'character_literal':
      return 'char';
    case 'identifier': {
      const binding = localOf(scopes, node);
      if (binding === undefined || !binding.numeric) return undefined;
      return javaDeclaredType(context, binding);
    }
    default:
      return undefined;
  }
}

/** Java: true when `a op b` surely has the type `type` of `a`. */
function javaKeepsType(
  context: TransformContext,
  scopes: FunctionScopes,
  type: string,
  operator: string,
  b: SyntaxNode,
): boolean {
  if (type === 'String') return operator === '+';
  if (type === 'boolean') return ['&', '|', '^'].includes(operator);
  const rank = RANK[type];
  if (rank === undefined || rank === 0) return false;
  if (SHIFTS.has(operator)) return rank <= 2;
  const other = javaOperandType(context, scopes, b);
  const otherRank = other === undefined ? undefined : RANK[other];
  return otherRank !== undefined && PROMOTED[Math.max(rank, otherRank)] === type;
}

/** True when the value of `node` is thrown away. */
function valueUnused(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  return (
    parent.type === 'expression_statement' ||
    (parent.type === 'for_statement' && node.field === 'update')
  );
}

/** The declared type of the target, or undefined when the rules decline it. */
function targetType(
  context: TransformContext,
  scopes: FunctionScopes,
  target: SyntaxNode,
): string | undefined {
  const binding = localOf(scopes, target);
  if (binding === undefined) return undefined;
  if (context.language === 'c') {
    return context.facts.c?.macros.has(binding.name) === true ? undefined : 'c';
  }
  const type = javaDeclaredType(context, binding);
  if (type === undefined) return undefined;
  return type === 'String' || type === 'boolean' || RANK[type] !== undefined ? type : undefined;
}

export const rewriteCompoundAssignments: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  const java = context.language === 'java';
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      if (node.type !== 'assignment_expression') return true;
      const target = childByField(node, 'left');
      const operatorNode = childByField(node, 'operator');
      const right = childByField(node, 'right');
      if (target === undefined || operatorNode === undefined || right === undefined) return true;
      const assigned = operatorNode.type;
      const compound = assigned.endsWith('=') && OPERATORS.has(assigned.slice(0, -1));
      let operator: string;
      let b: SyntaxNode;
      if (compound) {
        operator = assigned.slice(0, -1);
        b = right;
      } else {
        if (assigned !== '=' || right.type !== 'binary_expression') return true;
        const left = childByField(right, 'left');
        const op = childByField(right, 'operator');
        const second = childByField(right, 'right');
        if (left === undefined || op === undefined || second === undefined) return true;
        if (!OPERATORS.has(op.type) || text(context, left) !== text(context, target)) return true;
        if (left.type !== 'identifier') return true;
        operator = op.type;
        b = second;
      }
      const type = targetType(context, scopes, target);
      if (type === undefined) {
        declined.push(DECLINE_TARGET_TYPE);
        return true;
      }
      if (!java && insideMacroCall(context, scopes, node)) {
        declined.push(DECLINE_C_MACRO_ARGUMENTS);
        return true;
      }
      if (!java && !compound && mentionsMacro(context, scopes, b)) {
        declined.push(DECLINE_C_MACRO);
        return true;
      }
      const name = text(context, target);
      const wrap = (expression: string): string =>
        valueUnused(node) ? expression : `(${expression})`;
      if (compound) {
        const keepsType = !java || javaKeepsType(context, scopes, type, operator, b);
        // A C name may be a macro expanding to `1 + 2`: it gets parentheses too.
        const macro = !java && mentionsMacro(context, scopes, b);
        sites.push({
          node,
          toLongForm: true,
          replace: (render) => {
            const operand = macro ? `(${render(b)})` : parenthesize(render(b), b);
            const long = `${name} ${operator} ${operand}`;
            return wrap(`${name} = ${keepsType ? long : `(${type}) (${long})`}`);
          },
        });
      } else {
        sites.push({ node, replace: (render) => wrap(`${name} ${operator}= ${render(b)}`) });
      }
      return true;
    });
  }
  return applySites(context, sites, declined);
};
