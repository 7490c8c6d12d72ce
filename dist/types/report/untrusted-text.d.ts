/**
 * The one rule for text the renderers did not write themselves: class
 * labels, ids, warnings, reasons, versions, formats, file names. Each comes
 * from a data set, a config or a report a pull request controls, so in the
 * Markdown it must stay text (docs/security.md, "Untrusted text").
 */
/** Text on one line: each line break or control character becomes a space. */
export declare function oneLineText(text: string): string;
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
export declare function untrustedText(text: string): string;
/**
 * Untrusted code as it may stand in a fenced block: CRLF becomes LF, and each
 * other hazard (see CODE_HAZARDS) the replacement character U+FFFD, so the
 * lines shown are the code's lines in the code's order. Line feeds and tabs
 * stay; the fence itself is the caller's (codeBlock picks one longer than any
 * backtick run inside).
 *
 * @example codeText('a\r\nb\rc \u202Ed') // 'a\nb\uFFFDc \uFFFDd'
 */
export declare function codeText(text: string): string;
