/**
 * Writes a `switch` statement without fall-through as an `if` chain:
 *
 *   switch (x) { case 1: case 2: A; break; case 3: B; return; default: C; }
 *   ->  if (x == 1 || x == 2) { A; } else if (x == 3) { B; return; } else { C; }
 *
 * What the rules require, and why:
 * - The subject is a local (or a literal): it is read once per test with no
 *   side effect and cannot change before a branch is chosen. C: any local
 *   (not named like a macro); Java: a local of type int, short, byte or char
 *   (not a String, enum or boxed value, whose `==` differs from the switch).
 * - The labels are integer literals up to INT_MAX, character literals, or
 *   (C) enumerators of the unit, (Java) constant names, each compared in
 *   parentheses. For such labels `x == label` finds the same match as the
 *   switch in both languages (C11 6.8.4.2 converts a label to the promoted
 *   type of x, `==` converts both to their common type: the same value
 *   either way for labels that fit an int).
 * - Every group but the last ends with a jump (`break`, which is dropped,
 *   `return`, `throw`, `continue`, `goto`), and no other `break` leaves the
 *   switch: no fall-through, and no jump whose target would change. C: no
 *   body invokes a macro that may hide a `break`; no `case` is nested in an
 *   inner statement (Duff's device).
 * - No group declares a local at its top level: its scope would span the
 *   following groups, which become separate blocks.
 * - Java: switch statements only (not switch expressions, not `->` rules);
 *   a labelled switch is declined.
 * The `default` group becomes the final `else` (without fall-through its
 * place among the groups does not matter).
 */
import type { TransformContext, Transformation } from './context.js';
import type { Render } from './rewrite.js';
import type { FunctionScopes } from './scopes/index.js';
import {
  applySites,
  javaDeclaredType,
  LOOPS,
  mayHideJump,
  renderRange,
  type Site,
  STATEMENT_LISTS,
  text,
} from './site-rules.js';
import { childByField, isComment, type SyntaxNode, walk } from './syntax-tree.js';

export const DECLINE_FALL_THROUGH = 'a case group falls through or breaks out early';
export const DECLINE_SUBJECT =
  'the switch subject is not a local or literal of a type the rules know';
export const DECLINE_LABEL = 'a case label is not a literal or constant the rules can compare';
export const DECLINE_SCOPE = 'a case group declares a local whose scope spans the groups';

interface Group {
  /** Label values; empty for `default`. */
  readonly labels: SyntaxNode[];
  isDefault: boolean;
  readonly statements: SyntaxNode[];
  /** The `:` after the last label. */
  colon: SyntaxNode | undefined;
}

const JUMPS = new Set([
  'break_statement',
  'return_statement',
  'throw_statement',
  'continue_statement',
  'goto_statement',
]);
const SWITCHES = new Set(['switch_statement', 'switch_expression']);
const DECLARATIONS = new Set([
  'declaration',
  'local_variable_declaration',
  'class_declaration',
  'record_declaration',
  'enum_declaration',
  'interface_declaration',
]);
const INT_MAX = 2147483647n;

/** C: the case groups of a switch body; undefined when it holds anything else. */
function cGroups(body: SyntaxNode): Group[] | undefined {
  const groups: Group[] = [];
  let open: Group | undefined;
  for (const child of body.children) {
    if (!child.named || isComment(child)) continue;
    if (child.type !== 'case_statement') return undefined;
    const value = childByField(child, 'value');
    const isDefault = value === undefined;
    if (open === undefined) {
      open = { labels: [], isDefault: false, statements: [], colon: undefined };
      groups.push(open);
    }
    if (value !== undefined) open.labels.push(value);
    open.isDefault ||= isDefault;
    open.colon = child.children.find((c) => c.type === ':');
    const statements = child.children.filter(
      (c) => c.named && c !== value && !isComment(c) && c.start > (open?.colon?.end ?? 0),
    );
    open.statements.push(...statements);
    if (statements.length > 0) open = undefined;
  }
  return groups;
}

