import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketBatches } from '../../src/encode/batches.js';
import { assembleSequence } from '../../src/encode/sequences.js';
import { TokenCache } from '../../src/encode/token-cache.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { hasShared, sharedDir, sharedSkipNote } from '../shared.js';

const modelDir = path.join(sharedDir, 'models', 'compressor-codebert-clone-3mb');

interface ReferencePair {
  row: number;
  id1: string;
  id2: string;
  input_ids: number[];
  attention_mask: number[];
}

describe.skipIf(!hasShared)(
  `reference encoding of the Compressor student (${hasShared ? 'real data' : sharedSkipNote})`,
  () => {
    it('reproduces the independent implementation ids and masks for all 8 real pairs', async () => {
      const reference = JSON.parse(
        readFileSync(path.join(modelDir, 'reference-encoding.json'), 'utf8'),
      ) as {
        pairs: ReferencePair[];
      };
      const wanted = new Set(reference.pairs.flatMap((p) => [p.id1, p.id2]));
      const functions = new Map<string, string>();
      for (const line of readFileSync(
        path.join(sharedDir, 'data', 'bigclonebench', 'functions.jsonl'),
        'utf8',
      ).split('\n')) {
        if (line === '') continue;
        const row = JSON.parse(line) as { idx: string; func: string };
        if (wanted.has(row.idx)) functions.set(row.idx, row.func);
      }
      const tokenizer = await loadTokenizer(
        { kind: 'file', file: path.join(modelDir, 'tokenizer.json') },
        'student',
      );
      const tokens = new TokenCache(tokenizer, { lowercase: false, normalizeWhitespace: true });
      const sequences = reference.pairs.map((p) =>
        assembleSequence(
          [tokens.ids(functions.get(p.id1)!, 400), tokens.ids(functions.get(p.id2)!, 400)],
          'concat-blocks',
          400,
          tokenizer.special,
        ),
      );
      // Blocks are padded to the batch's longest block; padded on to L = 400 each they must equal the reference.
      const [batch] = bucketBatches(sequences, 8, tokenizer.special.pad);
      const block = batch!.length / 2;
      const byRow = new Map(batch!.rows.map((r, b) => [r, b]));
      expect(reference.pairs).toHaveLength(8);
      reference.pairs.forEach((pair, r) => {
        const b = byRow.get(r)!;
        const toL = (values: BigInt64Array, j: number, fill: number) => {
          const start = b * batch!.length + j * block;
          const real = Array.from(values.subarray(start, start + block), Number);
          return [...real, ...new Array<number>(400 - block).fill(fill)];
        };
        expect([...toL(batch!.inputIds, 0, 1), ...toL(batch!.inputIds, 1, 1)]).toEqual(
          pair.input_ids,
        );
        expect([...toL(batch!.attentionMask, 0, 0), ...toL(batch!.attentionMask, 1, 0)]).toEqual(
          pair.attention_mask,
        );
      });
    });

    it('tokenises only the prefix a model reads, with the same ids as the whole text', async () => {
      const tokenizer = await loadTokenizer(
        { kind: 'file', file: path.join(modelDir, 'tokenizer.json') },
        'student',
      );
      expect(tokenizer.wordLevelMerges).toBe(true);
      const settings = { lowercase: false, normalizeWhitespace: true };
      const texts = readFileSync(
        path.join(sharedDir, 'data', 'bigclonebench', 'functions.jsonl'),
        'utf8',
      )
        .split('\n')
        .filter(Boolean)
        .slice(0, 300)
        .map((line) => (JSON.parse(line) as { func: string }).func);
      const partial = new TokenCache(tokenizer, settings);
      const whole = new TokenCache(tokenizer, settings);
      let shortened = 0;
      for (const text of texts) {
        const all = whole.ids(text);
        const prefix = partial.ids(text, 64);
        expect(prefix.slice(0, 64)).toEqual(all.slice(0, 64));
        if (prefix.length < all.length) shortened += 1;
        // Asking the same cache for more ids than it kept tokenises again, fully enough.
        expect(partial.ids(text, 398).slice(0, 398)).toEqual(all.slice(0, 398));
      }
      expect(shortened).toBeGreaterThan(50);
    });
  },
);
