import type { ProbabilitySource } from '../inference/sources.js';
import type { ModelSummary } from '../report/types.js';
import type { FedCounts, Scores } from './types.js';
/** What `source` has fed so far (cumulative). */
export declare function fedSoFar(source: ProbabilitySource): FedCounts;
/** The counts of `a` and `b` combined key by key: `sign` 1 adds, -1 takes `b` away (a later count minus an earlier). */
export declare function combineFed(a: FedCounts, b: FedCounts, sign?: 1 | -1): FedCounts;
/**
 * The warning of a run whose student is its teacher: the same model (or
 * outputs) bytes read the same way (tokenizer bytes, settings, class order),
 * so every relation holds by construction, the verdict of a gate that
 * compared nothing. The model files are named by what they hold, not where
 * they came from: a student's source that served the teacher's files is
 * caught here whatever the source. Null otherwise.
 */
export declare function sameModelWarning(teacher: Omit<ModelSummary, 'classes'>, student: Omit<ModelSummary, 'classes'>): string | null;
/** The warnings of `scores`, in the order a report shows them. */
export declare function scoreWarnings(scores: Pick<Scores, 'runWarnings' | 'fed' | 'classes' | 'labels' | 'teacher' | 'student'>): string[];
