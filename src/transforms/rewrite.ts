/**
 * Re-renders source text with some nodes replaced.
 *
 * A replacement receives a `render` function for the node's descendants, so
 * that nested replacements compose (a loop rewritten inside a rewritten loop).
 * Text between nodes (whitespace, comments the tree does not hold) is copied
 * as is.
 */
import type { SyntaxNode } from './syntax-tree.js';

/** Renders a node, applying replacements below it. */
export type Render = (node: SyntaxNode) => string;

/**
 * Produces the replacement text of a node; `renderInner` renders the node
 * itself without its own replacement (its descendants still replaced).
 */
export type Replacement = (render: Render, renderInner: Render) => string;

export function renderWithReplacements(
  source: string,
  root: SyntaxNode,
  replacements: ReadonlyMap<SyntaxNode, Replacement>,
): string {
  if (replacements.size === 0) return source;
  const dirty = new Set<SyntaxNode>();
  for (const node of replacements.keys()) {
    for (let n: SyntaxNode | null = node; n !== null && !dirty.has(n); n = n.parent) dirty.add(n);
  }
  const renderInner: Render = (node) => {
    let out = '';
    let position = node.start;
    for (const child of node.children) {
      out += source.slice(position, child.start) + render(child);
      position = child.end;
    }
    return out + source.slice(position, node.end);
  };
  const render: Render = (node) => {
    const replacement = replacements.get(node);
    if (replacement !== undefined) return replacement(render, renderInner);
    if (!dirty.has(node)) return source.slice(node.start, node.end);
    return renderInner(node);
  };
  return source.slice(0, root.start) + render(root) + source.slice(root.end);
}

/**
 * Leading whitespace of the line on which `position` lies, when only
 * whitespace precedes `position` on that line; otherwise undefined.
 */
export function lineIndent(source: string, position: number): string | undefined {
  const lineStart = source.lastIndexOf('\n', position - 1) + 1;
  const before = source.slice(lineStart, position);
  return /^[ \t]*$/.test(before) ? before : undefined;
}

/** One indentation step guessed from the text: a tab or four spaces. */
export function indentUnit(source: string): string {
  return /\n\t/.test(source) ? '\t' : '    ';
}
