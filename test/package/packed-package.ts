/**
 * The npm package as it would be published, packed into a tarball.
 *
 * The package ships dist/lib (the ncc bundle of src/lib.ts) and dist/types.
 * When the committed dist/ is what the sources build (it was committed after
 * the last commit that changed src/ or package-lock.json, and neither has
 * uncommitted changes), that is packed. Otherwise the library is built
 * privately into tmp/package-build/, with the steps of scripts/bundle.mjs
 * for the library (ncc with onnxruntime-node external, but transpile-only:
 * `tsc --noEmit` type-checks; the declarations; the grammar WebAssembly
 * files), and packed in place of dist/lib and dist/types. Either way the
 * file list is the one `npm pack` takes from package.json's `files`.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../shared.js';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment a user's shell would give: none of npm's run-script variables or ours. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|ONNXRUNTIME_|METACOMPRESS_|FAKE_NPM_)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
}

export function run(
  file: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: options.cwd,
      env: options.env ?? cleanEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

async function mustRun(file: string, args: string[], cwd: string): Promise<string> {
  const result = await run(file, args, { cwd });
  if (result.code !== 0) {
    throw new Error(`${file} ${args.join(' ')} exited ${result.code}: ${result.stderr.trim()}`);
  }
  return result.stdout;
}

async function git(args: string[]): Promise<string> {
  return (await mustRun('git', args, repoRoot)).trim();
}

/** Whether the committed dist/lib and dist/types are what the sources build (see the header). */
async function committedDistIsFresh(): Promise<boolean> {
  try {
    const inputs = ['src', 'package-lock.json', 'tsconfig.json', 'tsconfig.types.json'];
    if (await git(['status', '--porcelain', '--', ...inputs, 'dist/lib', 'dist/types'])) {
      return false;
    }
    const built = await git(['log', '-1', '--format=%H', '--', 'dist/lib', 'dist/types']);
    if (!built) return false;
    return (await git(['rev-list', `${built}..HEAD`, '--', ...inputs])) === '';
  } catch {
    return false; // not a git checkout: build
  }
}

const BUILD_DIR = path.join(repoRoot, 'tmp', 'package-build');

/** Builds dist/lib and dist/types into BUILD_DIR; returns the folder that holds them. */
async function buildLibrary(): Promise<string> {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const node = process.execPath;
  const ncc = path.join(repoRoot, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
  const lib = path.join(BUILD_DIR, 'dist', 'lib');
  await mustRun(
    node,
    // As scripts/bundle.mjs builds it: --transpile-only would compile to CommonJS, which
    // resolves @actions/cache (ESM only) under `require` and fails.
    [ncc, 'build', '--external', 'onnxruntime-node', '--license', 'licenses.txt', '--quiet'].concat(
      ['src/lib.ts', '-o', lib],
    ),
    repoRoot,
  );
  const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
  const types = path.join(BUILD_DIR, 'dist', 'types');
  await mustRun(node, [tsc, '-p', 'tsconfig.types.json', '--outDir', types], repoRoot);
  await mustRun(node, ['scripts/copy-wasm.mjs', lib], repoRoot);
  return BUILD_DIR;
}

export interface PackedFile {
  path: string;
  size: number;
}

export interface Packed {
  tarball: string;
  /** Bytes of the .tgz, and of its files unpacked. */
  size: number;
  unpackedSize: number;
  files: PackedFile[];
  /** 'committed dist/' or 'private build (tmp/package-build)'. */
  built: string;
}

interface PackJson {
  filename: string;
  size: number;
  unpackedSize: number;
  files: PackedFile[];
}

async function npmPack(cwd: string, args: string[]): Promise<PackJson> {
  const [packed] = JSON.parse(await mustRun('npm', ['pack', '--json', ...args], cwd)) as PackJson[];
  return packed!;
}

/** Packs the package into `into` (a fresh folder) and returns the tarball's facts. */
export async function packPackage(into: string): Promise<Packed> {
  const fresh = await committedDistIsFresh();
  const buildRoot = fresh ? repoRoot : await buildLibrary();
  const listed = await npmPack(repoRoot, ['--dry-run']);
  const stage = path.join(into, 'stage');
  const fromBuild = (file: string) => /^dist\/(lib|types)\//.test(file);
  for (const file of listed.files) {
    if (!fresh && fromBuild(file.path)) continue;
    mkdirSync(path.dirname(path.join(stage, file.path)), { recursive: true });
    copyFileSync(path.join(repoRoot, file.path), path.join(stage, file.path));
  }
  if (!fresh) cpSync(path.join(buildRoot, 'dist'), path.join(stage, 'dist'), { recursive: true });
  const packed = await npmPack(stage, ['--pack-destination', into]);
  return {
    tarball: path.join(into, packed.filename),
    size: packed.size,
    unpackedSize: packed.unpackedSize,
    files: packed.files,
    built: fresh ? 'committed dist/' : 'private build (tmp/package-build)',
  };
}
