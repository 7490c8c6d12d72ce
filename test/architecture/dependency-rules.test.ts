/**
 * The dependency rules are docs/architecture.md's module table, enforced by
 * dependency-cruiser (`npm run lint`). These tests run the same rules on a
 * small tree of deliberate violations, and on the repository's own src/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// @ts-expect-error a plain ES module of scripts/, without declarations
import { architectureRules } from '../../scripts/architecture-rules.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** Runs dependency-cruiser with the repository's rules on `dir`'s src/; its violations, sorted. */
function cruise(dir: string): { violations: string[] } {
  const run = spawnSync(
    process.execPath,
    [
      depcruise,
      'src',
      '--config',
      path.join(repo, '.dependency-cruiser.mjs'),
      '--output-type',
      'json',
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  return {
    violations: result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort(),
  };
}

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'depcruise-'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true } }),
  );
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('the dependency rules of docs/architecture.md', () => {
  it('catch an upward import, a type-only cycle, I/O in a pure folder and a value where types are allowed', () => {
    const dir = tree({
      'src/errors.ts': 'export class InputError extends Error {}\n',
      'src/pipeline/index.ts':
        "import { rate } from '../relations/rate.js';\nexport const run = rate;\n",
      // The string holds '/*' and a later comment holds '*/': a regular expression that strips
      // comments swallows the import between them; a parser does not.
      'src/relations/rate.ts':
        "const glob = 'src/*';\nimport { run } from '../pipeline/index.js';\n/* the rate */\nexport const rate = [glob, run];\n",
      'src/gate/read.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
      'src/config/types.ts':
        'export interface Config { task: string }\nexport const DEFAULT = 1;\n',
      'src/data/types.ts':
        "import type { Config } from '../config/types.js';\nexport type Row = Config;\n",
      'src/data/value.ts':
        "import { DEFAULT } from '../config/types.js';\nexport const d = DEFAULT;\n",
      'src/data/a.ts': "import type { B } from './b.js';\nexport interface A { b: B }\n",
      'src/data/b.ts': "import type { A } from './a.js';\nexport interface B { a: A }\n",
    });
    const { violations } = cruise(dir);
    // Each cycle is named once, by its first import.
    expect(violations).toEqual([
      'no-circular: src/data/a.ts → src/data/b.ts',
      'no-circular: src/pipeline/index.ts → src/relations/rate.ts',
      'not-in-allowed: src/data/value.ts → src/config/types.ts',
      'not-in-allowed: src/gate/read.ts → fs',
      'not-in-allowed: src/relations/rate.ts → src/pipeline/index.ts',
      'pure-folders: src/gate/read.ts → fs',
    ]);
  });

  it('find no violation in the repository', () => {
    expect(cruise(repo).violations).toEqual([]);
  });

  it('refuse a table whose rows import each other', () => {
    const table = [
      '| folder | owns | may import |',
      '|---|---|---|',
      '| `src/a/` | a | `b/` types |',
      '| `src/b/` | b | `c/`, `node:*` |',
      '| `src/c/` | c | `a/` |',
    ].join('\n');
    expect(() => architectureRules(table)).toThrow(
      'docs/architecture.md: the table has a cycle: a/ → b/ → c/ → a/',
    );
  });
});
