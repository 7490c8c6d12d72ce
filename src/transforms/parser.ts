/**
 * Loads the tree-sitter grammars (C, Java) and parses code units.
 *
 * WebAssembly files are looked up first in a `wasm/` folder beside the running
 * module (the ncc bundle: `scripts/copy-wasm.mjs` puts web-tree-sitter.wasm,
 * tree-sitter-c.wasm and tree-sitter-java.wasm there), then in node_modules
 * through `require.resolve` (running from source, e.g. under vitest).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Edit, Language, Parser, type Point, type Tree } from 'web-tree-sitter';
import { parseTransformLanguage, type TransformLanguage } from './kinds.js';
import type { TextEdit } from './rewrite.js';
import { copyTree, MAX_TREE_DEPTH, type SyntaxNode } from './syntax-tree.js';

export { parseTransformLanguage, TRANSFORM_LANGUAGES, type TransformLanguage } from './kinds.js';

const GRAMMAR_WASM: Record<TransformLanguage, string> = {
  c: 'tree-sitter-c/tree-sitter-c.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
};

const RUNTIME_WASM = 'web-tree-sitter/web-tree-sitter.wasm';

/** Absolute path of a WebAssembly file given as `package/file.wasm`. */
export function locateWasm(packageFile: string): string {
  const bundled = path.join(moduleDirectory(), 'wasm', path.basename(packageFile));
  if (existsSync(bundled)) return bundled;
  try {
    return createRequire(import.meta.url).resolve(packageFile);
  } catch (error) {
    throw new Error(
      `transforms: cannot find ${packageFile}: looked in ${path.dirname(bundled)} and in ` +
        `node_modules (${(error as Error).message}); a bundle needs scripts/copy-wasm.mjs`,
      { cause: error },
    );
  }
}

function moduleDirectory(): string {
  return path.dirname(fileURLToPath(import.meta.url));
}

let runtimeReady: Promise<void> | undefined;

export function initRuntime(): Promise<void> {
  runtimeReady ??= (async () => {
    const wasmFile = locateWasm(RUNTIME_WASM);
    const options = { wasmBinary: readFileSync(wasmFile), locateFile: () => wasmFile };
    await withoutNodeDetection(() => Parser.init(options));
  })().catch((error: unknown) => {
    runtimeReady = undefined;
    throw error;
  });
  return runtimeReady;
}

/**
 * Runs `start` while web-tree-sitter's Emscripten glue cannot tell it is on
 * Node.js.
 *
 * Why: on Node the ESM glue runs `const { createRequire } = await
 * import("module")` to read files. Inside an ncc (webpack) bundle that dynamic
 * import of a CommonJS built-in yields a namespace holding only `default`, so
 * `createRequire` is undefined and `Parser.init` throws "createRequire is not
 * a function" (measured with ncc 0.45 and web-tree-sitter 0.27.2). The glue
 * decides once, synchronously at the start of `Parser.init`, from
 * `process.type !== 'renderer'`; with the WebAssembly bytes passed in as
 * `wasmBinary` it then needs no file access at all. The flag is restored
 * before any other code can run, and source and bundle take the same path.
 */
function withoutNodeDetection<T>(start: () => Promise<T>): Promise<T> {
  const holder = process as { type?: unknown };
  const had = Object.prototype.hasOwnProperty.call(holder, 'type');
  const previous = holder.type;
  holder.type = 'renderer';
  try {
    return start();
  } finally {
    if (had) holder.type = previous;
    else delete holder.type;
  }
}

/** A parsed code unit: the parsed text (maybe wrapped) and its plain tree. */
export interface ParsedUnit {
  /** The text that was parsed: the input, or the input inside a wrapper. */
  readonly source: string;
  /** Characters of wrapper before the input (0 when not wrapped). */
  readonly prefixLength: number;
  /** Characters of wrapper after the input (0 when not wrapped). */
  readonly suffixLength: number;
  readonly root: SyntaxNode;
}

export type ParseResult =
  | { readonly status: 'ok'; readonly unit: ParsedUnit }
  | { readonly status: 'unparsable'; readonly reason: string };

/**
 * Bare Java members that the grammar does not accept at top level (e.g. a
 * constructor) are parsed inside this class. tree-sitter-java accepts a bare
 * method at top level, so BigCloneBench methods parse without it.
 */
export const JAVA_WRAPPER_PREFIX = 'class MetaCompressWrapper {\n';
export const JAVA_WRAPPER_SUFFIX = '\n}\n';

export interface Grammar {
  readonly language: TransformLanguage;
  /**
   * Parses a code unit. C: a translation unit (e.g. one function). Java: a
   * compilation unit or bare members (methods, constructors); when the text
   * does not parse as is, it is parsed inside a synthetic class, and the
   * output of a transformation is again the bare text.
   */
  parse(code: string): ParseResult;
  /**
   * True when `text`, the source of `unit` (wrapper included) with `edits`
   * applied, parses without error nodes. While the grammar still holds the
   * tree of `unit` (the last TREES_KEPT it parsed), the text is re-parsed
   * incrementally from it, as an editor re-parses a keystroke: only what the
   * edits touch is parsed again, a third of the cost of a fresh parse for an
   * attack's rename. Otherwise it is parsed afresh.
   */
  parsesEdited(unit: ParsedUnit, text: string, edits: readonly TextEdit[]): boolean;
}

