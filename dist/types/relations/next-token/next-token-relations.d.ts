import type { Mr1Result, Mr2Result, Mr3Result, Relations, RelationsOptions } from '../types.js';
import { type ClusteredRate } from './cluster-rate.js';
import { type KlSummary } from './kl-summary.js';
import type { PositionColumns } from './position-stats.js';
/** A model's cross-entropy on the data's next tokens, and its perplexity. */
export interface CrossEntropy {
    /** Mean −ln p(next token) over the positions, in nats per token. */
    nats: number;
    /** Its cluster-robust 95% interval (normal, sequences as clusters); null with fewer than two sequences. */
    ci95: [number, number] | null;
    /** exp(nats). */
    perplexity: number;
}
/** Where the KL that MR2 is decided on comes from. */
export type KlSource = 'exact' | 'lower-bound-top-k';
/** Counts per sequence, in score order: what a later run's paired test pairs. */
export interface SequenceCounts {
    positions: number[];
    /** MR1 and MR2 violations. */
    mr1: number[];
    mr2: number[];
    /** MR3: confident positions (the teacher's top ≥ τ) and the violations among them. */
    mr3Tested: number[];
    mr3: number[];
}
/** What next-token relations add to the Relations shape. */
export interface NextTokenDetails {
    /** The KL MR2 counts: top-k plus the rest (`lower-bound-top-k`), or exactly the full KL (`exact`: no rest anywhere). */
    kl: {
        source: KlSource;
        /** The KL MR2 is decided on, summarised. */
        gated: KlSummary | null;
        /**
         * The full KL where the teacher ran (both models' whole distributions),
         * summarised, with its violations at ε, so that the compact side's
         * lower bound shows its gap; null when the teacher's side was restored.
         */
        full: (KlSummary & {
            violations: number;
            positions: number;
        }) | null;
    };
    crossEntropy: {
        teacher: CrossEntropy | null;
        student: CrossEntropy | null;
        /** Student − teacher, nats per token, with its paired cluster-robust interval. */
        gap: number | null;
        gapCi95: [number, number] | null;
        /** Perplexity student / teacher = exp(gap), and its interval. */
        perplexityRatio: number | null;
        perplexityRatioCi95: [number, number] | null;
    };
    perSequence: SequenceCounts;
}
export interface NextTokenResult {
    relations: Relations & {
        mr1: Mr1Result & ClusteredRate;
        mr2: Mr2Result & ClusteredRate;
        mr3: Mr3Result & ClusteredRate;
    };
    details: NextTokenDetails;
}
/**
 * Computes the relations over the scored positions of `sequences` sequences
 * (position i belongs to sequence `columns.sequence[i]`, 0..sequences−1):
 *
 * - MR1: positions where the student's most likely next token is not the
 *   teacher's (llama.cpp's "same top p", from the other side);
 * - MR2: positions where KL(teacher ‖ student) > ε, the KL over the
 *   teacher's top k plus one rest bucket (a lower bound of the full KL,
 *   exact where the rest is empty: `details.kl.source`), so that a run with
 *   the teacher's side restored decides as one that ran it;
 * - MR3: of the positions where the teacher's top token has probability
 *   ≥ τ, those where the student gives that token < τ − δ3;
 * - MR4: each model's top-1 correctness (its most likely token is the data's
 *   next token) per confidence bin of its own top probability, binned and
 *   decided per bin exactly as for classifiers (`confidenceBin`,
 *   `decideBins`), with both ECEs;
 * - the flip split (which model's top-1 is the next token where they
 *   differ) and next-token accuracy (`accuracy`, F1 null);
 * - both cross-entropies, perplexities and their ratio.
 *
 * The rates of MR1-MR3 and the flips are cluster-robust (`clusterRate`:
 * sequences as clusters); MR4's bins are counted over positions, as the
 * classifier's are over inputs.
 *
 * @param klSource - 'exact' when no position has a rest (k ≥ V).
 * @throws RangeError when a position's sequence is outside 0..sequences−1.
 */
export declare function nextTokenRelations(columns: PositionColumns, sequences: number, options: RelationsOptions, klSource: KlSource): NextTokenResult;
