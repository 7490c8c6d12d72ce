// The rules of dependency-cruiser, read from the module table of
// docs/architecture.md, so that the table is the test: every import under
// src/ must be one a row allows. See that document for the table's grammar.
import { readFileSync } from 'node:fs';

/** Splits a Markdown table row into its cells (`\|` is a pipe inside a cell). */
function cells(line) {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

const escape = (text) => text.replace(/[.+?^${}()[\]\\]/g, '\\$&');

/**
 * One entry of "may import": a src folder (`config/`), a src file
 * (`transforms/kinds.ts`), Node's built-in modules (`node:*`) or an npm
 * package (`yaml`, `@actions/core`), as the `to` of a dependency-cruiser rule.
 */
function target(entry, typesOnly) {
  const only = typesOnly ? { dependencyTypes: ['type-only'] } : {};
  if (entry === 'node:*') return { dependencyTypes: ['core'] };
  if (entry.endsWith('/')) return { path: `^src/${escape(entry.replace(/^src\//, ''))}`, ...only };
  if (entry.endsWith('.ts'))
    return { path: `^src/${escape(entry.replace(/^src\//, ''))}$`, ...only };
  // A package: its resolved file in node_modules, or its bare name when only its types resolve.
  return { path: `^(node_modules/)?${escape(entry)}(/|$)`, ...only };
}

/** The `from` path of a row's first cell: `src/x/` is the folder, `src/x.ts` the file. */
function source(entry) {
  return entry.endsWith('/') ? `^src/${escape(entry.slice(4))}` : `^src/${escape(entry.slice(4))}$`;
}

/**
 * The rows of the module table: for each, the source paths and what they may
 * import (entry, types only?).
 *
 * @throws Error when the table is missing or a row is malformed.
 */
export function readTable(markdown) {
  const lines = markdown.split('\n');
  const head = lines.findIndex((line) =>
    /^\|\s*folder\s*\|\s*owns\s*\|\s*may import\s*\|/.test(line),
  );
  if (head === -1)
    throw new Error('docs/architecture.md: no "| folder | owns | may import |" table');
  const rows = [];
  for (const line of lines.slice(head + 2)) {
    if (!line.startsWith('|')) break;
    const [from, , mayImport] = cells(line);
    const sources = [...from.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    if (sources.length === 0 || !sources.every((s) => s.startsWith('src/'))) {
      throw new Error(`docs/architecture.md: row "${from}" names no src/ folder or file`);
    }
    const imports = [...mayImport.matchAll(/`([^`]+)`(\s+types\b)?/g)].map((m) => ({
      entry: m[1],
      typesOnly: m[2] !== undefined,
    }));
    rows.push({ sources, imports });
  }
  return rows;
}

/** The src folder or root file an entry stands for (`config/`, `errors.ts`), or null for node:/packages. */
function unit(entry) {
  const name = entry.replace(/^src\//, '');
  if (name.endsWith('/')) return name;
  if (name.endsWith('.ts')) return name.includes('/') ? `${name.split('/')[0]}/` : name;
  return null;
}

/**
 * Throws naming a cycle between the table's rows (a folder allowed to import
 * another that is allowed to import it back, directly or through others):
 * the table must be layered for the code it allows to be.
 */
export function checkLayered(rows) {
  const edges = new Map();
  for (const row of rows) {
    const from = row.sources.map(unit);
    const to = row.imports.map((i) => unit(i.entry)).filter((u) => u !== null);
    for (const f of from)
      edges.set(f, [...(edges.get(f) ?? []), ...to.filter((t) => !from.includes(t))]);
  }
  const state = new Map(); // 1: on the path, 2: done
  const path = [];
  const visit = (node) => {
    if (state.get(node) === 2) return;
    if (state.get(node) === 1) {
      const cycle = [...path.slice(path.indexOf(node)), node];
      throw new Error(`docs/architecture.md: the table has a cycle: ${cycle.join(' → ')}`);
    }
    state.set(node, 1);
    path.push(node);
    for (const next of edges.get(node) ?? []) visit(next);
    path.pop();
    state.set(node, 2);
  };
  for (const node of edges.keys()) visit(node);
}

/** The dependency-cruiser rule set of a module table (the text of docs/architecture.md). */
export function architectureRules(markdown) {
  const rows = readTable(markdown);
  checkLayered(rows);
  const allowed = rows.flatMap((row) => {
    const from = { path: row.sources.map(source) };
    const own = { path: row.sources.map(source) };
    return [
      { from, to: own },
      ...row.imports.map((i) => ({ from, to: target(i.entry, i.typesOnly) })),
    ];
  });
  return {
    forbidden: [
      {
        name: 'no-circular',
        comment: 'no module imports another in a cycle, import type included',
        severity: 'error',
        from: { path: '^src/' },
        to: { circular: true },
      },
      {
        name: 'pure-folders',
        comment: 'the numeric core and the gate import no package and no node: module',
        severity: 'error',
        from: { path: '^src/(relations|gate)/' },
        to: { pathNot: '^src/' },
      },
      {
        name: 'not-to-unresolvable',
        comment: 'every import resolves to a file or a package',
        severity: 'error',
        from: { path: '^src/' },
        to: { couldNotResolve: true },
      },
    ],
    allowed,
    allowedSeverity: 'error',
  };
}

/** The rules of the repository's own table. */
export function repositoryRules() {
  return architectureRules(
    readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8'),
  );
}
