/**
 * Rewrites `for` loops as `while` loops and `while` loops as `for` loops:
 *
 *   for (init; cond; update) body   ->   { init; while (cond) { body update; } }
 *   while (cond) body               ->   for (; cond;) body
 *
 * The braces around the `while` keep the scope of a declaration in `init`;
 * they are left out when `init` is empty, or an expression and the loop is
 * already a statement of a block. A `for` loop is left alone when:
 * - its body holds a `continue` of this loop (it would skip `update`);
 * - it is labelled (Java `continue label` must name a loop);
 * - Java: its body may not complete normally, so that `update` placed after
 *   it would be an unreachable statement (a compile error in Java). This is
 *   decided conservatively from the JLS rules (java-reachability.ts).
 * - C: its body invokes a macro that may hide a `continue` (or `break`): a
 *   macro of the unit whose expansion holds one, or an upper-case callee the
 *   unit does not declare (a header macro by convention, whose body the
 *   snippet lacks; a lower-case unknown callee is taken for a function).
 * When the body declares at its top level a name that `update` uses,
 * `update` goes after the body block instead of inside it.
 *
 * `while (c) body` -> `for (; c;) body` keeps every jump as it was: with no
 * update, `continue` goes to the test and `break` leaves the loop in both.
 */
import type { TransformContext, Transformation } from './context.js';
import { chooseSites } from './random.js';
import { indentUnit, lineIndent, type Render, type Replacement } from './rewrite.js';
import { type CUnit, mayBeUnknownMacro } from './c-unit.js';
import { canCompleteNormally } from './java-reachability.js';
import { mentionsMacro } from './site-rules.js';
import type { FunctionScopes } from './scopes/index.js';
import {
  childByField,
  childrenByField,
  isWithin,
  namedChildren,
  type SyntaxNode,
  walk,
} from './syntax-tree.js';

const LOOPS = new Set([
  'for_statement',
  'while_statement',
  'do_statement',
  'enhanced_for_statement',
]);
const BLOCKS = new Set(['compound_statement', 'block']);
const STATEMENT_LISTS = new Set([
  'compound_statement',
  'case_statement',
  'block',
  'constructor_body',
  'switch_block_statement_group',
]);

/** True when `body` holds a `continue` that targets the loop owning `body`. */
function hasOwnContinue(body: SyntaxNode): boolean {
  let found = false;
  walk(body, (node) => {
    if (found) return false;
    if (node !== body && (LOOPS.has(node.type) || node.type === 'lambda_expression')) return false;
    if (node.type === 'class_body') return false;
    if (node.type === 'continue_statement') found = true;
    return !found;
  });
  return found;
}

/** Names declared by the top-level items of a block (C also inside #if branches). */
function topLevelDeclaredNames(context: TransformContext, block: SyntaxNode): Set<string> {
  const names = new Set<string>();
  const scopes = context.functions.find((f) => isWithin(block, f.fn));
  if (scopes === undefined) return names;
  for (const binding of scopes.bindings) {
    let owner = binding.node.parent;
    // Climb to the item of `block` holding the declaration, stopping at nested blocks.
    while (owner !== null && owner.parent !== block && !BLOCKS.has(owner.type)) {
      owner = owner.parent;
    }
    if (owner !== null && owner.parent === block && !BLOCKS.has(owner.type)) {
      names.add(binding.name);
    }
  }
  return names;
}

function identifiersIn(context: TransformContext, nodes: readonly SyntaxNode[]): Set<string> {
  const names = new Set<string>();
  for (const node of nodes) {
    walk(node, (n) => {
      if (n.type === 'identifier') names.add(context.source.slice(n.start, n.end));
    });
  }
  return names;
}

export const DECLINE_HIDDEN_JUMP =
  'C: the loop body invokes a macro that may hide continue or break';

const MACRO_LIKE = /^[A-Z_][A-Z0-9_]*$/;

/** C: true when `body` names a macro that may expand to `continue` or `break`. */
function invokesJumpMacro(
  context: TransformContext,
  scopes: FunctionScopes,
  unit: CUnit,
  body: SyntaxNode,
): boolean {
  let found = false;
  walk(body, (node) => {
    if (found) return false;
    if (node.type !== 'identifier' || scopes.resolved.has(node)) return true;
    const name = context.source.slice(node.start, node.end);
    const isCallee = node.field === 'function' && node.parent?.type === 'call_expression';
    found =
      unit.macrosHidingJumps.has(name) ||
      (isCallee &&
        MACRO_LIKE.test(name) &&
        !unit.macros.has(name) &&
        mayBeUnknownMacro(unit, name));
    return !found;
  });
  return found;
}

