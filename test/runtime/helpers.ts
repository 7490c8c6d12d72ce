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

/** The fake npm (see fake-npm.mjs) as an npmCommand. */
export const FAKE_NPM = [process.execPath, path.join(here, 'fake-npm.mjs')];

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

export function runtimeOptions(
  toolDir: string,
  log: RecordingLogger,
  overrides: Partial<ProvideOnnxRuntimeOptions> = {},
): ProvideOnnxRuntimeOptions {
  mkdirSync(toolDir, { recursive: true });
  return { version: VERSION, provider: 'cpu', toolDir, log, npmCommand: FAKE_NPM, ...overrides };
}