/** Java: the groups of a switch block; undefined for `->` rules or anything else. */
function javaGroups(body: SyntaxNode): Group[] | undefined {
  const groups: Group[] = [];
  let open: Group | undefined;
  for (const child of body.children) {
    if (!child.named || isComment(child)) continue;
    if (child.type !== 'switch_block_statement_group') return undefined;
    if (open === undefined) {
      open = { labels: [], isDefault: false, statements: [], colon: undefined };
      groups.push(open);
    }
    for (const part of child.children) {
      if (part.type === 'switch_label') {
        const values = part.children.filter((c) => c.named && !isComment(c));
        if (part.children.some((c) => c.type === 'default')) open.isDefault = true;
        open.labels.push(...values);
      } else if (part.type === ':') open.colon = part;
      else if (part.named && !isComment(part)) open.statements.push(part);
    }
    if (open.statements.length > 0) open = undefined;
  }
  return groups;
}

function subjectAllowed(
  context: TransformContext,
  scopes: FunctionScopes,
  subject: SyntaxNode,
): boolean {
  const java = context.language === 'java';
  if (
    ['number_literal', 'char_literal', 'decimal_integer_literal', 'character_literal'].includes(
      subject.type,
    )
  ) {
    return true;
  }
  if (subject.type !== 'identifier') return false;
  const binding = scopes.resolved.get(subject);
  if (binding === undefined) return false;
  if (!java) return context.facts.c?.macros.has(binding.name) !== true;
  return /^(int|short|byte|char)$/.test(javaDeclaredType(context, binding) ?? '');
}

function integerValue(spelled: string): bigint | undefined {
  const match = /^(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)$/.exec(spelled.replace(/_/g, ''));
  if (match === null) return undefined;
  const digits = match[1] as string;
  if (/^0[xX]/.test(digits)) return BigInt(digits);
  if (digits.length > 1 && digits.startsWith('0')) return BigInt(`0o${digits.slice(1)}`);
  return BigInt(digits);
}

function labelAllowed(
  context: TransformContext,
  scopes: FunctionScopes,
  label: SyntaxNode,
  enumerators: ReadonlySet<string>,
): boolean {
  const java = context.language === 'java';
  const spelled = text(context, label);
  switch (label.type) {
    case 'number_literal':
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal': {
      const value = integerValue(spelled);
      return value !== undefined && value <= INT_MAX;
    }
    case 'char_literal':
    case 'character_literal':
      return true;
    case 'unary_expression': {
      const argument = childByField(label, 'argument') ?? label.children.find((c) => c.named);
      return childByField(label, 'operator')?.type === '-' || label.children[0]?.type === '-'
        ? argument !== undefined && labelAllowed(context, scopes, argument, enumerators)
        : false;
    }
    case 'parenthesized_expression': {
      const inner = label.children.find((c) => c.named);
      return inner !== undefined && labelAllowed(context, scopes, inner, enumerators);
    }
    case 'identifier':
      // Java: a constant name (the switch checked it is a constant of the subject's type).
      if (java) return !scopes.resolved.has(label);
      return enumerators.has(spelled) && context.facts.c?.macros.has(spelled) !== true;
    default:
      return false;
  }
}

/** True when a statement of a group holds a `break` of this switch, or a nested `case`. */
function leavesEarly(statements: readonly SyntaxNode[], java: boolean): boolean {
  let found = false;
  for (const statement of statements) {
    walk(statement, (node) => {
      if (found) return false;
      if (
        LOOPS.has(node.type) ||
        SWITCHES.has(node.type) ||
        node.type === 'lambda_expression' ||
        node.type === 'class_body'
      )
        return false;
      if (node.type === 'break_statement' && !node.children.some((c) => c.named && !isComment(c)))
        found = true;
      if (!java && node.type === 'case_statement') found = true;
      return !found;
    });
  }
  return found;
}

