import { readFileSync } from 'node:fs';
import os, { availableParallelism } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { DATA_FLOW_LANGUAGES, type DataFlowLanguage } from '../encode/formats/names.js';
import { INPUT_FORMATS } from '../encode/formats/names.js';
import { SPECIAL_TOKEN_POLICIES } from '../encode/tokenizer.js';
import { InputError, oneLine } from '../errors.js';
import { closestName } from './did-you-mean.js';
import { DEFAULT_CEILINGS } from '../gate/types.js';
import { parseBaselineMaxAgeDays, parsePairedOptions } from '../relations/paired/paired-options.js';
import { DEFAULT_RELATIONS, type RelationName } from '../relations/types.js';
import {
  parseTransformKind,
  parseTransformLanguage,
  TRANSFORM_KINDS,
  type TransformKind,
} from '../transforms/kinds.js';
import {
  ATTACK_METHODS,
  DATASET_FORMATS,
  DEFAULT_ATTACK,
  DEGRADATION_READINGS,
  LANGUAGE_MODEL_METHODS,
  DEFAULT_MAX_FLIP_RATE_RATIO,
  DEFAULT_MIN_FLIPS,
  OUTPUT_KINDS,
  PAIR_MODES,
  TASKS,
  type AttackConfig,
  type AttackMethod,
  type Config,
  type DatasetConfig,
  type LanguageModelConfig,
  type ModelConfig,
  type OnnxModelConfig,
  type Task,
  type TokenizerConfig,
  type TransformsConfig,
} from './types.js';

type Plain = Record<string, unknown>;

/** The top-level keys of a config (what a `--key.path VALUE` flag may start with). */
export const CONFIG_KEYS = [
  'task',
  'labels',
  'dataset',
  'teacher',
  'student',
  'relations',
  'gate',
  'threads',
  'shard',
  'transforms',
] as const;

/**
 * A view of one mapping in the raw config that remembers its dotted path, so
 * every message names the key, the bad value and what is allowed; and which
 * keys were read, so unknown keys can be named.
 */
class Section {
  private readonly seen = new Set<string>();

  /**
   * @param family - every section of the same document (shared with the
   *   sections made from this one), so a typo anywhere can be named.
   */
  constructor(
    private readonly raw: Plain,
    readonly where: string,
    private readonly family: Section[] = [],
  ) {
    family.push(this);
  }

  static of(value: unknown, where: string, family: Section[] = []): Section {
    if (value === undefined || value === null) return new Section({}, where, family);
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw new InputError(`${where}: expected a mapping of keys, got ${describe(value)}`);
    }
    return new Section(value as Plain, where, family);
  }

  /** A mapping inside this document (one not read through section()). */
  child(value: unknown, where: string): Section {
    return Section.of(value, where, this.family);
  }

  /**
   * Keys of the document, read so far, that look like a typo of a key that
   * was looked for and is absent ("teachr" where "teacher" was required):
   * named instead of the error their absence caused.
   */
  likelyTypos(): string[] {
    return this.family.flatMap((section) =>
      Object.keys(section.raw).flatMap((k) => {
        if (section.seen.has(k)) return [];
        const close = closestName(k, section.seen);
        if (close === null || section.raw[close] !== undefined) return [];
        return [`${section.key(k)} (did you mean ${section.key(close)}?)`];
      }),
    );
  }

  key(name: string): string {
    return this.where ? `${this.where}.${name}` : name;
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== null;
  }

  get(name: string): unknown {
    this.seen.add(name);
    return this.raw[name];
  }

  section(name: string): Section {
    return this.child(this.get(name), this.key(name));
  }

  string(name: string, fallback: string): string;
  string(name: string, fallback: null): string | null;
  string(name: string, fallback: string | null): string | null {
    const value = this.get(name);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new InputError(`${this.key(name)}: expected a string, got ${describe(value)}`);
    }
    return String(value);
  }

  choice<T extends string>(name: string, allowed: readonly T[], fallback: T | null): T {
    const value = this.get(name);
    if ((value === undefined || value === null) && fallback !== null) return fallback;
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      const got = value === undefined ? 'nothing' : describe(value);
      throw new InputError(`${this.key(name)}: got ${got}; allowed: ${allowed.join(', ')}`);
    }
    return value as T;
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.get(name);
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') {
      throw new InputError(`${this.key(name)}: expected true or false, got ${describe(value)}`);
    }
    return value;
  }

  /** A number in [min, max] (integer when asked); null/"off" allowed when fallback is null-able. */
  number(
    name: string,
    fallback: number | null,
    range: { min: number; max: number; integer?: boolean; exclusiveMin?: boolean },
  ): number | null {
    const value = this.get(name);
    if (value === undefined) return fallback;
    if (value === null || value === 'off' || value === false) {
      if (fallback === null || range.min === -Infinity) return null;
    }
    const allowed =
      `${range.integer ? 'an integer' : 'a number'} in ` +
      `${range.exclusiveMin ? '(' : '['}${range.min}, ${range.max}]`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new InputError(`${this.key(name)}: got ${describe(value)}; allowed: ${allowed}`);
    }
    const tooLow = range.exclusiveMin ? value <= range.min : value < range.min;
    if (tooLow || value > range.max || (range.integer && !Number.isInteger(value))) {
      throw new InputError(`${this.key(name)}: ${value} is out of range; allowed: ${allowed}`);
    }
    return value;
  }

  /**
   * Throws naming every key that was never read, with the closest known key
   * of this mapping when one is a likely typo ("did you mean").
   */
  rejectUnknown(): void {
    const unknown = Object.keys(this.raw).filter((k) => !this.seen.has(k));
    if (unknown.length === 0) return;
    const named = unknown.map((k) => {
      const close = closestName(k, this.seen);
      return close === null ? this.key(k) : `${this.key(k)} (did you mean ${this.key(close)}?)`;
    });
    const guessed = unknown.every((k) => closestName(k, this.seen) !== null);
    const known = guessed ? '' : ` (known here: ${[...this.seen].join(', ')})`;
    throw new InputError(
      `unknown config key${unknown.length > 1 ? 's' : ''}: ${named.join(', ')}${known}`,
    );
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}

