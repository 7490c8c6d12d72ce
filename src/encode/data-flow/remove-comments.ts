import { isPythonBlank } from '../normalize.js';

/**
 * Comments, string literals and character literals, as GraphCodeBERT's
 * preprocessing matches them (the pattern of its `remove_comments_and_docstrings`
 * for C-family languages, compiled by Python with DOTALL | MULTILINE).
 *
 * Python's MULTILINE `$` matches only before '\n' or at the very end; the
 * JavaScript `m` flag would also stop before '\r', '\u2028' and '\u2029', so
 * `$` is spelt out as a lookahead and `m` is not used.
 */
const COMMENT_OR_LITERAL = /\/\/.*?(?=\n|$)|\/\*.*?\*\/|'(?:\\.|[^\\'])*'|"(?:\\.|[^\\"])*"/gs;

/**
 * Code as the GraphCodeBERT students saw it before parsing: every comment
 * becomes one space, string and character literals are kept (a `//` inside a
 * string is not a comment), then lines that are blank to Python's
 * `str.strip()` are dropped and the rest joined with '\n'. Nothing else
 * changes (no whitespace collapsing, no lowercasing).
 */
export function removeComments(code: string): string {
  const replaced = code.replace(COMMENT_OR_LITERAL, (match) =>
    match.startsWith('/') ? ' ' : match,
  );
  return replaced
    .split('\n')
    .filter((line) => !isPythonBlank(line))
    .join('\n');
}
