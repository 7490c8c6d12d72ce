import type { SyntaxNode } from '../../transforms/syntax-tree.js';
/**
 * The code tokens of a parsed function as GraphCodeBERT's `tree_to_token_index`
 * and `index_to_code_token` produce them.
 *
 * A token is a node without children (or of type `string`) that is not a
 * comment, in depth-first order. Its text is cut from the lines of the code
 * with tree-sitter's start and end points. The original parses UTF-8 bytes, so
 * a point's column counts bytes, and it slices Python `str` lines, which count
 * code points: on a line with non-ASCII characters the cut lands further right
 * than the token (a string literal swallows the rest of its line, later tokens
 * come out empty). The students were trained on those texts, so the cut is
 * reproduced, not repaired. A token over several lines is its pieces of each
 * line joined without the '\n'.
 */
export interface CodeTokens {
    /** Token texts, in tree order. */
    texts: string[];
    /**
     * The token a leaf stands for, by the leaf's position. The original keys a
     * dictionary by (start point, end point); two leaves at the same points (a
     * zero-width MISSING node beside another) share the later one's index, and
     * the data-flow walk sees that index for both.
     */
    at(node: SyntaxNode): {
        index: number;
        text: string;
    };
}
/** True for the nodes GraphCodeBERT treats as tokens. */
export declare function isTokenLeaf(node: SyntaxNode): boolean;
/** The code tokens of `root`, a tree parsed from exactly `code`. */
export declare function codeTokens(root: SyntaxNode, code: string): CodeTokens;
