/**
 * The teacher's compact side of next-token prediction: what is kept of its
 * distribution at each scored position, so that a later run restores it
 * instead of running the teacher (docs/spec.md §9.3).
 *
 * Per position, with the teacher's logits x over a vocabulary of V tokens
 * and lse = ln Σ_v exp(x_v) (float64, from the maximum):
 *
 *     ids[0..k)       the k most likely tokens, best first (ties: the lower id first)
 *     logProbs[0..k)  x_id − lse, rounded to float32
 *     restLogProb     ln Σ_{v ∉ ids} exp(x_v − lse), rounded to float32;
 *                     −∞ when the top k hold every token (k ≥ V) or the rest underflows
 *     actualLogProb   x_a − lse for the data's next token a, rounded to float32
 *
 * k is min(top-k, V). The float32 rounding is the stored form, and a run
 * whose teacher is live derives every teacher quantity from these rounded
 * values too, so that a run with the teacher restored decides exactly as one
 * that ran it. Stored, a position takes 8k + 8 bytes (k ids as int32, k
 * log-probabilities, the rest and the actual token's as float32): 264 bytes
 * at k = 32.
 */
/** The teacher's compact side of `positions` positions, row-major [positions × k]. */
export interface CompactSide {
    k: number;
    ids: Int32Array;
    logProbs: Float32Array;
    restLogProbs: Float32Array;
    actualLogProbs: Float32Array;
}
/** Bytes a stored position takes: k int32 ids and k + 2 float32 values. */
export declare function bytesPerPosition(k: number): number;
/** An empty compact side with room for `positions` positions of k tokens. */
export declare function compactSide(positions: number, k: number): CompactSide;
/** How many positions a compact side holds. */
export declare function positionsOf(side: CompactSide): number;
/**
 * Scratch space of one vocabulary size, reused from position to position so
 * that reducing a batch allocates nothing: which tokens are in the top k,
 * the top k as they are found, and the teacher's probabilities of the last
 * position reduced (for the full KL while the student's logits are read).
 */
export declare class ReductionScratch {
    readonly vocab: number;
    readonly k: number;
    /** 1 for a token outside the top k of the position being reduced, 0 inside. */
    readonly notTop: Float64Array;
    readonly topValues: Float64Array;
    readonly topIds: Int32Array;
    /** exp(x_v − max) of the last teacher position reduced with `keepProbabilities`. */
    readonly teacherExps: Float64Array;
    /** ln Σ exp of the last teacher position reduced. */
    teacherLse: number;
    /** ln of the sum of teacherExps (so that p_v = teacherExps[v] / exp(it)). */
    teacherLogTotal: number;
    constructor(vocab: number, k: number);
}
/**
 * Reduces the teacher's logits at one position to its compact side, written
 * at position `at` of `side`.
 *
 * @param logits - logits of any number of positions; this one's V values start at `offset`.
 * @param actual - the data's next token (an id in 0..V−1).
 * @param keepProbabilities - keep exp(x_v − max) in scratch.teacherExps (and
 *   lse in scratch.teacherLse) for {@link fullKl} on the same position.
 *
 * @example
 * // V = 3, k = 2, logits ln(0.5), ln(0.3), ln(0.2), next token 2:
 * // ids [0, 1], logProbs fround(ln 0.5), fround(ln 0.3), restLogProb fround(ln 0.2),
 * // actualLogProb fround(ln 0.2)
 */
export declare function reduceTeacher(logits: ArrayLike<number>, offset: number, actual: number, scratch: ReductionScratch, side: CompactSide, at: number, keepProbabilities?: boolean): void;
/**
 * The O(k) half of reduceTeacher: writes position `at` of `side` from the
 * teacher's top k ids (`topIds[from..from + k)`, best first), its ln Σ exp
 * and its rest's log (what reduceTeacher sums, or the reducer graph of
 * inference/next-token-reducer.ts).
 */
export declare function writeTeacher(logits: ArrayLike<number>, offset: number, actual: number, topIds: ArrayLike<number>, from: number, lse: number, restLog: number, side: CompactSide, at: number): void;
/** What the student's logits say at one position, against the teacher's compact side there. */
export interface StudentPosition {
    /** KL over the teacher's top k plus one rest bucket (a lower bound of the full KL). */
    klTopK: number;
    /** The student's most likely token (the lower id on ties) and its probability. */
    top: number;
    topProbability: number;
    /** The student's probability of the teacher's most likely token. */
    probabilityOfTeacherTop: number;
    /** ln q of the data's next token. */
    actualLogProb: number;
    /** ln Σ exp of the student's logits (for fullKl). */
    lse: number;
}
/**
 * The student's logits at one position, read against the teacher's compact
 * side at position `at` of `side`:
 *
 *     KL_topk = Σ_{i<k} p_i (ln p_i − ln q_i) + p_rest (ln p_rest − ln q_rest)
 *
 * with p_i = exp(logProbs[i]) and p_rest = exp(restLogProb) from the compact
 * side, ln q = the student's log-softmax (float64) at the same ids, and
 * q_rest the student's mass outside them. By the log-sum inequality
 * (Σ a ln(a/b) ≥ (Σa) ln(Σa/Σb)) it is at most the full KL, and equal when
 * the rest is empty, both up to the float32 rounding of the stored side
 * (relative 6e-8: a few 1e-9 nats); p = 0 contributes 0. Not clamped at 0.
 */
export declare function reduceStudent(logits: ArrayLike<number>, offset: number, actual: number, scratch: ReductionScratch, side: CompactSide, at: number): StudentPosition;
/**
 * The O(k) half of reduceStudent: the student's position from its most
 * likely token, its ln Σ exp and the log of its mass outside the teacher's
 * top k at `at` (what reduceStudent sums, or the reducer graph of
 * inference/next-token-reducer.ts).
 */
export declare function studentAgainst(logits: ArrayLike<number>, offset: number, actual: number, side: CompactSide, at: number, top: number, lse: number, restLog: number): StudentPosition;
/**
 * The full KL(teacher ‖ student) at one position, in nats, when both models
 * ran: Σ_v p_v (ln p_v − ln q_v), with p from the teacher position last
 * reduced with `keepProbabilities` (scratch.teacherExps, float64, not
 * rounded) and ln q the student's log-softmax. p_v = 0 contributes 0; no
 * floor is needed, as ln q comes from logits and is finite.
 */
export declare function fullKl(teacherLogits: ArrayLike<number>, teacherOffset: number, studentLogits: ArrayLike<number>, studentOffset: number, studentLse: number, scratch: ReductionScratch): number;
