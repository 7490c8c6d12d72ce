/**
 * Model lifetime: a model's files are read and hashed once, the model is
 * opened once, and the pipeline releases it when the run (robustness
 * included) is over.
 */
import type {
  DatasetConfig,
  ModelConfig,
  OnnxModelConfig,
  OutputsModelConfig,
} from '../config/types.js';
import {
  createInputFormat,
  noEncodingCounts,
  type InputFormat,
  type ModelBatch,
} from '../encode/formats/index.js';
import { TokenCache } from '../encode/token-cache.js';
import { loadTokenizer, type LoadedTokenizer } from '../encode/tokenizer.js';
import { sha256File, sha256Text } from '../hash.js';
import { checkModelContract } from '../inference/model-contract.js';
import { openOnnxModel, type OnnxModel } from '../inference/onnx-model.js';
import { hardLabelSource, readHardLabels, type HardLabels } from '../inference/hard-labels.js';
import { readPrecomputedOutputs, type RawOutputs } from '../inference/precomputed.js';
import { onnxSource, precomputedSource, type ProbabilitySource } from '../inference/sources.js';
import type { EncodingSummary, ModelSummary } from '../report/types.js';
import { RestoredEntryRefused } from './restored-outputs.js';
import { checkReferenceEncoding } from './reference-encoding.js';
import type { CachedOutputs, PipelineDeps, Role } from './types.js';

/**
 * A model's files, read and hashed, before anything runs, with the config
 * key its errors name (`teacher`, `student`, or `students.NAME`).
 */
export type ModelFiles = { key: string } & (
  | {
      kind: 'outputs';
      config: OutputsModelConfig;
      /** Scores (logits or probabilities), or with `output: labels` predicted classes. */
      raw: RawOutputs | HardLabels;
      sha256: string;
    }
  | {
      kind: 'onnx';
      config: OnnxModelConfig;
      sha256: string;
      tokenizer: LoadedTokenizer;
      tokenizerSha256: string;
    }
);

/**
 * Reads and hashes a model's files. `key`: the config key its errors name
 * (`students.NAME` for a student of a students: map), default the role.
 */
export async function readModelFiles(
  config: ModelConfig,
  role: Role,
  key: string = role,
): Promise<ModelFiles> {
  if (config.kind === 'outputs') {
    return {
      key,
      kind: 'outputs',
      config,
      raw:
        config.output === 'labels'
          ? await readHardLabels(config.outputs, key)
          : await readPrecomputedOutputs(config.outputs, key),
      sha256: await sha256File(config.outputs, `${key}.outputs`),
    };
  }
  const sha256 = await sha256File(config.model, `${key}.model`);
  const tokenizer = await loadTokenizer(
    config.tokenizer,
    key,
    config.causalLm ? 'causal-lm' : config.specialTokens,
  );
  const tokenizerSha256 = sha256Text(
    (await Promise.all(tokenizer.files.map((f) => sha256File(f, `${key}.tokenizer`)))).join(),
  );
  return { key, kind: 'onnx', config, sha256, tokenizer, tokenizerSha256 };
}

/**
 * The input format, named only when it is not the default (token ids with
 * RoBERTa's special tokens), so that cache keys of earlier runs stay valid.
 */
function formatIdentity(config: OnnxModelConfig): object {
  if (config.inputFormat === 'token-ids' && config.specialTokens === 'roberta') return {};
  return {
    inputFormat: config.inputFormat,
    specialTokens: config.specialTokens,
    ...(config.inputFormat === 'graphcodebert'
      ? { dataFlowLength: config.dataFlowLength, language: config.language }
      : {}),
  };
}

/** What an ONNX model's outputs depend on (file locations do not matter): part of the teacher cache key. */
export function outputsIdentity(files: Extract<ModelFiles, { kind: 'onnx' }>): object {
  const { config } = files;
  return {
    sha256: files.sha256,
    tokenizerSha256: files.tokenizerSha256,
    maxLength: config.maxLength,
    pairMode: config.pairMode,
    lowercase: config.lowercase,
    normalizeWhitespace: config.normalizeWhitespace,
    output: config.output,
    classOrder: config.classOrder,
    ...formatIdentity(config),
  };
}

