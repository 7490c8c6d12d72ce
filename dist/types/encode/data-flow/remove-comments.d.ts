/**
 * Code as the GraphCodeBERT students saw it before parsing: every comment
 * becomes one space, string and character literals are kept (a `//` inside a
 * string is not a comment), then lines that are blank to Python's
 * `str.strip()` are dropped and the rest joined with '\n'. Nothing else
 * changes (no whitespace collapsing, no lowercasing).
 */
export declare function removeComments(code: string): string;
