/**
 * Swaps the branches of an `if` and writes `else if` chains as nested blocks
 * and back:
 *
 *   if (c) A else B            ->   if (!(c)) { B } else A    (`if (!c)` -> `if (c)`)
 *   if (a) X else if (b) Y     ->   if (a) X else { if (b) Y }
 *   if (a) X else { if (b) Y } ->   if (a) X else if (b) Y
 *
 * `c` is evaluated once either way, and `!` turns every true into false and
 * back (C: any non-zero value is true; Java: Java's flow rules for definite
 * assignment and pattern variables treat `!` symmetrically, JLS 16 and
 * 6.3.1). B moves to the consequence and is put in braces, so that an `if`
 * without `else` at its end cannot capture the `else` that follows. A moves
 * to the end, where it was already followed by an `else` and so is no open
 * `if`. Unwrapping `{ if (b) Y }` is done only when no `else` can follow the
 * chain (or the inner `if` has its own `else`).
 *
 * Declined: C branches that hold preprocessor directives (their lines cannot
 * move as text inside an expression of the tree).
 */
import type { TransformContext, Transformation } from './context.js';
import { applySites, BLOCKS, type Site, STATEMENT_LISTS } from './site-rules.js';
import type { Render } from './rewrite.js';
import { childByField, namedChildren, type SyntaxNode, walk } from './syntax-tree.js';

export const DECLINE_PREPROCESSOR_IN_BRANCH =
  'C: a branch holds a preprocessor directive, whose lines cannot move';

/** The statement after `else`: C wraps it in an else_clause, Java does not. */
function elseStatement(node: SyntaxNode): SyntaxNode | undefined {
  const alternative = childByField(node, 'alternative');
  if (alternative?.type !== 'else_clause') return alternative;
  return namedChildren(alternative)[0];
}

/** The `else` keyword of an if statement. */
function elseKeyword(node: SyntaxNode): SyntaxNode | undefined {
  const alternative = childByField(node, 'alternative');
  if (alternative?.type === 'else_clause')
    return alternative.children.find((c) => c.type === 'else');
  return node.children.find((c) => c.type === 'else');
}

/** True when `node` is the statement after an `else`. */
function isElseBranch(node: SyntaxNode): boolean {
  const parent = node.parent;
  if (parent === null) return false;
  if (parent.type === 'else_clause') return true;
  return parent.type === 'if_statement' && node.field === 'alternative';
}

/** True when no `else` can follow the chain that ends with `node`. */
function endsChain(node: SyntaxNode): boolean {
  let top = node;
  for (;;) {
    const parent = top.parent;
    if (parent === null) return false;
    if (parent.type === 'else_clause') top = parent.parent as SyntaxNode;
    else if (parent.type === 'if_statement' && top.field === 'alternative') top = parent;
    else return STATEMENT_LISTS.has(parent.type);
  }
}

function holdsPreprocessor(node: SyntaxNode): boolean {
  let found = false;
  walk(node, (n) => {
    if (n.type.startsWith('preproc_')) found = true;
    return !found;
  });
  return found;
}

/** `{ if (b) Y }` after an else, that may become `if (b) Y`. */
function unwrappable(block: SyntaxNode): SyntaxNode | undefined {
  if (!BLOCKS.has(block.type) || !isElseBranch(block)) return undefined;
  const items = block.children.filter((c) => c.named);
  const inner = items[0];
  if (items.length !== 1 || inner?.type !== 'if_statement') return undefined;
  const owner = block.parent?.type === 'else_clause' ? block.parent.parent : block.parent;
  if (owner === null || owner === undefined) return undefined;
  return elseStatement(inner) !== undefined || endsChain(owner) ? inner : undefined;
}

function swapped(
  context: TransformContext,
  node: SyntaxNode,
  render: Render,
  unwrapped: ReadonlySet<SyntaxNode>,
): string {
  const source = context.source;
  const condition = childByField(node, 'condition') as SyntaxNode;
  const consequence = childByField(node, 'consequence') as SyntaxNode;
  const alternative = elseStatement(node) as SyntaxNode;
  const elseToken = elseKeyword(node) as SyntaxNode;
  const inner = condition.children.filter((c) => c.named);
  const only = inner.length === 1 ? inner[0] : undefined;
  let test: string;
  const operator = only?.type === 'unary_expression' ? childByField(only, 'operator') : undefined;
  const argument =
    only !== undefined
      ? (childByField(only, 'argument') ?? childByField(only, 'operand'))
      : undefined;
  if (operator?.type === '!' && argument !== undefined) {
    // `if (!x)` swapped is `if (x)`: the double negation would only be noise.
    const rendered = render(argument);
    test = argument.type === 'parenthesized_expression' ? rendered : `(${rendered})`;
  } else test = `(!${render(condition)})`;
  const keepsBraces = BLOCKS.has(alternative.type) && !unwrapped.has(alternative);
  const newConsequence = keepsBraces ? render(alternative) : `{ ${render(alternative)} }`;
  return (
    `if ${test}${source.slice(condition.end, consequence.start)}${newConsequence}` +
    `${source.slice(consequence.end, elseToken.start)}else` +
    `${source.slice(elseToken.end, alternative.start)}${render(consequence)}`
  );
}

export const swapBranches: Transformation = (context: TransformContext) => {
  const sites: Site[] = [];
  const declined: string[] = [];
  const unwrapped = new Set<SyntaxNode>();
  for (const scopes of context.functions) {
    walk(scopes.fn, (node) => {
      if (BLOCKS.has(node.type) && unwrappable(node) !== undefined) {
        unwrapped.add(node);
        const inner = unwrappable(node) as SyntaxNode;
        sites.push({ node, replace: (render) => render(inner) });
        return true;
      }
      if (node.type !== 'if_statement') return true;
      const alternative = elseStatement(node);
      if (alternative === undefined || childByField(node, 'consequence') === undefined) {
        return true;
      }
      if (context.language === 'c' && holdsPreprocessor(node)) {
        declined.push(DECLINE_PREPROCESSOR_IN_BRANCH);
        return true;
      }
      const nest = isElseBranch(node);
      // An `else if` may be swapped or put in braces; one of the two per seed.
      if (nest && context.random.next() < 0.5) {
        sites.push({ node, replace: (_render, renderInner) => `{ ${renderInner(node)} }` });
      } else {
        sites.push({ node, replace: (render) => swapped(context, node, render, unwrapped) });
      }
      return true;
    });
  }
  return applySites(context, sites, declined);
};
