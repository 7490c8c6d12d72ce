/**
 * One row of the students' comparison, read from a student's Report: its
 * cost, accuracy, MR1–MR4, the worst flip-rate ratio over the
 * transformation kinds, the worst relative degradation over the attack
 * methods, and its verdict. Pure.
 */
import type { FidelityMeasure } from '../config/types.js';
import { RELATION_KEYS, RELATION_NAMES } from '../relations/names.js';
import type { RelationName, Ratio } from '../relations/types.js';
import type { Report } from '../report/types.js';
import type { Candidate, CandidateCost } from './types.js';

/** The largest of some ratios ('infinite' above every number); null when none is defined. */
export function worstRatio(ratios: readonly Ratio[]): Ratio {
  let worst: Ratio = null;
  for (const r of ratios) {
    if (r === null) continue;
    if (r === 'infinite' || worst === 'infinite') worst = 'infinite';
    else worst = worst === null ? r : Math.max(worst, r);
  }
  return worst;
}

export function candidateOf(name: string, cost: CandidateCost, report: Report): Candidate {
  const rates = Object.fromEntries(
    RELATION_NAMES.map((n) => [n, report.relations[RELATION_KEYS[n]].rate]),
  ) as Record<RelationName, number | null>;
  const robustness = report.robustness ?? null;
  return {
    name,
    cost,
    accuracy: report.relations.accuracy.student.accuracy,
    rates,
    worstFlipRateRatio: worstRatio(robustness?.transformed.map((k) => k.flipRateRatio) ?? []),
    worstAttackDegradation: worstRatio(robustness?.attacks.map((a) => a.relativeDegradation) ?? []),
    passed: report.gate.passed,
  };
}

/** The fidelity measure's rate (a violation rate: lower is more faithful). */
export function fidelityRate(candidate: Candidate, measure: FidelityMeasure): number | null {
  return candidate.rates[measure.toUpperCase() as RelationName];
}
