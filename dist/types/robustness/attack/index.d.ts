/** The attack probe (docs/spec.md §5): the methods' searches, their scheduling, the vocabulary, the substitutes and the summary. */
export { abstractTokens, codeShape, meanShape, shapeDistance } from './code-difference.js';
export { codeTokens, occurrencesOf } from './code-tokens.js';
export { CODA_REFERENCES } from './coda.js';
export { mhmAcceptance, mhmSearch, MHM_CANDIDATES, MHM_ITERATIONS } from './mhm.js';
export { alertSearch } from './alert.js';
export { wirRandomSearch } from './wir-random.js';
export { ATTACK_GROUP, ATTACK_METHOD_DESCRIPTORS } from './methods.js';
export { methodReport, type InputAttackOutcome, type MethodOutcomes } from './method-report.js';
export { attackOutcomes, evaluateAttacks, NOT_RUN_AT_TIME_LIMIT, skippedAttacks, } from './schedule.js';
export type { AttackOptions, AttackSettings } from './attack-options.js';
export { computeSubstitutes, defaultSubstituteSettings, functionSubstitutes, isSubstituteList, substituteCacheKey, substitutesFromReferenceFile, type InputSubstitutes, } from './substitutes.js';
export { accuracies, attackDegradation, degradationInterval, relativeDegradation, } from './summary.js';
export { buildVocabulary, isCandidateName } from './vocabulary.js';
export { attackedFunctions, attackedPart } from './search.js';
export type { SearchContext, Outcome, Renamable } from './search.js';
