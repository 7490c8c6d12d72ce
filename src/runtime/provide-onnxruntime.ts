/**
 * Provides onnxruntime-node at run time. The ncc bundle cannot carry the
 * native addon, so the action restores an install from the Actions cache or
 * installs it with npm (then prunes other platforms' binaries and caches it).
 *
 * Layout: <toolDir>/onnxruntime-node/<version>/<platform>-<arch>-<provider>/
 *   node_modules/onnxruntime-node/...   what npm installed (pruned)
 *   .metacompress-install.json          written last: the install is complete, with the
 *                                       sha256 of every file it holds, checked when restored
 * <...>-<provider>.partial-<pid>/         an install in progress, renamed when complete
 *
 * A restored install is native code loaded into the gate's process, and its
 * record was written by whoever saved the entry: it is used only when every
 * file is one the action can vouch for without it, either a file of the
 * packages' tarballs with the bytes the action ships (onnxruntime-files.ts,
 * for the version whose lockfile it ships) or an install a trusted record
 * vouches for (`trusted`). Anything else is installed afresh.
 *
 * Install variants, from onnxruntime-node's script/install.js: the postinstall
 * reads ONNXRUNTIME_NODE_INSTALL (before npm config); 'skip' installs nothing
 * extra (the CPU binaries ship in the package), 'cuda12' downloads the CUDA 12
 * provider libraries from NuGet (linux x64 only; other platforms reject it).
 *
 * - cpu: `--ignore-scripts` as well as ONNXRUNTIME_NODE_INSTALL=skip, so the
 *   install needs nothing but the npm registry.
 * - cuda: the postinstall must run. npm 11.19+ blocks dependency install
 *   scripts unless package.json approves them (`--allow-scripts` is refused
 *   for project installs), so the install directory gets a package.json with
 *   "allowScripts": {"onnxruntime-node": true}; older npm ignores the field.
 *   Whether the provider libraries arrived is checked afterwards.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type * as Ort from 'onnxruntime-node';
import { sha256File } from '../hash.js';
import type { ArtifactCache, Logger, TrustedDigests } from '../store/actions-cache.js';
import { entryDigest } from '../store/entry-digest.js';
import { cacheKey } from '../store/key.js';
import { npmChildEnvironment } from './npm-command.js';
import { ONNXRUNTIME_FILES } from './onnxruntime-files.js';
import { ONNXRUNTIME_LOCK } from './onnxruntime-lock.js';
import {
  chooseExecutionProviders,
  cudaFallbackWarning,
  type Provider,
} from './execution-providers.js';

export interface ProvideOnnxRuntimeOptions {
  /** Exact onnxruntime-node version, e.g. '1.30.0'. */
  version: string;
  provider: Provider;
  /** Root for tool installs (the action uses $RUNNER_TOOL_CACHE or $RUNNER_TEMP). */
  toolDir: string;
  cache?: ArtifactCache;
  log: Logger;
  /** The npm executable and leading arguments; default ['npm']. */
  npmCommand?: string[];
  /**
   * What vouches for a restored install the shipped digests do not cover
   * (another version, the CUDA provider's libraries): asked with the entry's
   * key and digest (the install folder). Without it such an install is not
   * restored.
   */
  trusted?: TrustedDigests;
}

export interface ProvidedOnnxRuntime {
  ort: typeof Ort;
  /** True when nothing was installed this run (restored from the cache or already present). */
  fromCache: boolean;
  /** The provider sessions should use (cpu when a cuda request could not be served). */
  provider: Provider;
  /** Pass as SessionOptions.executionProviders. */
  executionProviders: string[];
  /** Why a cuda request runs on CPU. */
  warning?: string;
  /** The install directory. */
  dir: string;
}

const MARKER = '.metacompress-install.json';
const PACKAGE = 'onnxruntime-node';

/** Only linux x64 has CUDA provider packages (script/install-metadata.js). */
export function cudaInstallSupported(
  platform: string = process.platform,
  arch: string = process.arch,
): boolean {
  return platform === 'linux' && arch === 'x64';
}

