/**
 * Writes an increment or decrement of a local in another of its forms:
 *
 *   i++   ++i   i += 1   i = i + 1        (and the same with `-`)
 *
 * Where the value is unused (an expression statement, a `for` update, the
 * left of a C comma) all four do the same. Where it is used, only the forms
 * whose value is the new value (`++i`, `i += 1`, `i = i + 1`) replace each
 * other, in parentheses.
 *
 * The target is a local or parameter, so it has no side effect and is the
 * same object each time it is named. C: for every type that `++` accepts
 * (integers, `_Bool`, floating, pointers), C11 6.5.3.1 defines `++E` as
 * `E += 1` and 6.5.16.2 defines `E += 1` as `E = E + 1` with E evaluated
 * once; a local named like a macro of the unit is left alone. Java: only
 * locals declared with a primitive numeric type (`s += 1` on a String
 * appends); `i = i + 1` only for int, long, float and double, since for
 * byte, short and char `i + 1` is an int that does not convert back without
 * the cast that `+=` hides (JLS 15.26.2).
 */
import type { TransformContext, Transformation } from './context.js';
import { applySites, javaDeclaredType, localOf, type Site, text } from './site-rules.js';
import type { FunctionScopes } from './scopes/index.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

type Form = 'post' | 'pre' | 'compound' | 'plain';
const FORMS: readonly Form[] = ['post', 'pre', 'compound', 'plain'];

export const DECLINE_NOT_LOCAL = 'the incremented object is not a local variable';

const JAVA_PLAIN_TYPES = new Set(['int', 'long', 'float', 'double']);
const JAVA_NUMERIC = new Set(['int', 'long', 'float', 'double', 'short', 'byte', 'char']);

interface Increment {
  readonly node: SyntaxNode;
  readonly target: SyntaxNode;
  readonly sign: '+' | '-';
  readonly form: Form;
}

function isOne(context: TransformContext, node: SyntaxNode | undefined): boolean {
  if (node === undefined) return false;
  return (
    (node.type === 'number_literal' || node.type === 'decimal_integer_literal') &&
    text(context, node) === '1'
  );
}

/** The increment `node` spells, if it is one. */
function readIncrement(context: TransformContext, node: SyntaxNode): Increment | undefined {
  if (node.type === 'update_expression') {
    const target = node.children.find((c) => c.named);
    const operator = node.children.find((c) => c.type === '++' || c.type === '--');
    if (target === undefined || operator === undefined) return undefined;
    const sign = operator.type === '++' ? '+' : '-';
    return { node, target, sign, form: operator.start < target.start ? 'pre' : 'post' };
  }
  if (node.type !== 'assignment_expression') return undefined;
  const target = childByField(node, 'left');
  const operator = childByField(node, 'operator');
  const right = childByField(node, 'right');
  if (target === undefined || operator === undefined || right === undefined) return undefined;
  if ((operator.type === '+=' || operator.type === '-=') && isOne(context, right)) {
    return { node, target, sign: operator.type === '+=' ? '+' : '-', form: 'compound' };
  }
  if (operator.type !== '=' || right.type !== 'binary_expression') return undefined;
  const left = childByField(right, 'left');
  const op = childByField(right, 'operator');
  if (left === undefined || op === undefined || (op.type !== '+' && op.type !== '-')) {
    return undefined;
  }
  if (!isOne(context, childByField(right, 'right'))) return undefined;
  if (left.type !== target.type || text(context, left) !== text(context, target)) return undefined;
  return { node, target, sign: op.type as '+' | '-', form: 'plain' };
}

/** True when the value of `node` is thrown away. */
function valueUnused(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (parent.type === 'expression_statement') return true;
  if (parent.type === 'for_statement' && node.field === 'update') return true;
  if (parent.type === 'comma_expression') {
    return node.field === 'left' || (node.field === 'right' && valueUnused(parent));
  }
  return false;
}

/** The forms this target allows, or undefined when it is no local we understand. */
function allowedForms(
  context: TransformContext,
  scopes: FunctionScopes,
  target: SyntaxNode,
): readonly Form[] | undefined {
  const binding = localOf(scopes, target);
  if (binding === undefined) return undefined;
  if (context.language === 'c') {
    return context.facts.c?.macros.has(binding.name) === true ? undefined : FORMS;
  }
  const type = javaDeclaredType(context, binding);
  if (!binding.numeric || type === undefined || !JAVA_NUMERIC.has(type)) return undefined;
  return JAVA_PLAIN_TYPES.has(type) ? FORMS : FORMS.filter((f) => f !== 'plain');
}

function spell(form: Form, name: string, sign: '+' | '-'): string {
  switch (form) {
    case 'post':
      return `${name}${sign}${sign}`;
    case 'pre':
      return `${sign}${sign}${name}`;
    case 'compound':
      return `${name} ${sign}= 1`;
    case 'plain':
      return `${name} = ${name} ${sign} 1`;
  }
}

export const rewriteIncrements: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      const increment = readIncrement(context, node);
      if (increment === undefined) return true;
      const forms = allowedForms(context, scopes, increment.target);
      if (forms === undefined) {
        declined.push(DECLINE_NOT_LOCAL);
        return true;
      }
      const unused = valueUnused(node);
      // A used value: only the forms whose value is the new value are equal.
      const equal = unused ? forms : forms.filter((f) => f !== 'post');
      if (!equal.includes(increment.form)) return true;
      const others = equal.filter((f) => f !== increment.form);
      if (others.length === 0) return true;
      // The long form only: `++`/`--` become `i = i + 1` where that form means the same.
      const longForm = increment.form !== 'compound' && others.includes('plain');
      if (context.longFormOnly && !longForm) return true;
      const form = context.longFormOnly ? 'plain' : context.random.pick(others);
      const spelled = spell(form, text(context, increment.target), increment.sign);
      sites.push({
        node,
        toLongForm: form === 'plain',
        replace: () => (unused ? spelled : `(${spelled})`),
      });
      // Nothing inside an increment of a local is another site.
      return false;
    });
  }
  return applySites(context, sites, declined);
};
