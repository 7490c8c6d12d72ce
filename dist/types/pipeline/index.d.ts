/**
 * The pipeline: Config → dataset rows → both models → probabilities →
 * relations → robustness → gate → Report. It owns model lifetime and every
 * side effect of a run (reading files, ONNX Runtime, the teacher-outputs
 * cache, logging); what comes from the outside world comes in through
 * PipelineDeps.
 */
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type CheckResult } from './check.js';
import type { PipelineDeps, Scores } from './types.js';
export { assembleReport } from './report.js';
export { renderCheck, type CheckResult } from './check.js';
export { readBaseline, type Baseline } from './baseline.js';
export type * from './types.js';
/**
 * The whole gate: read the dataset once, run (or look up) both models,
 * evaluate robustness on the same open models when the config asks, decide
 * every verdict, and return the Report.
 */
export declare function evaluate(config: Config, deps: PipelineDeps): Promise<Report>;
/** Rows `check` scores: enough labelled rows to name a misconfiguration, few enough for seconds. */
export declare const CHECK_ROWS = 100;
/**
 * `metacompress check`: the config's first CHECK_ROWS rows through both
 * models (no cache, no robustness, no gate), with what the contract, the
 * encoding and the scores say. The warnings are the result's, not logged.
 */
export declare function checkConfig(config: Config, deps: PipelineDeps): Promise<CheckResult>;
/** Scores this run's shard only (`config.shard`), for a partial report. */
export declare function scoreShard(config: Config, deps: PipelineDeps): Promise<Scores>;
/**
 * The Report of merged shard scores. With `transforms`, robustness runs
 * here on the rows the probes pick: they are read from the dataset again
 * and both models are opened for it.
 */
export declare function reportFromMergedScores(config: Config, deps: PipelineDeps, scores: Scores): Promise<Report>;