export function runtimeInstallDir(toolDir: string, version: string, provider: Provider): string {
  return path.resolve(toolDir, PACKAGE, version, `${process.platform}-${process.arch}-${provider}`);
}

export function runtimeCacheKey(version: string, provider: Provider): string {
  return cacheKey(PACKAGE, version, process.platform, process.arch, provider);
}

function binDir(dir: string): string {
  return path.join(dir, 'node_modules', PACKAGE, 'bin', 'napi-v6', process.platform, process.arch);
}

function bindingPath(dir: string): string {
  return path.join(binDir(dir), 'onnxruntime_binding.node');
}

/** Installed by the postinstall with ONNXRUNTIME_NODE_INSTALL=cuda12 (script/install-metadata.js). */
const CUDA_PROVIDER_LIBRARY = 'libonnxruntime_providers_cuda.so';

async function isComplete(dir: string, version: string): Promise<boolean> {
  try {
    const marker = JSON.parse(await readFile(path.join(dir, MARKER), 'utf8')) as {
      version?: unknown;
    };
    return marker.version === version && existsSync(bindingPath(dir));
  } catch {
    return false;
  }
}

interface InstalledFiles {
  /** sha256 of every file under the install but the marker (a link: of what it points at), by path relative to it ('/'-separated). */
  hashes: Record<string, string>;
  /** The paths among them that are symbolic links. */
  links: Set<string>;
}

async function installedFiles(dir: string): Promise<InstalledFiles> {
  const hashes: Record<string, string> = {};
  const links = new Set<string>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => {
      const name = path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
      if (e.isSymbolicLink()) links.add(name);
      return name;
    })
    .filter((name) => name !== MARKER)
    .sort();
  for (const name of files) hashes[name] = await sha256File(path.join(dir, name), name);
  return { hashes, links };
}

/**
 * Files npm and the action write beside the packages: the manifest and
 * lockfile `npm ci` read, npm's own copy of the lockfile and its links to the
 * packages' commands. Nothing of the gate's process loads them.
 */
function isBookkeeping(name: string): boolean {
  return (
    name === 'package.json' ||
    name === 'package-lock.json' ||
    name === 'node_modules/.package-lock.json' ||
    name.startsWith('node_modules/.bin/')
  );
}

/**
 * Why a restored install of the version whose files the action ships is not
 * made of those files (a file no tarball holds, or other bytes than its
 * tarball's, or a link where a file belongs), or null when it is.
 */
function shippedFilesProblem(found: InstalledFiles): string | null {
  for (const [name, sha256] of Object.entries(found.hashes)) {
    if (isBookkeeping(name)) continue;
    const shipped = ONNXRUNTIME_FILES.files[name];
    if (shipped === undefined) return `${name} is no file of the packages npm installs`;
    if (found.links.has(name)) return `${name} is a symbolic link, not the package's file`;
    if (shipped !== sha256) {
      return `${name} has sha256 ${sha256}, not the ${shipped} of its package's tarball`;
    }
  }
  return null;
}

/**
 * Why a restored install cannot be used, or null when it can: it must be
 * the install its marker recorded (no file changed, added or missing: a
 * damaged entry), and that record is the writer's word, so its files must
 * also be the shipped ones, or `trusted` vouch for them.
 */
async function restoredProblem(
  dir: string,
  key: string,
  version: string,
  trusted: TrustedDigests | undefined,
): Promise<string | null> {
  const marker = JSON.parse(await readFile(path.join(dir, MARKER), 'utf8')) as {
    files?: Record<string, string>;
  };
  if (typeof marker.files !== 'object' || marker.files === null) return 'it records no hashes';
  const found = await installedFiles(dir);
  for (const [name, sha256] of Object.entries(found.hashes)) {
    if (marker.files[name] === undefined) return `${name} was not installed`;
    if (marker.files[name] !== sha256) return `${name} changed since it was installed`;
  }
  const missing = Object.keys(marker.files).find((name) => found.hashes[name] === undefined);
  if (missing !== undefined) return `${missing} is missing`;
  if (trusted !== undefined && (await trusted.vouches(key, await entryDigest([dir])))) return null;
  if (version !== ONNXRUNTIME_FILES.version) {
    return `no trusted record vouches for it, and the action ships the files' digests of ${ONNXRUNTIME_FILES.version} only`;
  }
  return shippedFilesProblem(found);
}

