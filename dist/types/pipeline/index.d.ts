/**
 * The pipeline: Config → dataset rows → both models → probabilities →
 * relations → robustness → gate → Report. A run is one Session
 * (session.ts) with its modes in their own files: evaluate, check, shard,
 * merge and the many-students runs; `runConfig` (run-config.ts) is the one
 * entry that chooses the mode. What comes from the outside world comes in
 * through PipelineDeps.
 */
export { runConfig, type RunMode, type RunResult } from './run-config.js';
export { evaluate } from './evaluate.js';
export { evaluateStudents } from './students.js';
export { runShard, type ShardResult } from './shard.js';
export { runIdentity } from './run-identity.js';
export { openModel, readModelFiles } from './models.js';
export { shardSlice } from './shard-rule.js';
export { languageModelFileDigest, languageModelStore } from './robustness-step.js';
export { assembleReport } from './report.js';
export { renderCheck, type CheckResult, type ConfigCheck } from './check.js';
export type { CompletionCheckResult } from './check-completion.js';
export type * from './types.js';
export { openCausalModel, type OpenedCausalLm } from './causal-models.js';
export { CHUNK_ROWS as COMPLETION_CHUNK_ROWS, scoreCompletion } from './completion-step.js';
export { completionsStep } from './completions-step.js';
export { TIMED_INPUTS, TIMED_ROUNDS } from './timing-step.js';