function unitEnumerators(context: TransformContext): Set<string> {
  const names = new Set<string>();
  walk(context.unit.root, (node) => {
    if (node.type === 'enumerator') {
      const name = childByField(node, 'name');
      if (name !== undefined) names.add(text(context, name));
    }
  });
  return names;
}

function lineIndentOf(context: TransformContext, node: SyntaxNode): string {
  const lineStart = context.source.lastIndexOf('\n', node.start - 1) + 1;
  const before = context.source.slice(lineStart, node.start);
  return /^[ \t]*$/.test(before) ? before : '';
}

function renderIf(
  context: TransformContext,
  node: SyntaxNode,
  subject: SyntaxNode,
  groups: readonly Group[],
  render: Render,
): string {
  const indent = lineIndentOf(context, node);
  const subjectText = render(subject);
  const block = (group: Group): string => {
    const last = group.statements[group.statements.length - 1];
    const kept =
      last?.type === 'break_statement' && !last.children.some((c) => c.named && !isComment(c))
        ? group.statements.slice(0, -1)
        : group.statements;
    if (kept.length === 0) return '{ }';
    const opening =
      group.colon === undefined
        ? ' '
        : context.source.slice(group.colon.end, (kept[0] as SyntaxNode).start);
    const multiline = opening.includes('\n');
    return `{${multiline ? opening : ' '}${renderRange(context, kept, render)}${multiline ? `\n${indent}` : ' '}}`;
  };
  const cases = groups.filter((g) => !g.isDefault);
  const fallback = groups.find((g) => g.isDefault);
  const parts = cases.map((group) => {
    const test = group.labels.map((label) => `${subjectText} == (${render(label)})`).join(' || ');
    return `if (${test}) ${block(group)}`;
  });
  if (fallback !== undefined) {
    if (parts.length === 0) return block(fallback);
    parts.push(block(fallback));
  }
  if (parts.length === 0) return '{ }';
  const joined = parts.join(' else ');
  return node.parent !== null && STATEMENT_LISTS.has(node.parent.type) ? joined : `{ ${joined} }`;
}

export const switchToIf: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  const java = context.language === 'java';
  const enumerators = java ? new Set<string>() : unitEnumerators(context);
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      if (!SWITCHES.has(node.type)) return true;
      // Java: a switch in statement position only (the grammar calls both switch_expression).
      if (java && (node.parent === null || !STATEMENT_LISTS.has(node.parent.type))) return true;
      if (node.parent?.type === 'labeled_statement') return true;
      const condition = childByField(node, 'condition');
      const body = childByField(node, 'body');
      if (condition === undefined || body === undefined) return true;
      const subjects = condition.children.filter((c) => c.named && !isComment(c));
      const subject = subjects.length === 1 ? subjects[0] : undefined;
      const groups = java ? javaGroups(body) : cGroups(body);
      if (groups === undefined) return true;
      if (subject === undefined || !subjectAllowed(context, scopes, subject)) {
        declined.push(DECLINE_SUBJECT);
        return true;
      }
      if (
        groups.some((g) => g.labels.some((l) => !labelAllowed(context, scopes, l, enumerators)))
      ) {
        declined.push(DECLINE_LABEL);
        return true;
      }
      if (groups.some((g) => g.statements.some((s) => DECLARATIONS.has(s.type)))) {
        declined.push(DECLINE_SCOPE);
        return true;
      }
      const fallsThrough = groups.some((group, i) => {
        const last = group.statements[group.statements.length - 1];
        const isLast = i === groups.length - 1;
        if (!isLast && (last === undefined || !JUMPS.has(last.type))) return true;
        const before =
          last?.type === 'break_statement' ? group.statements.slice(0, -1) : group.statements;
        return leavesEarly(before, java);
      });
      const unit = context.facts.c;
      if (fallsThrough || (unit !== null && mayHideJump(context, scopes, unit, body))) {
        declined.push(DECLINE_FALL_THROUGH);
        return true;
      }
      sites.push({ node, replace: (render) => renderIf(context, node, subject, groups, render) });
      return true;
    });
  }
  return applySites(context, sites, declined);
};
