import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstDifference, readReferenceEncoding } from '../../src/pipeline/reference-encoding.js';
import { cli, tempDir } from '../cli-harness.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

describe('comparing an encoding with a reference', () => {
  it('compares each block up to the shorter, without padding and the last position', () => {
    // Two blocks of 4 (pad 1): equal content, one block cut one token earlier (its eos at 3).
    expect(firstDifference([0, 5, 6, 2, 0, 7, 2, 1], [0, 5, 6, 2, 0, 7, 8, 2], 2, 1)).toBeNull();
    // Second block differs at its position 1: 9 here, 7 in the reference.
    expect(firstDifference([0, 5, 6, 2, 0, 9, 2, 1], [0, 5, 6, 2, 0, 7, 8, 2], 2, 1)).toEqual({
      block: 1,
      position: 1,
      ours: 9,
      reference: 7,
    });
    // One block, ours longer than the reference (another max-length): compared on the reference's 3 - 1.
    expect(firstDifference([4, 5, 6, 7], [4, 5, 9], 1, 1)).toBeNull();
    expect(firstDifference([4, 8, 6, 7], [4, 5, 9], 1, 1)).toEqual({
      block: 0,
      position: 1,
      ours: 8,
      reference: 5,
    });
  });

  it('reads functions or pairs and refuses any other shape, naming the key and file', async () => {
    const dir = tempDir({
      'functions.json': JSON.stringify({ functions: [{ idx: 7, input_ids: [3, 4] }] }),
      'pairs.json': JSON.stringify({ pairs: [{ id1: 'a', id2: 9, input_ids: [0, 2, 0, 2] }] }),
      'bad.json': JSON.stringify({ pairs: [{ id1: 'a', input_ids: [0] }] }),
      'empty.json': JSON.stringify({ functions: [] }),
    });
    const at = (name: string) => path.join(dir, name);
    expect(await readReferenceEncoding(at('functions.json'), 'student.reference-encoding')).toEqual(
      [{ ids: ['7'], inputIds: [3, 4] }],
    );
    expect(await readReferenceEncoding(at('pairs.json'), 'student.reference-encoding')).toEqual([
      { ids: ['a', '9'], inputIds: [0, 2, 0, 2] },
    ]);
    await expect(
      readReferenceEncoding(at('bad.json'), 'teacher.reference-encoding'),
    ).rejects.toThrow(
      `teacher.reference-encoding ${at('bad.json')}: entry 0 lacks its id(s) or input_ids; allowed: {"functions": [{"idx", "input_ids"}]} or {"pairs": [{"id1", "id2", "input_ids"}]}`,
    );
    await expect(
      readReferenceEncoding(at('empty.json'), 'student.reference-encoding'),
    ).rejects.toThrow('has no non-empty functions or pairs list');
  });
});

const compressorDir = path.join(sharedDir, 'models', 'compressor-codebert-clone-3mb');
const compressor = path.join(repoRoot, 'examples', 'compressor-bigclonebench', 'metacompress.yml');

/**
 * The Compressor tokenizer with every id from 4 on mirrored (id → 1003 − id): the same
 * vocabulary size and merges, so the same tokens, but other ids (the special tokens 0-3 kept).
 */
function mirroredTokenizer(dir: string): string {
  const json = JSON.parse(readFileSync(path.join(compressorDir, 'tokenizer.json'), 'utf8')) as {
    model: { vocab: Record<string, number> };
  };
  for (const [token, id] of Object.entries(json.model.vocab)) {
    if (id >= 4) json.model.vocab[token] = 1003 - id;
  }
  const file = path.join(dir, 'mirrored-tokenizer.json');
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe.skipIf(!hasShared)(
  `the published students' reference encodings (${hasShared ? 'real models' : sharedSkipNote})`,
  () => {
    const reference = path.join(compressorDir, 'reference-encoding.json');

    it('passes the right tokenizer and refuses one of the same size with other ids', async () => {
      const good = await cli([
        'check',
        '--config',
        compressor,
        '--student.reference-encoding',
        reference,
      ]);
      expect(good.stderr).toBe('');
      expect(good.status).toBe(0);

      const mirrored = mirroredTokenizer(tempDir());
      const bad = await cli([
        'run',
        '--config',
        compressor,
        '--student.reference-encoding',
        reference,
        '--student.tokenizer',
        mirrored,
      ]);
      expect(bad.status).toBe(2);
      // The first reference pair starts <s> = 0, then id 456 ("Ġpublic"); mirrored: 1003 − 456 = 547.
      expect(bad.stderr).toBe(
        `metacompress: error: student.reference-encoding ${reference}: pair 22966596/7343430 encodes differently at position 1 of block 1: this config gives id 547, the model's training encoding id 456; check student.tokenizer, special-tokens, pair-mode, lowercase and normalize-whitespace\n`,
      );
    });

    it('refuses a wrong special-token policy for the AVATAR student', async () => {
      const avatar = path.join(sharedDir, 'models', 'avatar-codebert-vuln-3mb');
      const result = await cli([
        'run',
        '--config',
        path.join(repoRoot, 'examples', 'avatar-juliet', 'metacompress.yml'),
        '--student.reference-encoding',
        path.join(avatar, 'reference-encoding.json'),
        '--student.special-tokens',
        'roberta',
      ]);
      expect(result.status).toBe(2);
      // Juliet function 0 starts with id 357 ("void"); roberta puts <s> (id 0 in this vocabulary) first.
      expect(result.stderr).toContain(
        "function 0 encodes differently at position 0: this config gives id 0, the model's training encoding id 357",
      );
    });
  },
);
