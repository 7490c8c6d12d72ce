import type { ProbMatrix, RelationsOptions } from '../types.js';
import { perInputViolations, type PairedRelationName } from './per-input.js';
import { encodeViolationSet, type ViolationSet } from './violation-set.js';

/** One run's violation sets, as a report keeps them (MR4 has none: it is per bin). */
export type ViolationSets = Record<PairedRelationName, ViolationSet>;

/**
 * The violation sets of one run, for its report: MR1, MR2 and MR3 per input,
 * encoded with the run's inputs digest.
 *
 * @param p - teacher probabilities; q - student; after `computeRelations`
 *   validated them. Not modified.
 * @param options - the thresholds the run's relations used.
 * @param digest - `inputsDigest` of the run's dataset and scored rows.
 */
export function violationSets(
  p: ProbMatrix,
  q: ProbMatrix,
  options: Pick<RelationsOptions, 'epsilon' | 'tau' | 'delta3'>,
  digest: string,
): ViolationSets {
  const outcomes = perInputViolations(p, q, options);
  return {
    MR1: encodeViolationSet(outcomes.MR1, digest),
    MR2: encodeViolationSet(outcomes.MR2, digest),
    MR3: encodeViolationSet(outcomes.MR3, digest),
  };
}
