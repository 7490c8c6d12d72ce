import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OnnxModelConfig } from '../../src/config/types.js';
import {
  checkGraphInputs,
  encodingWarnings,
  type GraphInput,
} from '../../src/encode/formats/index.js';
import { graphCodeBertFormat } from '../../src/encode/formats/graphcodebert.js';
import { positionIds, tokenIdsFormat } from '../../src/encode/formats/token-ids.js';
import { assembleSequence } from '../../src/encode/sequences.js';
import { TokenCache } from '../../src/encode/token-cache.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';

const ids = (name: string): GraphInput => ({ name, type: 'int64', shape: ['batch', 'sequence'] });
const pairMask: GraphInput = {
  name: 'attention_mask',
  type: 'bool',
  shape: ['batch', 2, 'L', 'L'],
};

function writeTokenizer(json: object): { kind: 'file'; file: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'mc-format-')), 'tokenizer.json');
  writeFileSync(file, JSON.stringify(json));
  return { kind: 'file' as const, file };
}

/** A BERT-style WordPiece tokenizer.json, written by hand. */
function wordPiece(vocab: Record<string, number>) {
  return {
    version: '1.0',
    added_tokens: [],
    normalizer: { type: 'Lowercase' },
    pre_tokenizer: { type: 'Whitespace' },
    post_processor: null,
    decoder: null,
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab,
    },
  };
}

const BERT_VOCAB = {
  '[PAD]': 0,
  '[UNK]': 1,
  '[CLS]': 2,
  '[SEP]': 3,
  play: 4,
  '##ing': 5,
  x: 6,
  '(': 7,
  ')': 8,
};

