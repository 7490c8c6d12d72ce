/** A model's `tokenizer` key: a tokenizer.json path, or a vocab.json + merges.txt pair. */
import { InputError } from '../errors.js';
import { describe, type Resolve, type Section } from './section.js';
import type { TokenizerConfig } from './types.js';

const ALLOWED = 'a tokenizer.json path, or both vocab (vocab.json) and merges (merges.txt)';

export function readTokenizer(s: Section, resolve: Resolve): TokenizerConfig | null {
  const value = s.get('tokenizer');
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return { kind: 'file', file: resolve(value) };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new InputError(`${s.key('tokenizer')}: got ${describe(value)}; allowed: ${ALLOWED}`);
  }
  const t = s.child(value, s.key('tokenizer'));
  const vocab = t.string('vocab', null);
  const merges = t.string('merges', null);
  t.rejectUnknown();
  if (vocab === null || merges === null) {
    throw new InputError(`${s.key('tokenizer')}: give ${ALLOWED}`);
  }
  return { kind: 'vocab-merges', vocab: resolve(vocab), merges: resolve(merges) };
}