function readDataset(s: Section, resolve: (p: string) => string): DatasetConfig {
  const format = s.choice('format', DATASET_FORMATS, 'jsonl');
  const dataPath = s.string('path', null);
  if (dataPath === null) throw new InputError(`${s.key('path')}: required (the dataset file)`);
  const functions = s.string('functions', null);
  if (format === 'codexglue-bcb' && functions === null) {
    throw new InputError(
      `${s.key('functions')}: required for format codexglue-bcb (the functions JSONL with idx and func)`,
    );
  }
  const fields = s.section('fields');
  const selection = s.section('select');
  let select: DatasetConfig['select'] = null;
  if (s.has('select')) {
    const field = selection.string('field', null);
    const equals = selection.get('equals');
    if (field === null || !['string', 'number', 'boolean'].includes(typeof equals)) {
      throw new InputError(
        `${s.key('select')}: expected {field: <name>, equals: <string|number|boolean>}`,
      );
    }
    select = { field, equals: equals as string | number | boolean };
    selection.rejectUnknown();
  }
  const config: DatasetConfig = {
    format,
    path: resolve(dataPath),
    functions: functions === null ? null : resolve(functions),
    fields: {
      code: fields.string('code', 'func'),
      code2: fields.string('code2', null),
      label: fields.string('label', 'target'),
      id: fields.string('id', 'idx'),
    },
    select,
    limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
  };
  fields.rejectUnknown();
  s.rejectUnknown();
  return config;
}

/** A ceiling that null, "off" or false switches off. */
function ceiling(s: Section, name: string, fallback: number, max: number): number | null {
  const value = s.get(name);
  if (value === null || value === 'off' || value === false) return null;
  return s.number(name, fallback, { min: 0, max });
}

/** transforms.attack.methods: a non-empty list of distinct method names (or one name). */
function readMethods(value: unknown, key: string, hasLanguageModel: boolean): AttackMethod[] {
  if (value === undefined || value === null) {
    return DEFAULT_ATTACK.methods.filter(
      (method) => hasLanguageModel || !LANGUAGE_MODEL_METHODS.includes(method),
    );
  }
  const list = typeof value === 'string' ? [value] : value;
  const allowed = `allowed: a non-empty list of ${ATTACK_METHODS.join(', ')}`;
  if (!Array.isArray(list) || list.length === 0) {
    throw new InputError(
      `${key}.methods: got ${Array.isArray(list) ? 'an empty list' : describe(value)}; ${allowed}`,
    );
  }
  const methods = list.map((method) => {
    if (!(ATTACK_METHODS as readonly unknown[]).includes(method)) {
      throw new InputError(`${key}.methods: ${JSON.stringify(method)} is not a method; ${allowed}`);
    }
    return method as AttackMethod;
  });
  const twice = methods.find((method, i) => methods.indexOf(method) !== i);
  if (twice !== undefined) throw new InputError(`${key}.methods: ${twice} is given twice`);
  const needing = methods.find((m) => LANGUAGE_MODEL_METHODS.includes(m));
  if (needing !== undefined && !hasLanguageModel) {
    throw new InputError(
      `${key}.methods: ${needing} needs ${key}.language-model (a masked language model, docs/models.md) or ${key}.substitutes (the reference's substitutes file)`,
    );
  }
  return methods;
}

