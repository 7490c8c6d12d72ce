/**
 * ALERT's substitutes from the examples' stand-in masked language model
 * (examples/mlm, trained by tools/train_code_mlm.py), computed once and kept
 * in the substitutes cache. With ALERT_EVIDENCE=1 it also prints the
 * substitutes of three Juliet functions of ../shared and times a cold and a
 * cached run (the figures of docs/robustness.md).
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Example } from '../../src/data/types.js';
import {
  openMaskedLanguageModel,
  type MaskedLanguageModel,
} from '../../src/inference/masked-lm.js';
import {
  computeSubstitutes,
  isSubstituteList,
  functionSubstitutes,
  isCandidateName,
  substituteCacheKey,
} from '../../src/robustness/index.js';
import { directoryJsonCache, languageModelCachePath } from '../../src/store/directory-cache.js';
import { createTransformer } from '../../src/transforms/index.js';
import { recordingLogger } from '../servers/env.js';
import { repoRoot } from '../shared.js';

const MLM = path.join(repoRoot, 'examples', 'mlm');
let lm: MaskedLanguageModel;

beforeAll(async () => {
  lm = await openMaskedLanguageModel(ort as never, {
    model: path.join(MLM, 'code-mlm.onnx'),
    tokenizer: path.join(MLM, 'tokenizer.json'),
    maxLength: 256,
    threads: 1,
  });
});
afterAll(async () => lm?.release());

describe("alert's substitute selection (get_substitutes.py) on a lookup masked LM", () => {
  it('takes the top 60, keeps the 30 most similar by cosine, decodes, trims and filters, in that order', async () => {
    // test/fixtures/attacks/make_victims.py builds the model and computes the expected
    // list with numpy from the same rules.
    const fixtures = path.join(repoRoot, 'test', 'fixtures', 'attacks');
    const expected = JSON.parse(await readFile(path.join(fixtures, 'mlm-lookup.json'), 'utf8')) as {
      code: string;
      a: string[];
    };
    const lookup = await openMaskedLanguageModel(ort as never, {
      model: path.join(fixtures, 'mlm-lookup.onnx'),
      tokenizer: path.join(MLM, 'tokenizer.json'),
      maxLength: 256,
      threads: 1,
    });
    try {
      const substitutes = await functionSubstitutes(
        lookup,
        await createTransformer('c'),
        expected.code,
      );
      expect(substitutes).toEqual({ a: expected.a });
    } finally {
      await lookup.release();
    }
  });
});

describe("alert's substitutes of a two-subword identifier (get_bpe_substitues) on the lookup masked LM", () => {
  it('combines the first 4 of each position and orders the combinations by perplexity, lowest first', async () => {
    // test/fixtures/attacks/make_alert_bpe.py computes both lists with numpy from the rules.
    const fixtures = path.join(repoRoot, 'test', 'fixtures', 'attacks');
    const expected = JSON.parse(await readFile(path.join(fixtures, 'alert-bpe.json'), 'utf8')) as {
      code: string;
      af: string[][];
      built: string[];
    };
    const lookup = await openMaskedLanguageModel(ort as never, {
      model: path.join(fixtures, 'mlm-lookup.onnx'),
      tokenizer: path.join(MLM, 'tokenizer.json'),
      maxLength: 256,
      threads: 1,
    });
    try {
      expect(lookup.encodeWord('af')).toHaveLength(2);
      const substitutes = await functionSubstitutes(
        lookup,
        await createTransformer('c'),
        expected.code,
      );
      // Group by group in perplexity order; within a group (a combination and its swap,
      // equal perplexities) float32 logits may order them either way.
      const list = substitutes.af!;
      expect(list).toHaveLength(expected.af.flat().length);
      let at = 0;
      for (const group of expected.af) {
        expect(new Set(list.slice(at, at + group.length))).toEqual(new Set(group));
        at += group.length;
      }
      // The order of construction is not the answer: perplexity reorders it.
      expect(expected.af.flat()).not.toEqual(expected.built);
    } finally {
      await lookup.release();
    }
  });
});

describe('a states-only run of the masked language model', () => {
  it('gives the same encoder states and input embeddings as a full run, bit for bit, and no vocabulary output', async () => {
    const sequences = [
      [lm.bos, ...lm.encodeWord('int'), ...lm.encodeWord('total'), lm.eos],
      [lm.bos, ...lm.encodeWord('return'), lm.eos],
    ];
    const full = await lm.run(sequences);
    const states = await lm.run(sequences, { statesOnly: true });
    sequences.forEach((sequence, n) => {
      for (let t = 0; t < sequence.length; t++) {
        expect(Array.from(states[n]!.hidden(t))).toEqual(Array.from(full[n]!.hidden(t)));
        expect(Array.from(states[n]!.inputEmbedding(t)!)).toEqual(
          Array.from(full[n]!.inputEmbedding(t)!),
        );
      }
      expect(full[n]!.logits(1)).not.toBeNull();
      expect(states[n]!.logits(1)).toBeNull();
      expect(() => states[n]!.top(1, 5)).toThrow(/statesOnly/);
    });
  });
});

describe("alert's substitutes from the stand-in masked language model", () => {
  const code =
    'int sum(int *values, int count) { int total = 0; for (int i = 0; i < count; i++) { total += values[i]; } return total; }';

  it('keeps, per identifier, valid new names the function does not use, from the top 60 ranked by embedding similarity', async () => {
    expect(lm.name).toBe("code-mlm.onnx (a stand-in for microsoft/codebert-base-mlm's MLM)");
    // Byte-level decoding: each byte of the BPE alphabet maps back.
    expect(lm.decode(lm.encodeWord('total'))).toBe('total');
    const transformer = await createTransformer('c');
    const substitutes = await functionSubstitutes(lm, transformer, code);
    const names = ['values', 'count', 'total', 'i'];
    expect(Object.keys(substitutes).sort()).toEqual(
      [...names].sort().filter((n) => n in substitutes),
    );
    const used = new Set(['sum', 'int', 'for', 'return', ...names]);
    for (const [name, list] of Object.entries(substitutes)) {
      expect(names).toContain(name);
      expect(list.length).toBeGreaterThan(0);
      // At most 30 per occurrence (the best half of 60), distinct, valid, unused.
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) {
        expect(isCandidateName('c', word)).toBe(true);
        expect(used.has(word)).toBe(false);
      }
    }
    // Deterministic: the same model and code give the same lists.
    expect(await functionSubstitutes(lm, transformer, code)).toEqual(substitutes);
  });

  it("stops at the run's time limit with the inputs done so far", async () => {
    const transformer = await createTransformer('c');
    const examples: Example[] = [0, 1, 2].map((row) => ({
      row,
      id: String(row),
      texts: [code],
      label: 1,
    }));
    // The limit passes once the first input is done (the check before each input reads it).
    let checks = 0;
    const partial = await computeSubstitutes(
      lm,
      transformer,
      examples,
      undefined,
      () => ++checks > 1,
    );
    expect(partial).toEqual([[await functionSubstitutes(lm, transformer, code)]]);
    expect(checks).toBe(2);
    // Each input said as it is done (the attack's progress), in order.
    const done: number[] = [];
    await computeSubstitutes(lm, transformer, examples, undefined, undefined, (n) => done.push(n));
    expect(done).toEqual([1, 2, 3]);
  });

  it('keeps them in the cache under the data set, model and settings key', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mc-subs-'));
    try {
      const transformer = await createTransformer('c');
      const examples: Example[] = [{ row: 0, id: '0', texts: [code], label: 1 }];
      const key = substituteCacheKey(examples, lm.digest, { predictions: 60, maxLength: 256 });
      expect(key).toMatch(/^alert-substitutes-[0-9a-f]{40}$/);
      // Another language model digest, another key.
      expect(substituteCacheKey(examples, 'x', { predictions: 60, maxLength: 256 })).not.toBe(key);
      const log = recordingLogger();
      const cache = directoryJsonCache(dir, log);
      expect(await cache.restore(key)).toBeNull();
      const computed = await computeSubstitutes(lm, transformer, examples);
      await cache.save(key, computed);
      // The file records the key it was written under.
      expect(JSON.parse(await readFile(languageModelCachePath(dir, key), 'utf8'))).toEqual({
        format: 'metacompress-json-1',
        key,
        value: computed,
      });
      expect(await cache.restore(key)).toEqual(computed);
      expect(isSubstituteList(await cache.restore(key))).toBe(true);
      // The same file under another key's name is refused: a warning and a miss.
      const other = substituteCacheKey(examples, 'x', { predictions: 60, maxLength: 256 });
      await copyFile(languageModelCachePath(dir, key), languageModelCachePath(dir, other));
      expect(await cache.restore(other)).toBeNull();
      expect(log.warnings()).toEqual([
        `Ignoring ${languageModelCachePath(dir, other)} (it was saved under another key); it is computed again`,
      ]);
      // Another shape under the key is a miss for alert (computed again, never read wrong).
      await cache.save(key, { coda: [1, 2] });
      expect(isSubstituteList(await cache.restore(key))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.ALERT_EVIDENCE === '1')('evidence: three Juliet functions', () => {
  it('prints their substitutes and the cold and cached times', async () => {
    const lines = (
      await readFile(
        path.join(repoRoot, '..', 'shared', 'data', 'juliet-c', 'functions.jsonl'),
        'utf8',
      )
    )
      .split('\n')
      .filter((l) => l.trim() !== '');
    const picked = [0, 1, 2].map(
      (k) => JSON.parse(lines[k * 997]!) as { idx: number; func: string; orig_name: string },
    );
    const examples: Example[] = picked.map((p, i) => ({
      row: i,
      id: String(p.idx),
      texts: [p.func],
      label: 1,
    }));
    const transformer = await createTransformer('c');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mc-subs-'));
    const cache = directoryJsonCache(dir, recordingLogger());
    const key = substituteCacheKey(examples, lm.digest, { predictions: 60, maxLength: 256 });
    let t = performance.now();
    const restored = await cache.restore(key);
    const cold = isSubstituteList(restored)
      ? restored
      : await computeSubstitutes(lm, transformer, examples);
    await cache.save(key, cold);
    const coldMs = performance.now() - t;
    t = performance.now();
    const warm = await cache.restore(key);
    const warmMs = performance.now() - t;
    expect(warm).toEqual(cold);
    console.log(
      JSON.stringify(
        {
          key,
          coldMs,
          warmMs,
          functions: picked.map((p, i) => ({
            idx: p.idx,
            name: p.orig_name,
            substitutes: cold[i]![0],
          })),
        },
        null,
        1,
      ),
    );
    await rm(dir, { recursive: true, force: true });
  }, 600_000);
});
