/**
 * Scoring: stream the dataset once, run (or look up) both models on chunks
 * of rows, and keep what the report needs: probabilities, labels, the most
 * divergent inputs.
 */
import type { Config } from '../config/types.js';
import { type Example } from '../data/types.js';
import type { Deadline } from './deadline.js';
import type { OpenedModel } from './models.js';
import type { PipelineDeps, Scores } from './types.js';
export interface ScoringContext {
    datasetSha256: string;
    functionsSha256: string | null;
    /** performance.now() when the run began: load time counts from there. */
    startedAt: number;
    /** Time spent tokenising so far, read at the end (the token caches count it). */
    tokenizeMs: () => number;
    /** Keep every scored example (robustness transforms some of them after scoring). */
    keepExamples: boolean;
    /** The run's time limit: scoring stops after the chunk in which it passes; null: none. */
    deadline: Deadline | null;
}
export interface Scored {
    scores: Scores;
    /** The scored examples in score order, when `keepExamples`; else empty. */
    examples: Example[];
    /** False when the time limit stopped scoring before the end of the data set. */
    complete: boolean;
}
/**
 * Reads the dataset once and scores every usable row (of this shard) with
 * both models.
 *
 * @throws InputError when the models disagree on the number of classes, a
 *   precomputed outputs file is not row-aligned with the dataset, a label is
 *   outside the models' classes, or no row is usable.
 */
export declare function scoreDataset(config: Config, models: {
    teacher: OpenedModel;
    student: OpenedModel;
}, deps: Pick<PipelineDeps, 'log' | 'progress'>, context: ScoringContext): Promise<Scored>;