export interface OpenedModel {
  /** Scores dataset rows: the model, its precomputed outputs, or its cached outputs. */
  rows: ProbabilitySource;
  /**
   * Scores any input (robustness needs T(x), which no file holds): the ONNX
   * model, opened on first use when the rows came from a cache; null for
   * precomputed outputs.
   */
  live(): Promise<ProbabilitySource | null>;
  summary: Omit<ModelSummary, 'classes'>;
  /** Known before running when the graph or the outputs file fixes it. */
  classes: number | null;
  /** Rows of precomputed outputs (null for a model), checked against the dataset file. */
  outputRows: number | null;
  /** For outputs restored from the store: the model itself, run for the rows (the restored entry refused). */
  uncached?(): Promise<OpenedModel>;
  /** The open ONNX model, its input format and tokenizer (`check` shows them); null for precomputed outputs. */
  inspect(): Promise<InspectedModel | null>;
  release(): Promise<void>;
}

export interface InspectedModel {
  config: OnnxModelConfig;
  model: OnnxModel;
  format: InputFormat;
  tokenizer: LoadedTokenizer;
}

export interface OpenModelContext {
  role: Role;
  threads: number;
  deps: Pick<PipelineDeps, 'loadRuntime'> & {
    /** Sees every batch the model runs (the pipeline adds the phase before passing it on). */
    onBatch?: (role: Role, batch: ModelBatch) => void;
  };
  /** Shared by both models: teacher and student share token ids when their text handling is the same. */
  tokenCaches: Map<string, TokenCache>;
  /** The teacher's outputs of an earlier run of the same rows, or null. */
  cached: CachedOutputs | null;
  /** The classes the task or the labels call for, and the key that says so; null: any count. */
  classes: { count: number; key: string } | null;
  /** Where a model's reference encoding finds the texts of its functions. */
  dataset: DatasetConfig;
}

export function encodingOf(files: Extract<ModelFiles, { kind: 'onnx' }>): EncodingSummary {
  const { config } = files;
  return {
    tokenizer: files.tokenizer.files,
    tokenizerSha256: files.tokenizerSha256,
    maxLength: config.maxLength,
    pairMode: config.pairMode,
    lowercase: config.lowercase,
    normalizeWhitespace: config.normalizeWhitespace,
    ...formatIdentity(config),
  };
}

/**
 * The restored outputs by dataset row; a row they do not hold refuses the
 * entry. What the teacher was fed is known for all the entry's rows
 * together, not row by row: the source reports it once it has served every
 * row (a run scores each row once, and a run cut short by the time limit
 * then reports none), so the run's encoding warnings are the computing run's.
 */
function cachedRows(cached: CachedOutputs): ProbabilitySource {
  const index = new Map<number, number>();
  cached.rows.forEach((row, i) => index.set(row, i));
  const unserved = new Set(cached.rows);
  const { cols } = cached;
  const { renormalised, ...encoding } = cached.fed;
  const source: ProbabilitySource = {
    elapsedMs: 0,
    tokens: 0,
    renormalised: 0,
    encoded: () => (unserved.size === 0 ? { ...encoding } : noEncodingCounts()),
    async score(examples) {
      const out = new Float64Array(examples.length * cols);
      examples.forEach((example, i) => {
        const at = index.get(example.row);
        if (at === undefined) {
          throw new RestoredEntryRefused(`it holds no outputs for dataset row ${example.row}`);
        }
        out.set(cached.probs.subarray(at * cols, (at + 1) * cols), i * cols);
        unserved.delete(example.row);
      });
      if (unserved.size === 0) source.renormalised = renormalised;
      return { data: out, cols };
    },
  };
  return source;
}

/**
 * The same open model with its rows' outputs taken from `outputs` (a
 * many-student run's teacher, scored on the rows by an earlier student's
 * run): its summary, its live source and its session are the model's.
 */
export function withRows(model: OpenedModel, outputs: CachedOutputs): OpenedModel {
  return {
    rows: cachedRows(outputs),
    live: model.live,
    summary: model.summary,
    classes: model.classes,
    outputRows: model.outputRows,
    inspect: model.inspect,
    release: async () => {},
  };
}

