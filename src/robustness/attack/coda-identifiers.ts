/**
 * CODA's identifiers as its reference code lists and renames them
 * (`coda-identifiers: reference`; tianzhaotju/CODA
 * python_parser/run_parser.py, get_identifiers and get_example). Pure.
 *
 * get_identifiers lists every token of the code (comments and strings
 * removed) that is a valid name and none of its reserved words and standard
 * library names: locals and parameters, but also the function's own name,
 * the functions it calls, types, struct fields, globals and macros. A name
 * some occurrence of is followed by `(` is a function name, any other a
 * variable name. get_example renames by replacing every token equal to the
 * name, wherever it is: a callee, a type or a field renamed so no longer
 * names what it named, so such a variant may not compile (the port's
 * default, `locals`, renames the transformations module's locals and
 * parameters instead, which keeps the meaning).
 */
import { isValidNewName, type TransformLanguage } from '../../transforms/index.js';
import { codeTokens } from './code-tokens.js';

const words = (text: string): string[] => text.trim().split(/\s+/);

/**
 * Names of the standard libraries, never listed (get_identifiers leaves out
 * such names, with lists of its own: run_parser.py's c_macros and
 * c_special_ids, java_special_ids). This project's lists: C, what the
 * C89 headers <stdio.h>, <stdlib.h>, <string.h> and <math.h> declare, with
 * the fixed-width integer types; Java, `main` and `args`, java.lang's core
 * classes and boxed types, the collections and the stream classes. They
 * differ from the reference's in a few names.
 */
const STANDARD_NAMES: Record<TransformLanguage, ReadonlySet<string>> = {
  c: new Set(
    words(`
      main size_t FILE fpos_t div_t ldiv_t NULL EOF BUFSIZ FILENAME_MAX FOPEN_MAX L_tmpnam
      TMP_MAX SEEK_CUR SEEK_END SEEK_SET EXIT_FAILURE EXIT_SUCCESS RAND_MAX MB_CUR_MAX
      stdin stdout stderr remove rename tmpfile tmpnam fclose fflush fopen freopen setbuf
      setvbuf fprintf fscanf printf scanf snprintf sprintf sscanf vfprintf vprintf vsnprintf
      vsprintf fgetc fgets fputc fputs getc getchar gets putc putchar puts ungetc fread fwrite
      fgetpos fseek fsetpos ftell rewind clearerr feof ferror perror atof atoi atol strtod
      strtol strtoul rand srand calloc malloc realloc free abort atexit exit getenv system
      bsearch qsort abs labs div ldiv mblen mbtowc wctomb mbstowcs wcstombs memcpy memmove
      memchr memcmp memset strcat strncat strchr strrchr strcmp strncmp strcoll strcpy
      strncpy strerror strlen strspn strcspn strpbrk strstr strtok strxfrm strdup sin cos
      tan asin acos atan atan2 sinh cosh tanh exp log log10 pow sqrt ceil floor fabs frexp
      ldexp modf fmod int8_t int16_t int32_t int64_t uint8_t uint16_t uint32_t uint64_t bool`),
  ),
  java: new Set(
    words(`
      main args println Object String StringBuilder StringBuffer Math System Thread Class
      Throwable Integer Long Short Byte Float Double Character Boolean Collection List Map Set
      Queue ArrayList HashMap HashSet Arrays Random Calendar File InputStream OutputStream
      Reader Writer PrintWriter FileOutputStream URL URLConnection HttpURLConnection`),
  ),
};

/** A name the reference's get_identifiers lists: valid, not reserved, not a standard name. */
function isListed(language: TransformLanguage, name: string): boolean {
  return isValidNewName(language, name) && !STANDARD_NAMES[language].has(name);
}

/** get_identifiers' two lists, each in order of first appearance (the reference's sets have none). */
export interface ReferenceIdentifiers {
  variables: string[];
  functions: string[];
}

/**
 * The identifiers the reference lists in `code`: every listed name token,
 * a function name where some occurrence is followed by `(`.
 *
 * @example
 * referenceIdentifiers('int f(Node *n) { return g(n->len); }', 'c');
 * // { variables: ['Node', 'n', 'len'], functions: ['f', 'g'] }
 */
export function referenceIdentifiers(
  code: string,
  language: TransformLanguage,
): ReferenceIdentifiers {
  const tokens = codeTokens(code);
  const names: string[] = [];
  const called = new Set<string>();
  tokens.forEach(({ text }, k) => {
    if (!/^[A-Za-z_$]/.test(text) || !isListed(language, text)) return;
    if (!names.includes(text)) names.push(text);
    if (tokens[k + 1]?.text === '(') called.add(text);
  });
  return {
    variables: names.filter((name) => !called.has(name)),
    functions: names.filter((name) => called.has(name)),
  };
}

/** Every name the reference lists in `code`, variables first (get_identifiers' order of use). */
export function referenceNames(code: string, language: TransformLanguage): string[] {
  const { variables, functions } = referenceIdentifiers(code, language);
  return [...variables, ...functions];
}

/**
 * `code` with every token equal to a key of `mapping` replaced by its value
 * in one pass (get_example, get_example_batch: the tokens' text, not what
 * they name); comments, strings and characters are left as they are. Null
 * when a rename would merge two names or leave the language (the
 * transformations module refuses the same for a local): a new name that is
 * not a valid, non-reserved name, that the code already uses, or that two
 * keys share; or when nothing changes.
 */
export function replaceNames(
  code: string,
  mapping: ReadonlyMap<string, string>,
  language: TransformLanguage,
): string | null {
  const tokens = codeTokens(code);
  const used = new Set(tokens.map((t) => t.text));
  const targets = [...mapping.values()];
  if (new Set(targets).size !== targets.length) return null;
  for (const name of targets) {
    if (!isValidNewName(language, name) || used.has(name)) return null;
  }
  let out = '';
  let at = 0;
  for (const { text, start } of tokens) {
    const to = mapping.get(text);
    if (to === undefined) continue;
    out += code.slice(at, start) + to;
    at = start + text.length;
  }
  return at === 0 ? null : out + code.slice(at);
}
