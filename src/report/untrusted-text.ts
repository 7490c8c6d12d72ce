/**
 * The one rule for text the renderers did not write themselves: class
 * labels, ids, warnings, reasons, versions, formats, file names. Each comes
 * from a data set, a config or a report a pull request controls, so in the
 * Markdown it must stay text (docs/security.md, "Untrusted text").
 */

/**
 * Every line break (CR, LF, vertical tab, form feed, NEL, the Unicode line
 * and paragraph separators) and every other control character: a label
 * holding one would end a table row, a list item or a paragraph.
 */
const LINE_BREAKS_AND_CONTROLS = /\r\n|[\p{Cc}\u2028\u2029]/gu;

/** Text on one line: each line break or control character becomes a space. */
export function oneLineText(text: string): string {
  return String(text).replace(LINE_BREAKS_AND_CONTROLS, ' ');
}

/**
 * Characters that open Markdown structure anywhere in a line (emphasis,
 * code, links and images, tables, strikethrough, math, escapes), written
 * with a backslash, which GFM turns back into the character.
 */
const INLINE_SYNTAX = /[\\`*_[\]|~$]/g;

/**
 * A block marker at the start of the text (which may land at a line's start,
 * or after a list item's `- `): a heading, a quote, a bullet, a thematic
 * break or setext underline, or an ordered item's `1.` / `1)` (whose
 * punctuation takes the backslash: one before a digit would show).
 */
const BLOCK_MARKER = /^[#>+\-=]/;
const ORDERED_MARKER = /^(\d+)([.)])/;

/**
 * Untrusted text as Markdown that renders as exactly that text, on one line:
 *
 * - HTML is inert: `<` and `&` are written as entities, so no tag and no
 *   entity reaches the page as markup;
 * - no Markdown structure opens: the inline syntax characters are
 *   backslash-escaped, and so is a block marker at the start;
 * - nothing links by itself: `://` and `www.` are broken by an escape, which
 *   GFM's autolinks need unbroken;
 * - `@name` mentions and `#1` / `GH-1` references do not notify: a zero-width
 *   space after `@`, `#` and `GH-` keeps GitHub from reading a name or a
 *   number there (the text looks the same);
 * - line breaks and control characters become spaces, and the ends are
 *   trimmed (leading spaces would open a code block, two trailing ones a
 *   line break).
 *
 * @example
 * untrustedText('<h1>hi</h1> @org/team #1');
 * // '&lt;h1>hi&lt;/h1> @\u200Borg/team #\u200B1'
 */
export function untrustedText(text: string): string {
  return oneLineText(text)
    .trim()
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(INLINE_SYNTAX, '\\$&')
    .replace(BLOCK_MARKER, '\\$&')
    .replace(ORDERED_MARKER, '$1\\$2')
    .replace(/:\/\//g, '\\://')
    .replace(/(www)\./gi, '$1\\.')
    .replace(/([@#]|\bGH-)/gi, '$1\u200B');
}

/**
 * What a fenced code block does not neutralise: control characters other
 * than the line feed and the tab (a carriage return is a line break to
 * Markdown, so "\r-x" would show a line the diff does not have; an escape
 * sequence colours a terminal that prints the report), the Unicode line and
 * paragraph separators, and the bidirectional formatting characters, which
 * make code display in another order than it reads ("Trojan Source",
 * CVE-2021-42574).
 */
const CODE_HAZARDS = /\r\n|[\p{Cc}\u2028\u2029\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Untrusted code as it may stand in a fenced block: CRLF becomes LF, and each
 * other hazard (see CODE_HAZARDS) the replacement character U+FFFD, so the
 * lines shown are the code's lines in the code's order. Line feeds and tabs
 * stay; the fence itself is the caller's (codeBlock picks one longer than any
 * backtick run inside).
 *
 * @example codeText('a\r\nb\rc \u202Ed') // 'a\nb\uFFFDc \uFFFDd'
 */
export function codeText(text: string): string {
  return String(text).replace(CODE_HAZARDS, (hazard) =>
    hazard === '\r\n' || hazard === '\n' || hazard === '\t' ? hazard.slice(-1) : '\uFFFD',
  );
}
