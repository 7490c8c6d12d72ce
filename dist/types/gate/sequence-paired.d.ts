/**
 * The paired regression verdicts of task code-completion: each relation's
 * rate compared with the baseline's on the same sequences, each sequence
 * one unit (relations/next-token/sequence-paired.ts computes the
 * statistics); the gate decides here, with the rules of the classifiers'
 * paired test (paired.ts): a significant rise above min-effect fails, a
 * result that is not significant at too low a power is inconclusive.
 */
import type { PairedOptions } from '../relations/paired/paired-options.js';
import { type SequencePairedComparison, type SequencePairedRelation, type SequenceSet } from '../relations/next-token/index.js';
import type { GatePairedVerdict } from './paired.js';
/** The paired by-sequence regression verdict of one relation. */
export interface SequencePairedVerdict {
    relation: SequencePairedRelation;
    /** As a classifier's paired verdict (paired.ts): undefined and inconclusive neither pass nor fail. */
    status: 'pass' | 'fail' | 'undefined' | 'inconclusive';
    line: string;
    comparison: SequencePairedComparison;
    /** Not significant: the power to detect min-effect and the sequences that would give 80%; else null. */
    power: {
        power: number;
        sequencesForPower: number;
    } | null;
}
/** A verdict as the relation checks read it (decideGate's `paired`): its power in the classifiers' terms. */
export declare function asPairedVerdict(verdict: SequencePairedVerdict): GatePairedVerdict;
/**
 * The verdict of one comparison: fails when the rate rose, significantly
 * (p ≤ α), and by more than min-effect (with the gate's comparison slack);
 * 'undefined' when either run counted nothing or fewer than two sequences
 * were compared; otherwise passes, or is inconclusive when not significant
 * and the power to see a rise of min-effect was below 80%.
 */
export declare function sequencePairedVerdict(comparison: SequencePairedComparison, options?: PairedOptions): SequencePairedVerdict;
/**
 * The verdicts of MR1-MR3 against the baseline's per-sequence counts.
 * @throws InputError when the baseline's counts are of other sequences or malformed.
 */
export declare function sequencePairedGate(now: SequenceSet, baseline: SequenceSet, options?: PairedOptions): SequencePairedVerdict[];
