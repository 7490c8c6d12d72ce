/**
 * The lines of x → T(x) a reviewer needs to see: a unified line diff from the
 * first difference on, so a flip under a transformation shows what the
 * transformation did rather than the first lines of the function.
 */
import { structuredPatch } from 'diff';

/** Unchanged lines kept before (and between) the changed ones. */
export const CHANGE_CONTEXT = 2;
/** Diff lines kept in all; the rest is summed up in a last "…" line. */
export const CHANGE_LINES = 16;
/** Characters kept of one line (a minified function is one long line). */
const LINE_CHARS = 160;

export interface ChangeExcerpt {
  /** 1-based line of x where T(x) first differs. */
  line: number;
  /**
   * Unified-diff lines (" " unchanged, "-" only in x, "+" only in T(x)) from
   * CHANGE_CONTEXT lines before the first difference, at most CHANGE_LINES of
   * them; when cut, a last line "… (N more diff lines)".
   */
  diff: string;
}

function clip(line: string): string {
  return line.length > LINE_CHARS ? `${line.slice(0, LINE_CHARS)}…` : line;
}

/**
 * Where `after` first differs from `before`, as a short unified diff; null
 * when the two are equal.
 *
 * @example changeExcerpt('a\nb\nc', 'a\nB\nc') // → { line: 2, diff: ' a\n-b\n+B\n c' }
 */
export function changeExcerpt(before: string, after: string): ChangeExcerpt | null {
  // Both ending in a newline: a last line is then compared as a line, not
  // reported as "\ No newline at end of file".
  const withNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);
  const patch = structuredPatch('x', 'T(x)', withNewline(before), withNewline(after), '', '', {
    context: CHANGE_CONTEXT,
  });
  const hunks = patch.hunks;
  if (hunks.length === 0) return null;
  const lines: string[] = [];
  hunks.forEach((hunk, h) => {
    // a gap between hunks: the unchanged lines in between are left out
    if (h > 0) lines.push(' …');
    lines.push(...interleave(hunk.lines).map(clip));
  });
  const first = hunks[0]!;
  const leading = first.lines.findIndex((l) => l[0] === '-' || l[0] === '+');
  const line = first.oldStart + Math.max(0, leading);
  if (lines.length <= CHANGE_LINES) return { line, diff: lines.join('\n') };
  const kept = lines.slice(0, CHANGE_LINES - 1);
  // a rewritten line is not shown without its rewrite
  if (kept.at(-1)![0] === '-' && lines[kept.length]![0] === '+') kept.pop();
  const omitted = lines.length - kept.length;
  return { line, diff: [...kept, `… (${omitted} more diff lines)`].join('\n') };
}

/**
 * A block of k lines replaced by k lines (a renaming touches every line that
 * uses the name) as pairs "-x₁ +t₁ -x₂ +t₂ …", so each line of T(x) stands
 * under the line of x it rewrites and a cut excerpt still shows T(x); blocks
 * of other shapes stay as the diff gives them.
 */
function interleave(lines: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    let removed = i;
    while (removed < lines.length && lines[removed]![0] === '-') removed += 1;
    let added = removed;
    while (added < lines.length && lines[added]![0] === '+') added += 1;
    const k = removed - i;
    if (k > 0 && added - removed === k) {
      for (let j = 0; j < k; j++) out.push(lines[i + j]!, lines[removed + j]!);
      i = added;
    } else {
      out.push(lines[i]!);
      i += 1;
    }
  }
  return out;
}
