/**
 * The teacher's attack outcomes between runs: a pull request whose teacher
 * side is cached takes each teacher outcome from the run that saved it (a
 * push to the default branch) and never runs the teacher's search. The
 * schedule asks through `knownTeacherOutcome` before each teacher search and
 * reports every outcome through `onOutcome`
 * (src/robustness/attack/schedule.ts); this file keeps the two sides. An
 * entry answers only for the input it was computed on: the same method, row
 * (the search's seed), label and texts (their sha256); anything else is a
 * miss, and the teacher is searched.
 */
import type { Example } from '../data/types.js';
import { inputDigest, type ScoreMemo } from './score-memo.js';
import type { CachedOutcome, CachedOutcomes, CachedSearchOutcome } from './types.js';

/** An attack outcome as the schedule reports it (robustness/attack/search.ts's Outcome, structurally). */
export type ReportedOutcome =
  CachedSearchOutcome | { status: 'wrong' | 'unparsable' | 'interrupted'; queries?: number };

const entryId = (method: string, row: number, label: number, digest: string) =>
  `${method}\u0000${row}\u0000${label}\u0000${digest}`;

export class TeacherOutcomes {
  private readonly entries = new Map<string, CachedOutcome>();
  private readonly restoredIds = new Set<string>();
  /** The restored successes the schedule took, with the input each answered for. */
  private readonly takenSuccesses = new Map<string, { example: Example; entry: CachedOutcome }>();
  /** Teacher searches answered by an entry restored from the cache. */
  restored = 0;
  /** Teacher searches run (no usable entry). */
  searched = 0;

  /**
   * `memo` is the teacher's score memo: a restored success gives it the
   * teacher's probabilities on the adversarial input (when they have the
   * models' `classes`), and a searched one takes them from it.
   */
  constructor(
    cached: CachedOutcomes | null,
    private readonly memo: ScoreMemo,
    classes: number,
  ) {
    for (const entry of cached?.entries ?? []) {
      const id = entryId(entry.method, entry.row, entry.label, entry.digest);
      this.entries.set(id, entry);
      this.restoredIds.add(id);
      if (entry.outcome.status === 'success' && entry.probs?.length === classes) {
        memo.restore(inputDigest(entry.outcome.texts), Float64Array.from(entry.probs));
      }
    }
  }

  /**
   * The restored successes the schedule took instead of searching: what a
   * spot check scores again (each search's adversarial input must fool the
   * live teacher as the entry says).
   */
  restoredSuccesses(): { example: Example; entry: CachedOutcome }[] {
    return [...this.takenSuccesses.values()];
  }

  /** Entries this run added (what a save would bring). */
  get added(): number {
    return this.entries.size - this.restoredIds.size;
  }

  /** The hook the schedule asks before a teacher search: the cached outcome, or null to search. */
  known(method: string, example: Example): CachedSearchOutcome | null {
    const id = entryId(method, example.row, example.label, inputDigest(example.texts));
    const entry = this.restoredIds.has(id) ? this.entries.get(id) : undefined;
    // A success whose adversarial input has another number of functions is not this input's.
    const usable =
      entry !== undefined &&
      (entry.outcome.status !== 'success' || entry.outcome.texts.length === example.texts.length);
    if (usable) {
      this.restored += 1;
      if (entry.outcome.status === 'success') this.takenSuccesses.set(id, { example, entry });
      // Written by record() from an outcome, and checked when read (teacher-entries.ts).
      return entry.outcome;
    }
    if (entry !== undefined) {
      // Searched now; what the search finds replaces it.
      this.entries.delete(id);
      this.restoredIds.delete(id);
    }
    this.searched += 1;
    return null;
  }

  /** The hook the schedule calls with every outcome: the teacher's searched ones are kept. */
  record(method: string, model: 'teacher' | 'student', example: Example, outcome: ReportedOutcome) {
    if (model !== 'teacher') return;
    // Not searched (decided by the scores on x), or cut short by the time budget: nothing to keep.
    if (outcome.status === 'wrong' || outcome.status === 'unparsable') return;
    if (outcome.status === 'interrupted') return;
    const digest = inputDigest(example.texts);
    const id = entryId(method, example.row, example.label, digest);
    if (this.restoredIds.has(id)) return;
    const probs =
      outcome.status === 'success'
        ? this.memo.probabilities(inputDigest(outcome.texts))
        : undefined;
    this.entries.set(id, {
      method,
      row: example.row,
      label: example.label,
      digest,
      // wrong, unparsable and interrupted returned above: a searched outcome.
      outcome: outcome as CachedSearchOutcome,
      probs: probs === undefined ? null : Array.from(probs),
    });
  }

  /** Every entry, restored and added, for the cache. */
  toCached(): CachedOutcomes {
    return { entries: [...this.entries.values()] };
  }
}
