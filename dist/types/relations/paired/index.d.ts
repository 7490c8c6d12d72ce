/**
 * The paired regression test (issue 14, items 1-2): per-input violation sets
 * kept in each report, and McNemar's exact test with Newcombe's paired
 * interval between this run and a baseline on the same inputs.
 */
export { binomialHalfLogPmf, mcnemarExact, type McNemarResult } from './mcnemar.js';
export { formatPValue, pairedComparison, pairedVerdict, type PairedComparison, type PairedVerdict, } from './paired-comparison.js';
export { pairedGate, violationSets, type ViolationSets } from './paired-gate.js';
export { newcombePairedInterval, type PairedTable } from './paired-interval.js';
export { baselineAgeWarning, DEFAULT_PAIRED_OPTIONS, type PairedOptions, } from './paired-options.js';
export { mr1PerInput, mr2PerInput, mr3PerInput, PAIRED_RELATIONS, perInputViolations, type PairedRelationName, } from './per-input.js';
export { decodeViolationSet, encodeViolationSet, inputsDigest, type InputsIdentity, type PerInputViolations, type ViolationSet, } from './violation-set.js';