export const DECLINE_MACRO_UPDATE =
  'C: the loop update or condition invokes a macro, whose expansion may name what the body declares';

/**
 * C: true when the update (which moves into the body) names a macro or a
 * preprocessor-like name, or the condition invokes a macro: the tree cannot
 * show which names the expansion reads, so the shadowing check cannot see
 * them (`for (k = 0; k < n; ADVANCE)` with a body declaring its own `k`).
 * The condition stays in place; only its calls of macros are declined, to
 * keep the rule simple to state: no macro invocation is moved.
 */
function movedPartInvokesMacro(
  context: TransformContext,
  scopes: FunctionScopes,
  unit: CUnit,
  loop: SyntaxNode,
): boolean {
  if (childrenByField(loop, 'update').some((update) => mentionsMacro(context, scopes, update))) {
    return true;
  }
  const condition = childByField(loop, 'condition');
  if (condition === undefined) return false;
  let found = false;
  walk(condition, (node) => {
    if (found) return false;
    if (node.type !== 'identifier' || scopes.resolved.has(node)) return true;
    const name = context.source.slice(node.start, node.end);
    const isCallee = node.field === 'function' && node.parent?.type === 'call_expression';
    found = unit.macros.has(name) || (isCallee && mayBeUnknownMacro(unit, name));
    return !found;
  });
  return found;
}

/** Whether a `for` loop may be rewritten: 'yes', 'no' (not a site), or a reason it is declined. */
function forLoopEligibility(
  context: TransformContext,
  loop: SyntaxNode,
  scopes: FunctionScopes,
): 'yes' | 'no' | string {
  const java = context.language === 'java';
  if (loop.parent?.type === 'labeled_statement') return 'no';
  const body = childByField(loop, 'body');
  if (body === undefined || hasOwnContinue(body)) return 'no';
  const hasUpdate = childrenByField(loop, 'update').length > 0;
  if (java && hasUpdate && !canCompleteNormally(body, scopes)) return 'no';
  const unit = context.facts.c;
  if (unit !== null && hasUpdate && invokesJumpMacro(context, scopes, unit, body)) {
    return DECLINE_HIDDEN_JUMP;
  }
  if (unit !== null && hasUpdate && movedPartInvokesMacro(context, scopes, unit, loop)) {
    return DECLINE_MACRO_UPDATE;
  }
  return 'yes';
}

/** Appends `update` to the end of a rendered block body. */
function appendToBlock(
  context: TransformContext,
  body: SyntaxNode,
  renderedBody: string,
  update: string,
): string {
  const match = /(\s*)\}$/.exec(renderedBody);
  if (match === null) return `{ ${renderedBody} ${update} }`;
  const head = renderedBody.slice(0, match.index);
  const tail = renderedBody.slice(match.index);
  if (!tail.includes('\n')) return `${head} ${update}${tail}`;
  const items = namedChildren(body);
  const last = items[items.length - 1];
  let indent = last === undefined ? undefined : lineIndent(context.source, last.start);
  if (indent === undefined) {
    indent = (lineIndent(context.source, body.start) ?? '') + indentUnit(context.source);
  }
  return `${head}\n${indent}${update}${tail}`;
}

