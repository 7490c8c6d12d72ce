/**
 * A plain JavaScript copy of a tree-sitter tree.
 *
 * Every property read on a web-tree-sitter `Node` crosses into WebAssembly, and
 * trees must be freed by hand. The transformations walk each tree many times,
 * so the tree is copied once, through a cursor, into these objects and the
 * WebAssembly tree is freed at once.
 *
 * Offsets: web-tree-sitter feeds a JavaScript string to the parser as UTF-16,
 * and `startIndex` / `endIndex` are then UTF-16 code-unit indices, i.e. indices
 * into the JavaScript string (not UTF-8 byte offsets; measured with 0.27.2 on
 * text holding 'é', '€' and an astral emoji). `start` / `end` here are
 * therefore used with `String.prototype.slice` directly.
 */
import type { Tree } from 'web-tree-sitter';
export interface SyntaxNode {
    /** Node type after aliasing, e.g. 'identifier', 'for_statement', '{'. */
    readonly type: string;
    /** False for anonymous nodes (punctuation, keywords). */
    readonly named: boolean;
    /** UTF-16 index of the first character (see the module comment). */
    readonly start: number;
    /** UTF-16 index one past the last character. */
    readonly end: number;
    /** Field name under which the parent holds this node, or null. */
    readonly field: string | null;
    readonly children: SyntaxNode[];
    readonly parent: SyntaxNode | null;
}
/**
 * The deepest tree the analyses take. The scope walker, the rewriters and the
 * data-flow walk recurse once or more per level: the data-flow walk overflows
 * the stack between 1,000 and 1,500 levels, the scope walker near 4,000.
 * Real functions nest far less (at most 19 levels in Juliet's 55,501 C
 * functions, 62 in BigCloneBench's 6,609 Java ones); a deeper tree is a
 * stress test, not code to measure a model on, and is not analysed.
 */
export declare const MAX_TREE_DEPTH = 500;
/**
 * Copies a tree-sitter tree into plain objects (the caller still owns
 * `tree`), with its depth: the levels below the root (a lone root is 0).
 */
export declare function copyTree(tree: Tree): {
    root: SyntaxNode;
    depth: number;
};
/** First child held under `field`, or undefined. */
export declare function childByField(node: SyntaxNode, field: string): SyntaxNode | undefined;
/** A binary expression's operands and operator; undefined for any other node. */
export declare function binaryParts(node: SyntaxNode): {
    left: SyntaxNode;
    right: SyntaxNode;
    operator: SyntaxNode;
} | undefined;
/** All children held under `field`, in source order. */
export declare function childrenByField(node: SyntaxNode, field: string): SyntaxNode[];
export declare function isComment(node: SyntaxNode): boolean;
/** Named children that are not comments. */
export declare function namedChildren(node: SyntaxNode): SyntaxNode[];
/** Pre-order visit of `node` and its descendants; return false to skip a subtree. */
export declare function walk(node: SyntaxNode, visit: (node: SyntaxNode) => boolean | void): void;
/** True when `node` lies inside `ancestor` (or is it). */
export declare function isWithin(node: SyntaxNode, ancestor: SyntaxNode): boolean;
