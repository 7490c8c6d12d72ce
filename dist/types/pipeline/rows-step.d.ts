/**
 * The rows step of a run: the data set scored by both models (score.ts),
 * with the teacher's outputs restored from the store used only when they
 * answer for this run (restored-outputs.ts), and saved after a run that
 * computed them; and the rows read again where a step needs their texts.
 */
import type { Config } from '../config/types.js';
import type { Example } from '../data/types.js';
import type { Deadline } from './deadline.js';
import { type Scored } from './score.js';
import { type Run } from './session.js';
import type { Scores } from './types.js';
/**
 * Scores the dataset. With the teacher's outputs restored from the store,
 * they are used only when they answer for this run: otherwise one warning
 * names the entry and why, and the dataset is scored again with the teacher
 * run, so the verdict is a cold run's.
 */
export declare function scoreRows(run: Run, keepExamples: boolean, deadline: Deadline | null): Promise<Scored>;
/** The examples at positions among the scored rows, read from the dataset file. */
export declare function readExamples(config: Config, scores: Scores, positions: number[]): Promise<(position: number) => Example>;
/** Every usable row of the data set, in position order (a shard's robustness chooses among all of them). */
export declare function readUsableRows(config: Config, scores: Scores): Promise<Example[]>;
