#!/usr/bin/env node
// Copies the tree-sitter WebAssembly files next to an ncc bundle, into
// <dist>/wasm/, where src/transforms/parser.ts and
// src/encode/data-flow/grammar.ts look for them first.
// Usage: node scripts/copy-wasm.mjs <dist-folder>
import console from 'node:console';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';

const WASM_FILES = [
  'web-tree-sitter/web-tree-sitter.wasm',
  'tree-sitter-c/tree-sitter-c.wasm',
  'tree-sitter-java/tree-sitter-java.wasm',
];

// Grammars built by this repository (scripts/build-grammar-wasm.sh).
const REPO_WASM_FILES = ['grammars/tree-sitter-java-0.19.1.wasm'];

const distFolder = process.argv[2];
if (distFolder === undefined || process.argv.length > 3) {
  console.error('usage: node scripts/copy-wasm.mjs <dist-folder>');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const target = path.join(path.resolve(distFolder), 'wasm');
mkdirSync(target, { recursive: true });
for (const packageFile of WASM_FILES) {
  const source = require.resolve(packageFile);
  const destination = path.join(target, path.basename(packageFile));
  copyFileSync(source, destination);
  console.log(`copy-wasm: ${path.relative(process.cwd(), destination)}`);
}
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
for (const file of REPO_WASM_FILES) {
  const destination = path.join(target, path.basename(file));
  copyFileSync(path.join(root, file), destination);
  console.log(`copy-wasm: ${path.relative(process.cwd(), destination)}`);
}
