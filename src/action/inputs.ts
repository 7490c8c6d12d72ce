/**
 * The action's inputs, read once into one typed object. Every message names
 * the input, the bad value and what is allowed. Defaults repeat action.yml's
 * (a test checks they agree), because a runner fills them in but a process
 * started by hand, as the tests do, sees only what it was given.
 */
import { ARTIFACT_KEYS } from '../artifacts/config-artifacts.js';
import { HARD_RULES, isHardRule, type HardRule } from '../export/hard-inputs.js';
import { InputError } from '../errors.js';
import type { Provider } from '../runtime/execution-providers.js';

/** How the action reads one input; @actions/core's getInput in production. */
export type GetInput = (name: string) => string;

export interface ActionInputs {
  /**
   * An existing report JSON to publish instead of running the gate (the
   * workflow_run half of the fork-safe recipe); null to run the gate.
   */
  report: string | null;
  /** The pull request to comment on; null: the event's. */
  pullRequest: number | null;
  /** metacompress.yml, relative to the workspace; null when everything comes from inputs. */
  config: string | null;
  task: string | null;
  dataset: string | null;
  datasetFormat: string | null;
  teacherModel: string | null;
  teacherOutputs: string | null;
  /** One source (tokenizer.json) or two (vocab.json, merges.txt). */
  teacherTokenizer: string[] | null;
  studentModel: string | null;
  studentOutputs: string | null;
  studentTokenizer: string[] | null;
  /** Expected sha256 per config key of an artifact (teacher.model, dataset.path, ...). */
  sha256: Map<string, string>;
  /** `key: value` overrides of thresholds, in the order given. */
  thresholds: [string, string][];
  /** Tells several gates in one repository apart (comment marker, baseline key). */
  id: string | null;
  githubToken: string;
  /** Sent to the Hugging Face Hub only (HF_ENDPOINT's origin); '' when not given. */
  hfToken: string;
  /** An https, release or hf:// artifact without a pinned sha256 is an error (else a warning). */
  requireSha256: boolean;
  comment: boolean;
  failOnViolation: boolean;
  onnxruntimeVersion: string;
  executionProvider: Provider;
  cache: boolean;
  allowHttp: boolean;
  /** Largest artifact accepted, in bytes. */
  maxArtifactBytes: number;
  /** Every artifact download ends within this many minutes. */
  downloadTimeoutMinutes: number;
  /** The run's time limit as given (config key time-limit reads it); null: the config's. */
  timeLimit: string | null;
  /** `export-hard`: the rule of the inputs to distil on again, written beside the report; null: none. */
  exportHard: HardRule | null;
  /**
   * "I/N": run one shard of a job matrix (config key `shard`): its rows and
   * its slice of the robustness inputs, written as a partial report for
   * `metacompress merge`; nothing is published. null: the whole gate.
   */
  shard: string | null;
}

/** The defaults of action.yml. */
export const INPUT_DEFAULTS = {
  comment: 'true',
  'fail-on-violation': 'true',
  'onnxruntime-version': '1.30.0',
  'execution-provider': 'cpu',
  cache: 'true',
  'allow-http': 'false',
  'artifact-size-limit-mb': '4096',
  'download-timeout-minutes': '30',
  'require-sha256': 'false',
} as const;

/** Config keys a `thresholds` line may set. */
const THRESHOLD_KEYS = [
  'relations.epsilon',
  'relations.tau',
  'relations.delta3',
  'relations.bins',
  'relations.n-min',
  'relations.delta4',
  'gate.ceilings.mr1',
  'gate.ceilings.mr2',
  'gate.ceilings.mr3',
  'gate.ceilings.mr4',
  'gate.max-degradation',
  'gate.percent-max-degradation',
] as const;

const SHA256 = /^(sha256:)?[0-9a-fA-F]{64}$/;

/** `export-hard`: empty for none, else one of the rules. */
function exportHardRule(value: string | null): HardRule | null {
  if (value === null) return null;
  if (!isHardRule(value)) {
    throw new InputError(
      `export-hard: got ${JSON.stringify(value)}; allowed: ${HARD_RULES.join(', ')} (or empty for none)`,
    );
  }
  return value;
}

function optional(get: GetInput, name: string): string | null {
  const value = get(name).trim();
  return value === '' ? null : value;
}

function withDefault(get: GetInput, name: keyof typeof INPUT_DEFAULTS): string {
  return optional(get, name) ?? INPUT_DEFAULTS[name];
}

/** true/false as YAML 1.2 spells them, like core.getBooleanInput, with a one-line message. */
function boolean(get: GetInput, name: keyof typeof INPUT_DEFAULTS): boolean {
  const value = withDefault(get, name);
  if (['true', 'True', 'TRUE'].includes(value)) return true;
  if (['false', 'False', 'FALSE'].includes(value)) return false;
  throw new InputError(`${name}: got ${JSON.stringify(value)}; allowed: true or false`);
}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** `key: value` lines; the value keeps its own colons (URLs, YAML mappings). */
function keyValueLines(name: string, value: string | null): [string, string][] {
  if (value === null) return [];
  return lines(value).map((line) => {
    const m = /^([A-Za-z0-9._-]+)\s*[:=]\s*(.+)$/.exec(line);
    if (!m) {
      throw new InputError(
        `${name}: cannot read the line ${JSON.stringify(line)}; allowed: one "key: value" per line`,
      );
    }
    return [m[1]!, m[2]!.trim()];
  });
}

