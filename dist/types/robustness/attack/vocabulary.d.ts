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
import { type TransformLanguage } from '../../transforms/index.js';
/** build_vocab's default limit. */
export declare const REFERENCE_VOCABULARY = 5000;
/** The vocabulary of `examples` (build_vocab), at most `limit` entries. */
export declare function buildVocabulary(examples: readonly Example[], limit?: number): string[];
/**
 * An identifier the attacks may propose (utils.py, isUID: a C/Java
 * identifier that is not a keyword, operator, standard macro or special
 * name), checked here against the language's reserved words and the names a
 * rename must never introduce (transforms/reserved-words.ts); the rename
 * itself then refuses anything that would change the program's meaning.
 */
export declare function isCandidateName(language: TransformLanguage, token: string): boolean;
