import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  actionsCacheBackend,
  boundedCache,
  createActionsCache,
  type ArtifactCache,
} from '../../src/store/actions-cache.js';
import { chooseExecutionProviders } from '../../src/runtime/execution-providers.js';
import { entryDigest } from '../../src/store/entry-digest.js';
import { PROBE_MODEL } from '../../src/runtime/probe-model.js';
import {
  provideOnnxRuntime,
  runtimeInstallDir,
  type ProvideOnnxRuntimeOptions,
} from '../../src/runtime/provide-onnxruntime.js';
import { startActionsCacheServer, type ActionsCacheServer } from '../servers/actions-cache.js';
import {
  quietActionsOutput,
  recordingLogger,
  setCacheEnv,
  tempDir,
  type RecordingLogger,
} from '../servers/env.js';
import { repoRoot } from '../shared.js';
import { npmCalls, PLATFORM, runtimeOptions, VERSION } from './helpers.js';

// @actions/cache's ::debug:: lines stay out of the test output (shown under a failing test).
quietActionsOutput();

let server: ActionsCacheServer;
let tmp: ReturnType<typeof tempDir>;
/** The one install directory this process loads (see helpers.ts). */
let toolDir: string;
let log: RecordingLogger;
let restoreEnv: () => void;
let npmLog: string;
let testIndex = 0;

beforeAll(async () => {
  server = await startActionsCacheServer();
  tmp = tempDir('runtime');
  toolDir = path.join(tmp.dir, 'tools');
  mkdirSync(path.join(tmp.dir, 'runner-temp'));
  mkdirSync(path.join(tmp.dir, 'workspace'));
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});
beforeEach(() => {
  npmLog = path.join(tmp.dir, `npm-calls-${testIndex++}.jsonl`);
  log = recordingLogger();
  server.requests.length = 0;
  restoreEnv = setCacheEnv({
    ...server.env(),
    RUNNER_TEMP: path.join(tmp.dir, 'runner-temp'),
    GITHUB_WORKSPACE: path.join(tmp.dir, 'workspace'),
    // What a runner gives the action, which the npm child must not see.
    'INPUT_GITHUB-TOKEN': 'ghs_input',
    GITHUB_TOKEN: 'ghs_env',
    // Nor what else a job may hold, whatever its name.
    OPENAI_API_KEY: 'sk-test',
    AWS_ACCESS_KEY_ID: 'AKIATEST',
    DEPLOY_PAT: 'github_pat_test',
    SSH_AUTH_SOCK: path.join(tmp.dir, 'agent.sock'),
  });
});
afterEach(() => restoreEnv());

/**
 * The Actions cache with limits no test reaches: what these tests check is
 * what is saved and restored, not the limits (test/store/actions-cache.test.ts
 * checks those), so a slow moment on a loaded machine must not mark the
 * service down and skip a save.
 */
function patientCache(): ArtifactCache {
  const unreached = { lookupTimeoutMs: 600_000, transferTimeoutMs: 600_000 };
  return createActionsCache(log, boundedCache(actionsCacheBackend, unreached));
}

/** The fake npm's settings: this test's log of its calls. */
const npm = () => ({ FAKE_NPM_LOG: npmLog });

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/**
 * A folder standing in for the cache, so a test can change the saved install
 * as a writer of the entry would; it counts the restores asked of it.
 */
function folderCache(store: string): ArtifactCache & { restores: number } {
  return {
    restores: 0,
    async restore(_, [dir]) {
      this.restores += 1;
      if (!existsSync(store)) return false;
      cpSync(store, dir!, { recursive: true });
      return true;
    },
    async save(_, [dir]) {
      rmSync(store, { recursive: true, force: true });
      cpSync(dir!, store, { recursive: true, verbatimSymlinks: true });
    },
  };
}

/** Replaces (or adds) a file of a saved install and writes its sha256 into the install's own record. */
function forge(store: string, file: string, content: Buffer | string): void {
  writeFileSync(path.join(store, file), content);
  const markerFile = path.join(store, '.metacompress-install.json');
  const marker = JSON.parse(readFileSync(markerFile, 'utf8')) as { files: Record<string, string> };
  marker.files[file] = sha256(content);
  writeFileSync(markerFile, JSON.stringify(marker));
}

function platformsIn(dir: string): string[] {
  const bin = path.join(dir, 'node_modules', 'onnxruntime-node', 'bin', 'napi-v6');
  return readdirSync(bin).flatMap((p) => readdirSync(path.join(bin, p)).map((a) => `${p}/${a}`));
}

