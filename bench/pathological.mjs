// Inputs that used to stall or crash a run (issue 28, point 6), each run end to end
// through the library on the example vulnerability models: one row per data set,
// every case in its own process under a timeout. Prints the time of each case,
// its outcome, and with --before a second build's time and the ratio before/after.
// Usage: node bench/pathological.mjs [--lib FILE] [--before FILE] [--timeout SECONDS] [--case NAME ...]
//   --lib     the build to measure (default dist/lib/index.js)
//   --before  an older build (e.g. an earlier commit's dist/lib/index.js) to compare with
//   --case    only the cases named (default: all)
// Times are wall times of the whole evaluate() call (models opened, both scored);
// "normal" is an ordinary function, the floor the other rows are read against.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const models = path.join(root, 'examples', 'vulnerability');

/** One-row data sets: the code of the function each case runs on. */
const CASES = {
  normal: 'int f(int a) { int b = a + 1; if (b > 2) { b = b * 2; } return b; }',
  'nesting 20,000 {': `int f(int a) { ${'{'.repeat(20_000)} a = a + 1; ${'}'.repeat(20_000)} return a; }`,
  'nesting 20,000 (': `int f(int a) { return ${'('.repeat(20_000)}a${')'.repeat(20_000)}; }`,
  'nesting 5,000 if': `int f(int a) { ${'if (a) '.repeat(5_000)}a = a + 1; return a; }`,
  // ( is one of the two characters whose runs the example tokenizers merge ("( (", "= =").
  'run of 200,000 (': `int f(int a) { return ${'('.repeat(200_000)}a${')'.repeat(200_000)}; }`,
  '1 MB function, one line': `int f(int a) { ${'a = a * 31 + (a >> 3); '.repeat(1_000_000 / 24)}return a; }`,
  '1 MB run of (': `int f(int a) { return ${'('.repeat(1_000_000)}a${')'.repeat(1_000_000)}; }`,
};

/** The config: both example models; with robustness, so the nested cases reach the tree walks. */
function writeCase(dir, code) {
  writeFileSync(
    path.join(dir, 'data.jsonl'),
    `${JSON.stringify({ func: code, target: 1, idx: 0 })}\n`,
  );
  const model = (name, tokenizer) =>
    `{ model: ${path.join(models, name)}, tokenizer: ${path.join(models, tokenizer)}, max-length: 256 }`;
  writeFileSync(
    path.join(dir, 'metacompress.yml'),
    [
      'task: vulnerability-prediction',
      'dataset: { path: data.jsonl }',
      `teacher: ${model('teacher.onnx', 'tokenizer-teacher.json')}`,
      `student: ${model('student-compressor.onnx', 'tokenizer-compressor.json')}`,
      'threads: 1',
      'transforms: { language: c, kinds: [rename-locals, dead-code], attack: { methods: [greedy], queries: 20, max-inputs: 1 } }',
    ].join('\n'),
  );
}

if (args[0] === '--child') {
  // One case in this process: evaluate() and print its time and outcome as JSON.
  const [, lib, dir] = args;
  const { evaluate, loadConfig } = await import(pathToFileURL(lib).href);
  const config = loadConfig(path.join(dir, 'metacompress.yml'));
  const started = performance.now();
  let outcome;
  try {
    const report = await evaluate(config, { log: { info: () => {}, warning: () => {} } });
    const kinds = report.robustness?.transformed ?? [];
    const notTransformable = kinds.reduce((n, k) => n + (k.notTransformable ?? 0), 0);
    outcome = `report; tokenise ${Math.round(report.timings.tokenizeMs)} ms; not transformable ${notTransformable}`;
  } catch (error) {
    outcome = `error: ${String(error.message ?? error)
      .split('\n')[0]
      .slice(0, 60)}`;
  }
  console.log(JSON.stringify({ ms: performance.now() - started, outcome }));
  process.exit(0);
}

const timeoutS = Number(flag('timeout', '300'));
function measure(lib, name) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-pathological-'));
  writeCase(dir, CASES[name]);
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', lib, dir], {
    encoding: 'utf8',
    timeout: timeoutS * 1000,
    maxBuffer: 1 << 20,
  });
  if (child.error?.code === 'ETIMEDOUT')
    return { ms: Infinity, outcome: `stopped at ${timeoutS} s` };
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(last);
  } catch {
    return { ms: NaN, outcome: `crashed: ${child.stderr.trim().split('\n').at(-1)?.slice(0, 60)}` };
  }
}

const lib = path.resolve(flag('lib', path.join(root, 'dist', 'lib', 'index.js')));
const before = flag('before', null);
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : `> ${timeoutS} s`);
const chosen = args.flatMap((a, i) => (args[i - 1] === '--case' ? [a] : []));
for (const name of chosen.length > 0 ? chosen : Object.keys(CASES)) {
  const after = measure(lib, name);
  let line = `${name.padEnd(26)} after ${seconds(after.ms).padStart(9)}  ${after.outcome}`;
  if (before !== null) {
    const old = measure(path.resolve(before), name);
    const ratio = old.ms / after.ms;
    line +=
      `\n${''.padEnd(26)} before ${seconds(old.ms).padStart(8)}  ${old.outcome}` +
      `\n${''.padEnd(26)} ratio before/after ${Number.isFinite(ratio) ? ratio.toFixed(1) : `> ${((timeoutS * 1000) / after.ms).toFixed(0)}`}`;
  }
  console.log(line);
}
