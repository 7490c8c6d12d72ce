import { readFile } from 'node:fs/promises';
import { Tokenizer } from '@huggingface/tokenizers';
import type { TokenizerConfig } from '../config/types.js';
import { byteLevelBpe } from './byte-level-bpe.js';
import { InputError, oneLine } from '../errors.js';
import type { SpecialTokens } from '../config/names.js';

/**
 * The ids sequences are wrapped and padded with: `<s>`, `</s>`, `<pad>` under
 * the roberta policy, `[CLS]`, `[SEP]`, `[PAD]` under bert; no bos/eos under
 * none (the pad is `<pad>`, else `[PAD]`).
 */
export interface SpecialIds {
  bos: number | null;
  eos: number | null;
  pad: number;
}

/**
 * How a tokenizer's special tokens are read: a classifier's policy (the
 * `special-tokens` key), or `causal-lm`, a causal language model's, whose
 * one special token that matters is its end-of-text (END_OF_TEXT_TOKENS):
 * it begins and ends each document (bos = eos) and pads.
 */
export type TokenizerPolicy = SpecialTokens | 'causal-lm';

/** The end-of-text tokens of causal code LMs, in the order they are looked for (GPT-2 / CodeGen / StarCoder, Llama-style, others). */
export const END_OF_TEXT_TOKENS = ['<|endoftext|>', '</s>', '<eos>', '<|end_of_text|>'] as const;

/** The tokenizer model types @huggingface/tokenizers loads. */
export const TOKENIZER_TYPES = ['BPE', 'WordPiece', 'WordLevel', 'Unigram'] as const;

export interface LoadedTokenizer {
  /**
   * Token ids of a text, with no special tokens; given a limit, at least its
   * first `limit` ids (all of them when it has fewer), encoding only as much
   * of the text as that takes.
   */
  encode(text: string, limit?: number): number[];
  special: SpecialIds;
  policy: TokenizerPolicy;
  /** The unknown token's id (`<unk>`, or `[UNK]` under bert), null when the vocabulary lacks it. */
  unk: number | null;
  /** The largest id the tokenizer can give (its vocabulary and added tokens): the model needs a row for it. */
  largestId: number;
  /** The token of an id (for showing an encoding), undefined for an id the tokenizer lacks. */
  tokenOf(id: number): string | undefined;
  /**
   * The text of ids, special tokens written out (the library's decoder:
   * byte-level BPE gives back the bytes, so the code as it was written).
   */
  decode(ids: readonly number[]): string;
  /**
   * True when BPE merges never cross a word boundary (byte-level regex
   * pre-tokenisation, a per-character normaliser), so a prefix of the text
   * that ends at whitespace encodes to a prefix of the ids.
   */
  wordLevelMerges: boolean;
  /** The file(s) it came from, for messages and hashing. */
  files: string[];
}

async function readJson(file: string, what: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(`${what} ${file}: cannot read (${oneLine(error)})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${what} ${file}: not valid JSON (${oneLine(error)})`);
  }
}

/** The last whitespace at or before `end`, so a prefix ends between two words. */
function wordBoundary(text: string, end: number): number {
  for (let i = end; i > 0; i -= 1) if (/\s/.test(text[i]!)) return i;
  return -1;
}

/** A token's id as the library finds it: added tokens first, then the BPE vocabulary. */
export function vocabularyId(json: object, token: string): number | undefined {
  const { added_tokens, model } = json as {
    added_tokens?: { id: number; content: string }[];
    model?: { vocab?: Record<string, number> };
  };
  const vocab = model?.vocab ?? {};
  const added = added_tokens?.find((t) => t.content === token);
  return added?.id ?? (Object.hasOwn(vocab, token) ? vocab[token] : undefined);
}

const SPECIAL_TOKENS = ['<s>', '<pad>', '</s>', '<unk>'] as const;

/** id → token of a tokenizer.json's vocabulary and added tokens. */
function tokensById(json: object): Map<number, string> {
  const { added_tokens, model } = json as {
    added_tokens?: { id?: unknown; content?: unknown }[];
    model?: { vocab?: unknown };
  };
  const vocab = model?.vocab;
  const entries: [unknown, unknown][] = Array.isArray(vocab)
    ? vocab.map((piece: unknown, id) => [id, Array.isArray(piece) ? piece[0] : piece])
    : Object.entries((vocab ?? {}) as Record<string, unknown>).map(([token, id]) => [id, token]);
  for (const token of added_tokens ?? []) entries.push([token.id, token.content]);
  return new Map(
    entries.filter(
      (e): e is [number, string] => typeof e[0] === 'number' && typeof e[1] === 'string',
    ),
  );
}

