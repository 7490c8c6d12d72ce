/**
 * What a run's kept entries are computed from (each key takes the parts its
 * entry depends on, store/key.ts): the data and the teacher by digest, the
 * shard, the runtime, and the transformation and attack settings. A run and
 * `plan` (which asks the cache with the run's keys) read it here.
 */
import type { Config, TransformsConfig } from '../config/types.js';
import type { StoreIdentity } from '../store/key.js';
import { type ModelFiles } from './models.js';
import type { PipelineDeps } from './types.js';
/**
 * The resolved transformation and attack settings that results depend on:
 * the whole section but for the short deny-lists above, so an option added
 * to the section is in every key built from it until it is shown not to
 * change results (test/pipeline/result-settings.test.ts).
 */
export declare function resultSettings(transforms: TransformsConfig): object;
/** The identity record of a run, and the files read for it. */
export interface RunIdentity {
    identity: StoreIdentity;
    teacherFiles: ModelFiles;
    datasetSha256: string;
    functionsSha256: string | null;
}
export declare function runIdentity(config: Config, deps: Pick<PipelineDeps, 'runtimeVersion'>): Promise<RunIdentity>;
