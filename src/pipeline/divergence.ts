import type { Example } from '../data/types.js';
import type { DivergentExample } from '../report/types.js';
import type { DivergentCandidate } from './types.js';

/** How many of the most divergent examples a report keeps. */
export const DIVERGENT_EXAMPLES = 10;

/** At most this many lines of a function, and this many characters, go into a report. */
export const EXCERPT_LINES = 20;
export const EXCERPT_CHARS = 1000;

/** Lines of context kept above the first line where an input differs from a listed one like it. */
export const CONTEXT_LINES = 3;

/**
 * A window of a function for a review comment: whole lines from line `from`
 * (0-based), at most EXCERPT_LINES of them and EXCERPT_CHARS characters (a
 * first line longer than that is cut and ends in "…"), trailing blank lines
 * dropped. Lines left out are counted, so a reader knows the excerpt is not
 * the whole function: a first line "… (22 lines above)" when the window does
 * not start at the top, a last line "… (12 more lines)" when it stops
 * before the end. `above` words the first line's note.
 *
 * @example excerpt('a\nb') // → 'a\nb'
 */
export function excerpt(code: string, from = 0, above = 'above'): string {
  const lines = code.replace(/\s+$/, '').split('\n');
  const start = Math.max(0, Math.min(from, lines.length - 1));
  const kept: string[] = [];
  let chars = 0;
  for (const line of lines.slice(start)) {
    if (kept.length === EXCERPT_LINES) break;
    // chars: the kept lines with a newline after each, so the new length is chars + line.length.
    if (kept.length > 0 && chars + line.length > EXCERPT_CHARS) break;
    kept.push(line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}…` : line);
    chars += line.length + 1;
  }
  const head = start === 0 ? [] : [`… (${start} line${start === 1 ? '' : 's'} ${above})`];
  const omitted = lines.length - start - kept.length;
  const tail = omitted === 0 ? [] : [`… (${omitted} more line${omitted === 1 ? '' : 's'})`];
  return [...head, ...kept, ...tail].join('\n');
}

/** The index of the first line where two texts differ; null when they are the same. */
function firstDifferentLine(a: string, b: string): number | null {
  if (a === b) return null;
  const x = a.split('\n');
  const y = b.split('\n');
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i;
}

/**
 * The listed inputs with their excerpts. A function's excerpt is its start,
 * unless that start reads the same as the start of another listed input's
 * function (two variants of one pattern, different only further down): then
 * the window opens CONTEXT_LINES above the first line where it differs from
 * the nearest such input, and its first line names that input. A function
 * equal to another listed one says so. Chosen from the whole list alone, so
 * a merged sharded run lists the excerpts an unsharded run does.
 */
export function withExcerpts(candidates: readonly DivergentCandidate[]): DivergentExample[] {
  return candidates.map((candidate) => {
    const { texts, ...rest } = candidate;
    const excerpts = texts.map((text, k) => {
      const head = excerpt(text);
      let differs: { line: number; row: number } | null = null;
      let same: number | null = null;
      for (const other of candidates) {
        const twin = other.texts[k];
        if (other === candidate || twin === undefined || excerpt(twin) !== head) continue;
        const line = firstDifferentLine(text, twin);
        if (line === null) same ??= other.row;
        else if (differs === null || line < differs.line) differs = { line, row: other.row };
      }
      if (differs !== null) {
        return excerpt(
          text,
          differs.line - CONTEXT_LINES,
          `above, as in row ${differs.row}; the two differ from line ${differs.line + 1}`,
        );
      }
      return same === null ? head : `// the same code as row ${same}'s\n${head}`;
    });
    return { ...rest, excerpts };
  });
}

/**
 * Keeps the `size` examples with the largest KL(teacher || student) seen so
 * far, with their functions, while the dataset streams past. Ties keep the
 * earlier row, so the result does not depend on chunking. The excerpts are
 * chosen once the list is final (`withExcerpts`).
 */
export class DivergenceTracker {
  private kept: DivergentCandidate[] = [];

  constructor(private readonly size: number) {}

  offer(example: Example, kl: number, teacher: Float64Array, student: Float64Array): void {
    const last = this.kept[this.kept.length - 1];
    if (this.kept.length >= this.size && last !== undefined && kl <= last.kl) return;
    this.kept.push({
      row: example.row,
      id: example.id,
      kl,
      label: example.label,
      teacher: Array.from(teacher),
      student: Array.from(student),
      texts: [...example.texts],
    });
    this.kept.sort((a, b) => b.kl - a.kl || a.row - b.row);
    this.kept.length = Math.min(this.kept.length, this.size);
  }

  top(): DivergentCandidate[] {
    return [...this.kept];
  }
}
