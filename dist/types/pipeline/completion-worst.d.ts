/**
 * The sequences whose student is furthest from the teacher (by mean KL per
 * position, among those of at least WORST_MIN_POSITIONS positions), each with the position where the two models part and the code
 * around it, for the report (task code-completion).
 */
import type { LoadedTokenizer } from '../encode/tokenizer.js';
import type { WorstSequence } from '../report/completion-types.js';
/** How many sequences a report shows. */
export declare const WORST_SEQUENCES = 5;
/**
 * Positions a sequence needs to be shown among the worst: a mean over a
 * handful of tokens (an empty function's end-of-text) says little about it.
 */
export declare const WORST_MIN_POSITIONS = 8;
/** What a sequence's scoring found, position by position. */
export declare class SequenceTally {
    positions: number;
    klSum: number;
    disagreements: number;
    /** The parting position so far: a disagreeing one of largest KL, else the largest KL. */
    part: {
        position: number;
        kl: number;
        disagree: boolean;
        teacher: number;
        student: number;
        teacherProbability: number;
        studentProbability: number;
    } | null;
    add(position: number, kl: number, teacher: number, student: number, teacherProbability: number, studentProbability: number): void;
}
/** The worst sequences so far, at most WORST_SEQUENCES, keeping their tokens for the excerpts. */
export declare class WorstSequences {
    private readonly kept;
    offer(row: number, id: string, tokens: Int32Array, tally: SequenceTally): void;
    /** The worst sequences with their parting points written out as text. */
    report(tokenizer: Pick<LoadedTokenizer, 'decode'>): WorstSequence[];
}
