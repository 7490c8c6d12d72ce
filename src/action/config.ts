/**
 * The action's Config: the `config` file (if any), overridden by the direct
 * inputs, with every artifact (models, outputs, tokenizers, datasets, a
 * baseline report) resolved to a verified local file before validation.
 *
 * Relative sources resolve against the config file's folder when they come
 * from the file (as the CLI does) and against the workspace when they come
 * from an input.
 */
import path from 'node:path';
import {
  getKey,
  isPlain,
  resolveConfigArtifacts,
  type ArtifactRecord,
  type Plain,
  type ResolveConfigOptions,
} from '../artifacts/config-artifacts.js';
import { applyOverrides, parseConfig, readConfigDocument } from '../config/load.js';
import type { Config } from '../config/types.js';
import { InputError } from '../errors.js';
import type { ActionInputs } from './inputs.js';

/** Turns one artifact into a verified local file (artifacts/resolve-artifact.ts in production). */
export type ResolveSource = ResolveConfigOptions['resolve'];

export interface ActionConfig {
  config: Config;
  /** Tells this gate apart: the comment marker and the baseline cache key use it. */
  id: string;
  /** The config file, relative to the workspace (posix separators); null without one. */
  configFile: string | null;
  /** What each artifact resolved to (the report records it). */
  artifacts: ArtifactRecord[];
  /** Moving Hub revisions: the commit to pin. */
  warnings: string[];
}

function setKey(document: Plain, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  let node = document;
  for (const key of keys.slice(0, -1)) {
    if (!isPlain(node[key])) node[key] = {};
    node = node[key] as Plain;
  }
  node[keys[keys.length - 1]!] = value;
}

function deleteKey(document: Plain, dotted: string): void {
  const keys = dotted.split('.');
  const parent = getKey(document, keys.slice(0, -1).join('.'));
  if (isPlain(parent)) delete parent[keys[keys.length - 1]!];
}

/**
 * Seconds each attack method may search in the action when the config sets
 * no time-budget-seconds: four methods then take at most 20 minutes of the
 * run's 45 (time-limit), and a CI job never waits on an unbounded search.
 */
export const ACTION_ATTACK_TIME_BUDGET_SECONDS = 300;

/** Gives the attacks the action's time budget where the config sets none (`off` keeps them unbounded). */
function withAttackTimeBudget(document: Plain): void {
  const attack = getKey(document, 'transforms.attack');
  if (attack === true) setKey(document, 'transforms.attack', {});
  const section = getKey(document, 'transforms.attack');
  if (isPlain(section) && section['time-budget-seconds'] === undefined) {
    section['time-budget-seconds'] = ACTION_ATTACK_TIME_BUDGET_SECONDS;
  }
}

/** The default id: the config file's workspace path, else a fixed name. */
export function defaultId(configFile: string | null): string {
  if (configFile === null) return 'metacompress';
  const cleaned = configFile.replace(/[^A-Za-z0-9._/-]/g, '_');
  return cleaned.length <= 80 ? cleaned : cleaned.slice(-80);
}

/** The `config` file's workspace path, as the default id names it. */
function configFilePath(config: string, workspace: string): string {
  return path.relative(workspace, path.resolve(workspace, config)).split(path.sep).join('/');
}

/**
 * The gate's id (comment marker, baseline key, manifest name) from the
 * inputs alone, before the config is read: what buildConfig gives as `id`.
 */
export function gateId(inputs: Pick<ActionInputs, 'id' | 'config'>, workspace: string): string {
  return (
    inputs.id ?? defaultId(inputs.config === null ? null : configFilePath(inputs.config, workspace))
  );
}

/** The `config` file as a mapping, its folder and its workspace path. */
function readConfigFile(
  config: string,
  workspace: string,
): { document: Plain; configDir: string; configFile: string } {
  const file = path.resolve(workspace, config);
  const raw = readConfigDocument(file);
  if (raw !== null && raw !== undefined && !isPlain(raw)) {
    throw new InputError(`config ${file}: expected a mapping of keys at the top level`);
  }
  return {
    document: isPlain(raw) ? structuredClone(raw) : {},
    configDir: path.dirname(file),
    configFile: configFilePath(config, workspace),
  };
}

