// Rebuilds dist/ from src/ with ncc: dist/index.js (the action) and
// dist/lib/index.js (the CLI and library). onnxruntime-node stays external:
// ncc cannot bundle its native addon, so it is installed (CLI) or provided at
// run time (action).
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const ncc = [
  'node_modules/@vercel/ncc/dist/ncc/cli.js',
  'build',
  '--external',
  'onnxruntime-node',
  '--license',
  'licenses.txt',
  '--quiet',
];
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, [...ncc, 'src/lib.ts', '-o', 'dist/lib'], { stdio: 'inherit' });
if (existsSync('src/index.ts'))
  execFileSync(process.execPath, [...ncc, 'src/index.ts', '-o', 'dist'], { stdio: 'inherit' });
// Type declarations of the library API, so a TypeScript user gets the Report contract.
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'], {
  stdio: 'inherit',
});
if (existsSync('scripts/copy-wasm.mjs')) {
  execFileSync(process.execPath, ['scripts/copy-wasm.mjs', 'dist'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/copy-wasm.mjs', 'dist/lib'], { stdio: 'inherit' });
}
