import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import * as ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  greedyCompletions,
  type GenerationModel,
  type StepInput,
} from '../../src/inference/greedy-completion.js';
import { repoRoot } from '../shared.js';
import { sessionModel } from './session-model.js';

/**
 * The completion example's models (lm-models, issue 45 item 6), or before
 * they land the scratch models of the same layout beside the checkout.
 */
const MODEL_DIRS = [
  { dir: path.join(repoRoot, 'examples', 'completion'), student: 'student-distilled.onnx' },
  { dir: path.resolve(repoRoot, '..', 'lm-scratch'), student: 'student.onnx' },
];
const found = MODEL_DIRS.find(({ dir }) => existsSync(path.join(dir, 'teacher.onnx')));
const SKIP =
  found === undefined
    ? `skipped: no causal LM in ${MODEL_DIRS.map((d) => d.dir).join(' or ')}`
    : '';
if (found === undefined) console.warn(`[greedy-completion] ${SKIP}`);

const END_OF_TEXT = 0;

/** Prompts of several lengths, so a batch is left-padded. */
const CODE = [
  'int main(void)\n{\n    int i;\n    for (i = 0; i < 10; i++)\n    {\n',
  'void good()\n{\n    char * data;\n',
  'public static int max(int a, int b) {\n    if (a > b) {\n',
  'static void printLine(const char * line)\n{\n    if (line != NULL)\n    {\n        printf("%s\\n", line);\n    }\n}\n\nvoid bad()\n{\n    int data;\n    data = -1;\n',
  'x',
  'public void run() {\n    try {\n        Thread.sleep(100);\n    } catch (InterruptedException e) {\n',
];

/** The argmax chain without the cache: each step the whole sequence again, alone, past empty. */
async function uncachedGreedy(
  session: ort.InferenceSession,
  prompt: readonly number[],
  maxNewTokens: number,
): Promise<{ ids: number[]; finished: boolean }> {
  const past = session.inputMetadata.find((m) => m.name === 'past_key_values.0.key')!;
  const [heads, headDim] = past.isTensor ? [past.shape[1], past.shape[3]] : [];
  const layers = session.inputNames.filter((name) => name.endsWith('.key')).length;
  const sequence = [...prompt];
  const ids: number[] = [];
  for (let step = 0; step < maxNewTokens; step++) {
    const n = sequence.length;
    const feeds: Record<string, ort.Tensor> = {
      input_ids: new ort.Tensor('int64', BigInt64Array.from(sequence, BigInt), [1, n]),
      attention_mask: new ort.Tensor('int64', new BigInt64Array(n).fill(1n), [1, n]),
      position_ids: new ort.Tensor(
        'int64',
        BigInt64Array.from({ length: n }, (_, i) => BigInt(i)),
        [1, n],
      ),
    };
    for (let i = 0; i < layers; i++) {
      for (const part of ['key', 'value']) {
        feeds[`past_key_values.${i}.${part}`] = new ort.Tensor('float32', new Float32Array(0), [
          1,
          heads as number,
          0,
          headDim as number,
        ]);
      }
    }
    const logits = (await session.run(feeds)).logits!;
    const vocabulary = logits.dims[2]!;
    const last = (logits.data as Float32Array).subarray((n - 1) * vocabulary, n * vocabulary);
    let best = 0;
    for (let k = 1; k < vocabulary; k++) if (last[k]! > last[best]!) best = k;
    if (best === END_OF_TEXT) return { ids, finished: true };
    ids.push(best);
    sequence.push(best);
  }
  return { ids, finished: false };
}

describe.skipIf(found === undefined)(
  'greedyCompletions on a causal LM in the Optimum layout',
  () => {
    const sessions: Record<string, ort.InferenceSession> = {};
    let prompts: number[][];

    beforeAll(async () => {
      const { dir, student } = found!;
      sessions.teacher = await ort.InferenceSession.create(path.join(dir, 'teacher.onnx'));
      sessions.student = await ort.InferenceSession.create(path.join(dir, student));
      const tokenizer = new Tokenizer(
        JSON.parse(readFileSync(path.join(dir, 'tokenizer.json'), 'utf8')),
        {},
      );
      prompts = CODE.map((code) => [
        END_OF_TEXT,
        ...tokenizer.encode(code, { add_special_tokens: false }).ids,
      ]);
    });
    afterAll(async () => {
      for (const session of Object.values(sessions)) await session.release();
    });

    for (const name of ['teacher', 'student']) {
      it(`the ${name}'s cached, left-padded completions equal the uncached argmax chain`, async () => {
        const session = sessions[name]!;
        const model = sessionModel(session);
        expect(model.past, 'a "with past" export').not.toBeNull();
        const options = { maxNewTokens: 24, endOfText: END_OF_TEXT, padId: 0, batchSize: 4 };
        const cached = await greedyCompletions(model, prompts, options);
        // the same model with its cache unused: every step the whole padded batch
        const recomputed = await greedyCompletions({ ...model, past: null }, prompts, options);
        for (const [i, prompt] of prompts.entries()) {
          const reference = await uncachedGreedy(session, prompt, options.maxNewTokens);
          expect(cached[i], `prompt ${i}`).toEqual(reference);
          expect(recomputed[i], `prompt ${i}, no cache`).toEqual(reference);
        }
        // Not a vacuous comparison: the completions hold tokens.
        expect(cached.some((c) => c.ids.length > 0)).toBe(true);
      });
    }
  },
);

