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
import { type ScoreMemo } from './score-memo.js';
import type { CachedOutcome, CachedOutcomes, CachedSearchOutcome } from './types.js';
/** An attack outcome as the schedule reports it (robustness/attack/search.ts's Outcome, structurally). */
export type ReportedOutcome = CachedSearchOutcome | {
    status: 'wrong' | 'unparsable' | 'interrupted';
    queries?: number;
};
export declare class TeacherOutcomes {
    private readonly memo;
    private readonly entries;
    private readonly restoredIds;
    /** The restored successes the schedule took, with the input each answered for. */
    private readonly takenSuccesses;
    /** Teacher searches answered by an entry restored from the cache. */
    restored: number;
    /** Teacher searches run (no usable entry). */
    searched: number;
    /**
     * `memo` is the teacher's score memo: a restored success gives it the
     * teacher's probabilities on the adversarial input (when they have the
     * models' `classes`), and a searched one takes them from it.
     */
    constructor(cached: CachedOutcomes | null, memo: ScoreMemo, classes: number);
    /**
     * The restored successes the schedule took instead of searching: what a
     * spot check scores again (each search's adversarial input must fool the
     * live teacher as the entry says).
     */
    restoredSuccesses(): {
        example: Example;
        entry: CachedOutcome;
    }[];
    /** Entries this run added (what a save would bring). */
    get added(): number;
    /** The hook the schedule asks before a teacher search: the cached outcome, or null to search. */
    known(method: string, example: Example): CachedSearchOutcome | null;
    /** The hook the schedule calls with every outcome: the teacher's searched ones are kept. */
    record(method: string, model: 'teacher' | 'student', example: Example, outcome: ReportedOutcome): void;
    /** Every entry, restored and added, for the cache. */
    toCached(): CachedOutcomes;
}
