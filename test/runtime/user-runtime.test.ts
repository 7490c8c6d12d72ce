/**
 * ONNX Runtime for the CLI and the library: the installed onnxruntime-node,
 * else one provided into the per-user cache. This file loads only the
 * provided copy (one onnxruntime-node install per process, see helpers.ts);
 * the installed copy is only resolved here, and loaded by the packed-install
 * test in its own process.
 */
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/errors.js';
import { parseNpmCommand } from '../../src/runtime/npm-command.js';
import { PROBE_MODEL } from '../../src/runtime/probe-model.js';
import {
  loadUserRuntime,
  ONNXRUNTIME_VERSION,
  resolveInstalledOnnxRuntime,
  userCacheDir,
} from '../../src/runtime/user-runtime.js';
import { repoRoot } from '../shared.js';
import { tempDir } from '../servers/env.js';
import { fakeNpm, npmCalls, VERSION } from './helpers.js';

describe('userCacheDir', () => {
  const cases: [string, NodeJS.ProcessEnv, NodeJS.Platform, string, string][] = [
    [
      'XDG_CACHE_HOME wins',
      { XDG_CACHE_HOME: '/srv/cache' },
      'linux',
      '/home/ada',
      '/srv/cache/metacompress',
    ],
    [
      'a relative XDG_CACHE_HOME is ignored',
      { XDG_CACHE_HOME: 'cache' },
      'linux',
      '/home/ada',
      '/home/ada/.cache/metacompress',
    ],
    ['linux default', {}, 'linux', '/home/ada', '/home/ada/.cache/metacompress'],
    ['macOS default', {}, 'darwin', '/Users/ada', '/Users/ada/Library/Caches/metacompress'],
    [
      'Windows LOCALAPPDATA',
      { LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local' },
      'win32',
      'C:\\Users\\ada',
      'C:\\Users\\ada\\AppData\\Local\\metacompress',
    ],
    [
      'Windows without LOCALAPPDATA',
      {},
      'win32',
      'C:\\Users\\ada',
      'C:\\Users\\ada\\AppData\\Local\\metacompress',
    ],
    [
      'Windows XDG_CACHE_HOME',
      { XDG_CACHE_HOME: 'D:\\cache' },
      'win32',
      'C:\\Users\\ada',
      'D:\\cache\\metacompress',
    ],
  ];
  it.each(cases)('%s', (_name, env, platform, home, expected) => {
    expect(userCacheDir(env, platform, home)).toBe(expected);
  });
});

describe('parseNpmCommand', () => {
  it('reads a JSON array or a command line; blank is npm', () => {
    expect(parseNpmCommand('["node", "/a b/npm-cli.js"]')).toEqual(['node', '/a b/npm-cli.js']);
    expect(parseNpmCommand('  pnpm   exec npm ')).toEqual(['pnpm', 'exec', 'npm']);
    expect(parseNpmCommand('  ')).toBeNull();
    expect(parseNpmCommand(undefined)).toBeNull();
  });
  it('refuses a bracketed value that is not an array of strings', () => {
    for (const bad of ['[node', '[]', '[1, 2]']) {
      expect(() => parseNpmCommand(bad)).toThrow(InputError);
    }
    expect(() => parseNpmCommand('[1]')).toThrow(
      'METACOMPRESS_NPM_COMMAND: got [1]; allowed: a JSON array of strings, or a command line',
    );
  });
});

describe('resolveInstalledOnnxRuntime', () => {
  it("finds the project's own copy from a file in the project", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(repoRoot, 'node_modules', 'onnxruntime-node', 'package.json'), 'utf8'),
    ) as { main: string };
    const found = resolveInstalledOnnxRuntime(path.join(repoRoot, 'test', 'any-file.js'));
    expect(found).toBe(
      realpathSync(path.join(repoRoot, 'node_modules', 'onnxruntime-node', manifest.main)),
    );
  });
  it('is null where no node_modules holds it', () => {
    const tmp = tempDir('resolve');
    try {
      expect(resolveInstalledOnnxRuntime(path.join(tmp.dir, 'consumer.js'))).toBeNull();
    } finally {
      tmp.remove();
    }
  });
});

