// The benchmark (npm run bench): measures, in one run and on the same batches,
// the bare ONNX Runtime floor, the gate end to end cold and with cached
// teacher outputs, PyTorch eager on the same batches (when /usr/bin/python3 has
// torch), throughput, the time split and peak RSS; prints a table and one line
//   ratio e2e/floor=<x> e2e/torch=<y> cached/cold=<z>
// Usage: npm run bench [-- --config FILE[:LIMIT] ...] [-- --limit N] [-- --repeat N] [-- --lib FILE]
//        node bench/bench.mjs --quick   (CI: one repeat, small limits, no torch or RSS runs)
// Exits 1 when a suite fails (its error is printed), so a bench that rots fails CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as ort from 'onnxruntime-node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
// --lib FILE benches another build of the library (an older commit's dist/lib/index.js,
// for a before/after table on the same machine and models).
const lib = path.resolve(flag('lib', path.join(root, 'dist', 'lib', 'index.js')));
const { evaluate, loadConfig, renderMarkdown } = await import(pathToFileURL(lib).href);
const configs = args.flatMap((a, i) => (args[i - 1] === '--config' ? [a] : []));
// --quick: the smoke run .ci/run makes (a minute at most on two cores).
const quick = args.includes('--quick');
const repeat = Number(flag('repeat', quick ? '1' : '5'));
const limit = flag('limit', null);

// Each suite: a config and a row limit (null: the whole dataset). Real data sets
// from ../shared join when present, capped so one bench run stays in minutes.
const sharedHere = existsSync(path.join(root, '..', 'shared', 'data'));
const defaults = [
  ['examples/vulnerability/metacompress.yml', null],
  ['examples/clone/metacompress.yml', null],
  ...(sharedHere
    ? [
        ['examples/vulnerability/juliet-test.yml', '1000'],
        ['examples/clone/bigclonebench-test.yml', '500'],
        ['examples/compressor-bigclonebench/metacompress.yml', '200'],
        ['examples/compressor-graphcodebert-bigclonebench/metacompress.yml', '20'],
      ]
    : []),
].filter(([f]) => existsSync(path.join(root, f)));
// --config FILE[:LIMIT] names suites explicitly (a per-suite row limit after a colon).
const quickSuites = [
  ['examples/vulnerability/metacompress.yml', '100'],
  ['examples/clone/metacompress.yml', '40'],
];
const suites =
  quick && configs.length === 0
    ? quickSuites
    : configs.length > 0
      ? configs.map((c) => {
          const [file, own] = c.split(':');
          return [file, own ?? limit];
        })
      : defaults;

const quiet = { info: () => {}, warning: () => {} };
// The middle value (mean of the two middle ones for an even count). Medians over
// five runs leave out the first run's JIT warm-up and the shared machine's spikes.
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

/** Raw session.run over recorded batches: the floor nothing above the runtime can beat. */
async function floor(file, threads, batches) {
  const session = await ort.InferenceSession.create(file, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionProviders: ['cpu'],
    logSeverityLevel: 3,
  });
  const [ms] = await timed(async () => {
    for (const b of batches) {
      // The batch's named tensors, as the input format built them (ids, positions, masks).
      const feeds = {};
      for (const name of session.inputNames) {
        const t = b.tensors[name];
        feeds[name] = new ort.Tensor(t.type, t.data, t.dims);
      }
      await session.run(feeds);
    }
  });
  await session.release();
  return ms;
}

