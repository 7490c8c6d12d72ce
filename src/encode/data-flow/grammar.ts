/**
 * The grammars the GraphCodeBERT input format parses with. They are not the
 * transformations' grammars (src/transforms/parser.ts) on purpose: a
 * GraphCodeBERT student must see the parse it was trained on, and the
 * tree-sitter-java version changes it. The published students were trained
 * with tree-sitter-java v0.20.0, whose inputs v0.19.1 reproduces on every
 * function measured, while 0.23.5 (the transformations' grammar) changes 946
 * of 1,000 BigCloneBench pairs (measured when the grammar was pinned; docs/spec.md §6.3).
 * npm has 0.19.1 only as C source, so grammars/tree-sitter-java-0.19.1.wasm is
 * compiled from it by scripts/build-grammar-wasm.sh. C uses the tree-sitter-c
 * package's grammar: no C GraphCodeBERT student with a known grammar version
 * is at hand to pin another.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser } from 'web-tree-sitter';
import { initRuntime, locateWasm } from '../../transforms/parser.js';
import { copyTree, type SyntaxNode } from '../../transforms/syntax-tree.js';
import type { DataFlowLanguage } from '../../config/names.js';

const JAVA_GRAMMAR = 'tree-sitter-java-0.19.1.wasm';

/**
 * The committed Java grammar: beside the bundle (`wasm/`, where
 * scripts/copy-wasm.mjs puts it), else in `grammars/` of the checkout above
 * this module.
 */
function locateJavaGrammar(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, 'wasm', JAVA_GRAMMAR);
  if (existsSync(bundled)) return bundled;
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'grammars', JAVA_GRAMMAR);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(
    `graphcodebert: cannot find ${JAVA_GRAMMAR} in ${path.join(here, 'wasm')} or a grammars/ folder above ${here}; rebuild it with scripts/build-grammar-wasm.sh`,
  );
}

/**
 * Parses one function into a plain tree and its depth (the WebAssembly tree
 * is freed at once).
 */
export type ParseFunction = (code: string) => { root: SyntaxNode; depth: number };

const parsers = new Map<DataFlowLanguage, Promise<ParseFunction>>();

/** The parser of `language`, loaded once per process. */
export function loadDataFlowParser(language: DataFlowLanguage): Promise<ParseFunction> {
  let parser = parsers.get(language);
  if (parser === undefined) {
    parser = createParser(language).catch((error: unknown) => {
      parsers.delete(language);
      throw error;
    });
    parsers.set(language, parser);
  }
  return parser;
}

async function createParser(language: DataFlowLanguage): Promise<ParseFunction> {
  await initRuntime();
  const file =
    language === 'java' ? locateJavaGrammar() : locateWasm('tree-sitter-c/tree-sitter-c.wasm');
  const parser = new Parser();
  parser.setLanguage(await Language.load(readFileSync(file)));
  return (code) => {
    const tree = parser.parse(code);
    if (tree === null) throw new Error('graphcodebert: tree-sitter returned no tree');
    try {
      return copyTree(tree);
    } finally {
      tree.delete();
    }
  };
}
