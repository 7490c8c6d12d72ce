/**
 * Causal language models in a run (task code-completion): a model's files
 * opened as a CausalLm, its contract checked against its tokenizer and the
 * windows before any row is scored, and the summary the report gives it.
 */
import type { Config } from '../config/types.js';
import { TokenCache } from '../encode/token-cache.js';
import type { LoadedTokenizer } from '../encode/tokenizer.js';
import { InputError } from '../errors.js';
import {
  checkCausalLmContract,
  checkVocabulary,
  openCausalLm,
  type CausalLm,
  type CausalLmCheck,
} from '../inference/causal-lm.js';
import type { ModelSummary } from '../report/types.js';
import { encodingOf, type ModelFiles } from './models.js';
import type { PipelineDeps } from './types.js';

type OnnxFiles = Extract<ModelFiles, { kind: 'onnx' }>;

/** An open causal language model with what reads text for it. */
export interface OpenedCausalLm {
  key: string;
  model: CausalLm;
  tokenizer: LoadedTokenizer;
  /** The row's text as this model's config prepares it (lowercase, whitespace), tokenised and timed. */
  tokens: TokenCache;
  /** The tokenizer's file digest: two models with the same one encode alike. */
  tokenizerSha256: string;
  endOfText: number;
  /** The vocabulary, once known (from the graph, else the first run). */
  vocab: number | null;
  /** Checks the logits' vocabulary of a run against the tokenizer (once). */
  checkRun(vocab: number): void;
  summary: Omit<ModelSummary, 'classes'>;
  release(): Promise<void>;
}

/** The files of a causal language model (its config says so); anything else is a caller's mistake. */
export function causalFiles(files: ModelFiles): OnnxFiles {
  if (files.kind !== 'onnx' || files.config.causalLm !== true) {
    throw new Error(`${files.key}: not a causal language model's files`);
  }
  return files;
}

/**
 * Opens a causal language model and checks its contract (the tokenizer
 * against the embedding rows and the logits, max-length against the
 * position rows, the end-of-text token) before it scores anything.
 *
 * @throws InputError (one line) at the first mismatch, the model released.
 */
export async function openCausalModel(
  files: ModelFiles,
  config: Pick<Config, 'threads'>,
  deps: Pick<PipelineDeps, 'loadRuntime'>,
): Promise<OpenedCausalLm> {
  const onnx = causalFiles(files);
  const { tokenizer } = onnx;
  const endOfText = tokenizer.special.eos;
  if (endOfText === null) throw new Error(`${onnx.key}: a causal tokenizer without end-of-text`);
  const { ort, executionProviders } = await deps.loadRuntime();
  const model = await openCausalLm(ort, onnx.config.model, {
    threads: config.threads,
    what: onnx.key,
    executionProviders,
  });
  const check: CausalLmCheck = {
    role: onnx.key,
    maxLength: onnx.config.maxLength,
    tokenizer: { largestId: tokenizer.largestId, endOfText, files: tokenizer.files },
  };
  try {
    checkCausalLmContract(model, check);
  } catch (error) {
    await model.release();
    throw error;
  }
  const opened: OpenedCausalLm = {
    key: onnx.key,
    model,
    tokenizer,
    tokens: new TokenCache(tokenizer, onnx.config, 64),
    tokenizerSha256: onnx.tokenizerSha256,
    endOfText,
    vocab: model.vocab,
    checkRun(vocab) {
      if (opened.vocab === vocab && model.vocab !== null) return;
      checkVocabulary(model, vocab, check);
      opened.vocab = vocab;
    },
    summary: {
      source: 'onnx',
      path: onnx.config.model,
      sha256: onnx.sha256,
      output: 'softmax',
      classOrder: null,
      inputs: model.inputs,
      encoding: encodingOf(onnx),
      fromCache: false,
    },
    release: () => model.release(),
  };
  return opened;
}

/**
 * The two models' vocabularies must be one: the relations compare their
 * probabilities token by token.
 * @throws InputError naming the student when they differ.
 */
export function checkSameVocabulary(teacher: number, student: OpenedCausalLm): void {
  if (student.vocab !== null && student.vocab !== teacher) {
    throw new InputError(
      `${student.key}.model ${student.summary.path}: gives logits over ${student.vocab} tokens, the teacher over ${teacher}; task code-completion compares the two distributions token by token, so both models must share one vocabulary (and tokenizer)`,
    );
  }
}
