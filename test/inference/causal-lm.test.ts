/**
 * The causal language model's contract, checked before any row is scored,
 * on the tiny model of test/fixtures/completion/tiny-lm (257 token rows, 32
 * position rows, vocabulary 257, one layer of past, 1 head of 8).
 */
import { writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { InputError } from '../../src/errors.js';
import {
  checkCausalLmContract,
  checkVocabulary,
  openCausalLm,
} from '../../src/inference/causal-lm.js';
import { fixtures, tempDir } from '../cli-harness.js';

const DIR = path.join(fixtures, 'completion', 'tiny-lm');
const open = (file: string) =>
  openCausalLm(ort, file, { threads: 1, what: 'teacher', executionProviders: ['cpu'] });

describe('a causal language model in the Optimum layout', () => {
  it('reads its layout from the graph: vocabulary, past, embedding tables', async () => {
    const model = await open(path.join(DIR, 'teacher.onnx'));
    try {
      expect(model.vocab).toBe(257);
      expect(model.past).toEqual({ layers: 1, heads: 1, headDim: 8 });
      expect(model.contract.tokens?.rows).toBe(257);
      expect(model.contract.positions?.rows).toBe(32);
      // One step of generation with its own cache gives the logits of the whole sequence's last token.
      const whole = await model.forward({
        size: 1,
        length: 3,
        ids: BigInt64Array.of(0n, 5n, 9n),
        mask: BigInt64Array.of(1n, 1n, 1n),
        positions: BigInt64Array.of(0n, 1n, 2n),
        past: null,
        pastLength: 0,
      });
      const prefix = await model.forward(
        {
          size: 1,
          length: 2,
          ids: BigInt64Array.of(0n, 5n),
          mask: BigInt64Array.of(1n, 1n),
          positions: BigInt64Array.of(0n, 1n),
          past: null,
          pastLength: 0,
        },
        { present: true },
      );
      const step = await model.forward({
        size: 1,
        length: 1,
        ids: BigInt64Array.of(9n),
        mask: BigInt64Array.of(1n, 1n, 1n),
        positions: BigInt64Array.of(2n),
        past: prefix.present,
        pastLength: 2,
      });
      const last = whole.logits.subarray(2 * 257, 3 * 257);
      last.forEach((x, v) => expect(Math.abs(x - step.logits[v]!)).toBeLessThan(1e-5));
    } finally {
      await model.release();
    }
  });

  it('checks the tokenizer, max-length and end-of-text against it, one line each', async () => {
    const model = await open(path.join(DIR, 'teacher.onnx'));
    const check =
      (largestId: number, maxLength: number, endOfText = 0) =>
      () =>
        checkCausalLmContract(model, {
          role: 'teacher',
          maxLength,
          tokenizer: { largestId, endOfText, files: ['tok.json'] },
        });
    try {
      expect(check(256, 32)).not.toThrow();
      expect(check(300, 16)).toThrow(
        `teacher.tokenizer tok.json: gives ids up to 300, but teacher.model ${path.join(DIR, 'teacher.onnx')} has 257 token-embedding rows (ids 0..256, token_embedding): this tokenizer does not fit this model; give the tokenizer it was trained with`,
      );
      expect(check(256, 33)).toThrow(
        `teacher.max-length: 33 tokens reach position 32 (numbered from 0), but teacher.model ${path.join(DIR, 'teacher.onnx')} has 32 position-embedding rows (position_embedding); allowed: max-length at most 32`,
      );
      expect(() =>
        checkVocabulary(model, 257, {
          role: 'teacher',
          maxLength: 16,
          tokenizer: { largestId: 100, endOfText: 400, files: ['tok.json'] },
        }),
      ).toThrow(/its end-of-text token is id 400, outside the 257 tokens/);
    } finally {
      await model.release();
    }
  });

  it("refuses a graph whose inputs are not a causal model's", async () => {
    const file = path.join(fixtures, 'onnx', 'extra-input.onnx');
    await expect(open(file)).rejects.toThrow(
      `teacher.model ${file}: input pixel_values is not one a causal language model takes; allowed inputs: input_ids, attention_mask, position_ids, past_key_values.{i}.key / .value (Optimum's decoder layout, docs/models.md)`,
    );
    await expect(open(file)).rejects.toBeInstanceOf(InputError);
  });

  it('needs a tokenizer with an end-of-text token', async () => {
    const json = JSON.parse(readFileSync(path.join(DIR, 'tokenizer.json'), 'utf8'));
    json.added_tokens = [];
    delete json.model.vocab['<|endoftext|>'];
    const file = path.join(tempDir(), 'tokenizer.json');
    writeFileSync(file, JSON.stringify(json));
    await expect(loadTokenizer({ kind: 'file', file }, 'student', 'causal-lm')).rejects.toThrow(
      `student.tokenizer ${file}: has no end-of-text token (<|endoftext|>, </s>, <eos>, <|end_of_text|>); a causal language model's documents begin and end with one, and it pads`,
    );
  });
});
