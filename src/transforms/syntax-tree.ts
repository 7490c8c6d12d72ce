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

interface MutableNode {
  type: string;
  named: boolean;
  start: number;
  end: number;
  field: string | null;
  children: MutableNode[];
  parent: MutableNode | null;
}

/**
 * The deepest tree the analyses take. The scope walker, the rewriters and the
 * data-flow walk recurse once or more per level: the data-flow walk overflows
 * the stack between 1,000 and 1,500 levels, the scope walker near 4,000.
 * Real functions nest far less (at most 19 levels in Juliet's 55,501 C
 * functions, 62 in BigCloneBench's 6,609 Java ones); a deeper tree is a
 * stress test, not code to measure a model on, and is not analysed.
 */
export const MAX_TREE_DEPTH = 500;

/**
 * Copies a tree-sitter tree into plain objects (the caller still owns
 * `tree`), with its depth: the levels below the root (a lone root is 0).
 */
export function copyTree(tree: Tree): { root: SyntaxNode; depth: number } {
  const cursor = tree.walk();
  try {
    const root: MutableNode = {
      type: cursor.nodeType,
      named: cursor.nodeIsNamed,
      start: cursor.startIndex,
      end: cursor.endIndex,
      field: null,
      children: [],
      parent: null,
    };
    let current = root;
    let depth = 0;
    let deepest = 0;
    // Iterative pre-order walk: deep expression chains must not overflow the stack.
    for (;;) {
      if (cursor.gotoFirstChild()) {
        deepest = Math.max(deepest, ++depth);
        const child = readCursor(cursor, current);
        current.children.push(child);
        current = child;
        continue;
      }
      for (;;) {
        if (cursor.gotoNextSibling()) {
          const parent = current.parent;
          if (parent === null) return { root, depth: deepest };
          const sibling = readCursor(cursor, parent);
          parent.children.push(sibling);
          current = sibling;
          break;
        }
        if (!cursor.gotoParent()) return { root, depth: deepest };
        depth -= 1;
        const parent = current.parent;
        if (parent === null) return { root, depth: deepest };
        current = parent;
      }
    }
  } finally {
    cursor.delete();
  }
}

function readCursor(cursor: ReturnType<Tree['walk']>, parent: MutableNode): MutableNode {
  return {
    type: cursor.nodeType,
    named: cursor.nodeIsNamed,
    start: cursor.startIndex,
    end: cursor.endIndex,
    field: cursor.currentFieldName,
    children: [],
    parent,
  };
}

/** First child held under `field`, or undefined. */
export function childByField(node: SyntaxNode, field: string): SyntaxNode | undefined {
  return node.children.find((child) => child.field === field);
}

/** A binary expression's operands and operator; undefined for any other node. */
export function binaryParts(
  node: SyntaxNode,
): { left: SyntaxNode; right: SyntaxNode; operator: SyntaxNode } | undefined {
  if (node.type !== 'binary_expression') return undefined;
  const left = childByField(node, 'left');
  const right = childByField(node, 'right');
  const operator = childByField(node, 'operator');
  if (left === undefined || right === undefined || operator === undefined) return undefined;
  return { left, right, operator };
}

/** All children held under `field`, in source order. */
export function childrenByField(node: SyntaxNode, field: string): SyntaxNode[] {
  return node.children.filter((child) => child.field === field);
}

const COMMENT_TYPES = new Set(['comment', 'line_comment', 'block_comment']);

export function isComment(node: SyntaxNode): boolean {
  return COMMENT_TYPES.has(node.type);
}

/** Named children that are not comments. */
export function namedChildren(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((child) => child.named && !isComment(child));
}

/** Pre-order visit of `node` and its descendants; return false to skip a subtree. */
export function walk(node: SyntaxNode, visit: (node: SyntaxNode) => boolean | void): void {
  const stack: SyntaxNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as SyntaxNode;
    if (visit(current) === false) continue;
    for (let i = current.children.length - 1; i >= 0; i--) {
      stack.push(current.children[i] as SyntaxNode);
    }
  }
}

/** True when `node` lies inside `ancestor` (or is it). */
export function isWithin(node: SyntaxNode, ancestor: SyntaxNode): boolean {
  for (let n: SyntaxNode | null = node; n !== null; n = n.parent) {
    if (n === ancestor) return true;
  }
  return false;
}
