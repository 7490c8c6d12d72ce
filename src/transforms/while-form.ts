/**
 * Rewrites `while` and `do ... while` loops between their forms:
 *
 *   while (c) B          ->  if (c) do B while (c);
 *   while (c) B          ->  for (;;) { if (!(c)) break; B }
 *   do B while (c);      ->  for (;;) { B if (!(c)) break; }      (or `while (1)` / `while (true)`)
 *   for (;;) { if (x) break; R }   ->   while (!(x)) { R }      (also `while (1)`, `while (true)`)
 *
 * Each form evaluates the condition at the same points, and `break` leaves
 * the same loop. `continue` goes to the test in `while` and `do` loops and to
 * the top of `for (;;)`: the first two forms keep that (the test comes
 * first), the third is declined when B has a `continue` of its own (it would
 * skip the test), and so is a C body invoking a macro that may hide one. The
 * first form evaluates `c` in two places: declined where `c` holds a lambda,
 * a class body or a statement expression, which cannot be written twice.
 * Labelled loops are declined (a label must stay on a loop).
 *
 * Java (JLS 14.22): a loop whose condition is a constant `true` completes
 * normally only through a `break`, and code after it is unreachable: every
 * form that would add or remove a `break` or a constant condition is
 * declined when the condition may be a constant expression, and the third
 * when B may not complete normally (the added `if` would be unreachable).
 * The new text is put in braces where the loop is a branch of another
 * statement, so that an `if` without `else` cannot capture a later `else`.
 */
import type { TransformContext, Transformation } from './context.js';
import { canCompleteNormally } from './java-reachability.js';
import type { Render } from './rewrite.js';
import {
  applySites,
  BLOCKS,
  LOOPS,
  mayBeConstant,
  mayHideJump,
  renderRange,
  type Site,
  STATEMENT_LISTS,
  text,
} from './site-rules.js';
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

export const DECLINE_OWN_CONTINUE = 'the do-while body has a continue of its own';
export const DECLINE_MAY_BE_CONSTANT = 'Java: the condition may be a constant expression';
export const DECLINE_MAY_NOT_COMPLETE =
  'Java: the do-while body may not complete normally (an added test would be unreachable)';
export const DECLINE_HIDDEN_JUMP = 'C: the body invokes a macro that may hide a jump';

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

/** True when `node` holds something that cannot be written twice. */
function unrepeatable(node: SyntaxNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (found) return false;
    found =
      ['lambda_expression', 'class_body', 'compound_statement', 'block'].includes(n.type) ||
      n.type.startsWith('preproc_');
    return !found;
  });
  return found;
}

/** `!(c)` for a rendered condition `(c)`; `(c)` again when it was `(!c)`. */
function negate(context: TransformContext, condition: SyntaxNode, render: Render): string {
  const inner = condition.children.filter((c) => c.named);
  const only = inner.length === 1 ? inner[0] : undefined;
  if (only?.type === 'unary_expression' && childByField(only, 'operator')?.type === '!') {
    const argument = childByField(only, 'argument') ?? childByField(only, 'operand');
    if (argument !== undefined) {
      const rendered = render(argument);
      return argument.type === 'parenthesized_expression' ? rendered : `(${rendered})`;
    }
  }
  return `(!${render(condition)})`;
}

/** Braces around the new text where the loop is a branch of another statement. */
function placed(loop: SyntaxNode, rendered: string): string {
  return loop.parent !== null && STATEMENT_LISTS.has(loop.parent.type)
    ? rendered
    : `{ ${rendered} }`;
}

function isInfinite(context: TransformContext, loop: SyntaxNode): boolean {
  if (loop.type === 'for_statement') {
    return loop.children.every((c) => !c.named || c.field === 'body' || c.type === 'comment');
  }
  if (loop.type !== 'while_statement') return false;
  const condition = childByField(loop, 'condition');
  const inner = condition?.children.filter((c) => c.named) ?? [];
  const spelled = inner.length === 1 ? text(context, inner[0] as SyntaxNode) : '';
  return context.language === 'c' ? spelled === '1' : spelled === 'true';
}

