import type { Example } from '../data/types.js';
import type { DivergentExample } from '../report/types.js';

/** How many of the most divergent examples a report keeps. */
export const DIVERGENT_EXAMPLES = 10;

/** At most this many lines of a function, and this many characters, go into a report. */
export const EXCERPT_LINES = 20;
export const EXCERPT_CHARS = 1000;

/**
 * The start of a function for a review comment: whole lines, at most
 * EXCERPT_LINES of them and EXCERPT_CHARS characters (a first line longer
 * than that is cut and ends in "…"), trailing blank lines dropped. When lines
 * are left out, a last line says how many: "… (12 more lines)", so a reader
 * knows the excerpt is not the whole function.
 *
 * @example excerpt('a\nb') // → 'a\nb'
 */
export function excerpt(code: string): string {
  const lines = code.replace(/\s+$/, '').split('\n');
  const kept: string[] = [];
  let chars = 0;
  for (const line of lines) {
    if (kept.length === EXCERPT_LINES) break;
    // chars: the kept lines with a newline after each, so the new length is chars + line.length.
    if (kept.length > 0 && chars + line.length > EXCERPT_CHARS) break;
    kept.push(line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS)}…` : line);
    chars += line.length + 1;
  }
  const omitted = lines.length - kept.length;
  if (omitted === 0) return kept.join('\n');
  return `${kept.join('\n')}\n… (${omitted} more line${omitted === 1 ? '' : 's'})`;
}

/**
 * Keeps the `size` examples with the largest KL(teacher || student) seen so
 * far, with their excerpts, while the dataset streams past. Ties keep the
 * earlier row, so the result does not depend on chunking.
 */
export class DivergenceTracker {
  private kept: DivergentExample[] = [];

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
      excerpts: example.texts.map(excerpt),
    });
    this.kept.sort((a, b) => b.kl - a.kl || a.row - b.row);
    this.kept.length = Math.min(this.kept.length, this.size);
  }

  top(): DivergentExample[] {
    return [...this.kept];
  }
}
