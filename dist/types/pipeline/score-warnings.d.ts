import type { ProbabilitySource } from '../inference/sources.js';
import type { FedCounts, Scores } from './types.js';
/** What `source` has fed so far (cumulative). */
export declare function fedSoFar(source: ProbabilitySource): FedCounts;
/** The counts of `a` and `b` combined key by key: `sign` 1 adds, -1 takes `b` away (a later count minus an earlier). */
export declare function combineFed(a: FedCounts, b: FedCounts, sign?: 1 | -1): FedCounts;
/** The warnings of `scores`, in the order a report shows them. */
export declare function scoreWarnings(scores: Pick<Scores, 'runWarnings' | 'fed' | 'classes' | 'labels' | 'teacher' | 'student'>): string[];