function rewriteFor(context: TransformContext, loop: SyntaxNode, render: Render): string {
  const java = context.language === 'java';
  const initNodes = childrenByField(loop, java ? 'init' : 'initializer');
  const condition = childByField(loop, 'condition');
  const updates = childrenByField(loop, 'update');
  const body = childByField(loop, 'body') as SyntaxNode;

  const declarationInit = initNodes.some((n) =>
    ['declaration', 'local_variable_declaration'].includes(n.type),
  );
  const init = initNodes
    .map((n) =>
      n.type === 'declaration' || n.type === 'local_variable_declaration'
        ? render(n)
        : `${render(n)};`,
    )
    .join(' ');
  const update = updates.map((n) => `${render(n)};`).join(' ');
  const conditionText = condition === undefined ? (java ? 'true' : '1') : render(condition);

  const closeParen = [...loop.children]
    .reverse()
    .find((c) => c.type === ')' && c.end <= body.start);
  let gap = closeParen === undefined ? ' ' : context.source.slice(closeParen.end, body.start);
  let newBody: string;
  if (update === '') newBody = render(body);
  else if (BLOCKS.has(body.type)) {
    const clash = [...identifiersIn(context, updates)].some((name) =>
      topLevelDeclaredNames(context, body).has(name),
    );
    newBody = clash
      ? `{ ${render(body)} ${update} }`
      : appendToBlock(context, body, render(body), update);
  } else {
    const bodyIndent = lineIndent(context.source, body.start);
    const loopIndent = lineIndent(context.source, loop.start);
    if (gap.includes('\n') && bodyIndent !== undefined && loopIndent !== undefined) {
      // A body on its own line becomes a block: `while (c) {`, body, update, `}`.
      newBody = `{${gap}${render(body)}\n${bodyIndent}${update}\n${loopIndent}}`;
      gap = ' ';
    } else newBody = `{ ${render(body)} ${update} }`;
  }
  const whileLoop = `while (${conditionText})${gap}${newBody}`;
  if (init === '') return whileLoop;

  const indent = lineIndent(context.source, loop.start);
  const inList = loop.parent !== null && STATEMENT_LISTS.has(loop.parent.type);
  if (!declarationInit && inList) {
    return `${init}${indent === undefined ? ' ' : `\n${indent}`}${whileLoop}`;
  }
  if (indent === undefined) return `{ ${init} ${whileLoop} }`;
  const unit = indentUnit(context.source);
  const inner = `\n${indent}${unit}`;
  const indented = canReindent(context, loop) ? reindent(whileLoop, unit) : whileLoop;
  return `{${inner}${init}${inner}${indented}\n${indent}}`;
}

/** Adds `unit` before every non-empty line after the first. */
function reindent(text: string, unit: string): string {
  return text
    .split('\n')
    .map((line, i) => (i === 0 || line.trim() === '' ? line : unit + line))
    .join('\n');
}

/**
 * Indentation may change only where it is not part of a value: no literal
 * spanning lines (Java text blocks, C strings continued with a backslash).
 */
function canReindent(context: TransformContext, loop: SyntaxNode): boolean {
  if (/\\\r?\n/.test(context.source.slice(loop.start, loop.end))) return false;
  let multiLineLiteral = false;
  walk(loop, (node) => {
    if (multiLineLiteral) return false;
    if (/string|char|text_block/.test(node.type)) {
      multiLineLiteral = context.source.slice(node.start, node.end).includes('\n');
      return false;
    }
    return true;
  });
  return !multiLineLiteral;
}

function rewriteWhile(context: TransformContext, loop: SyntaxNode, render: Render): string {
  const condition = childByField(loop, 'condition') as SyntaxNode;
  const renderedCondition = render(condition);
  // The condition is a parenthesized_expression: keep what is inside.
  // Trailing spaces go, a trailing newline stays: it may end a `//` comment.
  const inner =
    condition.type === 'parenthesized_expression'
      ? renderedCondition
          .slice(1, -1)
          .replace(/^\s+/, '')
          .replace(/[ \t]+$/, '')
      : renderedCondition;
  const body = childByField(loop, 'body') as SyntaxNode;
  return `for (; ${inner};)${context.source.slice(condition.end, body.start)}${render(body)}`;
}

export const rewriteLoops: Transformation = (context: TransformContext) => {
  const sites: SyntaxNode[] = [];
  const declined: string[] = [];
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      if (node.type === 'while_statement') {
        if (
          childByField(node, 'condition') !== undefined &&
          childByField(node, 'body') !== undefined
        ) {
          sites.push(node);
        }
      } else if (node.type === 'for_statement') {
        const eligibility = forLoopEligibility(context, node, scopes);
        if (eligibility === 'yes') sites.push(node);
        else if (eligibility !== 'no') declined.push(eligibility);
      }
      return true;
    });
  }
  const chosen = chooseSites(context.random, sites.length);
  const replacements = new Map<SyntaxNode, Replacement>();
  sites.forEach((site, i) => {
    if (!chosen[i]) return;
    replacements.set(site, (render) =>
      site.type === 'for_statement'
        ? rewriteFor(context, site, render)
        : rewriteWhile(context, site, render),
    );
  });
  return { replacements, declined };
};