/** transforms.attack (see AttackConfig). */
function readAttack(a: Section, resolve: (p: string) => string): AttackConfig {
  const lm = a.get('language-model');
  let languageModel: LanguageModelConfig | null = null;
  if (lm !== undefined && lm !== null && lm !== 'off' && lm !== false) {
    const l = a.child(lm, a.key('language-model'));
    const file = (name: string) => {
      const value = l.string(name, null);
      if (value === null) {
        throw new InputError(
          `${l.key(name)}: required (a path; the contract is in docs/models.md)`,
        );
      }
      return resolve(value);
    };
    languageModel = {
      model: file('model'),
      tokenizer: file('tokenizer'),
      maxLength: l.number('max-length', 512, { min: 3, max: 4096, integer: true })!,
    };
    l.rejectUnknown();
  }
  const substitutes = a.string('substitutes', null);
  const cache = a.string('cache', null);
  const attack: AttackConfig = {
    methods: readMethods(a.get('methods'), a.where, languageModel !== null || substitutes !== null),
    queries: a.number('queries', null, { min: 1, max: 10_000_000, integer: true }),
    maxInputs: a.number('max-inputs', DEFAULT_ATTACK.maxInputs, {
      min: 1,
      max: 1_000_000,
      integer: true,
    })!,
    timeBudgetSeconds: a.number('time-budget-seconds', null, {
      min: 0,
      max: 7 * 24 * 3600,
      exclusiveMin: true,
    }),
    candidates: a.number('candidates', DEFAULT_ATTACK.candidates, {
      min: 1,
      max: 100_000,
      integer: true,
    })!,
    languageModel,
    substitutes: substitutes === null ? null : resolve(substitutes),
    cache: cache === null ? null : resolve(cache.replace(/^~(?=\/)/, os.homedir())),
    maxRelativeDegradation: ceiling(
      a,
      'max-relative-degradation',
      DEFAULT_ATTACK.maxRelativeDegradation,
      1e6,
    ),
    degradationReading: a.choice(
      'degradation-reading',
      DEGRADATION_READINGS,
      DEFAULT_ATTACK.degradationReading,
    ),
  };
  a.rejectUnknown();
  return attack;
}

function readTransforms(root: Section, resolve: (p: string) => string): TransformsConfig | null {
  const raw = root.get('transforms');
  if (raw === undefined || raw === null || raw === 'off' || raw === false) return null;
  const s = root.child(raw, 'transforms');
  const languageValue = s.get('language');
  if (languageValue === undefined || languageValue === null) {
    throw new InputError(
      'transforms.language: required (the language of the inputs: c or java, which grammar parses them)',
    );
  }
  const language = parseTransformLanguage(String(languageValue));
  let kinds: TransformKind[] = [...TRANSFORM_KINDS];
  const kindsValue = s.get('kinds');
  if (kindsValue !== undefined && kindsValue !== null) {
    const list = typeof kindsValue === 'string' ? [kindsValue] : kindsValue;
    if (!Array.isArray(list) || list.length === 0) {
      throw new InputError(
        `transforms.kinds: got ${Array.isArray(list) ? 'an empty list' : describe(kindsValue)}; allowed: a non-empty list of ${TRANSFORM_KINDS.join(', ')}`,
      );
    }
    kinds = list.map((kind) => parseTransformKind(String(kind)));
    const twice = kinds.find((kind, i) => kinds.indexOf(kind) !== i);
    if (twice !== undefined) throw new InputError(`transforms.kinds: ${twice} is given twice`);
  }
  const attackRaw = s.get('attack');
  let attack: TransformsConfig['attack'] = null;
  if (attackRaw !== undefined && attackRaw !== null && attackRaw !== 'off' && attackRaw !== false) {
    attack = readAttack(s.child(attackRaw === true ? {} : attackRaw, s.key('attack')), resolve);
  }
  const config: TransformsConfig = {
    language,
    kinds,
    seed: s.number('seed', 1, { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true })!,
    limit: s.number('limit', null, { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true }),
    maxFlipRateRatio: ceiling(s, 'max-flip-rate-ratio', DEFAULT_MAX_FLIP_RATE_RATIO, 1e6),
    minFlips: s.number('min-flips', DEFAULT_MIN_FLIPS, { min: 0, max: 1_000_000, integer: true })!,
    attack,
  };
  s.rejectUnknown();
  return config;
}

