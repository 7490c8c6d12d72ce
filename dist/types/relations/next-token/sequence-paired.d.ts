import type { SequenceCounts } from './next-token-relations.js';
/** The relations compared sequence by sequence. */
export declare const SEQUENCE_PAIRED_RELATIONS: readonly ["MR1", "MR2", "MR3"];
export type SequencePairedRelation = (typeof SEQUENCE_PAIRED_RELATIONS)[number];
/** A run's per-sequence counts with the digest of the sequences they are of. */
export interface SequenceSet extends SequenceCounts {
    /** sha256 of what the sequences are: the data's rows, the windows, the tokenizer. */
    inputsDigest: string;
}
/** One relation compared between this run and the baseline, sequence by sequence. */
export interface SequencePairedComparison {
    relation: SequencePairedRelation;
    /** Sequences with a counted position in either run. */
    sequences: number;
    /** Positions counted now and before (MR3: confident positions, which differ when the teacher did). */
    positionsNow: number;
    positionsBefore: number;
    rateNow: number | null;
    rateBefore: number | null;
    /** rateNow − rateBefore; null when either run counted nothing. */
    change: number | null;
    /** change ± z·se; null when the change or its standard error is. */
    ci95: [number, number] | null;
    /** The cluster-robust standard error of the change; null with fewer than two sequences. */
    standardError: number | null;
    /** Two-sided p of change = 0 (normal, z = change / se); 1 when nothing changed. */
    pValue: number;
}
/**
 * Compares one relation's per-sequence counts of this run with the
 * baseline's on the same sequences. With y/n this run's violations and
 * counted positions in sequence s and b/m the baseline's,
 *
 *     R_now = Σ y / Σ n,  R_before = Σ b / Σ m,  change = R_now − R_before
 *     u_s   = (y_s − R_now n_s) / Σ n − (b_s − R_before m_s) / Σ m
 *     se²   = S / (S − 1) · Σ_s u_s²          (S: sequences counted in either run)
 *     ci95  = change ± 1.96 se,  p = 2 · Φ(−|change| / se)
 *
 * the linearised (cluster-robust) variance of a difference of two ratio
 * estimators on the same clusters, so a sequence's tokens move together and
 * its change in one run is paired with its change in the other.
 *
 * Edge cases: either run with nothing counted gives change, ci95 and se null
 * and p = 1; se = 0 (no sequence changed relative to its run's rate) gives
 * p = 1 when change is 0, else 0.
 *
 * @throws InputError (one line) when the two sets are of other sequences
 *   (their digest or count differs) or malformed.
 */
export declare function sequencePairedComparison(relation: SequencePairedRelation, now: SequenceSet, before: SequenceSet): SequencePairedComparison;
/**
 * The power a comparison with this standard error had to detect a rise of
 * `minEffect` at two-sided level α (normal approximation), and the sequences
 * that would give REQUIRED_POWER (the standard error falls as 1/√S):
 *
 *     power = Φ(minEffect / se − z_{1−α/2})
 *     S_80  = S · (se · (z_{1−α/2} + z_{0.8}) / minEffect)²
 *
 * @example
 * // se 0.01 over 50 sequences, a 1-point rise at α 0.05:
 * // power Φ(1 − 1.96) = 16.9%, S_80 = 50 · 2.8016² = 392.4 → 393
 */
export declare function sequencePairedPower(comparison: Pick<SequencePairedComparison, 'standardError' | 'sequences'>, minEffect: number, alpha: number): {
    power: number;
    sequencesForPower: number;
} | null;
