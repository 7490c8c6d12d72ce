import type { Example } from '../data/types.js';
import type { DivergentExample } from '../report/types.js';

/** How many of the most divergent examples a report keeps. */
export const DIVERGENT_EXAMPLES = 10;

const EXCERPT_LINES = 8;
const EXCERPT_CHARS = 400;

/** The start of a function for a review comment: a few lines, bounded length. */
export function excerpt(code: string): string {
  const lines = code.split('\n').slice(0, EXCERPT_LINES).join('\n');
  return lines.length > EXCERPT_CHARS ? `${lines.slice(0, EXCERPT_CHARS)}…` : lines;
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
