/**
 * The transformations inside an ncc bundle: web-tree-sitter must start and
 * find the grammars in the `wasm/` folder that scripts/copy-wasm.mjs fills,
 * with no node_modules around. Bundling takes a while, so it runs on request:
 *
 *   BUNDLE_CHECK=1 npx vitest run test/transforms/bundle.test.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './real-data.js';

describe.skipIf(process.env.BUNDLE_CHECK !== '1')('transforms in an ncc bundle', () => {
  it('loads the grammars from <bundle>/wasm', { timeout: 300_000 }, () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'transforms-bundle-'));
    try {
      const ncc = path.join(repoRoot, 'node_modules/@vercel/ncc/dist/ncc/cli.js');
      const entry = path.join(repoRoot, 'test/transforms/fixtures/bundle-entry.ts');
      execFileSync(process.execPath, [ncc, 'build', entry, '-o', dist, '--quiet'], {
        cwd: repoRoot,
        stdio: 'pipe',
      });
      execFileSync(process.execPath, [path.join(repoRoot, 'scripts/copy-wasm.mjs'), dist], {
        stdio: 'pipe',
      });
      // Run from the temporary folder: no node_modules to fall back on.
      const output = execFileSync(process.execPath, [path.join(dist, 'index.js')], {
        cwd: dist,
        encoding: 'utf8',
      });
      expect(JSON.parse(output)).toEqual([
        { status: 'ok', changed: true, code: 'int f(int a) { return 2 * a; }' },
        { status: 'ok', changed: true, code: 'int f(int a) { return 2 * a; }' },
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
