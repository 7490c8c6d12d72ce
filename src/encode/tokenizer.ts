import { readFile } from 'node:fs/promises';
import { Tokenizer } from '@huggingface/tokenizers';
import type { TokenizerConfig } from '../config/types.js';
import { byteLevelBpe } from './byte-level-bpe.js';
import { InputError, oneLine } from '../errors.js';

/** The ids a RoBERTa/CodeBERT-style byte-level BPE model wraps sequences with. */
export interface SpecialIds {
  bos: number;
  eos: number;
  pad: number;
}

export interface LoadedTokenizer {
  /** Token ids of a text, with no special tokens. */
  encode(text: string): number[];
  special: SpecialIds;
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

/** A token's id as the library finds it: added tokens first, then the BPE vocabulary. */
function vocabularyId(json: object, token: string): number | undefined {
  const { added_tokens, model } = json as {
    added_tokens?: { id: number; content: string }[];
    model?: { vocab?: Record<string, number> };
  };
  const vocab = model?.vocab ?? {};
  const added = added_tokens?.find((t) => t.content === token);
  return added?.id ?? (Object.hasOwn(vocab, token) ? vocab[token] : undefined);
}

const SPECIAL_TOKENS = ['<s>', '<pad>', '</s>', '<unk>'] as const;

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

/** Loads a Hugging Face tokenizer.json, or vocab.json + merges.txt. */
export async function loadTokenizer(
  config: TokenizerConfig,
  what: string,
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
  // Our encoder takes the byte-level BPE shape; the library is built only for
  // another shape or a text ours declines (building it is 2-11 ms a run).
  const fast = byteLevelBpe(json);
  let library: Tokenizer | null = null;
  const libraryTokenizer = (): Tokenizer => {
    try {
      return (library ??= new Tokenizer(json, {}));
    } catch (error) {
      throw new InputError(
        `${what}.tokenizer ${files.join(' + ')}: not a usable tokenizer (${oneLine(error)})`,
      );
    }
  };
  if (fast === null) libraryTokenizer();
  const idOf = (token: string): number => {
    const id = fast === null ? libraryTokenizer().token_to_id(token) : vocabularyId(json, token);
    if (id === undefined) {
      throw new InputError(
        `${what}.tokenizer ${files[0]}: has no ${token} token; MetaCompress feeds RoBERTa-style sequences (<s>, </s>, <pad>)`,
      );
    }
    return id;
  };
  const special = { bos: idOf('<s>'), eos: idOf('</s>'), pad: idOf('<pad>') };
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
  return {
    encode: (text) =>
      fast?.(text) ?? libraryTokenizer().encode(text, { add_special_tokens: false }).ids,
    special,
    wordLevelMerges,
    files,
  };
}
