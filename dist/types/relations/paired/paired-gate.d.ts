import type { ProbMatrix, RelationsOptions } from '../types.js';
import { type PairedVerdict } from './paired-comparison.js';
import { type PairedOptions } from './paired-options.js';
import { type PairedRelationName } from './per-input.js';
import { type ViolationSet } from './violation-set.js';
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
export declare function violationSets(p: ProbMatrix, q: ProbMatrix, options: Pick<RelationsOptions, 'epsilon' | 'tau' | 'delta3'>, digest: string): ViolationSets;
/**
 * The paired regression verdicts of MR1, MR2 and MR3, this run against the
 * baseline's sets. The gate fails when any of them has status 'fail'; the
 * lines go into its reasons. MR4 keeps the fixed-points check.
 *
 * @throws InputError when a baseline set is missing, malformed, or of other
 *   inputs (see `pairedComparison`).
 *
 * @example
 * const verdicts = pairedGate(report.violationSets, baseline.violationSets, config.gate.paired);
 * verdicts.filter((v) => v.status === 'fail').map((v) => v.line);
 */
export declare function pairedGate(now: ViolationSets, baseline: ViolationSets, options?: PairedOptions): PairedVerdict[];