/** PyTorch eager on the same batches, through the training tool's model code. */
function torchEager(models, threads, dir) {
  const script = path.join(root, 'bench', 'torch_eager.py');
  const probe = spawnSync('/usr/bin/python3', ['-c', 'import torch'], { encoding: 'utf8' });
  if (probe.status !== 0) return { skipped: '/usr/bin/python3 has no torch' };
  const spec = path.join(dir, 'torch-spec.json');
  writeFileSync(spec, JSON.stringify({ threads, repeat, models }));
  const run = spawnSync('/usr/bin/python3', [script, spec], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (run.status !== 0)
    return { skipped: `torch benchmark failed: ${(run.stderr || '').trim().split('\n').pop()}` };
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** Writes recorded batches as raw little-endian int64 files for the Python side. */
function dumpBatches(dir, what, batches) {
  return batches.map((b, i) => {
    const ids = path.join(dir, `${what}-${i}-ids.bin`);
    const mask = path.join(dir, `${what}-${i}-mask.bin`);
    writeFileSync(
      ids,
      Buffer.from(b.inputIds.buffer, b.inputIds.byteOffset, b.inputIds.byteLength),
    );
    writeFileSync(
      mask,
      Buffer.from(b.attentionMask.buffer, b.attentionMask.byteOffset, b.attentionMask.byteLength),
    );
    return { ids, mask, size: b.size, length: b.length };
  });
}

/** Peak RSS of a whole `metacompress run` in its own process, in MiB. */
function peakRss(configFile, overrides) {
  const child = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
      const { loadConfig, evaluate } = await import(${JSON.stringify(pathToFileURL(lib).href)});
      const config = loadConfig(process.argv[1], JSON.parse(process.argv[2]));
      await evaluate(config, { log: { info() {}, warning() {} } });
      process.stdout.write(String(process.resourceUsage().maxRSS));`,
      configFile,
      JSON.stringify(overrides),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (child.status !== 0) throw new Error(`RSS run failed: ${child.stderr}`);
  return Number(child.stdout) / 1024;
}

const rows = [];
const ratios = { floor: [], torch: [], cached: [] };
const failed = [];
async function benchSuite(suite, suiteLimit) {
  const file = path.resolve(root, suite);
  const overrides = suiteLimit === null ? [] : [['dataset.limit', suiteLimit]];
  const config = loadConfig(file, overrides);
  const dir = mkdtempSync(path.join(tmpdir(), 'metacompress-bench-'));
  const store = new Map();
  const teacherCache = {
    restore: async (k) => store.get(k) ?? null,
    save: async (k, v) => void store.set(k, v),
  };
  const cold = [];
  const cached = [];
  const floors = [];
  let report;
  let recorded;
  for (let r = 0; r < repeat; r += 1) {
    // Cold: nothing cached. Batches are recorded so the floor replays exactly them.
    const batches = { teacher: [], student: [] };
    const [coldMs, coldReport] = await timed(() =>
      evaluate(config, { log: quiet, onBatch: (what, b) => batches[what].push(b) }),
    );
    const [renderMs] = await timed(() => renderMarkdown(coldReport));
    cold.push(coldMs + renderMs);
    report = { ...coldReport, renderMs };
    recorded = batches;
    let floorMs = 0;
    for (const what of ['teacher', 'student']) {
      // A model given as precomputed outputs ran nothing: it has no floor.
      if (config[what].kind === 'onnx')
        floorMs += await floor(config[what].model, config.threads, batches[what]);
    }
    floors.push(floorMs);
    // A teacher given as precomputed outputs has no run to cache: no cached column.
    if (config.teacher.kind === 'onnx') {
      store.clear();
      await evaluate(config, { log: quiet, teacherCache }); // prime the teacher cache
      const [cachedMs] = await timed(() => evaluate(config, { log: quiet, teacherCache }));
      cached.push(cachedMs);
    }
  }
  // PyTorch rebuilds exist for the token-ids example models only (their batches carry inputIds).
  const torchModels = ['teacher', 'student']
    .filter((what) => config[what].kind === 'onnx' && recorded[what][0]?.inputIds !== undefined)
    .map((what) => ({
      what,
      onnx: config[what].model,
      batches: dumpBatches(dir, what, recorded[what]),
    }));
  const torch =
    quick || torchModels.length === 0
      ? {
          skipped: quick
            ? 'not run (--quick)'
            : 'no PyTorch rebuild: no token-ids example model in this suite',
        }
      : torchEager(torchModels, config.threads, dir);
  const t = report.timings;
  const e2e = median(cold);
  const floorMs = median(floors);
  const cachedMs = cached.length === 0 ? null : median(cached);
  const torchMs = torch.skipped ? null : torch.ms;
  // Each repeat's cold run, floor and cached run follow one another: their ratio
  // is taken within the repeat, so a slower or faster spell of the shared
  // machine cancels out, and the suite's ratio is the median of those.
  const floorRatio = median(cold.map((ms, r) => ms / floors[r]));
  const rss1 = quick ? null : peakRss(file, overrides);
  // The same run on a dataset 10x the size (its rows repeated): memory must not grow with it.
  let rss10 = null;
  if (
    !quick &&
    config.teacher.kind === 'onnx' &&
    config.student.kind === 'onnx' &&
    config.dataset.select === null
  ) {
    const bigger = path.join(dir, `x10-${path.basename(config.dataset.path)}`);
    const text = readFileSync(config.dataset.path, 'utf8').trimEnd() + '\n';
    writeFileSync(bigger, text.repeat(10));
    const base = suiteLimit === null ? [] : [['dataset.limit', String(Number(suiteLimit) * 10)]];
    rss10 = peakRss(file, [...base, ['dataset.path', bigger]]);
  }
  rows.push({
    suite,
    rows: report.dataset.rowsUsed,
    tokens: t.tokens,
    e2e,
    floorMs,
    cachedMs,
    torchMs,
    tokensPerSecond: (t.tokens / e2e) * 1000,
    split: {
      load: t.loadMs,
      tokenize: t.tokenizeMs,
      infer: t.teacherMs + t.studentMs,
      relations: t.relationsMs,
      render: report.renderMs,
    },
    rss1,
    rss10,
    floorRatio,
    torchNote: torch.skipped ?? null,
  });
  ratios.floor.push(floorRatio);
  if (cachedMs !== null) ratios.cached.push(median(cached.map((ms, r) => ms / cold[r])));
  if (torchMs !== null) ratios.torch.push(e2e / torchMs);
}

for (const [suite, suiteLimit] of suites) {
  try {
    await benchSuite(suite, suiteLimit);
  } catch (error) {
    failed.push(suite);
    console.error(`bench: suite ${suite} failed: ${error?.stack ?? error}`);
  }
}

const f = (x, d = 0) => (x === null || x === undefined ? '—' : x.toFixed(d));
const header = [
  'suite',
  'rows',
  'tokens',
  'floor ms',
  'e2e cold ms',
  'e2e cached ms',
  'torch eager ms',
  'tokens/s',
  'load',
  'tokenize',
  'infer',
  'relations',
  'render',
  'peak RSS MiB 1x',
  'peak RSS MiB 10x',
  'e2e/floor',
];
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const r of rows) {
  const s = r.split;
  console.log(
    `| ${[r.suite.replace(/\/metacompress\.yml$/, ''), r.rows, r.tokens, f(r.floorMs), f(r.e2e), f(r.cachedMs), f(r.torchMs), f(r.tokensPerSecond), f(s.load), f(s.tokenize), f(s.infer), f(s.relations, 1), f(s.render, 1), f(r.rss1), f(r.rss10), f(r.floorRatio, 3)].join(' | ')} |`,
  );
  if (r.torchNote) console.log(`  torch: ${r.torchNote}`);
}
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; onnxruntime-node ${ort.env.versions?.common ?? ''}; medians of ${repeat} runs`,
);
const mean = (xs) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
console.log(
  `ratio e2e/floor=${f(mean(ratios.floor), 3)} e2e/torch=${f(mean(ratios.torch), 3)} cached/cold=${f(mean(ratios.cached), 3)}`,
);
if (failed.length > 0) {
  console.error(`bench: ${failed.length} suite(s) failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