/** Opens a model (or wraps its outputs) for scoring. */
export async function openModel(
  files: ModelFiles,
  context: OpenModelContext,
): Promise<OpenedModel> {
  const { role } = context;
  const { key } = files;
  const common = {
    output: files.config.output,
    classOrder: files.config.classOrder,
    fromCache: false,
  };
  if (files.kind === 'outputs' && 'predicted' in files.raw) {
    // parseConfig refuses output: labels where neither labels nor the task fix the classes.
    const classes = context.classes?.count ?? 2;
    return {
      rows: hardLabelSource(files.raw, files.config, classes, key),
      live: async () => null,
      summary: {
        ...common,
        source: 'outputs',
        path: files.config.outputs,
        sha256: files.sha256,
        inputs: null,
        encoding: null,
      },
      classes,
      // Predictions by id are matched to the rows' ids, not to their places in the file.
      outputRows: files.raw.ids === null ? files.raw.predicted.length : null,
      inspect: async () => null,
      release: async () => {},
    };
  }
  if (files.kind === 'outputs') {
    const raw = files.raw as RawOutputs;
    return {
      rows: precomputedSource(raw, files.config, role),
      live: async () => null,
      summary: {
        ...common,
        source: 'outputs',
        path: files.config.outputs,
        sha256: files.sha256,
        inputs: null,
        encoding: null,
      },
      classes: raw.columns === 1 ? 2 : raw.columns,
      outputRows: raw.rows,
      inspect: async () => null,
      release: async () => {},
    };
  }
  const { config } = files;
  const cacheKey = [files.tokenizerSha256, config.lowercase, config.normalizeWhitespace].join('|');
  let tokens = context.tokenCaches.get(cacheKey);
  if (tokens === undefined) {
    tokens = new TokenCache(files.tokenizer, config);
    context.tokenCaches.set(cacheKey, tokens);
  }
  const tokenCache = tokens;
  let opened: Promise<{
    source: ProbabilitySource;
    inputs: string[];
    classes: number | null;
    inspected: InspectedModel;
    release(): Promise<void>;
  }> | null = null;
  const open = () =>
    (opened ??= (async () => {
      const { ort, executionProviders } = await context.deps.loadRuntime();
      const model = await openOnnxModel(ort, config.model, {
        threads: context.threads,
        what: key,
        executionProviders,
        format: config.inputFormat,
      });
      let format: InputFormat;
      let referenceWarning: string | null = null;
      try {
        checkModelContract(model.contract, {
          role: key,
          config,
          tokenizer: { ...files.tokenizer, pad: files.tokenizer.special.pad },
          outputColumns: model.outputColumns,
          classes: context.classes,
        });
        format = await createInputFormat({
          config,
          tokenizer: files.tokenizer,
          tokens: tokenCache,
          inputs: model.graphInputs,
          fixedLength: model.fixedLength,
          what: key,
        });
        if (config.referenceEncoding !== null) {
          referenceWarning = await checkReferenceEncoding(
            config,
            config.referenceEncoding,
            format,
            files.tokenizer.special.pad,
            context.dataset,
            key,
          );
        }
      } catch (error) {
        await model.release();
        throw error;
      }
      const source = onnxSource(model, format, config, role, context.deps.onBatch);
      if (referenceWarning !== null) {
        const warning = referenceWarning;
        source.warnings = () => [warning];
      }
      return {
        source,
        inputs: model.inputs,
        classes: model.outputColumns === null ? null : Math.max(2, model.outputColumns),
        inspected: { config, model, format, tokenizer: files.tokenizer },
        release: () => model.release(),
      };
    })());
  const summary = {
    ...common,
    source: 'onnx' as const,
    path: config.model,
    sha256: files.sha256,
    encoding: encodingOf(files),
  };
  const release = async () => {
    if (opened !== null) await (await opened).release();
  };
  const running = async (): Promise<OpenedModel> => {
    const model = await open();
    return {
      rows: model.source,
      live: async () => model.source,
      summary: { ...summary, inputs: model.inputs },
      classes: model.classes,
      outputRows: null,
      inspect: async () => (await open()).inspected,
      release,
    };
  };
  if (context.cached !== null) {
    return {
      rows: cachedRows(context.cached),
      live: async () => (await open()).source,
      summary: { ...summary, fromCache: true, inputs: null },
      // Not known: the restored columns are checked against the student's, never trusted.
      classes: null,
      outputRows: null,
      inspect: async () => (await open()).inspected,
      uncached: running,
      release,
    };
  }
  return running();
}
