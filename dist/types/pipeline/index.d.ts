/**
 * The pipeline: Config → dataset rows → both models → probabilities →
 * relations → robustness → gate → Report. It owns model lifetime and every
 * side effect of a run (reading files, ONNX Runtime, the teacher-outputs
 * cache, logging); what comes from the outside world comes in through
 * PipelineDeps.
 */
import { type StudentsReport } from '../compare/index.js';
import type { Config, LanguageModelConfig } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type StoreIdentity } from '../store/key.js';
import type { JsonCache } from '../store/types.js';
import { type Baseline } from './baseline.js';
import { type ModelFiles } from './models.js';
import { type CheckResult } from './check.js';
import { type MergedPartials, type ShardRobustness } from './partial.js';
import type { PipelineDeps, Scores } from './types.js';
export { assembleReport } from './report.js';
export { renderCheck, type CheckResult } from './check.js';
export { readBaseline, type Baseline } from './baseline.js';
export type * from './types.js';
/**
 * One record of what a run's entries are computed from (each key takes the
 * parts its entry depends on, store/key.ts), and the files read for it: a
 * run and `plan` (which asks the cache with the run's keys) read it here.
 */
export declare function runIdentity(config: Config, deps: Pick<PipelineDeps, 'runtimeVersion'>): Promise<{
    identity: StoreIdentity;
    teacherFiles: ModelFiles;
    datasetSha256: string;
    functionsSha256: string | null;
}>;
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
/**
 * This run's shard (`config.shard`) for every student, the teacher once: one
 * partial per student, each with its slice of robustness (runShard).
 */
export declare function scoreStudentsShard(config: Config, deps: PipelineDeps): Promise<{
    name: string;
    shard: ShardResult;
}[]>;
/**
 * The StudentsReport of merged shards, one merge per student (in the
 * config's order): each student's report as reportFromMergedScores makes
 * it, its robustness computed from its shards' outcomes (no model opened).
 */
export declare function studentsFromMergedScores(config: Config, deps: PipelineDeps, merged: ReadonlyMap<string, MergedPartials>): Promise<StudentsReport>;
/** Rows `check` scores: enough labelled rows to name a misconfiguration, few enough for seconds. */
export declare const CHECK_ROWS = 100;
/**
 * `metacompress check`: the config's first CHECK_ROWS rows through both
 * models (no cache, no robustness, no gate), with what the contract, the
 * encoding and the scores say. The warnings are the result's, not logged.
 */
export declare function checkConfig(config: Config, deps: PipelineDeps): Promise<CheckResult>;
/** A shard's result: its rows' scores, and its slice of the robustness step's outcomes. */
export interface ShardResult {
    scores: Scores;
    robustness: ShardRobustness | null;
}
/**
 * Scores this run's shard only (`config.shard`), for a partial report, and
 * with `transforms`, evaluates its slice of the transformed and the attacked
 * inputs. The probes' positions are chosen over every usable row, so each
 * shard reads the whole data set (the labels, the vocabulary's texts, coda's
 * reference pool) and scores on x the probes' inputs outside its own rows.
 */
export declare function runShard(config: Config, deps: PipelineDeps): Promise<ShardResult>;
/**
 * The Report of merged shards: the rows' scores, and with `transforms`, the
 * robustness report computed from the shards' per-input outcomes exactly as
 * one run computes it (robustnessReport); no model is opened. The examples
 * at the probes' positions are read from the data set again.
 */
export declare function reportFromMergedScores(config: Config, deps: PipelineDeps, merged: MergedPartials, studentBaseline?: Baseline | null): Promise<Report>;
/**
 * The digest the language model's entries are keyed by (the one
 * openMaskedLanguageModel gives), from its files alone: for a caller that
 * asks the cache without opening the model (`metacompress plan`).
 */
export declare function languageModelFileDigest(lm: LanguageModelConfig): Promise<string>;
/**
 * Where the language model's work (alert's substitutes, coda's reference
 * similarities) is kept between runs: the caller's store, else the directory
 * transforms.attack.cache names, else the run's JSON cache.
 */
export declare function languageModelStore(deps: PipelineDeps, dir: string | null): JsonCache | null;