describe('checkGraphInputs: the graph against the input format', () => {
  const where = 'student.model m.onnx';
  it('accepts what each format feeds', () => {
    expect(() =>
      checkGraphInputs(
        'token-ids',
        [ids('input_ids'), ids('attention_mask'), ids('position_ids')],
        where,
      ),
    ).not.toThrow();
    expect(() =>
      checkGraphInputs('graphcodebert', [ids('input_ids'), ids('position_idx'), pairMask], where),
    ).not.toThrow();
  });

  it('names an input the format does not produce, and the format that would', () => {
    expect(() =>
      checkGraphInputs('token-ids', [ids('input_ids'), ids('position_idx')], where),
    ).toThrow(
      'student.model m.onnx: has input position_idx, which input-format token-ids does not produce; input-format graphcodebert produces it',
    );
    expect(() =>
      checkGraphInputs('graphcodebert', [ids('input_ids'), ids('pixel_values')], where),
    ).toThrow(
      /^student\.model m\.onnx: has input pixel_values, which input-format graphcodebert does not produce; no input format produces it \(token-ids: input_ids, attention_mask, token_type_ids, position_ids; graphcodebert: /,
    );
  });

  it('names a missing required input', () => {
    expect(() => checkGraphInputs('graphcodebert', [ids('input_ids'), pairMask], where)).toThrow(
      'student.model m.onnx: has no position_idx or position_ids input, which input-format graphcodebert needs',
    );
    expect(() => checkGraphInputs('token-ids', [ids('attention_mask')], where)).toThrow(
      'has no input_ids input',
    );
  });

  it('tells a data-flow mask from a token mask by its rank', () => {
    expect(() => checkGraphInputs('token-ids', [ids('input_ids'), pairMask], where)).toThrow(
      'student.model m.onnx: input attention_mask has rank 4, a data-flow mask ([batch, L, L] or [batch, 2, L, L]): use input-format graphcodebert (this model has input-format token-ids)',
    );
    expect(() =>
      checkGraphInputs(
        'graphcodebert',
        [ids('input_ids'), ids('position_idx'), ids('attention_mask')],
        where,
      ),
    ).toThrow(
      'input attention_mask has rank 2, a token mask ([batch, sequence]): use input-format token-ids',
    );
    expect(() =>
      checkGraphInputs('token-ids', [{ name: 'input_ids', type: 'float32', shape: null }], where),
    ).toThrow('input input_ids is float32; allowed: int64, int32');
  });
});

describe('position ids', () => {
  const mask = BigInt64Array.from([1n, 1n, 1n, 0n, 1n, 1n, 0n, 0n]);
  it('RoBERTa: pad + 1 + i over real tokens, pad on padding', () => {
    expect(Array.from(positionIds(mask, 2, 4, 4, 1, 'roberta'), Number)).toEqual([
      2, 3, 4, 1, 2, 3, 1, 1,
    ]);
  });
  it('BERT: 0..L-1', () => {
    expect(Array.from(positionIds(mask, 2, 4, 4, 0, 'bert'), Number)).toEqual([
      0, 1, 2, 3, 0, 1, 2, 3,
    ]);
  });
  it('numbers each concat-blocks block on its own', () => {
    expect(Array.from(positionIds(mask, 1, 8, 4, 1, 'roberta'), Number)).toEqual([
      2, 3, 4, 1, 2, 3, 1, 1,
    ]);
    expect(Array.from(positionIds(mask, 1, 8, 4, 0, 'bert'), Number)).toEqual([
      0, 1, 2, 3, 0, 1, 2, 3,
    ]);
  });
});

describe('tokenizer shapes and special-token policies', () => {
  it('WordPiece under bert: [CLS] A [SEP], a pair [CLS] A [SEP] B [SEP] with token types, BERT positions', async () => {
    const tokenizer = await loadTokenizer(writeTokenizer(wordPiece(BERT_VOCAB)), 'student', 'bert');
    expect(tokenizer.special).toEqual({ bos: 2, eos: 3, pad: 0 });
    expect(tokenizer.encode('Playing x zz')).toEqual([4, 5, 6, 1]);
    expect(assembleSequence([[4, 5], [6]], 'sequence-pair', 8, tokenizer.special, 'bert')).toEqual({
      blocks: [Int32Array.from([2, 4, 5, 3, 6, 3])],
      secondStart: 4,
    });
    const config = { maxLength: 8, pairMode: 'sequence-pair', batchSize: 4 } as OnnxModelConfig;
    const format = tokenIdsFormat({
      config,
      tokenizer,
      tokens: new TokenCache(tokenizer, { lowercase: false, normalizeWhitespace: true }),
      inputs: ['input_ids', 'attention_mask', 'token_type_ids', 'position_ids'].map(ids),
      fixedLength: null,
      what: 'student',
    });
    const [batch] = format.batches([
      { row: 0, id: 'a', texts: ['playing', 'x'], label: 0 },
      { row: 1, id: 'b', texts: ['x', 'x'], label: 0 },
    ]);
    const t = (name: string) => Array.from(batch!.tensors[name]!.data as BigInt64Array, Number);
    // Sorted by length: row 1 ([CLS] x [SEP] x [SEP], padded) first.
    expect(batch!.rows).toEqual([1, 0]);
    expect(t('input_ids')).toEqual([2, 6, 3, 6, 3, 0, 2, 4, 5, 3, 6, 3]);
    expect(t('attention_mask')).toEqual([1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1, 1]);
    expect(t('token_type_ids')).toEqual([0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1]);
    expect(t('position_ids')).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]);
  });

  it('none: no special tokens, the first L ids, <pad> padding', async () => {
    const tokenizer = await loadTokenizer(
      writeTokenizer(wordPiece({ ...BERT_VOCAB, '<pad>': 9 })),
      'student',
      'none',
    );
    expect(tokenizer.special).toEqual({ bos: null, eos: null, pad: 9 });
    expect(assembleSequence([[4, 5, 6, 7]], 'sequence-pair', 3, tokenizer.special, 'none')).toEqual(
      {
        blocks: [Int32Array.from([4, 5, 6])],
      },
    );
    expect(
      assembleSequence([[4, 5, 6], [7]], 'sequence-pair', 3, tokenizer.special, 'none'),
    ).toEqual({
      blocks: [Int32Array.from([4, 5, 7])],
    });
  });

  it('WordLevel: whole words, unknown words to the unk token', async () => {
    const tokenizer = await loadTokenizer(
      writeTokenizer({
        version: '1.0',
        added_tokens: [],
        normalizer: null,
        pre_tokenizer: { type: 'Whitespace' },
        post_processor: null,
        decoder: null,
        model: {
          type: 'WordLevel',
          vocab: { '<s>': 0, '<pad>': 1, '</s>': 2, '<unk>': 3, int: 4, x: 5, ';': 6 },
          unk_token: '<unk>',
        },
      }),
      'student',
    );
    expect(tokenizer.encode('int x ; int y;')).toEqual([4, 5, 6, 4, 3, 6]);
  });

  it('Unigram: the best-scoring segmentation (hand-computed), unknown characters to unk', async () => {
    const tokenizer = await loadTokenizer(
      writeTokenizer({
        version: '1.0',
        added_tokens: [],
        normalizer: null,
        pre_tokenizer: { type: 'Whitespace' },
        post_processor: null,
        decoder: null,
        model: {
          type: 'Unigram',
          unk_id: 3,
          vocab: [
            ['<s>', 0],
            ['<pad>', 0],
            ['</s>', 0],
            ['<unk>', 0],
            ['a', -1],
            ['b', -2],
            ['ab', -1.5],
          ],
        },
      }),
      'student',
    );
    // "ab": ab (-1.5) beats a + b (-3); "ba": only b + a; "c" is unknown.
    expect(tokenizer.encode('ab ba c')).toEqual([6, 5, 4, 3]);
  });

  it('reports a word the vocabulary cannot encode when its unk token is missing too (never a null id)', async () => {
    const vocab: Record<string, number> = { ...BERT_VOCAB };
    delete vocab['[UNK]'];
    const tokenizer = await loadTokenizer(writeTokenizer(wordPiece(vocab)), 'student', 'bert');
    expect(tokenizer.encode('play x')).toEqual([4, 6]);
    expect(() => tokenizer.encode('play zz')).toThrow(
      /^student\.tokenizer .*tokenizer\.json: cannot encode "\[UNK\]" in "play zz": not in the vocabulary, and its unknown token "\[UNK\]" is not either/,
    );
  });

  it('names the special token a policy needs and the tokenizer lacks', async () => {
    await expect(
      loadTokenizer(writeTokenizer(wordPiece(BERT_VOCAB)), 'student', 'roberta'),
    ).rejects.toThrow(
      /^student\.tokenizer .*: has no <s> token; MetaCompress feeds RoBERTa-style sequences .*; allowed special-tokens: roberta \(<s>, <\/s>, <pad>\), bert \(\[CLS\], \[SEP\], \[PAD\]\), none \(no bos\/eos\)$/,
    );
    const vocab: Record<string, number> = { ...BERT_VOCAB };
    delete vocab['[SEP]'];
    await expect(
      loadTokenizer(writeTokenizer(wordPiece(vocab)), 'student', 'bert'),
    ).rejects.toThrow(/: has no \[SEP\] token; special-tokens bert needs it/);
  });

  it('names a tokenizer model type the library cannot load', async () => {
    await expect(
      loadTokenizer(
        writeTokenizer({ ...wordPiece(BERT_VOCAB), model: { type: 'CharLevel' } }),
        'teacher',
      ),
    ).rejects.toThrow(
      /^teacher\.tokenizer .*: not a usable tokenizer \(model type "CharLevel"; @huggingface\/tokenizers loads BPE, WordPiece, WordLevel, Unigram\)$/,
    );
  });
});

