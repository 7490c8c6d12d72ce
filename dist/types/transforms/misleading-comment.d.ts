/**
 * Inserts, at one seeded statement position per function, a block comment
 * that quotes a short snippet of another input, the donor (the robustness
 * evaluation gives one of the other label: LimitsOfML4Vuln's "opposite-label
 * sample as a comment", Risse and Böhme, USENIX Security 2024), or, without a
 * donor, a misleading remark of a code review. A comment is whitespace to the
 * compiler, so the meaning is kept by construction, once the comment cannot
 * end early or reach past its line:
 *
 * - the snippet is one line (the donor's lines joined, control characters and
 *   line ends made spaces): no C line splice (`\` or the trigraph `??/` at a
 *   line's end) can join the comment's end to the code after it, and no line
 *   comment is needed;
 * - every `*` `/` pair is split (`* /`), and every `/` `*` (gcc warns of a
 *   comment opener inside a comment);
 * - Java: every backslash before a `u` is followed by a space, since javac
 *   decodes unicode escapes before it finds comments (`\u002a\u002f` would end
 *   the comment, `\u000a` a line) and rejects `\u` without four hex digits.
 *
 * Departures from the reference: it appends a whole training sample after
 * the function; here a snippet (at most SNIPPET_LINES lines, SNIPPET_CHARS
 * characters) goes inside the body, where a model that reads only its first
 * few hundred tokens still sees it, and the donor is an evaluated input (the
 * gate has no training set).
 */
import type { Transformation } from './context.js';
import type { TransformLanguage } from './kinds.js';
import type { Random } from './random.js';
/** Consecutive donor lines (those with a letter or digit) a snippet joins. */
export declare const SNIPPET_LINES = 3;
/** Characters a snippet keeps, cut at a space where it can be. */
export declare const SNIPPET_CHARS = 120;
/**
 * Said where there is no donor: claims a code review might make (a flaw, its
 * absence, a copy, no relation), since without the input's label none is
 * known to mislead more than another.
 */
export declare const MISLEADING_HINTS: readonly string[];
/**
 * The text as a block comment of `language` can hold it on one line (see
 * the module comment): white space runs made one space, `*` `/` and `/` `*`
 * split, in Java no backslash right before a `u`.
 *
 * @example
 * commentSafe('x = y /* z', 'c'); // 'x = y / * z'
 * commentSafe('s = "\\u000a";', 'java'); // 's = "\\ u000a";'
 */
export declare function commentSafe(text: string, language: TransformLanguage): string;
/**
 * A seeded window of at most SNIPPET_LINES consecutive lines of the donor
 * that hold a letter or digit, joined by spaces and cut to SNIPPET_CHARS
 * characters (at the last space before the limit when there is one); null
 * when no line of the donor holds a letter or digit.
 */
export declare function donorSnippet(donor: string, random: Random): string | null;
export declare const insertMisleadingComment: Transformation;
