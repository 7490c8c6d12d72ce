import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Tokenizer } from '@huggingface/tokenizers';
import { describe, expect, it } from 'vitest';
import { byteLevelBpe } from '../../src/encode/byte-level-bpe.js';
import { loadTokenizer } from '../../src/encode/tokenizer.js';
import { hasShared, repoRoot, sharedDir, sharedSkipNote } from '../shared.js';

/** A tokenizer small enough to merge by hand. Ġ is the space byte, Ċ the newline. */
function tinyTokenizer(overrides: { normalizer?: object | null; prefixSpace?: boolean } = {}) {
  return {
    version: '1.0',
    added_tokens: ['<s>', '<pad>', '</s>', '<unk>'].map((content, id) => ({
      id,
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: overrides.normalizer ?? null,
    pre_tokenizer: {
      type: 'ByteLevel',
      add_prefix_space: overrides.prefixSpace ?? false,
      trim_offsets: true,
      use_regex: true,
    },
    post_processor: null,
    decoder: null,
    model: {
      type: 'BPE',
      dropout: null,
      unk_token: '<unk>',
      vocab: { '<s>': 0, '<pad>': 1, '</s>': 2, '<unk>': 3, a: 4, b: 5, c: 6, Ġ: 7, ab: 8 },
      merges: ['a b', 'ab c', 'Ġ a', 'Ġa b'],
    },
  };
}
// The merges make abc and Ġa; give them ids after the rest.
function withMergedIds(json: ReturnType<typeof tinyTokenizer>) {
  Object.assign(json.model.vocab, { abc: 9, Ġa: 10, Ġab: 11, Ċ: 12 });
  return json;
}

const library = (json: object) => {
  const tokenizer = new Tokenizer(json, {});
  return (text: string) => tokenizer.encode(text, { add_special_tokens: false }).ids;
};

describe('byte-level BPE, by hand', () => {
  it('splits words with the byte-level pattern and merges lowest rank first', () => {
    const encode = byteLevelBpe(withMergedIds(tinyTokenizer()))!;
    // "abc" -> a b c -> ab c -> abc; " ab" -> Ġ a b: "a b" (rank 0) beats "Ġ a" (rank 2),
    // leaving Ġ ab, which no merge joins; "\n" -> Ċ; "c".
    expect(encode('abc ab\nc')).toEqual([9, 7, 8, 12, 6]);
    expect(library(withMergedIds(tinyTokenizer()))('abc ab\nc')).toEqual([9, 7, 8, 12, 6]);
    expect(encode('')).toEqual([]);
  });

  it('lowercases and adds the prefix space when the tokenizer says so', () => {
    const json = withMergedIds(
      tinyTokenizer({ normalizer: { type: 'Lowercase' }, prefixSpace: true }),
    );
    // "ABC" -> " abc" -> Ġ a b c -> Ġ ab c -> Ġ abc.
    expect(byteLevelBpe(json)!('ABC')).toEqual([7, 9]);
    expect(library(json)('ABC')).toEqual([7, 9]);
    expect(byteLevelBpe(json)!('')).toEqual([]);
  });

  it('splits out plain added tokens as the library does', () => {
    const json = withMergedIds(tinyTokenizer());
    const encode = byteLevelBpe(json)!;
    // "ab" <s> "c"; "abc" </s> <unk> " ab" (the space stays with the piece after the tokens).
    expect(encode('ab<s>c')).toEqual([8, 0, 6]);
    expect(library(json)('ab<s>c')).toEqual([8, 0, 6]);
    expect(encode('abc</s><unk> ab')).toEqual([9, 2, 3, 7, 8]);
    expect(library(json)('abc</s><unk> ab')).toEqual([9, 2, 3, 7, 8]);
    // An added token that strips the space beside it is not reproduced: declined.
    const stripping = withMergedIds(tinyTokenizer());
    stripping.added_tokens[3] = { ...stripping.added_tokens[3]!, lstrip: true };
    expect(byteLevelBpe(stripping)!('a <unk>')).toBeNull();
    expect(byteLevelBpe(stripping)!('ab')).toEqual([8]);
  });

  it('stops at the word that reaches the limit, with the first ids of the whole text', () => {
    const encode = byteLevelBpe(withMergedIds(tinyTokenizer()))!;
    // Words: "abc" [9], " ab" [7, 8], "\n" [12], "c" [6].
    expect(encode('abc ab\nc', 1)).toEqual([9]);
    expect(encode('abc ab\nc', 2)).toEqual([9, 7, 8]);
    expect(encode('abc ab\nc', 4)).toEqual([9, 7, 8, 12]);
    expect(encode('abc ab\nc', 9)).toEqual([9, 7, 8, 12, 6]);
    // Past the limit an unknown symbol no longer matters; before it, it declines.
    expect(encode('abc abd', 1)).toEqual([9]);
    expect(encode('abc abd', 2)).toBeNull();
    // Added tokens count toward the limit.
    expect(encode('ab<s>c<s>', 2)).toEqual([8, 0]);
    expect(encode('<s><s>abc', 1)).toEqual([0]);
  });

  it('merges a long word in rank order, leftmost first on a tie', () => {
    const json = withMergedIds(tinyTokenizer());
    json.model.merges.push('ab ab');
    Object.assign(json.model.vocab, { abab: 13 });
    // "ababab" -> ab ab ab (rank 0, left to right) -> abab ab (the leftmost "ab ab").
    expect(byteLevelBpe(json)!('ababab')).toEqual([13, 8]);
    expect(library(json)('ababab')).toEqual([13, 8]);
    // "abcab": a b c a b -> ab c ab -> abc ab ("ab c" ranks before "ab ab").
    expect(byteLevelBpe(json)!('abcab')).toEqual([9, 8]);
    expect(library(json)('abcab')).toEqual([9, 8]);
  });

  it('declines texts with an unknown symbol, and shapes it does not reproduce', () => {
    const encode = byteLevelBpe(withMergedIds(tinyTokenizer()))!;
    expect(encode('abd')).toBeNull();
    const dropout = withMergedIds(tinyTokenizer());
    expect(byteLevelBpe({ ...dropout, model: { ...dropout.model, dropout: 0.1 } })).toBeNull();
    expect(byteLevelBpe({ ...dropout, normalizer: { type: 'NFKC' } })).toBeNull();
    expect(
      byteLevelBpe({ ...dropout, pre_tokenizer: { type: 'Whitespace' } } as object),
    ).toBeNull();
  });

  it('falls back to the library for what it declines, so loadTokenizer always gives its ids', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mc-bpe-'));
    const file = path.join(dir, 'tokenizer.json');
    writeFileSync(file, JSON.stringify(withMergedIds(tinyTokenizer())));
    const { encode } = await loadTokenizer({ kind: 'file', file }, 'teacher');
    // The library splits <s> out as its own id, and maps the unknown d to <unk>.
    expect(encode('ab<s>c')).toEqual([8, 0, 6]);
    expect(encode('abd')).toEqual([8, 3]);
  });
});

describe('loadTokenizer', () => {
  const write = (json: object) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mc-bpe-')), 'tokenizer.json');
    writeFileSync(file, JSON.stringify(json));
    return { kind: 'file' as const, file };
  };

  it('finds the special ids where the library does: added tokens first, then the vocabulary', async () => {
    const json = withMergedIds(tinyTokenizer());
    // <pad> only in the vocabulary; <s> added under another id than the vocabulary's.
    json.added_tokens = json.added_tokens.filter((t) => t.content !== '<pad>');
    json.added_tokens[0]!.id = 12;
    const reference = new Tokenizer(json, {});
    const { special } = await loadTokenizer(write(json), 'teacher');
    expect(special).toEqual({ bos: 12, eos: 2, pad: 1 });
    expect(special).toEqual({
      bos: reference.token_to_id('<s>'),
      eos: reference.token_to_id('</s>'),
      pad: reference.token_to_id('<pad>'),
    });
  });

  it('names a missing special token in one line', async () => {
    const json = tinyTokenizer();
    json.added_tokens = json.added_tokens.filter((t) => t.content !== '</s>');
    delete (json.model.vocab as Record<string, number>)['</s>'];
    await expect(loadTokenizer(write(json), 'student')).rejects.toThrow(
      /^student\.tokenizer .*tokenizer\.json: has no <\/s> token; MetaCompress feeds RoBERTa-style sequences/,
    );
  });

  it('rejects at load a tokenizer of another shape that the library cannot build', async () => {
    const json = { ...tinyTokenizer(), model: { type: 'Nonsense' } };
    await expect(loadTokenizer(write(json), 'teacher')).rejects.toThrow(
      /^teacher\.tokenizer .*tokenizer\.json: not a usable tokenizer \(/,
    );
  });
});

/** Texts that exercise the pattern: contractions, digits, runs of spaces, non-ASCII, a lone surrogate. */
const EDGE_TEXTS = [
  ' ',
  '\n\n   \t x',
  "it's a 'test' we'll've 'S",
  'naïve café 日本語 ẞ İstanbul',
  'emoji 🙂 and 1234567 digits 3.14',
  'lone \ud800 surrogate',
  'tail spaces   ',
  '/* ** */ a+=b<<2;',
  // Added tokens, as an attack's masked probes hold them (and their neighbours).
  '<unk>',
  'int <unk> = 0;',
  'a<unk>b',
  '<s></s><pad>',
  ' <unk> ',
  '<unk><unk>',
  'x = <mask>;',
  'foo(<pad>)\n<unk>\t',
  'UPPER <UNK> <unk>x',
];

/**
 * Inputs that stalled the encoder before it merged in a heap and stopped at
 * the limit: nesting 20,000 deep, 200,000-character runs (one word each), a
 * 1 MB function on one line.
 */
const PATHOLOGICAL_TEXTS = [
  '{'.repeat(20_000),
  `int f() ${'('.repeat(20_000)}`,
  'if (a) '.repeat(5_000),
  'x'.repeat(200_000),
  ' '.repeat(200_000),
  '9'.repeat(200_000),
  `void f(int a) { ${'a = a * 31 + (a >> 3); '.repeat(1_000_000 / 24)}}`,
];

/** Each example text with its first identifier-like word replaced by <unk> (wir-random's probes). */
function maskedTexts(texts: readonly string[]): string[] {
  return texts.map((t) => t.replace(/\b[A-Za-z_]\w*\b/, '<unk>'));
}

function exampleTexts(): string[] {
  const dir = path.join(repoRoot, 'examples', 'data');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { func: string }).func),
    );
}

