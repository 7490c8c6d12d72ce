/** A report's ISO timestamp as "2026-01-01 09:30 UTC"; other text unchanged. */
export declare function reportDate(iso: string): string;
/**
 * A fenced code block of untrusted code (codeText: no control or
 * bidirectional character) whose fence is longer than any backtick run inside.
 */
export declare function codeBlock(untrusted: string, language: string): string;
/**
 * Inline code that survives backticks inside the text, on one line (a blank
 * line would end the span and let the rest out as Markdown), with a pipe
 * written `\|`, which a table cell needs to keep it (outside a table GFM
 * shows that backslash: names and ids rarely hold a pipe); backslashes just
 * before a pipe are doubled, so that the pipe's own stays odd and escapes
 * it. Inside the span HTML and Markdown are inert and GitHub links no
 * mention.
 */
export declare function inlineCode(untrusted: string): string;
/** The width every line of the terminal report keeps within. */
export declare const TERMINAL_WIDTH = 100;
/** Rows of cells as left-aligned text columns, two spaces apart. */
export declare function columns(rows: string[][]): string;
/**
 * Text folded at spaces into lines of at most `width` characters; the first
 * line keeps the text's leading spaces, every later line starts with
 * `indent` (a word longer than a line stays whole).
 */
export declare function wrap(text: string, width: number, indent?: string): string;
