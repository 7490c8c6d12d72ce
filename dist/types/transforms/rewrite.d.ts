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
export declare function renderWithReplacements(source: string, root: SyntaxNode, replacements: ReadonlyMap<SyntaxNode, Replacement>): {
    text: string;
    edits: TextEdit[];
};
/**
 * Leading whitespace of the line on which `position` lies, when only
 * whitespace precedes `position` on that line; otherwise undefined.
 */
export declare function lineIndent(source: string, position: number): string | undefined;
/** One indentation step guessed from the text: a tab or four spaces. */
export declare function indentUnit(source: string): string;
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
export declare function insertBefore(source: string, point: InsertionPoint, text: string): Replacement;