describe('byte-level BPE against @huggingface/tokenizers', () => {
  const tokenizers = ['vulnerability', 'clone'].flatMap((task) =>
    ['teacher', 'compressor', 'avatar'].map((m) =>
      path.join(repoRoot, 'examples', task, `tokenizer-${m}.json`),
    ),
  );

  it.each(tokenizers)('gives the library ids on every example text: %s', (file) => {
    const json = JSON.parse(readFileSync(file, 'utf8')) as object;
    const fast = byteLevelBpe(json)!;
    const reference = library(json);
    const texts = [...exampleTexts(), ...maskedTexts(exampleTexts()), ...EDGE_TEXTS];
    expect(texts.length).toBeGreaterThan(1200);
    for (const text of texts) expect(fast(text)).toEqual(reference(text));
  });

  // The library takes seconds on a 1 MB text: the three vulnerability tokenizers suffice.
  it.each(tokenizers.filter((file) => file.includes('vulnerability')))(
    'gives the first ids of the library on pathological texts cut at 400 tokens: %s',
    (file) => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as object;
      const fast = byteLevelBpe(json)!;
      const reference = library(json);
      for (const text of PATHOLOGICAL_TEXTS) {
        const prefix = fast(text, 400)!;
        expect(prefix.length).toBeGreaterThanOrEqual(400);
        expect(prefix).toEqual(reference(text).slice(0, prefix.length));
      }
      // A run is one word: merged whole, it must still match the library id for id.
      const run = '('.repeat(20_000);
      expect(fast(run)).toEqual(reference(run));
    },
    60_000,
  );

  it.skipIf(!hasShared)(
    `gives the library ids on 2,000 Juliet and 2,000 BigCloneBench functions with the published Compressor tokenizer (lowercase, prefix space) (${hasShared ? 'real data' : sharedSkipNote})`,
    () => {
      const file = path.join(
        sharedDir,
        'models',
        'compressor-codebert-clone-3mb',
        'tokenizer.json',
      );
      const json = JSON.parse(readFileSync(file, 'utf8')) as object;
      const fast = byteLevelBpe(json)!;
      const reference = library(json);
      const firstFunctions = (dataset: string) =>
        readFileSync(path.join(sharedDir, 'data', dataset, 'functions.jsonl'), 'utf8')
          .split('\n', 2000)
          .map((line) => (JSON.parse(line) as { func: string }).func);
      let declined = 0;
      const functions = [...firstFunctions('juliet-c'), ...firstFunctions('bigclonebench')];
      for (const text of [
        ...functions,
        ...maskedTexts(functions.filter((_, i) => i % 8 === 0)),
        ...EDGE_TEXTS,
      ]) {
        const ids = fast(text);
        if (ids === null) declined += 1;
        else expect(ids).toEqual(reference(text));
      }
      expect(declined).toBeLessThan(20);
    },
    60_000,
  );
});