describe('ONNXRUNTIME_VERSION', () => {
  it("is the action's default, inside the peer range, and what the project installs", () => {
    const action = readFileSync(path.join(repoRoot, 'action.yml'), 'utf8');
    expect(action).toMatch(
      new RegExp(`onnxruntime-version:\\n(?:    .*\\n)*?    default: ${ONNXRUNTIME_VERSION}\\n`),
    );
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      peerDependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.peerDependencies['onnxruntime-node']).toBe(`^${ONNXRUNTIME_VERSION}`);
    expect(manifest.devDependencies['onnxruntime-node']).toBe(`^${ONNXRUNTIME_VERSION}`);
    expect(VERSION).toBe(ONNXRUNTIME_VERSION);
  });
});

describe('loadUserRuntime without an installed onnxruntime-node', () => {
  let tmp: ReturnType<typeof tempDir>;
  let lines: string[];
  const log = {
    info: (m: string) => lines.push(`info: ${m}`),
    warning: (m: string) => lines.push(`warning: ${m}`),
  };
  let npmLog: string;
  beforeAll(() => {
    tmp = tempDir('user-runtime');
    npmLog = path.join(tmp.dir, 'npm-calls.jsonl');
  });
  afterEach(() => {
    lines = [];
  });
  afterAll(() => tmp.remove());
  lines = [];

  it('says what failed and what to do when npm cannot provide it', async () => {
    const env = {
      XDG_CACHE_HOME: path.join(tmp.dir, 'failing-cache'),
      METACOMPRESS_NPM_COMMAND: JSON.stringify([process.execPath, '-e', 'process.exit(1)']),
    };
    const from = path.join(tmp.dir, 'consumer.js');
    const failure = loadUserRuntime({ log, env, resolveFrom: from });
    await expect(failure).rejects.toThrow(InputError);
    await expect(failure).rejects.toThrow(
      `onnxruntime-node is not installed and could not be provided in ${path.join(tmp.dir, 'failing-cache', 'metacompress')} (npm install of onnxruntime-node@${ONNXRUNTIME_VERSION} failed (exit code 1: no output)); install it beside metacompress (npm install onnxruntime-node@${ONNXRUNTIME_VERSION}) or let npm reach its registry`,
    );
  });

  it('installs it once into the user cache with one info line (two callers at once share it), then reuses it silently', async () => {
    const cache = path.join(tmp.dir, 'cache');
    const env = {
      XDG_CACHE_HOME: cache,
      METACOMPRESS_NPM_COMMAND: JSON.stringify(fakeNpm({ FAKE_NPM_LOG: npmLog })),
    };
    const from = path.join(tmp.dir, 'consumer.js');
    const dir = path.join(
      cache,
      'metacompress',
      'onnxruntime-node',
      ONNXRUNTIME_VERSION,
      `${process.platform}-${process.arch}-cpu`,
    );

    // Two evaluations at once in one process: one install, which both wait for.
    const [first, twin] = await Promise.all([
      loadUserRuntime({ log, env, resolveFrom: from }),
      loadUserRuntime({ log, env, resolveFrom: from }),
    ]);
    expect(twin.ort).toBe(first.ort);
    expect(first.executionProviders).toEqual(['cpu']);
    expect(lines).toEqual([
      `info: Installing onnxruntime-node@${ONNXRUNTIME_VERSION} into ${dir} (the CPU build, from the npm registry; once per machine and version)`,
    ]);
    const calls = npmCalls(npmLog);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ install: 'skip', scripts: 'ignored' });
    expect(calls[0]!.argv).toContain('--ignore-scripts');

    // The runtime works: y = Identity(x) on the probe model.
    const model = path.join(tmp.dir, 'probe.onnx');
    writeFileSync(model, PROBE_MODEL);
    const ort = first.ort as unknown as typeof import('onnxruntime-node');
    const session = await ort.InferenceSession.create(model);
    const out = await session.run({ x: new ort.Tensor('float32', Float32Array.from([4.5]), [1]) });
    expect(Array.from(out.y!.data as Float32Array)).toEqual([4.5]);
    await session.release();

    lines = [];
    const second = await loadUserRuntime({ log, env, resolveFrom: from });
    expect(second.ort).toBe(first.ort);
    expect(lines).toEqual([]);
    expect(npmCalls(npmLog)).toHaveLength(1);
  });
});