/** Whether anything could vouch for a restored install of this version and build: else it is not restored. */
function verifiable(
  version: string,
  installFlag: 'skip' | 'cuda12',
  trusted: TrustedDigests | undefined,
): boolean {
  // The CUDA provider's libraries come from NuGet, not the tarballs whose digests the action ships.
  return trusted !== undefined || (version === ONNXRUNTIME_FILES.version && installFlag === 'skip');
}

interface CommandResult {
  code: number | null;
  output: string;
}

function run(
  command: string[],
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: Logger,
): Promise<CommandResult> {
  const [file = 'npm', ...lead] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...lead, ...args], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // npm is npm.cmd on Windows, which needs a shell.
      shell: process.platform === 'win32',
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-8000);
      for (const line of text.split('\n')) if (line.trim()) log.debug(line.trimEnd());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * The lines of npm's output worth quoting: its own error lines (npm 7+
 * prefixes them "npm error" or "npm ERR!"), else the last lines that are not
 * stack frames.
 */
function lastLines(output: string, count = 3): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^at\s/.test(l));
  const npmErrors = lines.filter(
    (l) => /^npm (error|ERR!)/.test(l) && !/^npm (error|ERR!)\s+at\s/.test(l),
  );
  return (npmErrors.length ? npmErrors : lines).slice(-count).join(' | ');
}

/** Removes every bin/napi-v6/<platform>/<arch> except this machine's. */
export async function pruneOtherPlatforms(dir: string): Promise<string[]> {
  const binRoot = path.join(dir, 'node_modules', PACKAGE, 'bin', 'napi-v6');
  const removed: string[] = [];
  for (const platform of await readdir(binRoot).catch(() => [] as string[])) {
    const platformDir = path.join(binRoot, platform);
    for (const arch of await readdir(platformDir).catch(() => [] as string[])) {
      if (platform === process.platform && arch === process.arch) continue;
      await rm(path.join(platformDir, arch), { recursive: true, force: true });
      removed.push(`${platform}/${arch}`);
    }
    if ((await readdir(platformDir).catch(() => [])).length === 0) {
      await rm(platformDir, { recursive: true, force: true });
    }
  }
  return removed;
}

/**
 * Installs into `${dir}.partial-<pid>` and renames that to `dir` when it is
 * complete, so that processes providing the same install at once (shards
 * run side by side on one machine share the user cache) never remove or
 * half-write each other's files: the first complete install wins, a later
 * one is dropped. Within one process a second request for the same folder
 * waits for the first.
 */
function install(
  dir: string,
  version: string,
  installFlag: 'skip' | 'cuda12',
  options: ProvideOnnxRuntimeOptions,
): Promise<void> {
  let pending = installing.get(dir);
  if (!pending) {
    pending = installOnce(dir, version, installFlag, options).finally(() => installing.delete(dir));
    installing.set(dir, pending);
  }
  return pending;
}

const installing = new Map<string, Promise<void>>();

