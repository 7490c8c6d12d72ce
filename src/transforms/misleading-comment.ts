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
import type { TransformContext, Transformation } from './context.js';
import type { TransformLanguage } from './kinds.js';
import type { Random } from './random.js';
import { insertBefore, type InsertionPoint, type Replacement } from './rewrite.js';
import { namedChildren, type SyntaxNode, walk } from './syntax-tree.js';

/** Consecutive donor lines (those with a letter or digit) a snippet joins. */
export const SNIPPET_LINES = 3;
/** Characters a snippet keeps, cut at a space where it can be. */
export const SNIPPET_CHARS = 120;

/**
 * Said where there is no donor: claims a code review might make (a flaw, its
 * absence, a copy, no relation), since without the input's label none is
 * known to mislead more than another.
 */
export const MISLEADING_HINTS: readonly string[] = [
  'FIXME: the length is not checked here, this can overflow the buffer',
  'safe: every size and index is checked before this point',
  'same as the reference implementation, only the names differ',
  'unrelated to the other implementation, written from scratch',
];

const BLOCKS = new Set(['compound_statement', 'block', 'constructor_body']);

/** Control characters, line ends and other white space: one space each run. */
const SPACE_LIKE = /[\s\p{Cc}]+/gu;

/**
 * The text as a block comment of `language` can hold it on one line (see
 * the module comment): white space runs made one space, `*` `/` and `/` `*`
 * split, in Java no backslash right before a `u`.
 *
 * @example
 * commentSafe('x = y /* z', 'c'); // 'x = y / * z'
 * commentSafe('s = "\\u000a";', 'java'); // 's = "\\ u000a";'
 */
export function commentSafe(text: string, language: TransformLanguage): string {
  let out = text.replace(SPACE_LIKE, ' ').trim();
  if (language === 'java') out = out.replace(/\\(?=u)/g, '\\ ');
  // A split can make a new pair (`/*/` -> `/* /`): split until none is left.
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(/\*\//g, '* /').replace(/\/\*/g, '/ *');
  }
  return out;
}

/**
 * A seeded window of at most SNIPPET_LINES consecutive lines of the donor
 * that hold a letter or digit, joined by spaces and cut to SNIPPET_CHARS
 * characters (at the last space before the limit when there is one); null
 * when no line of the donor holds a letter or digit.
 */
export function donorSnippet(donor: string, random: Random): string | null {
  const lines = donor.split(/\r\n|\r|\n/).filter((line) => /[\p{L}\p{N}]/u.test(line));
  if (lines.length === 0) return null;
  const start = random.int(lines.length);
  const joined = lines
    .slice(start, start + SNIPPET_LINES)
    .join(' ')
    .replace(SPACE_LIKE, ' ')
    .trim();
  const characters = Array.from(joined);
  if (characters.length <= SNIPPET_CHARS) return joined;
  const cut = characters.slice(0, SNIPPET_CHARS).join('');
  const space = cut.lastIndexOf(' ');
  return space > 0 ? cut.slice(0, space) : cut;
}

/** Before every statement of every block of the function, and before each block's `}`. */
function insertionPoints(fn: SyntaxNode): InsertionPoint[] {
  const points: InsertionPoint[] = [];
  walk(fn, (node) => {
    if (!BLOCKS.has(node.type)) return true;
    for (const item of namedChildren(node)) points.push({ node: item, atClosingBrace: false });
    const last = node.children[node.children.length - 1];
    if (last?.type === '}') points.push({ node: last, atClosingBrace: true });
    return true;
  });
  return points;
}

export const insertMisleadingComment: Transformation = (context: TransformContext) => {
  const replacements = new Map<SyntaxNode, Replacement>();
  for (const scopes of context.functions) {
    const points = insertionPoints(scopes.fn);
    if (points.length === 0) continue;
    const point = context.random.pick(points);
    const snippet = context.donor === null ? null : donorSnippet(context.donor, context.random);
    const said = commentSafe(snippet ?? context.random.pick(MISLEADING_HINTS), context.language);
    replacements.set(point.node, insertBefore(context.source, point, `/* ${said} */`));
  }
  return { replacements, declined: [] };
};
