// Fails when the modules under src/ import each other in a cycle (printing
// each cycle), or when a pure folder (the numeric core and the gate) imports
// a package or a node: module. Every relative import counts, `import type`
// included, because a type-only cycle is still two modules that cannot be
// understood apart. Run: node scripts/check-import-cycles.mjs [dir]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'src');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

// import ... from './x.js'; export ... from './x.js'; import('./x.js')
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
/** Folders whose modules are pure: no package, no node: module. */
const PURE = ['relations', 'gate'];

const impure = [];

function importsOf(file) {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const targets = new Set();
  const pure = PURE.includes(path.relative(root, file).split(path.sep)[0]);
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1];
    if (!specifier.startsWith('.')) {
      if (pure) impure.push(`${path.relative(root, file)} imports ${specifier}`);
      continue;
    }
    targets.add(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
  }
  return [...targets];
}

const files = sourceFiles(root);
const known = new Set(files);
const graph = new Map(files.map((file) => [file, importsOf(file).filter((t) => known.has(t))]));

// Tarjan's strongly connected components: a component of more than one file
// (or a file importing itself) is a cycle.
let index = 0;
const indices = new Map();
const lowlinks = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];

function connect(file) {
  indices.set(file, index);
  lowlinks.set(file, index);
  index += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file)) {
    if (!indices.has(next)) {
      connect(next);
      lowlinks.set(file, Math.min(lowlinks.get(file), lowlinks.get(next)));
    } else if (onStack.has(next)) {
      lowlinks.set(file, Math.min(lowlinks.get(file), indices.get(next)));
    }
  }
  if (lowlinks.get(file) === indices.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file).includes(file)) cycles.push(component);
  }
}

for (const file of files) if (!indices.has(file)) connect(file);

const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
for (const line of impure) console.error(`pure module with I/O: ${line}`);
if (impure.length > 0) process.exitCode = 1;
if (cycles.length === 0) {
  console.log(
    `no import cycle among ${files.length} modules (${edges} imports) under ${path.relative(process.cwd(), root) || '.'}`,
  );
} else {
  for (const component of cycles) {
    console.error(
      `import cycle: ${component
        .map((f) => path.relative(root, f))
        .sort()
        .join(' <-> ')}`,
    );
  }
  process.exitCode = 1;
}
