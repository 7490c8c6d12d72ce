/**
 * The package installs as a dependency and works from there: `npm pack`, then
 * `npm install <tarball>` into a fresh project with no variable or flag but
 * --offline and an empty npm cache (so nothing but the local file can have
 * been used), then the README's library snippet runs in that project, the
 * CLI runs from its bin, and a strict TypeScript consumer type-checks
 * against the declarations (skipLibCheck off).
 *
 * onnxruntime-node is not installed in the project (an optional peer), so
 * the snippet's first run provides it into the user cache (XDG_CACHE_HOME,
 * a temp folder here). The test points METACOMPRESS_NPM_COMMAND at
 * test/runtime/fake-npm.mjs, which lays out this repository's
 * node_modules copy as npm would, so the test needs no network; README.md
 * gives the time and size of the real install from the registry.
 *
 * Expected figures come from examples/vulnerability/cards/compressor.fidelity.json,
 * the recorded demo run that test/examples/demo-examples.test.ts checks.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../shared.js';
import { tempDir } from '../servers/env.js';
import { fakeNpm, npmCalls, VERSION } from '../runtime/helpers.js';
import { cleanEnv, packPackage, run, type CommandResult, type Packed } from './packed-package.js';
import { documentSnippets } from './snippets.js';

const TSC = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

/** The demo's recorded rates (examples/vulnerability/cards/compressor.fidelity.json). */
const DEMO_RATES = { mr1: 0.175, mr2: 0.1225, mr3: 0.11267605633802817, mr4: 0 };

/**
 * The demo's status line, worked out by hand from DEMO_RATES and the default
 * ceilings (MR1 10%, MR2 15%, MR3 15%, MR4 25%): only MR1's 17.5% is above
 * its ceiling.
 */
const DEMO_STATUS = 'Fidelity gate FAILED on MR1';

let tmp: ReturnType<typeof tempDir>;
let packed: Packed;
let project: string;
let install: CommandResult;
/** The user cache and the fake npm's call log of every run below. */
let runEnv: NodeJS.ProcessEnv;
let npmLog: string;
let providedDir: string;

/** What the test ran and saw, printed for the record (see the report of issue 13). */
function note(line: string): void {
  console.info(`[pack-install] ${line}`);
}

beforeAll(async () => {
  tmp = tempDir('pack-install');
  packed = await packPackage(tmp.dir);
  note(
    `npm pack (${packed.built}): ${path.basename(packed.tarball)}, ${packed.size} bytes packed, ${packed.unpackedSize} unpacked, ${packed.files.length} files`,
  );

  project = path.join(tmp.dir, 'consumer');
  mkdirSync(project);
  writeFileSync(
    path.join(project, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  const args = ['install', '--offline', '--no-audit', '--no-fund'];
  args.push('--cache', path.join(tmp.dir, 'empty-npm-cache'), packed.tarball);
  install = await run('npm', args, { cwd: project });
  note(`npm ${args.join(' ')} -> exit ${install.code}: ${install.stdout.trim()}`);

  npmLog = path.join(tmp.dir, 'npm-calls.jsonl');
  runEnv = cleanEnv({
    XDG_CACHE_HOME: path.join(tmp.dir, 'user-cache'),
    METACOMPRESS_NPM_COMMAND: JSON.stringify(fakeNpm({ FAKE_NPM_LOG: npmLog })),
  });
  providedDir = path.join(
    tmp.dir,
    'user-cache',
    'metacompress',
    'onnxruntime-node',
    VERSION,
    `${process.platform}-${process.arch}-cpu`,
  );
}, 300_000);

afterAll(() => tmp?.remove());

describe('the demo figures this test expects', () => {
  it("are the recorded card's rates", () => {
    const card = JSON.parse(
      readFileSync(
        path.join(repoRoot, 'examples', 'vulnerability', 'cards', 'compressor.fidelity.json'),
        'utf8',
      ),
    ) as Record<keyof typeof DEMO_RATES, { rate: number | null }>;
    expect({
      mr1: card.mr1.rate,
      mr2: card.mr2.rate,
      mr3: card.mr3.rate,
      mr4: card.mr4.rate,
    }).toEqual(DEMO_RATES);
  });
});

describe('npm pack', () => {
  it('packs the library, its declarations, the CLI and the examples, and nothing else', () => {
    const paths = packed.files.map((f) => f.path);
    for (const file of [
      'package.json',
      'README.md',
      'bin/metacompress.js',
      'dist/lib/index.js',
      'dist/lib/wasm/web-tree-sitter.wasm',
      'dist/lib/wasm/tree-sitter-c.wasm',
      'dist/lib/wasm/tree-sitter-java.wasm',
      'dist/types/lib.d.ts',
      'dist/types/inference/ort-module.d.ts',
      'examples/vulnerability/metacompress.yml',
      'examples/vulnerability/student-compressor.onnx',
      'examples/data/vulnerability-demo.jsonl',
    ]) {
      expect(paths).toContain(file);
    }
    const outside = paths.filter(
      (p) =>
        !/^(dist\/lib\/|dist\/types\/|bin\/|examples\/)/.test(p) &&
        !['package.json', 'README.md'].includes(p),
    );
    expect(outside).toEqual([]);
    // The action's bundle is used from the repository (uses: owner/metacompress@v1), not from npm.
    expect(paths).not.toContain('dist/index.js');
  });

  it('declares no runtime dependency and onnxruntime-node as an optional peer', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      dependencies?: unknown;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
      engines: { node: string };
    };
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.peerDependencies).toEqual({ 'onnxruntime-node': `^${VERSION}` });
    expect(manifest.peerDependenciesMeta).toEqual({ 'onnxruntime-node': { optional: true } });
    expect(manifest.engines).toEqual({ node: '>=20' });
  });
});