async function installOnce(
  dir: string,
  version: string,
  installFlag: 'skip' | 'cuda12',
  options: ProvideOnnxRuntimeOptions,
): Promise<void> {
  const staging = `${dir}.partial-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await installInto(staging, dir, version, installFlag, options);
    await moveIntoPlace(staging, dir, version);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function moveIntoPlace(staging: string, dir: string, version: string): Promise<void> {
  try {
    await rename(staging, dir);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTEMPTY' && code !== 'EPERM') throw error;
  }
  // Another process finished first (keep its install), or an incomplete one is in the way.
  if (await isComplete(dir, version)) return;
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
}

/** npm install into `dir` (a staging folder; `finalDir` is named in the log line). */
async function installInto(
  dir: string,
  finalDir: string,
  version: string,
  installFlag: 'skip' | 'cuda12',
  options: ProvideOnnxRuntimeOptions,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  const command = options.npmCommand ?? ['npm'];
  // The version the action ships a lockfile for is installed with `npm ci`: onnxruntime-node and
  // every package it depends on at the versions and bytes (integrity) resolved when the lockfile
  // was made, not at whatever the registry serves today. Another version resolves them afresh.
  const locked = version === ONNXRUNTIME_LOCK.version;
  const allowScripts = installFlag === 'skip' ? {} : { allowScripts: { [PACKAGE]: true } };
  const args = locked
    ? ['ci', '--no-audit', '--no-fund']
    : ['install', '--no-save', '--no-audit', '--no-fund'];
  if (installFlag === 'skip') args.push('--ignore-scripts');
  if (locked) {
    await writeFile(
      path.join(dir, 'package.json'),
      `${JSON.stringify({ ...ONNXRUNTIME_LOCK.manifest, ...allowScripts }, null, 2)}\n`,
    );
    await writeFile(
      path.join(dir, 'package-lock.json'),
      `${JSON.stringify(ONNXRUNTIME_LOCK.lockfile, null, 2)}\n`,
    );
    args.push('--prefix', dir);
  } else {
    options.log.warning(
      `${PACKAGE}@${version} is not the version whose lockfile the action ships (${ONNXRUNTIME_LOCK.version}): its dependencies are resolved from the registry as they are today`,
    );
    if (installFlag !== 'skip') {
      await writeFile(
        path.join(dir, 'package.json'),
        `${JSON.stringify({ name: 'metacompress-onnxruntime', private: true, ...allowScripts }, null, 2)}\n`,
      );
    }
    args.push('--prefix', dir, `${PACKAGE}@${version}`);
  }
  // Said as a newcomer reads it: what is installed and why, not the install script's switch.
  const build =
    installFlag === 'skip'
      ? 'the CPU build, from the npm registry'
      : 'the CUDA 12 build: npm, then its install script fetches the CUDA provider libraries';
  options.log.info(
    `Installing ${PACKAGE}@${version} into ${finalDir} (${build}; once per machine and version)`,
  );
  let result: CommandResult;
  try {
    result = await run(
      command,
      args,
      dir,
      npmChildEnvironment(process.env, { ONNXRUNTIME_NODE_INSTALL: installFlag }),
      options.log,
    );
  } catch (error) {
    throw new Error(
      `could not run ${command.join(' ')} to install ${PACKAGE}@${version}: ${error instanceof Error ? error.message : String(error)}; make sure Node.js and npm are on PATH (actions/setup-node)`,
      { cause: error },
    );
  }
  if (result.code !== 0 || !existsSync(bindingPath(dir))) {
    const why =
      result.code !== 0
        ? `exit code ${result.code}: ${lastLines(result.output) || 'no output'}`
        : `no binary for ${process.platform}/${process.arch} in the package`;
    throw new Error(`npm install of ${PACKAGE}@${version} failed (${why})`);
  }
  if (installFlag === 'cuda12' && !existsSync(path.join(binDir(dir), CUDA_PROVIDER_LIBRARY))) {
    throw new Error(
      `npm installed ${PACKAGE}@${version} without ${CUDA_PROVIDER_LIBRARY}; its install script did not run (check npm's ignore-scripts and allowScripts settings)`,
    );
  }
  const removed = await pruneOtherPlatforms(dir);
  options.log.debug(
    `Removed onnxruntime binaries for ${removed.join(', ') || 'no other platform'}`,
  );
  await writeFile(
    path.join(dir, MARKER),
    JSON.stringify({
      version,
      installFlag,
      platform: process.platform,
      arch: process.arch,
      files: (await installedFiles(dir)).hashes,
    }),
  );
}

