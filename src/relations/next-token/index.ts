/**
 * Next-token prediction (task code-completion): the teacher's compact side,
 * the per-position statistics both models' logits are reduced to as each
 * batch returns, the four relations over them with the sequence as the
 * independent unit, and the paired test by sequence (pure, float64).
 */
export {
  bytesPerPosition,
  compactSide,
  fullKl,
  positionsOf,
  reduceStudent,
  reduceTeacher,
  ReductionScratch,
  studentAgainst,
  writeTeacher,
  type CompactSide,
  type StudentPosition,
} from './compact-side.js';
export { compactDifference } from './compact-match.js';
export {
  clusterNormalInterval,
  clusterRate,
  clusterVariance,
  type ClusteredRate,
} from './cluster-rate.js';
export { klSummary, type KlSummary } from './kl-summary.js';
export {
  nextTokenRelations,
  type CrossEntropy,
  type KlSource,
  type NextTokenDetails,
  type NextTokenResult,
  type SequenceCounts,
} from './next-token-relations.js';
export { PositionStats, type PositionColumns } from './position-stats.js';
export {
  SEQUENCE_PAIRED_RELATIONS,
  sequencePairedComparison,
  sequencePairedPower,
  type SequencePairedComparison,
  type SequencePairedRelation,
  type SequenceSet,
} from './sequence-paired.js';
