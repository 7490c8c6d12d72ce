/**
 * Shared setup for the runtime tests. Each test file is its own process
 * (vitest forks), and a process can load only one onnxruntime-node install,
 * so every file keeps one tool directory for all its tests.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProvideOnnxRuntimeOptions } from '../../src/runtime/provide-onnxruntime.js';
import type { RecordingLogger } from '../servers/env.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The fake npm's settings (see fake-npm.mjs): its log, a failure, blocked scripts, a delay. */
export type FakeNpmSettings = Partial<
  Record<
    'FAKE_NPM_LOG' | 'FAKE_NPM_FAIL_ON' | 'FAKE_NPM_BLOCK_SCRIPTS' | 'FAKE_NPM_DELAY_MS',
    string
  >
>;

/**
 * The fake npm as an npmCommand (or METACOMPRESS_NPM_COMMAND, as JSON), with
 * its settings. The npm child gets only an allow-list of the environment
 * (src/runtime/npm-command.ts), so the settings cannot be variables of the
 * process that installs: `env NAME=value …` sets them for the fake alone.
 */
export function fakeNpm(settings: FakeNpmSettings = {}): string[] {
  const assignments = Object.entries(settings).map(([name, value]) => `${name}=${value}`);
  return ['env', ...assignments, process.execPath, path.join(here, 'fake-npm.mjs')];
}

/** The onnxruntime-node version the project has installed (what the fake can serve). */
export const VERSION = (
  JSON.parse(
    readFileSync(
      path.join(here, '..', '..', 'node_modules', 'onnxruntime-node', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

export const PLATFORM = `${process.platform}/${process.arch}`;

export interface NpmCall {
  argv: string[];
  /** For npm ci: the version and integrity the lockfile gave onnxruntime-node; else null. */
  lockfile: { version: string; integrity: string | null } | null;
  install: string | null;
  scripts: 'ignored' | 'blocked' | 'ran';
  /** The INPUT_*, ACTIONS_* and *TOKEN* variables the child was given. */
  secrets: string[];
}

export function npmCalls(logFile: string): NpmCall[] {
  if (!existsSync(logFile)) return [];
  return readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as NpmCall);
}

/** Options of provideOnnxRuntime that install with the fake npm, given `npm`'s settings. */
export function runtimeOptions(
  toolDir: string,
  log: RecordingLogger,
  npm: FakeNpmSettings,
  overrides: Partial<ProvideOnnxRuntimeOptions> = {},
): ProvideOnnxRuntimeOptions {
  mkdirSync(toolDir, { recursive: true });
  return {
    version: VERSION,
    provider: 'cpu',
    toolDir,
    log,
    npmCommand: fakeNpm(npm),
    ...overrides,
  };
}