/** `labels`: a list of at least two distinct, non-empty class names; absent or null: the task's defaults. */
function readLabels(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  const valid =
    Array.isArray(value) &&
    value.length >= 2 &&
    value.every((name) => typeof name === 'string' && name.trim() !== '') &&
    new Set(value).size === value.length;
  if (!valid) {
    throw new InputError(
      `labels: got ${JSON.stringify(value)}; allowed: a list of distinct, non-empty class names, one per class in class order (e.g. [not vulnerable, vulnerable])`,
    );
  }
  return value as string[];
}

function readTokenizer(s: Section, resolve: (p: string) => string): TokenizerConfig | null {
  const value = s.get('tokenizer');
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return { kind: 'file', file: resolve(value) };
  const t = s.child(value, s.key('tokenizer'));
  const vocab = t.string('vocab', null);
  const merges = t.string('merges', null);
  t.rejectUnknown();
  if (vocab === null || merges === null) {
    throw new InputError(
      `${s.key('tokenizer')}: give a tokenizer.json path, or both vocab (vocab.json) and merges (merges.txt)`,
    );
  }
  return { kind: 'vocab-merges', vocab: resolve(vocab), merges: resolve(merges) };
}

/** The language a task's functions are in, for the data-flow grammar. */
const TASK_LANGUAGE: Partial<Record<Task, DataFlowLanguage>> = {
  'clone-detection': 'java',
  'vulnerability-prediction': 'c',
};

/**
 * The input-format keys. graphcodebert builds its own text preparation and
 * pair layout (comments removed, layout kept, one block per function), so the
 * token-ids keys that would change them are refused when given, and its own
 * keys are refused under token-ids.
 */
function readInputFormat(
  s: Section,
  task: Task,
  maxLength: number,
): Pick<OnnxModelConfig, 'inputFormat' | 'specialTokens' | 'dataFlowLength' | 'language'> {
  const inputFormat = s.choice('input-format', INPUT_FORMATS, 'token-ids');
  const specialTokens = s.choice('special-tokens', SPECIAL_TOKEN_POLICIES, 'roberta');
  if (inputFormat === 'token-ids') {
    for (const key of ['data-flow-length', 'language']) {
      if (s.has(key)) {
        throw new InputError(
          `${s.key(key)}: only used with input-format graphcodebert (this model has input-format token-ids)`,
        );
      }
    }
    return { inputFormat, specialTokens, dataFlowLength: 0, language: null };
  }
  for (const [key, allowed] of [
    ['lowercase', false],
    ['normalize-whitespace', false],
    ['pair-mode', 'concat-blocks'],
  ] as const) {
    if (s.has(key) && s.get(key) !== allowed) {
      throw new InputError(
        `${s.key(key)}: input-format graphcodebert prepares code as GraphCodeBERT's training did (comments removed, layout kept, the tokenizer's own normaliser, one block per function); remove ${key}`,
      );
    }
  }
  const dataFlowLength = s.number('data-flow-length', Math.min(128, maxLength - 3), {
    min: 0,
    max: 1 << 16,
    integer: true,
  })!;
  if (dataFlowLength > maxLength - 3) {
    throw new InputError(
      `${s.key('data-flow-length')}: ${dataFlowLength} leaves no room for code in max-length ${maxLength} (positions per function: <s>, code, </s> and data flow); allowed: an integer in [0, ${maxLength - 3}]`,
    );
  }
  const fallback = TASK_LANGUAGE[task] ?? null;
  if (!s.has('language') && fallback === null) {
    throw new InputError(
      `${s.key('language')}: required for input-format graphcodebert with task ${task}; allowed: ${DATA_FLOW_LANGUAGES.join(', ')} (the grammars the data-flow graph is built with)`,
    );
  }
  const languageValue = s.get('language');
  if (
    languageValue !== undefined &&
    languageValue !== null &&
    !(DATA_FLOW_LANGUAGES as readonly unknown[]).includes(languageValue)
  ) {
    throw new InputError(
      `${s.key('language')}: no data-flow grammar for ${describe(languageValue)}; allowed: ${DATA_FLOW_LANGUAGES.join(', ')}`,
    );
  }
  const language = (languageValue ?? fallback) as DataFlowLanguage;
  return { inputFormat, specialTokens, dataFlowLength, language };
}

