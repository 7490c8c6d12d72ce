import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  cudaInstallSupported,
  provideOnnxRuntime,
  runtimeInstallDir,
} from '../../src/runtime/provide-onnxruntime.js';
import { recordingLogger, tempDir } from '../servers/env.js';
import { npmCalls, runtimeOptions, VERSION } from './helpers.js';

// Both tests end on the CPU install in one tool directory: a process can
// load only one onnxruntime-node install (see helpers.ts).
let tmp: ReturnType<typeof tempDir>;
let toolDir: string;
let npmLog: string;
let n = 0;
beforeAll(() => {
  tmp = tempDir('cuda-install');
  toolDir = path.join(tmp.dir, 'tools');
});
afterAll(() => tmp.remove());
beforeEach(() => {
  npmLog = path.join(tmp.dir, `npm-${n++}.jsonl`);
});

it.skipIf(!cudaInstallSupported())(
  'falls back to the CPU install with a warning when the CUDA download fails',
  async () => {
    const log = recordingLogger();
    // The postinstall fails the way it does when NuGet is unreachable.
    const npm = { FAKE_NPM_LOG: npmLog, FAKE_NPM_FAIL_ON: 'cuda12' };
    const result = await provideOnnxRuntime(
      runtimeOptions(toolDir, log, npm, { provider: 'cuda' }),
    );
    const calls = npmCalls(npmLog);
    expect(calls.map((c) => [c.install, c.scripts])).toEqual([
      ['cuda12', 'ran'],
      ['skip', 'ignored'],
    ]);
    expect(result.provider).toBe('cpu');
    expect(result.executionProviders).toEqual(['cpu']);
    expect(result.fromCache).toBe(false);
    expect(result.dir).toBe(runtimeInstallDir(toolDir, VERSION, 'cpu'));
    expect(result.warning).toBe(
      `provider cuda was requested but cannot be used here (installing the CUDA provider failed: npm install of onnxruntime-node@${VERSION} failed (exit code 1: npm error path ${path.join(`${runtimeInstallDir(toolDir, VERSION, 'cuda')}.partial-${process.pid}`, 'node_modules', 'onnxruntime-node')} | npm error command failed | npm error Error: getaddrinfo ENOTFOUND api.nuget.org)); running on CPU. CUDA needs linux x64, an NVIDIA GPU with CUDA 12 and cuDNN 9, and the onnxruntime CUDA provider libraries`,
    );
    expect(log.warnings()).toEqual([result.warning]);
    expect(existsSync(runtimeInstallDir(toolDir, VERSION, 'cuda'))).toBe(false);
  },
);

it.skipIf(!cudaInstallSupported())(
  'says so when npm does not run the install script that fetches the CUDA provider',
  async () => {
    const log = recordingLogger();
    const npm = { FAKE_NPM_LOG: npmLog, FAKE_NPM_BLOCK_SCRIPTS: '1' };
    const result = await provideOnnxRuntime(
      runtimeOptions(toolDir, log, npm, { provider: 'cuda' }),
    );
    // The CPU install from the previous test is reused.
    expect(npmCalls(npmLog).map((c) => c.install)).toEqual(['cuda12']);
    expect(result.provider).toBe('cpu');
    expect(result.fromCache).toBe(true);
    expect(result.warning).toContain(
      `npm installed onnxruntime-node@${VERSION} without libonnxruntime_providers_cuda.so; its install script did not run (check npm's ignore-scripts and allowScripts settings)`,
    );
  },
);
