/**
 * The paired regression test's statistics (issue 14, items 1-2): per-input
 * violation sets kept in each report, and McNemar's exact test with
 * Newcombe's paired interval between this run and a baseline on the same
 * inputs. The verdict is the gate's (gate/paired.ts).
 */
export { binomialHalfLogPmf, mcnemarExact, type McNemarResult } from './mcnemar.js';
export { pairedComparison, type PairedComparison } from './paired-comparison.js';
export { violationSets, type ViolationSets } from './run-violations.js';
export { newcombePairedInterval, type PairedTable } from './paired-interval.js';
export {
  baselineAgeWarning,
  DEFAULT_PAIRED_OPTIONS,
  type PairedOptions,
} from './paired-options.js';
export {
  mr1PerInput,
  mr2PerInput,
  mr3PerInput,
  PAIRED_RELATIONS,
  perInputViolations,
  type PairedRelationName,
} from './per-input.js';
export {
  decodeViolationSet,
  encodeViolationSet,
  type PerInputViolations,
  type ViolationSet,
} from './violation-set.js';