describe('npm install <tarball> into a fresh project', () => {
  it('needs nothing but the tarball: offline, with an empty npm cache, no variable or flag', () => {
    expect(install.stderr).not.toMatch(/npm (error|ERR!)/);
    expect(install.code).toBe(0);
    expect(install.stdout).toMatch(/^added 1 package\b/m);
    const installed = readdirSync(path.join(project, 'node_modules')).filter(
      (name) => !name.startsWith('.'),
    );
    expect(installed).toEqual(['metacompress']);
  });
});

describe('the installed package', () => {
  it("runs the README's library snippet, providing onnxruntime-node with one info line", async () => {
    const [snippet, ...others] = documentSnippets().filter(
      (s) => s.lang === 'js' && s.text.includes("from 'metacompress'"),
    );
    expect(others).toEqual([]);
    writeFileSync(path.join(project, 'snippet.mjs'), snippet!.text);
    cpSync(
      path.join(project, 'node_modules', 'metacompress', 'examples'),
      path.join(project, 'examples'),
      { recursive: true },
    );
    const cwd = path.join(project, 'examples', 'vulnerability');
    const result = await run(process.execPath, [path.join(project, 'snippet.mjs')], {
      cwd,
      env: runEnv,
    });
    note(`node snippet.mjs (README.md:${snippet!.line}) -> exit ${result.code}`);
    note(`  stderr: ${result.stderr.trim()}`);
    note(`  stdout: ${result.stdout.split('\n')[0]} ... (${result.stdout.length} characters)`);
    expect(result.stderr).toBe(
      `metacompress: Installing onnxruntime-node@${VERSION} into ${providedDir} (the CPU build, from the npm registry; once per machine and version)\n`,
    );
    expect(result.code).toBe(0);

    const calls = npmCalls(npmLog);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ install: 'skip', scripts: 'ignored' });
    expect(existsSync(path.join(providedDir, '.metacompress-install.json'))).toBe(true);

    const recorded = JSON.parse(
      readFileSync(
        path.join(repoRoot, 'examples', 'vulnerability', 'cards', 'compressor.fidelity.json'),
        'utf8',
      ),
    ) as Record<'mr1' | 'mr2' | 'mr3' | 'mr4', { violations: number; n: number }>;
    const row = (name: string) =>
      result.stdout
        .split('\n')
        .find((l) => l.startsWith(`| ${name} `))
        ?.split('|')
        .map((c) => c.trim());
    // The rate cell ends with the counts: "27.3% (109/400)".
    const counts = (name: string) =>
      row(name)?.[3]
        ?.match(/\((\d+)\/(\d+)\)$/)
        ?.slice(1)
        .map(Number);
    for (const key of ['mr1', 'mr2', 'mr3', 'mr4'] as const) {
      expect(counts(key.toUpperCase())).toEqual([recorded[key].violations, recorded[key].n]);
    }
  });

  it('runs the CLI from its bin, reusing the provided runtime without a word', async () => {
    const bin = path.join(project, 'node_modules', '.bin', 'metacompress');
    const version = await run(bin, ['--version'], { cwd: project, env: runEnv });
    expect(version).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
    // No metacompress.yml in the project: the bundled example, whose gate fails (exit 1).
    const demo = await run(bin, ['--quiet'], { cwd: project, env: runEnv });
    note(`metacompress --quiet -> exit ${demo.code}: ${demo.stdout.trim()}`);
    expect(demo.stdout.startsWith(`${DEMO_STATUS}. `)).toBe(true);
    expect(demo.code).toBe(1);
    expect(demo.stderr).not.toMatch(/Installing|onnxruntime|error/);
    expect(npmCalls(npmLog)).toHaveLength(1);
  });

  it('runs twice at once on an empty user cache: both install, neither breaks the other', async () => {
    const bin = path.join(project, 'node_modules', '.bin', 'metacompress');
    const env = {
      ...runEnv,
      XDG_CACHE_HOME: path.join(tmp.dir, 'race-cache'),
      // Each fake install takes 3 s; the second run starts 2 s after the first, mid-install.
      METACOMPRESS_NPM_COMMAND: JSON.stringify(
        fakeNpm({ FAKE_NPM_LOG: npmLog, FAKE_NPM_DELAY_MS: '1500' }),
      ),
    };
    const first = run(bin, ['--quiet'], { cwd: project, env });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const second = run(bin, ['--quiet'], { cwd: project, env });
    const results = await Promise.all([first, second]);
    for (const [i, r] of results.entries()) {
      note(`concurrent run ${i + 1}: exit ${r.code}; stderr: ${r.stderr.trim().split('\n')[0]}`);
    }
    expect(results.map((r) => [r.code, r.stdout.split('.')[0]])).toEqual([
      [1, DEMO_STATUS],
      [1, DEMO_STATUS],
    ]);
    expect(results.map((r) => r.stderr).join('')).not.toMatch(/error/);
    const versionDir = path.join(
      tmp.dir,
      'race-cache',
      'metacompress',
      'onnxruntime-node',
      VERSION,
    );
    expect(readdirSync(versionDir)).toEqual([`${process.platform}-${process.arch}-cpu`]);
    expect(
      existsSync(path.join(versionDir, readdirSync(versionDir)[0]!, '.metacompress-install.json')),
    ).toBe(true);
  });

  it('type-checks a strict TypeScript consumer with skipLibCheck off, and catches a wrong call', async () => {
    const tsconfig = (files: string[]) => ({
      compilerOptions: {
        strict: true,
        skipLibCheck: false,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        lib: ['ES2023'],
        noEmit: true,
        // A Node project has @types/node; the consumer borrows this repository's.
        typeRoots: [path.join(repoRoot, 'node_modules', '@types')],
        types: ['node'],
      },
      files,
    });
    writeFileSync(
      path.join(project, 'consumer.ts'),
      `import {
  EXIT,
  InputError,
  evaluate,
  loadConfig,
  parseReportText,
  renderMarkdown,
  type PipelineDeps,
  type Report,
  type Runtime,
} from 'metacompress';

const report: Report = await evaluate(loadConfig('metacompress.yml'), {
  log: { info: () => {}, warning: (message: string) => console.warn(message) },
});
const mr1: number | null = report.relations.mr1.rate;
const again: Report = parseReportText(JSON.stringify(report), 'report.json');
console.log(mr1, renderMarkdown(again).length, report.gate.passed ? EXIT.passed : EXIT.failed);

// A runtime of one's own: the public type names what the pipeline calls, not onnxruntime-node.
class Tensor {
  constructor(
    readonly type: 'int64',
    readonly data: BigInt64Array,
    readonly dims: readonly number[],
  ) {}
}
const runtime: Runtime = {
  ort: { InferenceSession: { create: async () => ({}) }, Tensor },
  executionProviders: ['cpu'],
};
const deps: Partial<PipelineDeps> = { loadRuntime: async () => runtime };
console.log(deps, new InputError('bad').name);
`,
    );
    // One consumer file that must pass and one with a wrong call, in one tsc run (it takes seconds).
    writeFileSync(
      path.join(project, 'wrong.ts'),
      "import { evaluate } from 'metacompress';\nawait evaluate('metacompress.yml');\n",
    );
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify(tsconfig(['consumer.ts', 'wrong.ts'])),
    );
    const tsc = await run(process.execPath, [TSC, '-p', '.'], { cwd: project });
    const errors = tsc.stdout.split('\n').filter((l) => /error TS/.test(l));
    note(`tsc -p . (strict, skipLibCheck false) on consumer.ts and wrong.ts -> exit ${tsc.code}`);
    for (const line of errors) note(`  ${line}`);
    expect(errors).toEqual([
      expect.stringMatching(/^wrong\.ts\(2,16\): error TS2345: Argument of type 'string' is not/),
    ]);
    expect(tsc.code).toBe(2);
  });
  it('type-checks a strict consumer without @types/node: the declarations stand alone', async () => {
    const dir = path.join(project, 'no-node-types');
    mkdirSync(dir);
    // No @types at all (types: []) and no DOM: only the ES library and the package's declarations.
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          skipLibCheck: false,
          exactOptionalPropertyTypes: true,
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          target: 'ES2022',
          lib: ['ES2023'],
          types: [],
          noEmit: true,
        },
        files: ['consumer.ts'],
      }),
    );
    writeFileSync(
      path.join(dir, 'consumer.ts'),
      `import { EXIT, evaluate, loadConfig, parseReportText, renderMarkdown, runCli, type Report } from 'metacompress';

const report: Report = await evaluate(loadConfig('metacompress.yml'), {
  log: { info: () => {}, warning: () => {} },
});
const again: Report = parseReportText(JSON.stringify(report), 'report.json');
export const summary = [report.relations.mr1.rate, renderMarkdown(again).length, EXIT.passed, runCli];
`,
    );
    const tsc = await run(process.execPath, [TSC, '-p', '.'], { cwd: dir });
    note(
      `tsc -p . (strict, no @types/node) -> exit ${tsc.code}${tsc.stdout.trim() ? `: ${tsc.stdout.trim()}` : ''}`,
    );
    expect(tsc.stdout.split('\n').filter((l) => /error TS/.test(l))).toEqual([]);
    expect(tsc.code).toBe(0);
  });
});
