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
  at(node: SyntaxNode): { index: number; text: string };
}

/** True for the nodes GraphCodeBERT treats as tokens. */
export function isTokenLeaf(node: SyntaxNode): boolean {
  return (node.children.length === 0 || node.type === 'string') && node.type !== 'comment';
}

const utf8 = new TextEncoder();

/** Cuts token texts from the code the way the original does (see CodeTokens). */
class LineCutter {
  /** UTF-16 index where each line starts. */
  private readonly lineStarts: number[] = [0];
  private readonly lines: string[];
  /** Code points of lines that hold non-ASCII characters, built on first use. */
  private readonly wide = new Map<number, string[]>();
  private readonly ascii: boolean;

  constructor(private readonly code: string) {
    this.lines = code.split('\n');
    for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') this.lineStarts.push(i + 1);
    // eslint-disable-next-line no-control-regex -- the ASCII range
    this.ascii = /^[\x00-\x7f]*$/.test(code);
  }

  /** Row of a UTF-16 index (binary search over line starts). */
  private row(index: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** The line's text from code point `from` to code point `to` (Python slicing, clamped). */
  private slice(row: number, from: number, to = Infinity): string {
    const line = this.lines[row]!;
    // eslint-disable-next-line no-control-regex -- the ASCII range
    if (/^[\x00-\x7f]*$/.test(line)) return line.slice(from, to);
    let points = this.wide.get(row);
    if (points === undefined) {
      points = Array.from(line);
      this.wide.set(row, points);
    }
    return points.slice(from, to).join('');
  }

  /** The byte column of a UTF-16 index on its row. */
  private byteColumn(row: number, index: number): number {
    return utf8.encode(this.code.slice(this.lineStarts[row]!, index)).length;
  }

  text(start: number, end: number): string {
    if (this.ascii) return this.code.slice(start, end).replaceAll('\n', '');
    const startRow = this.row(start);
    const endRow = this.row(end);
    const startColumn = this.byteColumn(startRow, start);
    const endColumn = this.byteColumn(endRow, end);
    if (startRow === endRow) return this.slice(startRow, startColumn, endColumn);
    let text = this.slice(startRow, startColumn);
    for (let row = startRow + 1; row < endRow; row += 1) text += this.lines[row]!;
    return text + this.slice(endRow, 0, endColumn);
  }
}

/** The code tokens of `root`, a tree parsed from exactly `code`. */
export function codeTokens(root: SyntaxNode, code: string): CodeTokens {
  const cutter = new LineCutter(code);
  const texts: string[] = [];
  const byPosition = new Map<string, { index: number; text: string }>();
  // Depth-first, children in order; iterative so long expression chains cannot overflow.
  const stack: SyntaxNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isTokenLeaf(node)) {
      const token = { index: texts.length, text: cutter.text(node.start, node.end) };
      texts.push(token.text);
      byPosition.set(`${node.start}:${node.end}`, token);
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i]!);
  }
  return {
    texts,
    at(node) {
      const token = byPosition.get(`${node.start}:${node.end}`);
      if (token === undefined) throw new RangeError(`no code token at ${node.start}:${node.end}`);
      return token;
    },
  };
}
