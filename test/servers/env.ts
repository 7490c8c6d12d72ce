/** Helpers shared by tests that talk to the local servers. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { Logger } from '../../src/store/actions-cache.js';

export interface RecordingLogger extends Logger {
  lines: { level: 'info' | 'warning' | 'debug'; message: string }[];
  /** Every message at every level, one per line. */
  text(): string;
  warnings(): string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    warning: (message) => lines.push({ level: 'warning', message }),
    debug: (message) => lines.push({ level: 'debug', message }),
    text: () => lines.map((l) => `${l.level}: ${l.message}`).join('\n'),
    warnings: () => lines.filter((l) => l.level === 'warning').map((l) => l.message),
  };
}

export function tempDir(prefix: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `metacompress-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const CACHE_ENV = [
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_RESULTS_URL',
  'ACTIONS_CACHE_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_MODE',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
] as const;

/**
 * Sets the variables @actions/cache reads (plus RUNNER_TEMP and
 * GITHUB_WORKSPACE) and returns a function that puts the old values back.
 */
export function setCacheEnv(vars: Record<string, string>): () => void {
  const saved = new Map<string, string | undefined>();
  for (const name of CACHE_ENV) {
    saved.set(name, process.env[name]);
    delete process.env[name];
  }
  for (const [name, value] of Object.entries(vars)) {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    process.env[name] = value;
  }
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/**
 * @actions/cache and @actions/core write ::debug::, ::add-mask:: and info
 * lines straight to stdout. Called at the top of a test file, this keeps them
 * out of the test output and prints them under a test that fails, so nothing
 * that explains a failure is lost. `output()` is what the current test wrote.
 */
export function quietActionsOutput(): { output(): string } {
  let captured = '';
  let realWrite: typeof process.stdout.write | null = null;
  beforeEach((context) => {
    captured = '';
    const write = process.stdout.write.bind(process.stdout);
    realWrite = write;
    process.stdout.write = ((chunk: string | Uint8Array) => {
      captured += String(chunk);
      return true;
    }) as typeof process.stdout.write;
    // Runs after afterEach has put stdout back, so it writes with the real one.
    context.onTestFailed(() => {
      write(`--- stdout of this test (@actions/*) ---\n${captured}`);
    });
  });
  afterEach(() => {
    if (realWrite) process.stdout.write = realWrite;
    realWrite = null;
  });
  return { output: () => captured };
}
