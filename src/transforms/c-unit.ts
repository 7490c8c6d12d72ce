/**
 * What a C translation unit says outside any one function: its macros and
 * the functions it declares. The tree cannot show what a macro expands to,
 * so the transformations read the `#define`s themselves and stay away from
 * every name a macro could touch (issue 12).
 */
import { childByField, type SyntaxNode, walk } from './syntax-tree.js';

export interface CMacro {
  readonly name: string;
  readonly functionLike: boolean;
  /** Identifiers of the body, the macro's own parameters left out. */
  readonly bodyWords: ReadonlySet<string>;
  /** The body stringifies an argument (`#v`). */
  readonly stringifies: boolean;
  /** The body pastes tokens (`a##b`): it can form names the text never spells. */
  readonly pastes: boolean;
}

export interface CUnit {
  readonly macros: ReadonlyMap<string, CMacro>;
  /** Every identifier used in any macro body (own parameters left out). */
  readonly macroBodyWords: ReadonlySet<string>;
  /** Macros whose expansion, followed through other macros of the unit, holds `continue` or `break`. */
  readonly macrosHidingJumps: ReadonlySet<string>;
  /** Functions the unit defines or declares: calls of these are not macro invocations. */
  readonly functions: ReadonlySet<string>;
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/g;

/** The body without string and character literals, whose `#` and words are not tokens. */
function bodyTokens(body: string): string {
  return body.replace(/"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, ' ');
}

function readMacro(node: SyntaxNode, source: string): CMacro | undefined {
  const name = childByField(node, 'name');
  if (name === undefined) return undefined;
  const value = childByField(node, 'value');
  const body = value === undefined ? '' : bodyTokens(source.slice(value.start, value.end));
  const parameters = new Set<string>();
  const list = childByField(node, 'parameters');
  if (list !== undefined) {
    for (const child of list.children) {
      if (child.type === 'identifier') parameters.add(source.slice(child.start, child.end));
    }
  }
  const bodyWords = new Set((body.match(WORD) ?? []).filter((word) => !parameters.has(word)));
  return {
    name: source.slice(name.start, name.end),
    functionLike: node.type === 'preproc_function_def',
    bodyWords,
    stringifies: /(^|[^#])#(?!#)/.test(body),
    pastes: body.includes('##'),
  };
}

/** Reads the macros (anywhere in the unit, also inside functions) and declared functions. */
export function readCUnit(root: SyntaxNode, source: string): CUnit {
  const macros = new Map<string, CMacro>();
  const functions = new Set<string>();
  walk(root, (node) => {
    if (node.type === 'preproc_def' || node.type === 'preproc_function_def') {
      const macro = readMacro(node, source);
      if (macro !== undefined) macros.set(macro.name, macro);
      return false;
    }
    if (node.type === 'function_declarator') {
      const inner = childByField(node, 'declarator');
      if (inner?.type === 'identifier') functions.add(source.slice(inner.start, inner.end));
    }
    return true;
  });
  const macroBodyWords = new Set<string>();
  for (const macro of macros.values()) for (const word of macro.bodyWords) macroBodyWords.add(word);
  // A macro hides a jump when its body says `continue` / `break` or names a macro that does.
  const macrosHidingJumps = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const macro of macros.values()) {
      if (macrosHidingJumps.has(macro.name)) continue;
      const words = [...macro.bodyWords];
      if (words.some((w) => w === 'continue' || w === 'break' || macrosHidingJumps.has(w))) {
        macrosHidingJumps.add(macro.name);
        grew = true;
      }
    }
  }
  return { macros, macroBodyWords, macrosHidingJumps, functions };
}

/**
 * Functions of the C standard library. C11 7.1.4 lets any of them be a macro
 * too, but one that "evaluates each of its arguments exactly once, fully
 * protected by parentheses": their arguments keep their meaning, so operands
 * inside them may be swapped. `assert` is not here: it is a macro that
 * stringifies its argument.
 */
export const C_LIBRARY_FUNCTIONS: ReadonlySet<string> = new Set(
  `printf fprintf sprintf snprintf vprintf vfprintf vsprintf vsnprintf puts fputs putchar putc
  fputc getchar getc fgetc fgets fopen fclose fread fwrite fflush fseek ftell rewind remove rename
  scanf sscanf fscanf perror wprintf fwprintf swprintf
  malloc calloc realloc free exit abort atexit atoi atol atoll atof strtol strtoul strtoll strtoull
  strtod strtof abs labs llabs div ldiv rand srand qsort bsearch getenv system
  memcpy memmove memset memcmp memchr strcpy strncpy strcat strncat strcmp strncmp strchr strrchr
  strstr strlen strspn strcspn strpbrk strtok strerror strdup wcslen wcscpy wcsncpy wcscat wcscmp
  isalnum isalpha isblank iscntrl isdigit isgraph islower isprint ispunct isspace isupper isxdigit
  tolower toupper iswdigit iswalpha iswspace towlower towupper
  sqrt pow exp log log10 log2 sin cos tan asin acos atan atan2 floor ceil fabs fmod round trunc
  time clock difftime mktime localtime gmtime strftime`
    .trim()
    .split(/\s+/),
);

/**
 * A call of a function that is not defined or declared in the unit and is
 * not a standard library function: its header is absent (Juliet and
 * BigCloneBench snippets come without them), so it may be a macro that
 * regroups or stringifies its arguments or hides a jump. Decided
 * conservatively: such a call counts as a macro invocation.
 */
export function mayBeUnknownMacro(unit: CUnit, callee: string): boolean {
  return !unit.functions.has(callee) && !C_LIBRARY_FUNCTIONS.has(callee);
}