/**
 * What the gate holds a report another job made to: the `config` file this
 * job reads (with the `thresholds` overrides), its artifacts left
 * unresolved: its ceilings, limits and inconclusive policy, and the
 * relations, transformation kinds, attack methods and students the report
 * must hold. Null without a `config` input (the report's verdict cannot be
 * checked then).
 */
export function readTrustedConfig(inputs: ActionInputs, workspace: string): Config | null {
  if (inputs.config === null) return null;
  const { document, configDir } = readConfigFile(inputs.config, workspace);
  return parseConfig(applyOverrides(document, inputs.thresholds), configDir);
}

/** Applies the direct inputs to the raw document; returns the keys they set. */
function applyInputs(document: Plain, inputs: ActionInputs): Set<string> {
  const fromInputs = new Set<string>();
  const set = (key: string, value: unknown) => {
    setKey(document, key, value);
    fromInputs.add(key);
  };
  if (inputs.task !== null) set('task', inputs.task);
  if (inputs.timeLimit !== null) set('time-limit', inputs.timeLimit);
  if (inputs.shard !== null) set('shard', inputs.shard);
  if (inputs.dataset !== null) set('dataset.path', inputs.dataset);
  if (inputs.datasetFormat !== null) set('dataset.format', inputs.datasetFormat);
  for (const [what, model, outputs, tokenizer] of [
    ['teacher', inputs.teacherModel, inputs.teacherOutputs, inputs.teacherTokenizer],
    ['student', inputs.studentModel, inputs.studentOutputs, inputs.studentTokenizer],
  ] as const) {
    // A model given as an input replaces precomputed outputs from the file, and vice versa.
    if (model !== null) {
      set(`${what}.model`, model);
      deleteKey(document, `${what}.outputs`);
    }
    if (outputs !== null) {
      set(`${what}.outputs`, outputs);
      deleteKey(document, `${what}.model`);
    }
    if (tokenizer !== null) {
      if (tokenizer.length === 1) {
        set(`${what}.tokenizer`, tokenizer[0]);
      } else {
        set(`${what}.tokenizer`, { vocab: tokenizer[0], merges: tokenizer[1] });
        fromInputs.add(`${what}.tokenizer.vocab`);
        fromInputs.add(`${what}.tokenizer.merges`);
      }
    }
  }
  return fromInputs;
}

function requireInputsWithoutConfig(inputs: ActionInputs): void {
  const missing = [
    inputs.task === null ? 'task' : null,
    inputs.dataset === null ? 'dataset' : null,
    inputs.teacherModel === null && inputs.teacherOutputs === null
      ? 'teacher-model (or teacher-outputs)'
      : null,
    inputs.studentModel === null && inputs.studentOutputs === null
      ? 'student-model (or student-outputs)'
      : null,
  ].filter((name) => name !== null);
  if (missing.length > 0) {
    throw new InputError(
      `config: not given, so these inputs are required: ${missing.join(', ')}; or give config: path/to/metacompress.yml`,
    );
  }
}

/**
 * Builds the validated Config. Throws InputError naming the input or config
 * key at fault; artifact failures come from `resolve`.
 */
export async function buildConfig(
  inputs: ActionInputs,
  workspace: string,
  resolve: ResolveSource,
): Promise<ActionConfig> {
  let document: Plain = {};
  let configDir = workspace;
  let configFile: string | null = null;
  if (inputs.config !== null) {
    ({ document, configDir, configFile } = readConfigFile(inputs.config, workspace));
  } else {
    requireInputsWithoutConfig(inputs);
  }
  const fromInputs = applyInputs(document, inputs);
  document = applyOverrides(document, inputs.thresholds);
  withAttackTimeBudget(document);

  const { records, warnings } = await resolveConfigArtifacts(document, {
    baseDirFor: (key) => (fromInputs.has(key) ? workspace : configDir),
    pinned: inputs.sha256,
    requireSha256: inputs.requireSha256,
    resolve,
  });

  return {
    config: parseConfig(document, configDir),
    id: inputs.id ?? defaultId(configFile),
    configFile,
    artifacts: records,
    warnings,
  };
}
