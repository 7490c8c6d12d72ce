/**
 * The pipeline: Config → dataset rows → both models → probabilities →
 * relations → robustness → gate → Report. It owns model lifetime and every
 * side effect of a run (reading files, ONNX Runtime, the teacher-outputs
 * cache, logging); what comes from the outside world comes in through
 * PipelineDeps.
 */
import { type StudentsReport } from '../compare/index.js';
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type StoreIdentity } from '../store/key.js';
import { type Baseline } from './baseline.js';
import { type ModelFiles } from './models.js';
import { type CheckResult } from './check.js';
import type { PipelineDeps, Scores } from './types.js';
export { assembleReport } from './report.js';
export { renderCheck, type CheckResult } from './check.js';
export { readBaseline, type Baseline } from './baseline.js';
export type * from './types.js';
/**
 * What a run's entries are computed from (store/key.ts); `metacompress plan`
 * asks the cache with the same keys.
 */
export declare function storeIdentity(config: Config, teacherFiles: ModelFiles, files: {
    datasetSha256: string;
    functionsSha256: string | null;
    runtime: string | null;
}): StoreIdentity;
/**
 * The whole gate: read the dataset once, run (or look up) both models,
 * evaluate robustness on the same open models when the config asks, decide
 * every verdict, and return the Report.
 */
export declare function evaluate(config: Config, deps: PipelineDeps): Promise<Report>;
/**
 * Many students against one teacher run (`students:`, docs/spec.md §8):
 * each student run as a single-student run would be (its relations,
 * robustness and gate checks, its baseline matched by name) against the
 * teacher's side forEachStudent shares.
 */
export declare function evaluateStudents(config: Config, deps: PipelineDeps): Promise<StudentsReport>;
/** Scores this run's shard (`config.shard`) for every student, the teacher once: one partial per student. */
export declare function scoreStudentsShard(config: Config, deps: PipelineDeps): Promise<{
    name: string;
    scores: Scores;
}[]>;
/**
 * The StudentsReport of merged shard scores, one Scores per student (in the
 * config's order). With `transforms`, each student's robustness runs here,
 * its teacher side shared through the store's interfaces as in a whole run.
 */
export declare function studentsFromMergedScores(config: Config, deps: PipelineDeps, merged: ReadonlyMap<string, Scores>): Promise<StudentsReport>;
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
export declare function reportFromMergedScores(config: Config, deps: PipelineDeps, scores: Scores, studentBaseline?: Baseline | null): Promise<Report>;
