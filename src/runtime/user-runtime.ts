/**
 * ONNX Runtime for the CLI and the library.
 *
 * onnxruntime-node is an optional peer dependency of the package: its install
 * script downloads CUDA libraries from outside the npm registry, so a plain
 * `npm install metacompress` must not pull it in. When the user has installed
 * it where metacompress can resolve it, that copy is used. Otherwise it is
 * provided the way the action does it (provideOnnxRuntime: npm install
 * --ignore-scripts with ONNXRUNTIME_NODE_INSTALL=skip, the CPU binaries that
 * ship in the package, pruned to this platform) into a per-user cache folder,
 * once per machine and version; that install logs one info line.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError, oneLine } from '../errors.js';
import type { OrtModule } from '../inference/ort-module.js';
import type { PipelineLogger } from '../logger.js';
import type { Runtime } from '../inference/ort-module.js';
import { parseNpmCommand } from './npm-command.js';
import { provideOnnxRuntime } from './provide-onnxruntime.js';

/** The onnxruntime-node version provided when none is installed (the action's default too). */
export const ONNXRUNTIME_VERSION = '1.30.0';

const PACKAGE = 'onnxruntime-node';

/** Environment variables (process.env is one), without naming @types/node in the declarations. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Where provided tools are kept for this user: $XDG_CACHE_HOME/metacompress
 * when that is an absolute path (the XDG rule: a relative one is ignored),
 * else %LOCALAPPDATA%\metacompress on Windows, ~/Library/Caches/metacompress
 * on macOS and ~/.cache/metacompress elsewhere.
 */
export function userCacheDir(
  env: Environment,
  platform: string = process.platform,
  home: string = os.homedir(),
): string {
  const pathOf = platform === 'win32' ? path.win32 : path.posix;
  const xdg = env.XDG_CACHE_HOME;
  if (xdg && pathOf.isAbsolute(xdg)) return pathOf.join(xdg, 'metacompress');
  if (platform === 'win32') {
    const local = env.LOCALAPPDATA;
    if (local && pathOf.isAbsolute(local)) return pathOf.join(local, 'metacompress');
    return pathOf.join(home, 'AppData', 'Local', 'metacompress');
  }
  if (platform === 'darwin') return pathOf.join(home, 'Library', 'Caches', 'metacompress');
  return pathOf.join(home, '.cache', 'metacompress');
}

/**
 * The entry file of the onnxruntime-node that Node's resolution finds from
 * `fromFile` (the consumer's node_modules for an installed package), or null
 * when there is none.
 */
export function resolveInstalledOnnxRuntime(fromFile: string): string | null {
  try {
    return createRequire(fromFile).resolve(PACKAGE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

export interface LoadUserRuntimeOptions {
  log: PipelineLogger;
  /** Read for XDG_CACHE_HOME, LOCALAPPDATA and METACOMPRESS_NPM_COMMAND; default process.env. */
  env?: Environment;
  /** The file whose node_modules are searched for onnxruntime-node; default this module's. */
  resolveFrom?: string;
}

/** ONNX Runtime on CPU: the installed onnxruntime-node, else one provided into userCacheDir. */
export async function loadUserRuntime(options: LoadUserRuntimeOptions): Promise<Runtime> {
  const env = options.env ?? process.env;
  const from = options.resolveFrom ?? fileURLToPath(import.meta.url);
  const installed = resolveInstalledOnnxRuntime(from);
  if (installed !== null) {
    return { ort: createRequire(from)(installed) as OrtModule, executionProviders: ['cpu'] };
  }
  const toolDir = userCacheDir(env);
  const npmCommand = parseNpmCommand(env.METACOMPRESS_NPM_COMMAND);
  try {
    const provided = await provideOnnxRuntime({
      version: ONNXRUNTIME_VERSION,
      provider: 'cpu',
      toolDir,
      log: { info: options.log.info, warning: options.log.warning, debug: () => {} },
      ...(npmCommand ? { npmCommand } : {}),
    });
    return { ort: provided.ort, executionProviders: provided.executionProviders };
  } catch (error) {
    throw new InputError(
      `onnxruntime-node is not installed and could not be provided in ${toolDir} (${oneLine(error)}); install it beside metacompress (npm install ${PACKAGE}@${ONNXRUNTIME_VERSION}) or let npm reach its registry`,
      { cause: error },
    );
  }
}
