/**
 * The candidate vocabulary of MHM and WIR-Random: the attacked data set's
 * most frequent tokens (pure).
 *
 * Ported from CGCL-codes/Attack_PTMC utils.py, build_vocab: every token of
 * every function is counted, string and character literals and numbers
 * collapsed into <str>, <char>, <int> and <fp>; the vocabulary is `<unk>`,
 * `<pad>` and then the `limit - 1` most frequent (ties in order of first
 * appearance, as Python's stable sort keeps them); 5,000 by default. The
 * attacks draw from the whole list and keep a draw only when it is an
 * identifier (utils.py, isUID; `isCandidateName` here), so the vocabulary is
 * not filtered in advance, as in the reference.
 */
import type { Example } from '../../data/types.js';
import { isValidNewName, type TransformLanguage } from '../../transforms/index.js';
import { codeTokens } from './code-tokens.js';

/** build_vocab's default limit. */
export const REFERENCE_VOCABULARY = 5000;

function vocabularyKey(token: string): string {
  if (token.length >= 2 && token.startsWith('"') && token.endsWith('"')) return '<str>';
  if (token.length >= 2 && token.startsWith("'") && token.endsWith("'")) return '<char>';
  if ('0123456789.'.includes(token[0]!)) {
    if (token.toLowerCase().includes('e')) return '<fp>';
    if (token.includes('.')) return token === '.' ? '.' : '<fp>';
    return '<int>';
  }
  return token;
}

/** The vocabulary of `examples` (build_vocab), at most `limit` entries. */
export function buildVocabulary(
  examples: readonly Example[],
  limit = REFERENCE_VOCABULARY,
): string[] {
  const counts = new Map<string, number>([
    ['<str>', 0],
    ['<char>', 0],
    ['<int>', 0],
    ['<fp>', 0],
  ]);
  for (const example of examples) {
    for (const text of example.texts) {
      for (const { text: token } of codeTokens(text)) {
        const key = vocabularyKey(token);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  // Array.prototype.sort is stable: ties keep their first appearance, as in Python.
  const sorted = [...counts].sort((a, b) => b[1] - a[1]).map(([token]) => token);
  return ['<unk>', '<pad>', ...sorted.slice(0, Math.max(0, limit - 1))];
}

/**
 * An identifier the attacks may propose (utils.py, isUID: a C/Java
 * identifier that is not a keyword, operator, standard macro or special
 * name), checked here against the language's reserved words and the names a
 * rename must never introduce (transforms/reserved-words.ts); the rename
 * itself then refuses anything that would change the program's meaning.
 */
export function isCandidateName(language: TransformLanguage, token: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(token) && isValidNewName(language, token);
}
