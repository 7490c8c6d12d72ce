import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cudaInstallSupported, runtimeInstallDir } from '../../src/runtime/provide-onnxruntime.js';
import { tempDir } from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { npmCalls, VERSION } from './helpers.js';

let tmp: ReturnType<typeof tempDir>;
let npmLog: string;
beforeEach(() => {
  tmp = tempDir('cuda-probe');
  npmLog = path.join(tmp.dir, 'npm.jsonl');
});
afterEach(() => tmp.remove());

// The fake npm's postinstall leaves placeholder CUDA provider libraries that
// onnxruntime cannot load: the same failure as a runner without a usable CUDA
// stack. The success path needs a GPU and the real NuGet download. It runs in
// a child process (cuda-fallback-child.mjs) whose stderr is captured: ONNX
// Runtime's native code prints its own error about the library there, which
// is expected and must not reach the test output.
it.skipIf(!cudaInstallSupported())(
  'falls back to CPU, saying why, when a CUDA session cannot be created',
  () => {
    const toolDir = path.join(tmp.dir, 'tools');
    const child = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'test', 'runtime', 'cuda-fallback-child.mjs'), toolDir, npmLog],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env } },
    );
    expect(child.status, child.stderr).toBe(0);
    // What ONNX Runtime itself said, kept out of the test output.
    expect(child.stderr).toMatch(/Failed to load library .*libonnxruntime_providers_shared\.so/);
    const result = JSON.parse(child.stdout) as {
      dir: string;
      provider: string;
      executionProviders: string[];
      warning: string;
      warnings: string[];
      output: number;
    };
    expect(npmCalls(npmLog).map((c) => [c.install, c.scripts])).toEqual([['cuda12', 'ran']]);
    // npm 11.19+ runs the postinstall only when package.json approves it.
    const manifest = JSON.parse(
      readFileSync(path.join(runtimeInstallDir(toolDir, VERSION, 'cuda'), 'package.json'), 'utf8'),
    ) as { allowScripts?: Record<string, boolean> };
    expect(manifest.allowScripts).toEqual({ 'onnxruntime-node': true });
    expect(result.dir).toBe(runtimeInstallDir(toolDir, VERSION, 'cuda'));
    expect(result.provider).toBe('cpu');
    expect(result.executionProviders).toEqual(['cpu']);
    expect(result.warning).toBe(
      'provider cuda was requested but cannot be used here (OrtSessionOptionsAppendExecutionProvider_Cuda: Failed to load shared library); running on CPU. CUDA needs linux x64, an NVIDIA GPU with CUDA 12 and cuDNN 9, and the onnxruntime CUDA provider libraries',
    );
    expect(result.warnings).toEqual([result.warning]);
    // The CUDA install still runs on CPU: the probe model returns its input.
    expect(result.output).toBe(2.5);
  },
);
