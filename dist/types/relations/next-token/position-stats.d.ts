/**
 * The per-position statistics of next-token prediction: what the logits of
 * both models are reduced to as each batch returns (compact-side.ts), one
 * row per scored position, and all the relations read (next-token-relations.ts).
 * A row is about 70 bytes, whatever the vocabulary: memory grows with the
 * positions scored, never with positions × vocabulary.
 */
import type { CompactSide, StudentPosition } from './compact-side.js';
/** The columns as plain typed arrays, one element per scored position. */
export interface PositionColumns {
    /** The sequence (dataset row, in score order) the position belongs to: the cluster. */
    sequence: Int32Array;
    /** KL over the teacher's top k plus the rest (what MR2 is decided on). */
    klTopK: Float64Array;
    /** The full KL; NaN where the teacher was not run (its side restored). */
    klFull: Float64Array;
    teacherTop: Int32Array;
    studentTop: Int32Array;
    /** The data's next token. */
    actual: Int32Array;
    /** exp of the teacher's top log-probability (from its float32 compact side). */
    teacherConfidence: Float64Array;
    studentConfidence: Float64Array;
    /** The student's probability of the teacher's top token (MR3). */
    studentProbabilityOfTeacherTop: Float64Array;
    teacherActualLogProb: Float64Array;
    studentActualLogProb: Float64Array;
}
/** Per-position statistics as a run adds them; `columns()` reads them out. */
export declare class PositionStats {
    private readonly sequence;
    private readonly klTopK;
    private readonly klFull;
    private readonly teacherTop;
    private readonly studentTop;
    private readonly actual;
    private readonly teacherConfidence;
    private readonly studentConfidence;
    private readonly studentOfTeacherTop;
    private readonly teacherActual;
    private readonly studentActual;
    get length(): number;
    /**
     * Adds one position: the teacher's compact side at `at`, what the
     * student's logits gave there, and the full KL (NaN when not measured).
     */
    add(sequence: number, actual: number, side: CompactSide, at: number, student: StudentPosition, klFull: number): void;
    columns(): PositionColumns;
}
