import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OnnxModelConfig } from '../../src/config/types.js';
import { tokenIdsFormat } from '../../src/encode/formats/token-ids.js';
import { TokenCache } from '../../src/encode/token-cache.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { hasShared, sharedDir, sharedSkipNote } from '../shared.js';

const modelDir = path.join(sharedDir, 'models', 'avatar-codebert-vuln-3mb');

describe.skipIf(!hasShared)(
  `reference encoding of the AVATAR WordPiece student (${hasShared ? 'real data' : sharedSkipNote})`,
  () => {
    it('reproduces the independent encoder ids of the first 8 Juliet test functions, and the 351 the model sees', async () => {
      const reference = JSON.parse(
        readFileSync(path.join(modelDir, 'reference-encoding.json'), 'utf8'),
      ) as { functions: { idx: number; ids: number[] }[] };
      const tests = readFileSync(
        path.join(sharedDir, 'data', 'juliet-c', 'functions.jsonl'),
        'utf8',
      )
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { idx: number; func: string; split: string })
        .filter((row) => row.split === 'test')
        .slice(0, 8);
      expect(reference.functions.map((f) => f.idx)).toEqual(tests.map((t) => t.idx));

      const config = {
        tokenizer: { kind: 'file' as const, file: path.join(modelDir, 'tokenizer.json') },
        maxLength: 351,
        pairMode: 'sequence-pair',
        batchSize: 8,
        specialTokens: 'none',
      } as OnnxModelConfig;
      const tokenizer = await loadTokenizer(config.tokenizer, 'student', 'none');
      expect(tokenizer.special).toEqual({ bos: null, eos: null, pad: 1 });
      const tokens = new TokenCache(tokenizer, { lowercase: false, normalizeWhitespace: true });
      tests.forEach((t, i) => expect(tokens.ids(t.func)).toEqual(reference.functions[i]!.ids));

      const format = tokenIdsFormat({
        config,
        tokenizer,
        tokens,
        inputs: [
          { name: 'input_ids', type: 'int64', shape: ['batch', 'sequence'] },
          { name: 'attention_mask', type: 'int64', shape: ['batch', 'sequence'] },
        ],
        fixedLength: null,
        what: 'student',
      });
      const [batch] = format.batches(
        tests.map((t, i) => ({ row: i, id: String(t.idx), texts: [t.func] as [string], label: 0 })),
      );
      const length = batch!.tensors.input_ids!.dims[1]!;
      expect(length).toBe(Math.min(351, Math.max(...reference.functions.map((f) => f.ids.length))));
      batch!.rows.forEach((r, b) => {
        const row = (name: string) =>
          Array.from(
            (batch!.tensors[name]!.data as BigInt64Array).subarray(b * length, (b + 1) * length),
            Number,
          );
        const wanted = reference.functions[r]!.ids.slice(0, 351);
        const padded = [...wanted, ...new Array<number>(length - wanted.length).fill(1)];
        expect(row('input_ids')).toEqual(padded);
        // The source's mask is id != <pad> (1).
        expect(row('attention_mask')).toEqual(padded.map((id) => (id === 1 ? 0 : 1)));
      });
    });
  },
);
