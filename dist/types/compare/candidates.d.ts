/**
 * One row of the students' comparison, read from a student's Report: its
 * cost, accuracy, MR1–MR4, the worst flip-rate ratio over the
 * transformation kinds, the worst relative degradation over the attack
 * methods, and its verdict. Pure.
 */
import type { FidelityMeasure } from '../config/types.js';
import type { Ratio } from '../relations/types.js';
import type { Report } from '../report/types.js';
import type { Candidate, CandidateCost } from './types.js';
/** The largest of some ratios ('infinite' above every number); null when none is defined. */
export declare function worstRatio(ratios: readonly Ratio[]): Ratio;
export declare function candidateOf(name: string, cost: CandidateCost, report: Report): Candidate;
/** The fidelity measure's rate (a violation rate: lower is more faithful). */
export declare function fidelityRate(candidate: Candidate, measure: FidelityMeasure): number | null;
