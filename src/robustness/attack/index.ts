/** The attack probe (docs/spec.md §5): the methods' searches, their scheduling, the candidate names and the summary. */
export { candidatePool } from './candidates.js';
export { abstractTokens, codeShape, meanShape, shapeDistance } from './code-difference.js';
export { CODA_REFERENCES } from './coda.js';
export { mhmAcceptance, mhmCandidates } from './mhm.js';
export {
  ATTACK_SEARCHES,
  evaluateAttack,
  evaluateAttacks,
  type AttackOptions,
  type AttackSettings,
} from './schedule.js';
export { relativeDegradation } from './summary.js';
