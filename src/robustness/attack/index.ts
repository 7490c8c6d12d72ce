/** The attack probe (SPEC §5): scheduling, the search, the candidate names and the summary. */
export { candidatePool } from './candidates.js';
export { evaluateAttack, type AttackOptions, type AttackSettings } from './schedule.js';
export { relativeDegradation } from './summary.js';