/** Loads an install in a fresh Node process and runs the probe model there. */
function runProbeInChild(dir: string): string {
  const model = path.join(tmp.dir, 'probe.onnx');
  writeFileSync(model, PROBE_MODEL);
  const script = `
    const ort = require(${JSON.stringify(path.join(dir, 'node_modules', 'onnxruntime-node'))});
    (async () => {
      const s = await ort.InferenceSession.create(require('fs').readFileSync(${JSON.stringify(model)}));
      const out = await s.run({ x: new ort.Tensor('float32', Float32Array.from([4.5]), [1]) });
      process.stdout.write(String(out.y.data[0]));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

describe('provideOnnxRuntime (cpu)', () => {
  it('installs on a miss, prunes other platforms, caches; then restores on a hit', async () => {
    rmSync(toolDir, { recursive: true, force: true });
    const first = await provideOnnxRuntime(
      runtimeOptions(toolDir, log, npm(), { cache: patientCache() }),
    );
    const dir = runtimeInstallDir(toolDir, VERSION, 'cpu');
    expect(first.dir).toBe(dir);
    expect(dir).toBe(
      path.join(toolDir, 'onnxruntime-node', VERSION, `${process.platform}-${process.arch}-cpu`),
    );
    expect(first).toMatchObject({
      fromCache: false,
      provider: 'cpu',
      executionProviders: ['cpu'],
    });
    expect(first.warning).toBeUndefined();

    const calls = npmCalls(npmLog);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.install).toBe('skip');
    expect(calls[0]?.scripts).toBe('ignored');
    // Not INPUT_GITHUB-TOKEN, ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, GITHUB_TOKEN,
    // OPENAI_API_KEY, AWS_ACCESS_KEY_ID, DEPLOY_PAT nor SSH_AUTH_SOCK.
    expect(process.env.ACTIONS_RUNTIME_TOKEN).toBeDefined();
    expect(calls[0]?.secrets).toEqual([]);
    // npm ci from the lockfile the action ships: onnxruntime-node at the integrity this project's
    // own package-lock.json recorded when npm installed it here from the registry.
    expect(calls[0]?.argv).toEqual([
      'ci',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--prefix',
      `${dir}.partial-${process.pid}`,
    ]);
    const projectLock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
    const recorded = projectLock.packages['node_modules/onnxruntime-node'];
    expect(recorded.version).toBe(VERSION);
    expect(calls[0]?.lockfile).toEqual({ version: VERSION, integrity: recorded.integrity });
    expect(platformsIn(dir)).toEqual([PLATFORM]);

    const session = await first.ort.InferenceSession.create(PROBE_MODEL, {
      executionProviders: first.executionProviders,
    });
    const out = await session.run({
      x: new first.ort.Tensor('float32', Float32Array.from([1.25]), [1]),
    });
    expect(out.y?.data[0]).toBe(1.25);
    await session.release();

    // Any cache problem is a warning: show it rather than only a missing request.
    expect(log.warnings()).toEqual([]);
    expect(server.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'CreateCacheEntry',
      'PutBlob',
      'FinalizeCacheEntryUpload',
    ]);
    expect(server.entries.at(-1)?.key).toBe(
      `metacompress-v1-onnxruntime-node-${VERSION}-${process.platform}-${process.arch}-cpu`,
    );

    // A fresh runner: the tool directory is gone, the cache entry is not.
    rmSync(toolDir, { recursive: true });
    server.requests.length = 0;
    const second = await provideOnnxRuntime(
      runtimeOptions(toolDir, log, npm(), { cache: patientCache() }),
    );
    expect(second.fromCache).toBe(true);
    expect(npmCalls(npmLog)).toHaveLength(1);
    // A lookup (bounded by its own timeout, see src/cache.ts), then the download.
    expect(server.kinds()).toEqual([
      'GetCacheEntryDownloadURL',
      'GetCacheEntryDownloadURL',
      'GetBlob',
    ]);
    expect(platformsIn(dir)).toEqual([PLATFORM]);
    // This process already holds the addon; prove the restored files load on their own.
    expect(runProbeInChild(dir)).toBe('4.5');
    expect(log.warnings()).toEqual([]);
  });

  it('installs again when a restored install is not what its install recorded', async () => {
    const store = path.join(tmp.dir, 'tampered-store');
    const folder = folderCache(store);
    rmSync(toolDir, { recursive: true, force: true });
    await provideOnnxRuntime(runtimeOptions(toolDir, log, npm(), { cache: folder }));
    const dir = runtimeInstallDir(toolDir, VERSION, 'cpu');
    const common = path.join('node_modules', 'onnxruntime-common', 'package.json');
    for (const [change, problem] of [
      [
        () => appendFileSync(path.join(store, common), ' '),
        `${common} changed since it was installed`,
      ],
      [
        () => writeFileSync(path.join(store, 'node_modules', 'evil.js'), ''),
        'node_modules/evil.js was not installed',
      ],
      [() => rmSync(path.join(store, common)), `${common} is missing`],
    ] as const) {
      change();
      rmSync(toolDir, { recursive: true });
      const before = npmCalls(npmLog).length;
      const again = await provideOnnxRuntime(
        runtimeOptions(toolDir, log, npm(), { cache: folder }),
      );
      expect(again.fromCache).toBe(false);
      expect(npmCalls(npmLog)).toHaveLength(before + 1);
      expect(log.warnings().at(-1)).toBe(
        `The cached onnxruntime-node install at ${dir}: ${problem}; installing again`,
      );
    }
    // The last install was saved again: a fresh runner restores it without npm.
    rmSync(toolDir, { recursive: true });
    const restored = await provideOnnxRuntime(
      runtimeOptions(toolDir, log, npm(), { cache: folder }),
    );
    expect(restored.fromCache).toBe(true);
    expect(log.warnings()).toHaveLength(3);
  });

  describe('a restored install whose record its writer rewrote', () => {
    const binding = `node_modules/onnxruntime-node/bin/napi-v6/${PLATFORM}/onnxruntime_binding.node`;
    // The binary npm laid out here from the registry's tarball (the fake npm copies the project's).
    const genuine = () =>
      sha256(
        readFileSync(path.join(repoRoot, binding.replace(/^.*?node_modules/, 'node_modules'))),
      );
    let store: string;
    let folder: ReturnType<typeof folderCache>;

    /** A clean install saved to the folder, then `forge` run on it, then a fresh runner restoring it. */
    async function restoreForged(
      change: () => void,
      overrides: Partial<ProvideOnnxRuntimeOptions> = {},
    ) {
      store = path.join(tmp.dir, `forged-store-${testIndex}`);
      folder = folderCache(store);
      rmSync(toolDir, { recursive: true, force: true });
      await provideOnnxRuntime(runtimeOptions(toolDir, log, npm(), { cache: folder }));
      change();
      rmSync(toolDir, { recursive: true });
      return provideOnnxRuntime(
        runtimeOptions(toolDir, log, npm(), { cache: folder, ...overrides }),
      );
    }

    it.each([
      [
        'its native binary replaced',
        () => forge(store, binding, 'a native library of the attacker'),
        () =>
          `${binding} has sha256 ${sha256('a native library of the attacker')}, not the ${genuine()} of its package's tarball`,
      ],
      [
        'a script added to the package',
        () => forge(store, 'node_modules/onnxruntime-node/dist/preload.js', 'process.exit(0)'),
        () =>
          'node_modules/onnxruntime-node/dist/preload.js is no file of the packages npm installs',
      ],
    ])('%s: refused, with one warning, and installed again', async (_, change, problem) => {
      const dir = runtimeInstallDir(toolDir, VERSION, 'cpu');
      const calls = npmCalls(npmLog).length;
      const restored = await restoreForged(change);
      expect(restored.fromCache).toBe(false);
      expect(npmCalls(npmLog)).toHaveLength(calls + 2);
      expect(log.warnings()).toEqual([
        `The cached onnxruntime-node install at ${dir}: ${problem()}; installing again`,
      ]);
      expect(sha256(readFileSync(path.join(dir, binding)))).toBe(genuine());
    });

    it('a link where the package has a file is refused', async () => {
      const restored = await restoreForged(() => {
        const elsewhere = path.join(tmp.dir, 'elsewhere.node');
        cpSync(path.join(store, binding), elsewhere);
        rmSync(path.join(store, binding));
        symlinkSync(elsewhere, path.join(store, binding));
      });
      expect(restored.fromCache).toBe(false);
      expect(log.warnings()).toEqual([
        `The cached onnxruntime-node install at ${runtimeInstallDir(toolDir, VERSION, 'cpu')}: ${binding} is a symbolic link, not the package's file; installing again`,
      ]);
    });

    it('a trusted record vouching for the install, asked with its key and the entry’s digest, is enough', async () => {
      const asked: [string, string][] = [];
      // The trusted run's manifest: the entry's digest as that run saved it (recordingCache's).
      let vouched: Promise<string> = Promise.resolve('');
      const restored = await restoreForged(
        () => {
          forge(store, binding, 'a binary the default branch built');
          vouched = entryDigest([store]);
        },
        {
          trusted: {
            async vouches(key, digest) {
              asked.push([key, digest]);
              return digest === (await vouched);
            },
          },
        },
      );
      expect(asked).toEqual([
        [
          `metacompress-v1-onnxruntime-node-${VERSION}-${process.platform}-${process.arch}-cpu`,
          await vouched,
        ],
      ]);
      expect(restored.fromCache).toBe(true);
      expect(log.warnings()).toEqual([]);
    });
  });

  it('another version, which nothing can vouch for, is not restored: npm installs it', async () => {
    const folder = folderCache(path.join(tmp.dir, 'other-version-store'));
    const otherDir = path.join(tmp.dir, 'other-version-tools');
    await expect(
      provideOnnxRuntime(
        runtimeOptions(otherDir, log, npm(), { version: '1.29.9', cache: folder }),
      ),
    ).rejects.toThrow('npm install of onnxruntime-node@1.29.9 failed');
    expect(folder.restores).toBe(0);
    expect(log.lines.map((l) => l.message)).toContain(
      "onnxruntime-node@1.29.9 (CPU) is not restored from the cache: the action ships the digests of the 1.30.0 CPU install's files only, and no trusted record can vouch for another",
    );
  });

  it('reuses a complete install in toolDir without npm or the cache', async () => {
    await provideOnnxRuntime(runtimeOptions(toolDir, log, npm()));
    const before = npmCalls(npmLog).length;
    server.requests.length = 0;
    const again = await provideOnnxRuntime(
      runtimeOptions(toolDir, log, npm(), { cache: patientCache() }),
    );
    expect(again.fromCache).toBe(true);
    expect(npmCalls(npmLog)).toHaveLength(before);
    expect(server.requests).toEqual([]);
  });

  it('refuses to load a second install into the same process', async () => {
    await provideOnnxRuntime(runtimeOptions(toolDir, log, npm()));
    const otherDir = path.join(tmp.dir, 'other-tools');
    await expect(provideOnnxRuntime(runtimeOptions(otherDir, log, npm()))).rejects.toThrow(
      `onnxruntime-node is already loaded from ${runtimeInstallDir(toolDir, VERSION, 'cpu')} in this process and cannot also be loaded from ${runtimeInstallDir(otherDir, VERSION, 'cpu')}; use one install per process`,
    );
  });

  it('reports a failed npm install with npm’s own last lines and leaves nothing behind', async () => {
    const failDir = path.join(tmp.dir, 'failing-tools');
    await expect(
      provideOnnxRuntime(runtimeOptions(failDir, log, npm(), { version: '1.29.9' })),
    ).rejects.toThrow(
      'npm install of onnxruntime-node@1.29.9 failed (exit code 1: npm error code ETARGET | npm error notarget No matching version found for onnxruntime-node@1.29.9.)',
    );
    expect(existsSync(runtimeInstallDir(failDir, '1.29.9', 'cpu'))).toBe(false);
  });

  it('says how to fix a missing npm', async () => {
    const failDir = path.join(tmp.dir, 'no-npm-tools');
    await expect(
      provideOnnxRuntime(
        runtimeOptions(failDir, log, npm(), { npmCommand: [path.join(tmp.dir, 'no-such-npm')] }),
      ),
    ).rejects.toThrow(
      /^could not run .*no-such-npm to install onnxruntime-node@.*ENOENT; make sure Node.js and npm are on PATH/,
    );
  });

  it('rejects a version range and an unknown provider', async () => {
    await expect(
      provideOnnxRuntime(runtimeOptions(toolDir, log, npm(), { version: '^1.30.0' })),
    ).rejects.toThrow(
      'onnxruntime-node version must be an exact version such as 1.30.0, got "^1.30.0"',
    );
    await expect(
      provideOnnxRuntime(
        runtimeOptions(toolDir, log, npm(), { provider: 'rocm' as unknown as 'cpu' }),
      ),
    ).rejects.toThrow(RangeError);
  });
});

describe('chooseExecutionProviders', () => {
  it('keeps cpu as it is', async () => {
    const { ort } = await provideOnnxRuntime(runtimeOptions(toolDir, log, npm()));
    expect(await chooseExecutionProviders(ort, 'cpu')).toEqual({
      provider: 'cpu',
      executionProviders: ['cpu'],
    });
  });
});
