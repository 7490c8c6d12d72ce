#!/usr/bin/env node
// Syntax check of the demo evaluation sets with the project's tree-sitter grammars.
//
//   node tools/demo_data/check_parse.mjs [--data-dir examples/data]
//
// - examples/data/vulnerability-demo.jsonl: every row must have the expected fields and its
//   `func` must parse with tree-sitter-c, without ERROR or MISSING nodes, as exactly one
//   function_definition named `func`.
// - examples/data/clone-demo-methods.jsonl: every `func`, wrapped in `class X { ... }`, must parse
//   with tree-sitter-java without errors as exactly one method declaration.
// - examples/data/clone-demo-pairs.txt: `id1<TAB>id2<TAB>label` with known ids and label 0/1.
//
// Prints counts and exits with status 1 on the first kind of problem found (all problems listed).

import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser } from 'web-tree-sitter';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..', '..');

function argValue(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const dataDir = resolve(argValue('--data-dir', join(repo, 'examples', 'data')));
const files = {
  vuln: join(dataDir, 'vulnerability-demo.jsonl'),
  methods: join(dataDir, 'clone-demo-methods.jsonl'),
  pairs: join(dataDir, 'clone-demo-pairs.txt'),
};

const problems = [];
const problem = (msg) => {
  problems.push(msg);
};

function readJsonl(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line, i) => {
      try {
        return JSON.parse(line);
      } catch (err) {
        problem(`${path}:${i + 1}: invalid JSON (${err.message})`);
        return null;
      }
    })
    .filter((row) => row !== null);
}

function firstError(node) {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child && child.hasError) {
      const found = firstError(child);
      if (found) return found;
    }
  }
  return node.hasError ? node : null;
}

function describeError(tree) {
  const node = firstError(tree.rootNode);
  if (!node) return 'unknown error';
  const { row, column } = node.startPosition;
  const kind = node.isMissing ? `MISSING ${node.type}` : node.type;
  return `${kind} at line ${row + 1}, column ${column + 1}: ${JSON.stringify(node.text.slice(0, 40))}`;
}

function increment(map, key) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

await Parser.init();
const wasm = (pkg) => join(repo, 'node_modules', pkg, `${pkg}.wasm`);
const cLang = await Language.load(wasm('tree-sitter-c'));
const javaLang = await Language.load(wasm('tree-sitter-java'));
const parser = new Parser();

// ---- C: vulnerability set -------------------------------------------------------------------

parser.setLanguage(cLang);
const vulnRows = readJsonl(files.vuln);
const perCwe = new Map();
let cParsed = 0;
vulnRows.forEach((row, i) => {
  const where = `vulnerability-demo.jsonl row ${i + 1}`;
  if (row.idx !== i) problem(`${where}: idx ${row.idx}, expected ${i}`);
  if (row.target !== 0 && row.target !== 1) problem(`${where}: target must be 0 or 1`);
  if (row.variant !== (row.target === 1 ? 'bad' : 'good')) {
    problem(`${where}: variant ${row.variant} does not match target ${row.target}`);
  }
  if (typeof row.cwe !== 'string' || !/^CWE\d+$/.test(row.cwe)) problem(`${where}: bad cwe`);
  if (typeof row.func !== 'string') {
    problem(`${where}: func is not a string`);
    return;
  }
  const tree = parser.parse(row.func);
  const root = tree.rootNode;
  if (root.hasError) {
    problem(`${where}: ${describeError(tree)}`);
  } else if (root.namedChildCount !== 1 || root.namedChildren[0].type !== 'function_definition') {
    problem(`${where}: expected exactly one function_definition`);
  } else {
    const declarator = root.namedChildren[0].childForFieldName('declarator');
    const name = declarator?.childForFieldName('declarator')?.text;
    if (name !== 'func') problem(`${where}: function is named ${name}, expected func`);
    else cParsed += 1;
  }
  tree.delete();
  const counts = perCwe.get(row.cwe) ?? { bad: 0, good: 0 };
  counts[row.variant === 'bad' ? 'bad' : 'good'] += 1;
  perCwe.set(row.cwe, counts);
});

console.log(
  `vulnerability-demo.jsonl: ${cParsed}/${vulnRows.length} rows parse as C (tree-sitter-c)`,
);
let bad = 0;
let good = 0;
for (const [cwe, counts] of [...perCwe.entries()].sort()) {
  console.log(`  ${cwe.padEnd(7)} bad=${counts.bad} good=${counts.good}`);
  bad += counts.bad;
  good += counts.good;
}
console.log(`  total   bad=${bad} good=${good}`);

// ---- Java: clone set --------------------------------------------------------------------------

parser.setLanguage(javaLang);
const methods = readJsonl(files.methods);
const ids = new Set();
let javaParsed = 0;
methods.forEach((row, i) => {
  const where = `clone-demo-methods.jsonl row ${i + 1} (idx ${row.idx})`;
  if (typeof row.idx !== 'string' || row.idx.length === 0)
    problem(`${where}: idx must be a string`);
  if (ids.has(row.idx)) problem(`${where}: duplicate idx`);
  ids.add(row.idx);
  if (typeof row.func !== 'string') {
    problem(`${where}: func is not a string`);
    return;
  }
  const tree = parser.parse(`class X {\n${row.func}\n}\n`);
  const root = tree.rootNode;
  if (root.hasError) {
    problem(`${where}: ${describeError(tree)}`);
  } else {
    const cls = root.namedChildren[0];
    const members = cls?.childForFieldName('body')?.namedChildren ?? [];
    const decls = members.filter((m) => m.type !== 'line_comment' && m.type !== 'block_comment');
    if (
      root.namedChildCount !== 1 ||
      decls.length !== 1 ||
      !['method_declaration', 'constructor_declaration'].includes(decls[0].type)
    ) {
      problem(`${where}: expected exactly one method declaration`);
    } else {
      javaParsed += 1;
    }
  }
  tree.delete();
});
console.log(
  `clone-demo-methods.jsonl: ${javaParsed}/${methods.length} methods parse as Java (tree-sitter-java)`,
);

const pairLines = readFileSync(files.pairs, 'utf8')
  .split('\n')
  .filter((line) => line.length > 0);
const labels = new Map();
const referenced = new Set();
const seenPairs = new Set();
pairLines.forEach((line, i) => {
  const where = `clone-demo-pairs.txt line ${i + 1}`;
  const fields = line.split('\t');
  if (fields.length !== 3) {
    problem(`${where}: expected 3 tab-separated fields`);
    return;
  }
  const [a, b, label] = fields;
  for (const id of [a, b]) {
    if (!ids.has(id)) problem(`${where}: unknown id ${id}`);
    referenced.add(id);
  }
  if (label !== '0' && label !== '1') problem(`${where}: label must be 0 or 1`);
  if (a === b) problem(`${where}: a method paired with itself`);
  const key = a < b ? `${a}\t${b}` : `${b}\t${a}`;
  if (seenPairs.has(key)) problem(`${where}: duplicate pair`);
  seenPairs.add(key);
  increment(labels, label);
});
const unreferenced = [...ids].filter((id) => !referenced.has(id)).length;
console.log(
  `clone-demo-pairs.txt: ${pairLines.length} pairs (clone=${labels.get('1') ?? 0}, ` +
    `non-clone=${labels.get('0') ?? 0}); methods not in any pair: ${unreferenced}`,
);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('OK');