/**
 * A stand-in model over 12 ids whose next token is always the last fed id
 * + 1 (mod 12), so 11 is followed by end-of-text (0); it records every
 * forward pass and returns a marked cache.
 */
function countingModel(inputs: string[], cached: boolean) {
  const calls: StepInput[] = [];
  const model: GenerationModel = {
    inputs,
    past: cached ? { layers: 1, heads: 1, headDim: 1 } : null,
    forward(input) {
      calls.push({ ...input, past: input.past });
      const logits = new Float32Array(input.size * input.length * 12);
      for (let i = 0; i < input.size * input.length; i++) {
        logits[i * 12 + ((Number(input.ids[i]) + 1) % 12)] = 1;
      }
      const marker = Float32Array.of(calls.length);
      return Promise.resolve({ logits, vocab: 12, present: cached ? [[marker, marker]] : null });
    },
  };
  return { model, calls };
}

const ALL_INPUTS = ['input_ids', 'attention_mask', 'position_ids'];
const OPTIONS = { maxNewTokens: 3, endOfText: 0, padId: 0, batchSize: 8 };

describe('greedyCompletions, feeds worked out by hand', () => {
  it('left-pads a batch, masks the padding, counts positions over real tokens, feeds the cache', async () => {
    const { model, calls } = countingModel(ALL_INPUTS, true);
    const completions = await greedyCompletions(model, [[9], [5, 6, 7]], OPTIONS);
    // [9] → 10, 11, then 0: end-of-text; [5, 6, 7] → 8, 9, 10: the limit
    expect(completions).toEqual([
      { ids: [10, 11], finished: true },
      { ids: [8, 9, 10], finished: false },
    ]);
    expect(calls).toHaveLength(3);
    // the longest first: row 0 is [5, 6, 7], row 1 is [9] after two pads
    expect(calls[0]).toMatchObject({ size: 2, length: 3, pastLength: 0, past: null });
    expect([...calls[0]!.ids]).toEqual([5n, 6n, 7n, 0n, 0n, 9n]);
    expect([...calls[0]!.mask]).toEqual([1n, 1n, 1n, 0n, 0n, 1n]);
    expect([...calls[0]!.positions]).toEqual([0n, 1n, 2n, 1n, 1n, 0n]);
    expect(calls[1]).toMatchObject({ length: 1, pastLength: 3 });
    expect(calls[1]!.past![0]![0]).toEqual(Float32Array.of(1));
    expect([...calls[1]!.ids]).toEqual([8n, 10n]);
    expect([...calls[1]!.mask]).toEqual([1n, 1n, 1n, 1n, 0n, 0n, 1n, 1n]);
    expect([...calls[1]!.positions]).toEqual([3n, 1n]);
    expect(calls[2]).toMatchObject({ length: 1, pastLength: 4 });
    expect(calls[2]!.past![0]![0]).toEqual(Float32Array.of(2));
    expect([...calls[2]!.ids]).toEqual([9n, 11n]);
    expect([...calls[2]!.positions]).toEqual([4n, 2n]);
  });

  it('without a cache feeds the whole sequence at every step', async () => {
    const { model, calls } = countingModel(ALL_INPUTS, false);
    const completions = await greedyCompletions(model, [[9], [5, 6, 7]], OPTIONS);
    expect(completions[1]).toEqual({ ids: [8, 9, 10], finished: false });
    expect(calls[1]).toMatchObject({ length: 4, pastLength: 0, past: null });
    expect([...calls[1]!.ids]).toEqual([5n, 6n, 7n, 8n, 0n, 0n, 9n, 10n]);
    expect([...calls[1]!.positions]).toEqual([0n, 1n, 2n, 3n, 1n, 1n, 0n, 1n]);
  });

  it('runs prompts one at a time for a graph without position_ids', async () => {
    const { model, calls } = countingModel(['input_ids', 'attention_mask'], true);
    await greedyCompletions(model, [[9], [5, 6, 7]], OPTIONS);
    expect(calls.every((call) => call.size === 1)).toBe(true);
    expect([...calls[0]!.ids]).toEqual([5n, 6n, 7n]);
  });

  it('stops a batch once every prompt has finished', async () => {
    const { model, calls } = countingModel(ALL_INPUTS, true);
    const completions = await greedyCompletions(model, [[11], [10]], OPTIONS);
    // 11 → 0 at once; 10 → 11, then 0
    expect(completions).toEqual([
      { ids: [], finished: true },
      { ids: [11], finished: true },
    ]);
    expect(calls).toHaveLength(2);
  });

  it('refuses an empty prompt and a zero limit', async () => {
    const { model } = countingModel(ALL_INPUTS, true);
    await expect(greedyCompletions(model, [[]], OPTIONS)).rejects.toThrow(
      'greedyCompletions: prompts[0] is empty',
    );
    await expect(greedyCompletions(model, [[1]], { ...OPTIONS, maxNewTokens: 0 })).rejects.toThrow(
      'greedyCompletions: options.maxNewTokens must be an integer >= 1, got 0',
    );
  });
});