/** `if (x) break;` as the first statement of `for (;;) { ... }`: its condition. */
function leadingBreak(
  loop: SyntaxNode,
): { test: SyntaxNode; first: SyntaxNode; block: SyntaxNode } | undefined {
  const block = childByField(loop, 'body');
  if (block === undefined || !BLOCKS.has(block.type)) return undefined;
  const first = block.children.find((c) => c.named);
  if (first?.type !== 'if_statement' || childByField(first, 'alternative') !== undefined) {
    return undefined;
  }
  const test = childByField(first, 'condition');
  let consequence = childByField(first, 'consequence');
  if (consequence !== undefined && BLOCKS.has(consequence.type)) {
    const items = consequence.children.filter((c) => c.named);
    consequence = items.length === 1 ? items[0] : undefined;
  }
  if (test === undefined || consequence?.type !== 'break_statement') return undefined;
  if (consequence.children.some((c) => c.named)) return undefined; // `break label;`
  return { test, first, block };
}

export const rewriteWhileForms: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  const java = context.language === 'java';
  const unit = context.facts.c;
  const forever = java ? 'while (true)' : 'while (1)';
  for (const scopes of context.functions) {
    const constant = (node: SyntaxNode): boolean => java && mayBeConstant(scopes, node);
    walk(scopes.fn, (loop) => {
      if (!['while_statement', 'do_statement', 'for_statement'].includes(loop.type)) return true;
      if (loop.parent?.type === 'labeled_statement') return true;
      const condition = childByField(loop, 'condition');
      const body = childByField(loop, 'body');
      if (body === undefined) return true;
      const forms: ((render: Render) => string)[] = [];
      let reason: string | undefined;
      if (isInfinite(context, loop)) {
        const lead = leadingBreak(loop);
        if (lead !== undefined) {
          if (constant(lead.test)) reason = DECLINE_MAY_BE_CONSTANT;
          else {
            forms.push((render) => {
              const items = lead.block.children.filter((c) => c.named && c !== lead.first);
              const close = lead.block.children[lead.block.children.length - 1] as SyntaxNode;
              const last = items[items.length - 1];
              const rest =
                last === undefined
                  ? context.source.slice(lead.first.end, close.start)
                  : context.source.slice(lead.first.end, (items[0] as SyntaxNode).start) +
                    renderRange(context, items, render) +
                    context.source.slice(last.end, close.start);
              return `while ${negate(context, lead.test, render)} {${rest}}`;
            });
          }
        }
      }
      if (
        loop.type === 'while_statement' &&
        condition !== undefined &&
        !isInfinite(context, loop)
      ) {
        if (constant(condition)) reason = DECLINE_MAY_BE_CONSTANT;
        else {
          forms.push(
            (render) =>
              `for (;;) { if ${negate(context, condition, render)} break; ${render(body)} }`,
          );
          if (!unrepeatable(condition)) {
            forms.push((render) => {
              const gap = context.source.slice(condition.end, body.start);
              return placed(
                loop,
                `if ${render(condition)} do${gap.includes('\n') ? gap : ' '}${render(body)} while ${render(condition)};`,
              );
            });
          }
        }
      }
      if (loop.type === 'do_statement' && condition !== undefined) {
        if (hasOwnContinue(body)) reason = DECLINE_OWN_CONTINUE;
        else if (unit !== null && mayHideJump(context, scopes, unit, body)) {
          reason = DECLINE_HIDDEN_JUMP;
        } else if (constant(condition)) reason = DECLINE_MAY_BE_CONSTANT;
        else if (java && !canCompleteNormally(body, scopes)) {
          reason = DECLINE_MAY_NOT_COMPLETE;
        } else {
          const head = context.random.next() < 0.5 ? 'for (;;)' : forever;
          forms.push(
            (render) =>
              `${head} { ${render(body)} if ${negate(context, condition, render)} break; }`,
          );
        }
      }
      if (forms.length === 0) {
        if (reason !== undefined) declined.push(reason);
        return true;
      }
      const form = context.random.pick(forms);
      sites.push({ node: loop, replace: (render) => form(render) });
      return true;
    });
  }
  return applySites(context, sites, declined);
};