function sha256Value(name: string, value: string): string {
  if (!SHA256.test(value)) {
    throw new InputError(
      `${name}: got ${JSON.stringify(value)}; allowed: 64 hexadecimal characters, optionally prefixed sha256:`,
    );
  }
  return value.replace(/^sha256:/, '').toLowerCase();
}

function tokenizer(get: GetInput, name: string): string[] | null {
  const value = optional(get, name);
  if (value === null) return null;
  const sources = lines(value);
  if (sources.length > 2) {
    throw new InputError(
      `${name}: got ${sources.length} lines; allowed: one tokenizer.json, or two lines (vocab.json, then merges.txt)`,
    );
  }
  return sources;
}

function exclusive(get: GetInput, a: string, b: string): [string | null, string | null] {
  const first = optional(get, a);
  const second = optional(get, b);
  if (first !== null && second !== null) {
    throw new InputError(
      `${a} and ${b}: both given; allowed: one of them (a model, or its outputs)`,
    );
  }
  return [first, second];
}

/** Reads and validates every input. Throws InputError on the first bad one. */
export function readInputs(get: GetInput): ActionInputs {
  const [teacherModel, teacherOutputs] = exclusive(get, 'teacher-model', 'teacher-outputs');
  const [studentModel, studentOutputs] = exclusive(get, 'student-model', 'student-outputs');

  const sha256 = new Map<string, string>();
  for (const [name, key] of [
    ['teacher-model-sha256', 'teacher.model'],
    ['student-model-sha256', 'student.model'],
    ['dataset-sha256', 'dataset.path'],
  ] as const) {
    const value = optional(get, name);
    if (value !== null) sha256.set(key, sha256Value(name, value));
  }
  for (const [key, value] of keyValueLines('artifact-sha256', optional(get, 'artifact-sha256'))) {
    if (!(ARTIFACT_KEYS as readonly string[]).includes(key)) {
      throw new InputError(
        `artifact-sha256: ${JSON.stringify(key)} is not an artifact key; allowed: ${ARTIFACT_KEYS.join(', ')}`,
      );
    }
    sha256.set(key, sha256Value(`artifact-sha256 ${key}`, value));
  }

  const thresholds = keyValueLines('thresholds', optional(get, 'thresholds'));
  for (const [key] of thresholds) {
    if (!(THRESHOLD_KEYS as readonly string[]).includes(key)) {
      throw new InputError(
        `thresholds: ${JSON.stringify(key)} is not a threshold; allowed: ${THRESHOLD_KEYS.join(', ')}`,
      );
    }
  }

  const id = optional(get, 'id');
  if (id !== null && !/^[A-Za-z0-9._/-]{1,80}$/.test(id)) {
    throw new InputError(
      `id: got ${JSON.stringify(id)}; allowed: 1-80 letters, digits and . _ / -`,
    );
  }

  const provider = withDefault(get, 'execution-provider');
  if (provider !== 'cpu' && provider !== 'cuda') {
    throw new InputError(`execution-provider: got ${JSON.stringify(provider)}; allowed: cpu, cuda`);
  }
  const version = withDefault(get, 'onnxruntime-version');
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new InputError(
      `onnxruntime-version: got ${JSON.stringify(version)}; allowed: an exact version such as 1.30.0`,
    );
  }
  const limitText = withDefault(get, 'artifact-size-limit-mb');
  const limitMb = Number(limitText);
  if (!/^\d+$/.test(limitText) || limitMb < 1 || limitMb > 1_000_000) {
    throw new InputError(
      `artifact-size-limit-mb: got ${JSON.stringify(limitText)}; allowed: a whole number of MiB from 1 to 1000000`,
    );
  }

  const timeoutText = withDefault(get, 'download-timeout-minutes');
  const timeoutMinutes = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || timeoutMinutes < 1 || timeoutMinutes > 360) {
    throw new InputError(
      `download-timeout-minutes: got ${JSON.stringify(timeoutText)}; allowed: a whole number of minutes from 1 to 360`,
    );
  }

  const pullRequest = optional(get, 'pull-request');
  if (pullRequest !== null && !/^[1-9]\d{0,9}$/.test(pullRequest)) {
    throw new InputError(
      `pull-request: got ${JSON.stringify(pullRequest)}; allowed: a pull request number such as 42`,
    );
  }

  return {
    report: optional(get, 'report'),
    pullRequest: pullRequest === null ? null : Number(pullRequest),
    config: optional(get, 'config'),
    task: optional(get, 'task'),
    dataset: optional(get, 'dataset'),
    datasetFormat: optional(get, 'dataset-format'),
    teacherModel,
    teacherOutputs,
    teacherTokenizer: tokenizer(get, 'teacher-tokenizer'),
    studentModel,
    studentOutputs,
    studentTokenizer: tokenizer(get, 'student-tokenizer'),
    sha256,
    thresholds,
    id,
    githubToken: get('github-token').trim(),
    hfToken: get('hf-token').trim(),
    requireSha256: boolean(get, 'require-sha256'),
    comment: boolean(get, 'comment'),
    failOnViolation: boolean(get, 'fail-on-violation'),
    onnxruntimeVersion: version,
    executionProvider: provider,
    cache: boolean(get, 'cache'),
    allowHttp: boolean(get, 'allow-http'),
    maxArtifactBytes: limitMb * 1024 * 1024,
    downloadTimeoutMinutes: timeoutMinutes,
    timeLimit: optional(get, 'time-limit'),
    exportHard: exportHardRule(optional(get, 'export-hard')),
    shard: optional(get, 'shard'),
  };
}
