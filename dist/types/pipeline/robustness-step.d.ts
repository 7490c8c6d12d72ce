import type { Config, LanguageModelConfig } from '../config/types.js';
import type { Example } from '../data/types.js';
import { type OriginalScores, type Outcome, type RobustnessInputs, type RobustnessModels, type RobustnessOutcomes, type RobustnessPositions, type TeacherScoreOrigins } from '../robustness/index.js';
import type { RobustnessReport } from '../robustness/types.js';
import type { JsonCache } from '../store/types.js';
import { type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';
/** Both models' scores at positions among the scored rows, from Scores that hold every row. */
export declare function originalsFrom(scores: Scores): (positions: number[]) => Promise<OriginalScores>;
/**
 * What the robustness step reads of the data: the labels of every usable row
 * (the probes' positions are chosen over all of them, whatever the shard),
 * the examples at positions, and both models' scores on x at positions.
 */
export interface RobustnessData {
    /** The classes of the rows' scores. */
    classes: number;
    labels: readonly number[];
    examplesAt: (positions: number[]) => Promise<(position: number) => Example>;
    /** Given the step's memo'd sources (a shard scores the inputs outside its rows). */
    originalsAt: (sources: RobustnessModels) => (positions: number[]) => Promise<OriginalScores>;
}
/** What the robustness step computed: its inputs, their per-input outcomes and where the teacher's scores came from. */
export interface RobustnessStepResult {
    /** The positions of the inputs (of this shard's slice, in a shard). */
    positions: RobustnessPositions;
    inputs: RobustnessInputs;
    outcomes: RobustnessOutcomes;
    teacherScores: TeacherScoreOrigins;
    /** What the attacks read beside the models and settings (a merge refuses shards that disagree). */
    readBeside: {
        languageModel: string | null;
        substitutes: string | null;
    };
}
/**
 * The robustness step. Both models score through a memo (an input scored
 * once is not run again); the teacher's is restored from the cache when a
 * run of the same teacher, data and settings saved it, and saved after a run
 * that added to it. A fully cached teacher is never opened. What was
 * restored and no record vouches for is spot-checked by the live teacher
 * once the step is done (restored-robustness.ts); when the check fails, one
 * warning, and the step runs again without it. With `config.shard`, it
 * evaluates the shard's slice of the transformed and the attacked inputs
 * (shardSlice), and the run's time limit does not apply (a partial report
 * must hold its whole slice).
 */
export declare function robustnessStep(run: Run, data: RobustnessData, onStudentAttack?: (method: string, example: Example, success: Extract<Outcome, {
    status: 'success';
}>) => void): Promise<RobustnessStepResult | null>;
/** The report of a robustness step (null: none configured, or the time limit left it out). */
export declare function robustnessReportOf(config: Config, step: RobustnessStepResult | null): RobustnessReport | null;
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