function readModel(s: Section, resolve: (p: string) => string, task: Task): ModelConfig {
  const model = s.string('model', null);
  const outputs = s.string('outputs', null);
  if ((model === null) === (outputs === null)) {
    throw new InputError(
      `${s.where}: give exactly one of model (an ONNX file) or outputs (precomputed .npy or JSONL)`,
    );
  }
  const tokenizer = readTokenizer(s, resolve);
  const classOrderRaw = s.get('class-order');
  let classOrder: number[] | null = null;
  if (classOrderRaw !== undefined && classOrderRaw !== null) {
    const valid =
      Array.isArray(classOrderRaw) &&
      classOrderRaw.every((c) => Number.isInteger(c) && c >= 0 && c < classOrderRaw.length) &&
      new Set(classOrderRaw).size === classOrderRaw.length;
    if (!valid) {
      throw new InputError(
        `${s.key('class-order')}: got ${JSON.stringify(classOrderRaw)}; allowed: a permutation of 0..K-1 ` +
          `(column j of the model is dataset class class-order[j])`,
      );
    }
    classOrder = classOrderRaw as number[];
  }
  // Read whether or not they apply, so a precomputed model's config may keep them.
  const maxLength = s.number('max-length', 512, { min: 4, max: 1 << 16, integer: true })!;
  const format = readInputFormat(s, task, maxLength);
  const text = {
    maxLength,
    lowercase: s.bool('lowercase', false),
    normalizeWhitespace: s.bool('normalize-whitespace', true),
    pairMode: s.choice('pair-mode', PAIR_MODES, 'sequence-pair'),
  };
  const common = { output: s.choice('output', OUTPUT_KINDS, 'softmax'), classOrder };
  const batchSize = s.number('batch-size', 32, { min: 1, max: 4096, integer: true })!;
  if (format.inputFormat === 'graphcodebert') {
    // GraphCodeBERT students read each function as its own block, whitespace as written.
    text.pairMode = 'concat-blocks';
    text.normalizeWhitespace = false;
  }
  let config: ModelConfig;
  if (outputs !== null) {
    config = { kind: 'outputs', outputs: resolve(outputs), ...common };
  } else {
    if (tokenizer === null) {
      throw new InputError(
        `${s.key('tokenizer')}: required with model (tokenizer.json, or vocab + merges)`,
      );
    }
    config = {
      kind: 'onnx',
      model: resolve(model!),
      tokenizer,
      ...text,
      batchSize,
      ...format,
      ...common,
    };
  }
  s.rejectUnknown();
  return config;
}

/**
 * Validates a parsed config document (YAML or equivalent object) into a Config.
 * Relative paths resolve against `baseDir`. Throws InputError naming the key,
 * the value and what is allowed.
 */
export function parseConfig(document: unknown, baseDir: string): Config {
  const root = Section.of(document, '');
  try {
    return readConfig(root, baseDir);
  } catch (error) {
    // A required key reported missing because it is misspelt: name the typo.
    const typos = error instanceof InputError ? root.likelyTypos() : [];
    if (typos.length === 0) throw error;
    throw new InputError(`unknown config key${typos.length > 1 ? 's' : ''}: ${typos.join(', ')}`);
  }
}