/** Trees a grammar keeps for incremental re-parses (the units an attack or T(x) is editing). */
const TREES_KEPT = 64;

const grammars = new Map<TransformLanguage, Promise<Grammar>>();

/**
 * Loads (once per process) the grammar of `language`.
 * @throws Error for an unsupported language or a missing WebAssembly file.
 */
export function loadGrammar(language: TransformLanguage | string): Promise<Grammar> {
  let checked: TransformLanguage;
  try {
    checked = parseTransformLanguage(language);
  } catch (error) {
    return Promise.reject(error as Error);
  }
  let grammar = grammars.get(checked);
  if (grammar === undefined) {
    grammar = createGrammar(checked).catch((error: unknown) => {
      grammars.delete(checked);
      throw error;
    });
    grammars.set(checked, grammar);
  }
  return grammar;
}

async function createGrammar(language: TransformLanguage): Promise<Grammar> {
  await initRuntime();
  const wasm = await Language.load(readFileSync(locateWasm(GRAMMAR_WASM[language])));
  const parser = new Parser();
  parser.setLanguage(wasm);

  // The trees of the last units parsed, by source, least recently used first.
  const kept = new Map<string, Tree>();
  const keep = (source: string, tree: Tree) => {
    kept.get(source)?.delete();
    kept.delete(source);
    kept.set(source, tree);
    if (kept.size > TREES_KEPT) {
      const [oldest, old] = kept.entries().next().value!;
      old.delete();
      kept.delete(oldest);
    }
  };

  const parseText = (source: string, prefixLength: number, suffixLength: number): ParseResult => {
    const tree = parser.parse(source);
    if (tree === null) return { status: 'unparsable', reason: 'the parser returned no tree' };
    if (tree.rootNode.hasError) {
      tree.delete();
      return { status: 'unparsable', reason: 'syntax errors (tree-sitter error nodes)' };
    }
    let copied: { root: SyntaxNode; depth: number };
    try {
      copied = copyTree(tree);
    } catch (error) {
      tree.delete();
      throw error;
    }
    if (copied.depth > MAX_TREE_DEPTH) {
      tree.delete();
      return {
        status: 'unparsable',
        reason: `nested ${copied.depth} levels deep (the analyses take at most ${MAX_TREE_DEPTH})`,
      };
    }
    const root = copied.root;
    keep(source, tree);
    return { status: 'ok', unit: { source, prefixLength, suffixLength, root } };
  };

  const wrapJava = (code: string): ParseResult =>
    parseText(
      JAVA_WRAPPER_PREFIX + code + JAVA_WRAPPER_SUFFIX,
      JAVA_WRAPPER_PREFIX.length,
      JAVA_WRAPPER_SUFFIX.length,
    );

  const hasNoErrors = (source: string, old: Tree | null = null): boolean => {
    const tree = parser.parse(source, old);
    if (tree === null) return false;
    try {
      return !tree.rootNode.hasError;
    } finally {
      tree.delete();
    }
  };

  return {
    language,
    parse(code) {
      const plain = parseText(code, 0, 0);
      if (plain.status === 'ok' || language !== 'java') return plain;
      const wrapped = wrapJava(code);
      return wrapped.status === 'ok' ? wrapped : plain;
    },
    parsesEdited(unit, text, edits) {
      const tree = kept.get(unit.source);
      if (tree === undefined) return hasNoErrors(text);
      const edited = tree.copy();
      try {
        for (const edit of treeEdits(unit.source, edits)) edited.edit(edit);
        return hasNoErrors(text, edited);
      } finally {
        edited.delete();
      }
    },
  };
}

/** The original input's text of a unit (without any wrapper). */
export function unwrap(unit: ParsedUnit, source: string = unit.source): string {
  return source.slice(unit.prefixLength, source.length - unit.suffixLength);
}

/**
 * Edits of `source` as tree-sitter's edits, last first: each is then given
 * in the coordinates of the original text, which the edits after it (already
 * applied) have not moved. Indices and columns are UTF-16 code units, as
 * web-tree-sitter reads a JavaScript string.
 */
export function treeEdits(source: string, edits: readonly TextEdit[]): Edit[] {
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1))
    lineStarts.push(i + 1);
  const pointAt = (index: number): Point => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return { row: low, column: index - lineStarts[low]! };
  };
  return [...edits].reverse().map(({ start, end, text }) => {
    const startPosition = pointAt(start);
    const newlines = text.split('\n');
    const newEndPosition =
      newlines.length === 1
        ? { row: startPosition.row, column: startPosition.column + text.length }
        : { row: startPosition.row + newlines.length - 1, column: newlines.at(-1)!.length };
    return new Edit({
      startIndex: start,
      oldEndIndex: end,
      newEndIndex: start + text.length,
      startPosition,
      oldEndPosition: pointAt(end),
      newEndPosition,
    });
  });
}
