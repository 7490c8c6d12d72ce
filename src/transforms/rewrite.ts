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

/** One change of a source text: its characters [start, end) replaced by `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * The source with the replacements applied, and the same change as edits
 * of the source: the outermost replaced nodes whose text changed, in source
 * order (what an incremental re-parse is told).
 */
export function renderWithReplacements(
  source: string,
  root: SyntaxNode,
  replacements: ReadonlyMap<SyntaxNode, Replacement>,
): { text: string; edits: TextEdit[] } {
  const edits: TextEdit[] = [];
  if (replacements.size === 0) return { text: source, edits };
  const dirty = new Set<SyntaxNode>();
  for (const node of replacements.keys()) {
    for (let n: SyntaxNode | null = node; n !== null && !dirty.has(n); n = n.parent) dirty.add(n);
  }
  // Replacements inside a replacement's own output are part of its edit, not edits of their own.
  let depth = 0;
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
    if (replacement !== undefined) {
      depth += 1;
      const text = replacement(render, renderInner);
      depth -= 1;
      if (depth === 0 && text !== source.slice(node.start, node.end))
        edits.push({ start: node.start, end: node.end, text });
      return text;
    }
    if (!dirty.has(node)) return source.slice(node.start, node.end);
    return renderInner(node);
  };
  const text = source.slice(0, root.start) + render(root) + source.slice(root.end);
  return { text, edits };
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

/** Where an insertion goes: before `node`, or before `node`, the closing brace of a block. */
export interface InsertionPoint {
  readonly node: SyntaxNode;
  readonly atClosingBrace: boolean;
}

/**
 * The replacement of `point.node` that writes `text` before it: on a line of
 * its own at the node's indentation when the node begins its line (one step
 * deeper before a closing brace), else on the node's line.
 */
export function insertBefore(source: string, point: InsertionPoint, text: string): Replacement {
  const indent = lineIndent(source, point.node.start);
  if (point.atClosingBrace) {
    // The brace's own indentation is already in the output before it.
    return indent === undefined
      ? () => ` ${text} }`
      : () => `${indentUnit(source)}${text}\n${indent}}`;
  }
  const separator = indent === undefined ? ' ' : `\n${indent}`;
  return (_render, renderInner) => `${text}${separator}${renderInner(point.node)}`;
}
