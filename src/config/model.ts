/** A `teacher` or `student` section: an ONNX model and its text handling, or precomputed outputs. */
import { InputError } from '../errors.js';
import { readInputFormat } from './input-format.js';
import { isCompletionTask, OUTPUT_KINDS, PAIR_MODES, type Task } from './names.js';
import type { Resolve, Section } from './section.js';
import { readTokenizer } from './tokenizer.js';
import type { ModelConfig } from './types.js';

export function readModel(s: Section, resolve: Resolve, task: Task): ModelConfig {
  if (isCompletionTask(task)) return readCausalLm(s, resolve);
  // Read first: `output` is one letter from `outputs`, and a key not yet read
  // when an error stops the reader could be taken for a typo of it.
  const output = s.choice('output', OUTPUT_KINDS, 'softmax', {
    logits: 'logits are what softmax reads: output: softmax turns them into probabilities',
  });
  const model = s.string('model', null);
  const outputs = s.string('outputs', null);
  if ((model === null) === (outputs === null)) {
    throw new InputError(
      `${s.where}: give exactly one of model (an ONNX file) or outputs (precomputed .npy or JSONL)`,
    );
  }
  if (output === 'labels' && outputs === null) {
    throw new InputError(
      `${s.key('output')}: labels reads precomputed outputs that give the predicted class only (outputs: a .csv or .jsonl file, docs/models.md); an ONNX model's output is read as softmax, sigmoid or probabilities`,
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
  const common = { output, classOrder };
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
    const referenceEncoding = s.string('reference-encoding', null);
    config = {
      kind: 'onnx',
      model: resolve(model!),
      tokenizer,
      referenceEncoding: referenceEncoding === null ? null : resolve(referenceEncoding),
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
 * Batch size of a causal language model by default: each window returns
 * max-length × vocabulary logits (256 × 50,257 float32 are 51 MB), so a
 * classifier's 32 would hold gigabytes.
 */
export const CAUSAL_LM_BATCH_SIZE = 4;

/**
 * A `teacher` or `student` section of task code-completion: a causal
 * language model (ONNX, Optimum's decoder layout) and its tokenizer.json;
 * `max-length` is the window's length in tokens. The code is fed as
 * written (`normalize-whitespace` false by default: layout is part of what
 * the model predicts). A classifier's keys (output, class-order, pair-mode,
 * input-format, special-tokens, reference-encoding) do not apply and are
 * refused as unknown;
 * precomputed outputs cannot give a next-token distribution.
 */
function readCausalLm(s: Section, resolve: Resolve): ModelConfig {
  const model = s.string('model', null);
  if (s.has('outputs')) {
    throw new InputError(
      `${s.key('outputs')}: task code-completion compares both models' distributions over the vocabulary at every position, which no outputs file holds; give ${s.key('model')} (an ONNX causal language model)`,
    );
  }
  if (model === null) {
    throw new InputError(`${s.key('model')}: required (an ONNX causal language model)`);
  }
  const tokenizer = readTokenizer(s, resolve);
  if (tokenizer === null) {
    throw new InputError(`${s.key('tokenizer')}: required with model (tokenizer.json)`);
  }
  const config: ModelConfig = {
    kind: 'onnx',
    model: resolve(model),
    tokenizer,
    referenceEncoding: null,
    maxLength: s.number('max-length', 512, { min: 4, max: 1 << 16, integer: true })!,
    lowercase: s.bool('lowercase', false),
    normalizeWhitespace: s.bool('normalize-whitespace', false),
    pairMode: 'sequence-pair',
    batchSize: s.number('batch-size', CAUSAL_LM_BATCH_SIZE, { min: 1, max: 4096, integer: true })!,
    inputFormat: 'token-ids',
    specialTokens: 'none',
    dataFlowLength: 0,
    language: null,
    output: 'softmax',
    classOrder: null,
    causalLm: true,
  };
  s.rejectUnknown();
  return config;
}
