/**
 * The code as the reference attacks see it: a sequence of tokens (pure).
 *
 * The reference implementations tokenise a function with their parser
 * (soarsmu/attack-pretrain-models-of-code python_parser/run_parser.py,
 * get_identifiers: the code tokens, comments dropped) and then work on the
 * token list: word importance masks one token position at a time
 * (utils.py, get_masked_code_by_position), the vocabulary counts tokens
 * (CGCL-codes/Attack_PTMC utils.py, build_vocab), the masked language model
 * reads the tokens joined by spaces (utils.py, _tokenize). This lexer gives
 * the same list for C and Java: comments dropped, string and character
 * literals whole, identifiers, numbers, multi-character operators, any other
 * character alone. Renaming itself never goes through these tokens: it is
 * done by the transformations module, which keeps the program's meaning.
 */
/** A token and where it is in the text. */
export interface CodeToken {
    text: string;
    start: number;
}
/** The tokens of code, comments dropped, with their offsets. */
export declare function codeTokens(code: string): CodeToken[];
/** Offsets of every token of `code` equal to `name` (utils.py, get_identifier_posistions_from_code). */
export declare function occurrencesOf(code: string, name: string): number[];
/**
 * `code` with the token of length `length` at `offset` replaced by
 * `replacement`: the word-importance probe (utils.py,
 * get_masked_code_by_position puts `<unk>` at one position). Such a probe is
 * never an adversarial example; it only measures importance.
 */
export declare function replaceAt(code: string, offset: number, length: number, replacement: string): string;
