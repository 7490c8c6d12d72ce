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
import { Language, Parser } from 'web-tree-sitter';
import { parseTransformLanguage, type TransformLanguage } from './kinds.js';
import { copyTree, type SyntaxNode } from './syntax-tree.js';

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
  /** Parses `code` the same way `unit` was parsed (wrapped or not). */
  parseLike(unit: ParsedUnit, code: string): ParseResult;
  /** True when `code`, parsed the way `unit` was, has no error nodes (cheaper than parseLike). */
  parsesLike(unit: ParsedUnit, code: string): boolean;
}

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

  const parseText = (source: string, prefixLength: number, suffixLength: number): ParseResult => {
    const tree = parser.parse(source);
    if (tree === null) return { status: 'unparsable', reason: 'the parser returned no tree' };
    try {
      if (tree.rootNode.hasError) {
        return { status: 'unparsable', reason: 'syntax errors (tree-sitter error nodes)' };
      }
      return {
        status: 'ok',
        unit: { source, prefixLength, suffixLength, root: copyTree(tree) },
      };
    } finally {
      tree.delete();
    }
  };

  const wrapJava = (code: string): ParseResult =>
    parseText(
      JAVA_WRAPPER_PREFIX + code + JAVA_WRAPPER_SUFFIX,
      JAVA_WRAPPER_PREFIX.length,
      JAVA_WRAPPER_SUFFIX.length,
    );

  const hasNoErrors = (source: string): boolean => {
    const tree = parser.parse(source);
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
    parseLike(unit, code) {
      return unit.prefixLength > 0 ? wrapJava(code) : parseText(code, 0, 0);
    },
    parsesLike(unit, code) {
      return hasNoErrors(
        unit.prefixLength > 0 ? JAVA_WRAPPER_PREFIX + code + JAVA_WRAPPER_SUFFIX : code,
      );
    },
  };
}

/** The original input's text of a unit (without any wrapper). */
export function unwrap(unit: ParsedUnit, source: string = unit.source): string {
  return source.slice(unit.prefixLength, source.length - unit.suffixLength);
}
