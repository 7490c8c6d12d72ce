/**
 * What a run's kept entries are computed from (each key takes the parts its
 * entry depends on, store/key.ts): the data and the teacher by digest, the
 * shard, the runtime, and the transformation and attack settings. A run and
 * `plan` (which asks the cache with the run's keys) read it here.
 */
import type { AttackConfig, Config, TransformsConfig } from '../config/types.js';
import { sha256File } from '../hash.js';
import type { StoreIdentity } from '../store/key.js';
import { outputsIdentity, readModelFiles, type ModelFiles } from './models.js';
import type { PipelineDeps } from './types.js';

/**
 * The transformation settings that cannot change what the robustness step
 * computes: the gate's ceilings and rules read its results afterwards.
 */
const NOT_RESULT_TRANSFORMS = [
  'maxFlipRateRatio',
  'minFlips',
] as const satisfies readonly (keyof TransformsConfig)[];

/**
 * The attack settings left out of the settings: the gate's ceilings and
 * readings, and the files and directories the searches read beside the
 * models, which the entries that depend on them key by content (the
 * language model's digest, the substitutes' and the directory's sha256)
 * rather than by a path that differs between machines.
 */
const NOT_RESULT_ATTACK = [
  'maxRelativeDegradation',
  'minAttacked',
  'degradationReading',
  'languageModel',
  'substitutes',
  'cache',
] as const satisfies readonly (keyof AttackConfig)[];

function without<T extends object>(section: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(
    Object.entries(section).filter(([key]) => !keys.includes(key)),
  ) as Partial<T>;
}

/**
 * The resolved transformation and attack settings that results depend on:
 * the whole section but for the short deny-lists above, so an option added
 * to the section is in every key built from it until it is shown not to
 * change results (test/pipeline/result-settings.test.ts).
 */
export function resultSettings(transforms: TransformsConfig): object {
  const { attack, ...rest } = transforms;
  return {
    ...without(rest, NOT_RESULT_TRANSFORMS),
    attack: attack === null ? null : without(attack, NOT_RESULT_ATTACK),
  };
}

/** The identity record of a run, and the files read for it. */
export interface RunIdentity {
  identity: StoreIdentity;
  teacherFiles: ModelFiles;
  datasetSha256: string;
  functionsSha256: string | null;
}

export async function runIdentity(
  config: Config,
  deps: Pick<PipelineDeps, 'runtimeVersion'>,
): Promise<RunIdentity> {
  const datasetSha256 = await sha256File(config.dataset.path, 'dataset');
  const functionsSha256 =
    config.dataset.functions === null
      ? null
      : await sha256File(config.dataset.functions, 'dataset.functions');
  const teacherFiles = await readModelFiles(config.teacher, 'teacher');
  const identity: StoreIdentity = {
    ...(teacherFiles.kind === 'onnx' ? { teacher: outputsIdentity(teacherFiles) } : {}),
    dataset: { ...config.dataset, path: datasetSha256, functions: functionsSha256 },
    shard: config.shard,
    runtime: deps.runtimeVersion ?? null,
    robustness: config.transforms === null ? null : resultSettings(config.transforms),
    // The compact side depends on the windows (max-length is the teacher's) and on k, not on
    // the completions compared after it.
    ...(config.completion === null
      ? {}
      : { completion: { stride: config.completion.stride, topK: config.completion.topK } }),
  };
  return { identity, teacherFiles, datasetSha256, functionsSha256 };
}