/**
 * The largest id of a tokenizer.json: the vocabulary's ids (a mapping for
 * BPE, WordPiece and WordLevel; for Unigram a list whose index is the id)
 * and the added tokens'.
 */
function largestVocabularyId(json: object): number {
  const { added_tokens, model } = json as {
    added_tokens?: { id?: unknown }[];
    model?: { vocab?: unknown };
  };
  const vocab = model?.vocab;
  const ids: unknown[] = Array.isArray(vocab)
    ? [vocab.length - 1]
    : Object.values((vocab ?? {}) as Record<string, unknown>);
  for (const token of added_tokens ?? []) ids.push(token.id);
  return ids.reduce<number>(
    (largest, id) => (typeof id === 'number' && id > largest ? id : largest),
    -1,
  );
}

/**
 * A tokenizer.json equivalent of a RoBERTa vocab.json + merges.txt pair:
 * byte-level pre-tokenisation without a prefix space, as RobertaTokenizer does
 * by default.
 */
function fromVocabAndMerges(vocab: Record<string, number>, mergesText: string): object {
  const merges = mergesText
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#version'));
  const byteLevel = {
    type: 'ByteLevel',
    add_prefix_space: false,
    trim_offsets: true,
    use_regex: true,
  };
  return {
    version: '1.0',
    added_tokens: SPECIAL_TOKENS.filter((t) => t in vocab).map((content) => ({
      id: vocab[content],
      content,
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: null,
    pre_tokenizer: byteLevel,
    post_processor: null,
    decoder: byteLevel,
    model: {
      type: 'BPE',
      dropout: null,
      unk_token: '<unk>' in vocab ? '<unk>' : null,
      vocab,
      merges,
    },
  };
}

/** The special tokens each policy wraps with, and what a message calls the policy. */
const POLICY_TOKENS: Record<SpecialTokens, { bos: string; eos: string; pad: string; unk: string }> =
  {
    roberta: { bos: '<s>', eos: '</s>', pad: '<pad>', unk: '<unk>' },
    bert: { bos: '[CLS]', eos: '[SEP]', pad: '[PAD]', unk: '[UNK]' },
    none: { bos: '', eos: '', pad: '<pad>', unk: '<unk>' },
  };

/**
 * Loads a Hugging Face tokenizer.json, or vocab.json + merges.txt, for the
 * special-token policy the model was trained with (default roberta).
 */
export async function loadTokenizer(
  config: TokenizerConfig,
  what: string,
  policy: TokenizerPolicy = 'roberta',
): Promise<LoadedTokenizer> {
  let json: object;
  let files: string[];
  if (config.kind === 'file') {
    files = [config.file];
    json = (await readJson(config.file, `${what}.tokenizer`)) as object;
  } else {
    files = [config.vocab, config.merges];
    const vocab = (await readJson(config.vocab, `${what}.tokenizer.vocab`)) as Record<
      string,
      number
    >;
    let merges: string;
    try {
      merges = await readFile(config.merges, 'utf8');
    } catch (error) {
      throw new InputError(
        `${what}.tokenizer.merges ${config.merges}: cannot read (${oneLine(error)})`,
      );
    }
    json = fromVocabAndMerges(vocab, merges);
  }
  const where = `${what}.tokenizer ${files.join(' + ')}`;
  const model = (json as { model?: { type?: unknown; unk_token?: unknown } }).model;
  if (!(TOKENIZER_TYPES as readonly unknown[]).includes(model?.type)) {
    throw new InputError(
      `${where}: not a usable tokenizer (model type ${JSON.stringify(model?.type ?? null)}; @huggingface/tokenizers loads ${TOKENIZER_TYPES.join(', ')})`,
    );
  }
  // Our encoder takes the byte-level BPE shape; the library is built only for
  // another shape or a text ours declines (building it is 2-11 ms a run).
  const fast = byteLevelBpe(json);
  let library: Tokenizer | null = null;
  const libraryTokenizer = (): Tokenizer => {
    try {
      // The library reads a WordLevel model's unknown token from its options, not the model.
      const options = model?.type === 'WordLevel' ? { unk_token: model.unk_token } : {};
      return (library ??= new Tokenizer(json, options));
    } catch (error) {
      throw new InputError(`${where}: not a usable tokenizer (${oneLine(error)})`);
    }
  };
  if (fast === null) libraryTokenizer();
  const lookUp = (token: string): number | undefined =>
    fast === null
      ? (libraryTokenizer().token_to_id(token) ?? undefined)
      : vocabularyId(json, token);
  const tokens = POLICY_TOKENS[policy === 'causal-lm' ? 'none' : policy];
  const idOf = (token: string): number => {
    const id = lookUp(token);
    if (id === undefined) {
      const why =
        policy === 'roberta'
          ? 'MetaCompress feeds RoBERTa-style sequences (<s> A </s>, <pad>) under special-tokens roberta (the default)'
          : `special-tokens ${policy} needs it (${policy === 'bert' ? '[CLS] A [SEP], [PAD]' : 'padding with <pad> or [PAD]'})`;
      throw new InputError(
        `${where}: has no ${token} token; ${why}; allowed special-tokens: roberta (<s>, </s>, <pad>), bert ([CLS], [SEP], [PAD]), none (no bos/eos)`,
      );
    }
    return id;
  };
  let special: SpecialIds;
  if (policy === 'causal-lm') {
    const endOfText = END_OF_TEXT_TOKENS.map(lookUp).find((id) => id !== undefined);
    if (endOfText === undefined) {
      throw new InputError(
        `${where}: has no end-of-text token (${END_OF_TEXT_TOKENS.join(', ')}); a causal language model's documents begin and end with one, and it pads`,
      );
    }
    special = { bos: endOfText, eos: endOfText, pad: endOfText };
  } else if (policy === 'none') {
    special = {
      bos: null,
      eos: null,
      pad: idOf(lookUp('<pad>') === undefined ? '[PAD]' : '<pad>'),
    };
  } else {
    special = { bos: idOf(tokens.bos), eos: idOf(tokens.eos), pad: idOf(tokens.pad) };
  }
  const unk = lookUp(tokens.unk) ?? (policy === 'none' ? lookUp('[UNK]') : undefined) ?? null;
  const shape = json as {
    pre_tokenizer?: { type?: string; use_regex?: boolean } | null;
    normalizer?: { type?: string } | null;
  };
  const wordLevelMerges =
    shape.pre_tokenizer?.type === 'ByteLevel' &&
    shape.pre_tokenizer.use_regex !== false &&
    (shape.normalizer === null ||
      shape.normalizer === undefined ||
      shape.normalizer.type === 'Lowercase');
  /**
   * The library's ids, checked: where the vocabulary cannot encode a word (its
   * unknown token is missing too) the Rust library raises and
   * @huggingface/tokenizers returns a null id; never feed that silently.
   */
  const viaLibrary = (text: string): number[] => {
    const encoding = libraryTokenizer().encode(text, { add_special_tokens: false });
    const bad = encoding.ids.findIndex((id: unknown) => typeof id !== 'number');
    if (bad >= 0) {
      const unknown = model?.unk_token ?? null;
      throw new InputError(
        `${where}: cannot encode ${JSON.stringify(encoding.tokens[bad])} in ${JSON.stringify(text.slice(0, 60))}${text.length > 60 ? '...' : ''}: not in the vocabulary, and its unknown token ${JSON.stringify(unknown)} is not either (the Rust library raises an error here too); use a tokenizer whose vocabulary has its unk token`,
      );
    }
    return encoding.ids;
  };
  /**
   * The library's ids of at least the first `limit` tokens: where merges stay
   * within words, a prefix of the text that ends before a whitespace gives the
   * first ids of the whole, so a long text is cut at a word boundary, at 8
   * characters a token first (code averages 3-4), twice as far while short.
   */
  const viaLibraryUpTo = (text: string, limit: number): number[] => {
    for (let chars = limit * 8; wordLevelMerges && chars < text.length; chars *= 2) {
      const cut = wordBoundary(text, chars);
      if (cut <= 0) break;
      const ids = viaLibrary(text.slice(0, cut));
      if (ids.length >= limit) return ids;
    }
    return viaLibrary(text);
  };
  let byId: Map<number, string> | null = null;
  return {
    encode: (text, limit = Infinity) => fast?.(text, limit) ?? viaLibraryUpTo(text, limit),
    special,
    policy,
    unk,
    largestId: largestVocabularyId(json),
    tokenOf: (id) => (byId ??= tokensById(json)).get(id),
    // The library refuses an empty list; its text is empty.
    decode: (ids) =>
      ids.length === 0 ? '' : libraryTokenizer().decode([...ids], { skip_special_tokens: false }),
    wordLevelMerges,
    files,
  };
}
