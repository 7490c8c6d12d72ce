/**
 * `metacompress check`: what a config makes of its models on a few rows,
 * without gating. The contract read from each graph, one encoded sample per
 * model, both models' probabilities on it, and the checks that decide
 * whether the config is usable (the contract, the reference encoding, the
 * unknown-token share, misconfiguration named from the scores), and the
 * noise floor: the teacher against itself under other runtime settings on
 * the same rows (docs/spec.md §3.6).
 */
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { NoiseFloorReport } from '../report/types.js';
import { type CompletionCheckResult } from './check-completion.js';
import type { OpenedModel } from './models.js';
import type { PipelineDeps, Scores, TeacherFloor } from './types.js';
export interface ModelCheck {
    role: 'teacher' | 'student';
    /** The graph's contract as read; null for precomputed outputs. */
    contract: {
        inputs: string[];
        output: string;
        outputColumns: number | null;
        tokenRows: number | null;
        positionRows: number | null;
        /** The position the config's longest sequence reaches; null when the graph has no position table. */
        largestPosition: number | null;
        largestTokenizerId: number;
    } | null;
    /** The first example as this model is fed it: its first tokens and ids, and its length. */
    sample: {
        tokens: string[];
        ids: number[];
        length: number;
    } | null;
    /** Share of the fed tokens that were the unknown token. */
    unknownShare: number | null;
    /** The probabilities of the first example, dataset class order. */
    probabilities: number[];
}
export interface CheckResult {
    rows: number;
    labelled: number;
    sampleId: string;
    models: ModelCheck[];
    /** The teacher against itself under other runtime settings on the checked rows, the student beside it. */
    noiseFloor: NoiseFloorReport;
    warnings: string[];
    /** Why the config is not usable (a reversed class-order); null when it is. */
    error: string | null;
}
/** One model's part of the check, from the open model and the scores. */
export declare function checkModel(role: 'teacher' | 'student', opened: OpenedModel, scores: Scores, first: Example): Promise<ModelCheck>;
/** The check's verdict from the scores: a reversed class-order is an error here, the rest warnings. */
export declare function checkVerdict(scores: Scores): Pick<CheckResult, 'warnings' | 'error'>;
/** A check of either kind: a classifier's, or task code-completion's (check-completion.ts). */
export type ConfigCheck = CheckResult | CompletionCheckResult;
/** The check as the terminal shows it. */
export declare function renderCheck(result: ConfigCheck): string;
/** Rows `check` scores: enough labelled rows to name a misconfiguration, few enough for seconds. */
export declare const CHECK_ROWS = 100;
/** What the checks of one config's students share: the teacher's noise floor, once measured. */
export interface CheckedTeacher {
    floor: TeacherFloor | null;
}
/**
 * `metacompress check`: the config's first CHECK_ROWS rows through both
 * models (no cache, no robustness, no gate), with what the contract, the
 * encoding and the scores say, and the teacher's noise floor on them
 * (`teacher.floor`, measured by the first check of a config's students and
 * reused by the others: the teacher and the rows are theirs too). The
 * warnings are the result's, not logged. Task code-completion is checked
 * by check-completion.ts.
 */
export declare function checkConfig(config: Config, deps: PipelineDeps, teacher?: CheckedTeacher): Promise<ConfigCheck>;