/** Restores or installs, returning whether anything was installed. */
async function ensureInstalled(
  dir: string,
  key: string,
  installFlag: 'skip' | 'cuda12',
  options: ProvideOnnxRuntimeOptions,
): Promise<boolean> {
  if (await isComplete(dir, options.version)) {
    options.log.debug(`Using ${PACKAGE}@${options.version} already installed at ${dir}`);
    return false;
  }
  if (options.cache && !verifiable(options.version, installFlag, options.trusted)) {
    options.log.info(
      `${PACKAGE}@${options.version} (${installFlag === 'skip' ? 'CPU' : 'CUDA 12'}) is not restored from the cache: the action ships the digests of the ${ONNXRUNTIME_FILES.version} CPU install's files only, and no trusted record can vouch for another`,
    );
  } else if (options.cache && (await options.cache.restore(key, [dir]))) {
    const problem = await (async () => {
      if (!(await isComplete(dir, options.version))) return 'it is incomplete';
      try {
        return await restoredProblem(dir, key, options.version, options.trusted);
      } catch (error) {
        // A link to nowhere, a folder where a file was: not an install, the entry's fault.
        return error instanceof Error ? error.message : String(error);
      }
    })();
    if (problem === null) return false;
    options.log.warning(`The cached ${PACKAGE} install at ${dir}: ${problem}; installing again`);
    await rm(dir, { recursive: true, force: true });
  }
  await install(dir, options.version, installFlag, options);
  await options.cache?.save(key, [dir]);
  return true;
}

/**
 * The install this process has loaded. A native addon cannot be unloaded, and
 * a second copy of the same binary in one process aborts Node when it
 * initialises, so a request for another directory is refused instead.
 */
let loaded: { dir: string; ort: typeof Ort } | undefined;

function load(dir: string, version: string): typeof Ort {
  if (loaded) {
    if (loaded.dir === dir) return loaded.ort;
    throw new Error(
      `onnxruntime-node is already loaded from ${loaded.dir} in this process and cannot also be loaded from ${dir}; use one install per process`,
    );
  }
  try {
    const requireFromDir = createRequire(path.join(dir, 'node_modules', PACKAGE, 'package.json'));
    const ort = requireFromDir(PACKAGE) as typeof Ort;
    loaded = { dir, ort };
    return ort;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`could not load ${PACKAGE}@${version} from ${dir}: ${reason}`, {
      cause: error,
    });
  }
}

/**
 * Makes onnxruntime-node available and loads it.
 *
 * A cuda request on a platform without CUDA packages, or whose CUDA install
 * fails (the provider libraries come from NuGet, outside the npm registry),
 * falls back to the CPU install with a warning; so does a CUDA install whose
 * provider cannot create a session (see chooseExecutionProviders). Failures
 * to install or load the CPU runtime are errors.
 */
export async function provideOnnxRuntime(
  options: ProvideOnnxRuntimeOptions,
): Promise<ProvidedOnnxRuntime> {
  const { version, log } = options;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version)) {
    throw new RangeError(
      `onnxruntime-node version must be an exact version such as 1.30.0, got ${JSON.stringify(version)}`,
    );
  }
  if (options.provider !== 'cpu' && options.provider !== 'cuda') {
    throw new RangeError(
      `provider must be 'cpu' or 'cuda', got ${JSON.stringify(options.provider)}`,
    );
  }

  let warning: string | undefined;
  if (options.provider === 'cuda') {
    if (!cudaInstallSupported()) {
      warning = cudaFallbackWarning(
        `onnxruntime-node has no CUDA provider for ${process.platform}/${process.arch}`,
      );
    } else {
      const dir = runtimeInstallDir(options.toolDir, version, 'cuda');
      let installed: boolean | undefined;
      try {
        installed = await ensureInstalled(dir, runtimeCacheKey(version, 'cuda'), 'cuda12', options);
      } catch (error) {
        warning = cudaFallbackWarning(
          `installing the CUDA provider failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (installed !== undefined) {
        const ort = load(dir, version);
        const choice = await chooseExecutionProviders(ort, 'cuda');
        if (choice.warning) log.warning(choice.warning);
        return {
          ort,
          fromCache: !installed,
          provider: choice.provider,
          executionProviders: choice.executionProviders,
          ...(choice.warning ? { warning: choice.warning } : {}),
          dir,
        };
      }
    }
    if (warning) log.warning(warning);
  }

  const dir = runtimeInstallDir(options.toolDir, version, 'cpu');
  const installed = await ensureInstalled(dir, runtimeCacheKey(version, 'cpu'), 'skip', options);
  return {
    ort: load(dir, version),
    fromCache: !installed,
    provider: 'cpu',
    executionProviders: ['cpu'],
    ...(warning ? { warning } : {}),
    dir,
  };
}