describe('graphcodebert format: what it refuses', () => {
  const config = {
    maxLength: 32,
    dataFlowLength: 8,
    language: 'java',
    batchSize: 2,
    model: 'm.onnx',
  } as OnnxModelConfig;
  it('refuses special-tokens none and a tokenizer without an unk token', async () => {
    const base = {
      config,
      inputs: [ids('input_ids'), ids('position_idx'), pairMask],
      fixedLength: null,
      what: 'student' as const,
    };
    const none = await loadTokenizer(
      writeTokenizer(wordPiece({ ...BERT_VOCAB, '<pad>': 9 })),
      'student',
      'none',
    );
    await expect(
      graphCodeBertFormat({ ...base, tokenizer: none, tokens: new TokenCache(none, config) }),
    ).rejects.toThrow('student.special-tokens: none cannot frame GraphCodeBERT');
    const vocab: Record<string, number> = { ...BERT_VOCAB };
    delete vocab['[UNK]'];
    const noUnk = await loadTokenizer(writeTokenizer(wordPiece(vocab)), 'student', 'bert');
    await expect(
      graphCodeBertFormat({ ...base, tokenizer: noUnk, tokens: new TokenCache(noUnk, config) }),
    ).rejects.toThrow(
      /has no \[UNK\] token, which input-format graphcodebert feeds at every data-flow position/,
    );
  });

  it('refuses a pair for a one-function graph', async () => {
    const tokenizer = await loadTokenizer(writeTokenizer(wordPiece(BERT_VOCAB)), 'student', 'bert');
    const format = await graphCodeBertFormat({
      config,
      tokenizer,
      tokens: new TokenCache(tokenizer, config),
      inputs: [
        ids('input_ids'),
        ids('position_idx'),
        { name: 'attention_mask', type: 'bool', shape: ['b', 'L', 'L'] },
      ],
      fixedLength: null,
      what: 'student',
    });
    expect(() =>
      format.batches([{ row: 4, id: 'x', texts: ['int a;', 'int b;'], label: 0 }]),
    ).toThrow(
      'student.model m.onnx: its attention_mask takes one function ([batch, L, L]), but dataset row 4 has 2',
    );
    const [batch] = format.batches([{ row: 4, id: 'x', texts: ['int a = b;'], label: 0 }]);
    expect(batch!.tensors.attention_mask!.dims).toEqual([1, 32, 32]);
    expect(batch!.tensors.input_ids!.dims).toEqual([1, 32]);
  });

  it('counts each function as fed, so that the counts add up over rows (and shards)', async () => {
    const tokenizer = await loadTokenizer(writeTokenizer(wordPiece(BERT_VOCAB)), 'student', 'bert');
    const format = await graphCodeBertFormat({
      config,
      tokenizer,
      tokens: new TokenCache(tokenizer, config),
      inputs: [ids('input_ids'), ids('position_idx'), pairMask],
      fixedLength: null,
      what: 'student',
    });
    // 20,000 parentheses: too deep for the data-flow walk (test/transforms/deep-nesting.test.ts).
    const deep = `int f(int a) { return ${'('.repeat(20_000)}a${')'.repeat(20_000)}; }`;
    const pair = (row: number, a: string, b: string) => ({
      row,
      id: String(row),
      texts: [a, b] as [string, string],
      label: 0,
    });
    format.batches([pair(0, 'int a = b;', deep), pair(1, 'int a = b;', 'int c = a;')]);
    // The same deep function in a later call is counted again, though its graph is cached.
    format.batches([pair(2, deep, 'int c = a;')]);
    expect(format.fed()).toEqual({
      countedTokens: 0,
      unknownTokens: 0,
      functions: 6,
      functionsWithoutGraph: 2,
    });
    expect(encodingWarnings('student', format.fed())).toEqual([
      "student: 2 of 6 functions fed have no data-flow graph (the walk stops where GraphCodeBERT's raises, e.g. a declarator without a name); they were encoded with their code tokens only, as the original does",
    ]);
  });
});