function readConfig(root: Section, baseDir: string): Config {
  const resolve = (p: string) => path.resolve(baseDir, p);
  const task = root.choice('task', TASKS, null);
  const labels = readLabels(root.get('labels'));
  const dataset = readDataset(root.section('dataset'), resolve);
  const teacher = readModel(root.section('teacher'), resolve, task);
  const student = readModel(root.section('student'), resolve, task);

  const r = root.section('relations');
  const probability = { min: 0, max: 1 };
  const relations = {
    epsilon: r.number('epsilon', DEFAULT_RELATIONS.epsilon, {
      min: 0,
      max: 100,
      exclusiveMin: true,
    })!,
    tau: r.number('tau', DEFAULT_RELATIONS.tau, probability)!,
    delta3: r.number('delta3', DEFAULT_RELATIONS.delta3, probability)!,
    bins: r.number('bins', DEFAULT_RELATIONS.bins, { min: 1, max: 1000, integer: true })!,
    nMin: r.number('n-min', DEFAULT_RELATIONS.nMin, { min: 1, max: 1e9, integer: true })!,
    delta4: r.number('delta4', DEFAULT_RELATIONS.delta4, probability)!,
  };
  r.rejectUnknown();

  const g = root.section('gate');
  const ceilingsSection = g.section('ceilings');
  const ceilings = { ...DEFAULT_CEILINGS };
  for (const name of Object.keys(DEFAULT_CEILINGS) as RelationName[]) {
    const key = name.toLowerCase();
    const value = ceilingsSection.get(key);
    ceilings[name] =
      value === null || value === 'off' || value === false
        ? null
        : ceilingsSection.number(key, DEFAULT_CEILINGS[name], probability);
  }
  ceilingsSection.rejectUnknown();
  const baselinePath = g.string('baseline', null);
  const gate = {
    ceilings,
    baseline: baselinePath === null ? null : resolve(baselinePath),
    maxDegradation: g.number('max-degradation', null, probability),
    percentMaxDegradation: g.number('percent-max-degradation', null, { min: 0, max: 1e6 }),
    paired: parsePairedOptions(g.get('paired'), g.key('paired')),
    baselineMaxAgeDays: parseBaselineMaxAgeDays(
      g.get('baseline-max-age-days'),
      g.key('baseline-max-age-days'),
    ),
  };
  g.rejectUnknown();

  const threads = root.number('threads', availableParallelism(), {
    min: 1,
    max: 1024,
    integer: true,
  })!;
  const shardText = root.string('shard', null);
  let shard: Config['shard'] = null;
  if (shardText !== null) {
    const match = /^(\d+)\/(\d+)$/.exec(shardText.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || count < 1 || index >= count) {
      throw new InputError(
        `shard: got ${JSON.stringify(shardText)}; allowed: "i/n" with 0 <= i < n`,
      );
    }
    shard = { index, count };
  }
  const transforms = readTransforms(root, resolve);
  root.rejectUnknown();

  if (transforms !== null) {
    for (const [what, model] of [
      ['teacher', teacher],
      ['student', student],
    ] as const) {
      if (model.kind === 'outputs') {
        throw new InputError(
          `transforms: needs an ONNX model for the ${what}; ${what}.outputs gives precomputed outputs, which cannot score transformed inputs (remove the transforms section or give ${what}.model)`,
        );
      }
    }
  }

  if (task === 'clone-detection' && dataset.format === 'jsonl' && dataset.fields.code2 === null) {
    throw new InputError(
      'dataset.fields.code2: required for clone-detection with format jsonl (the second function of a pair)',
    );
  }
  return {
    baseDir,
    task,
    labels,
    dataset,
    teacher,
    student,
    relations,
    gate,
    threads,
    shard,
    transforms,
  };
}

/**
 * Applies `key.path=value` overrides (CLI flags) to a raw config document.
 * Values are parsed as YAML scalars, so `--gate.ceilings.mr1 off` and
 * `--dataset.limit 100` mean what they say.
 */
export function applyOverrides(document: unknown, overrides: [string, string][]): Plain {
  const root: Plain =
    document && typeof document === 'object' && !Array.isArray(document)
      ? structuredClone(document as Plain)
      : {};
  for (const [dotted, text] of overrides) {
    const keys = dotted.split('.');
    let node = root;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (next === undefined || next === null || typeof next !== 'object') node[key] = {};
      node = node[key] as Plain;
    }
    node[keys[keys.length - 1]!] = parseYaml(text);
  }
  return root;
}

/** Reads metacompress.yml (or any YAML file), applies overrides, validates. */
export function loadConfig(file: string, overrides: [string, string][] = []): Config {
  return parseConfig(
    applyOverrides(readConfigDocument(file), overrides),
    path.dirname(path.resolve(file)),
  );
}

/** Reads a YAML config file into its raw document, before validation. */
export function readConfigDocument(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`config ${file}: cannot read (${oneLine(error)})`);
  }
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new InputError(`config ${file}: not valid YAML (${oneLine(error)})`);
  }
  return document;
}
