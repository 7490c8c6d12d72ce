// The benchmark (npm run bench): measures, in one run and on the same batches,
// the bare ONNX Runtime floor, the gate end to end cold and with cached
// teacher outputs (vouched for, as a pull request's run restores them, and
// spot-checked by the live teacher, as the CLI's local cache gives them),
// PyTorch eager on the same batches (when /usr/bin/python3 has torch),
// throughput, the time split and peak RSS; prints a table and one line
//   ratio e2e/floor=<x> e2e/torch=<y> cached/cold=<z> spot-checked/cold=<w>
// Then, when examples/completion exists, bench/completion.mjs (task code-completion).
// Usage: npm run bench [-- --config FILE[:LIMIT] ...] [-- --limit N] [-- --repeat N] [-- --lib FILE]
//        [-- --robustness FILE[:LIMIT] ...] [-- --transforms-limit N] [-- --attack-inputs N]
//        [-- --attack-queries N] [-- --no-robustness] [-- --no-gate]   (--no-gate: the robustness rows only)
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
  ['examples/vulnerability/metacompress.yml', '60'],
  ['examples/clone/metacompress.yml', '24'],
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

// Robustness suites: a config with a transforms section, overrides, and the
// parts to time ('transformed', a method name, or 'all': every method in one run).
// --robustness FILE[:LIMIT] names them explicitly; --no-robustness skips them.
const METHODS = ['mhm', 'wir-random', 'alert', 'coda', 'greedy'];
const robustnessConfigs = args.flatMap((a, i) => (args[i - 1] === '--robustness' ? [a] : []));
const robustnessSuites = args.includes('--no-robustness')
  ? []
  : quick
    ? [
        [
          'examples/vulnerability/robustness.yml',
          [
            ['dataset.limit', '40'],
            ['transforms.limit', '12'],
            ['transforms.attack.max-inputs', '3'],
            ['transforms.attack.queries', '8'],
          ],
          ['transformed', 'all'],
        ],
      ]
    : (robustnessConfigs.length > 0
        ? robustnessConfigs
        : ['examples/vulnerability/robustness.yml', 'examples/clone/robustness.yml']
      )
        .filter((f) => existsSync(path.join(root, f.split(':')[0])))
        .map((c) => {
          const [file, own] = c.split(':');
          // Sizes that fit a shared machine: the rows, T(x)'s inputs, the attacked inputs, the cap.
          const sized = [
            ['dataset.limit', own],
            ['transforms.limit', flag('transforms-limit', undefined)],
            ['transforms.attack.max-inputs', flag('attack-inputs', undefined)],
            ['transforms.attack.queries', flag('attack-queries', undefined)],
          ].filter(([, v]) => v !== undefined);
          return [file, sized, ['transformed', ...METHODS]];
        });

const quiet = { info: () => {}, warning: () => {} };
// The middle value (mean of the two middle ones for an even count). Medians over
// five runs leave out the first run's JIT warm-up and the shared machine's spikes.
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** A number for the tables: fixed to d places, a dash when there is none. */
const f = (x, d = 0) => (x === null || x === undefined ? '—' : x.toFixed(d));

async function timed(fn) {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

/**
 * A batch tensor as the element type the graph declares, converted as the
 * gate converts it before session.run (src/inference/onnx-model.ts
 * toOrtTensor): masks to bool, float32 or int32 where the graph wants them.
 * Replaying the recorded int64 instead would time another input than the
 * gate ran (the GraphCodeBERT suite's [B, 2, L, L] mask is the large one).
 */
function asGraphTensor(type, tensor) {
  const { data, dims } = tensor;
  if (type === 'bool') {
    const bytes =
      data instanceof Uint8Array ? data : Uint8Array.from(data, (v) => (v === 0n ? 0 : 1));
    return new ort.Tensor('bool', bytes, dims);
  }
  if (type === 'float32') return new ort.Tensor('float32', Float32Array.from(data, Number), dims);
  if (type === 'int32') return new ort.Tensor('int32', Int32Array.from(data, Number), dims);
  return new ort.Tensor(
    'int64',
    data instanceof BigInt64Array ? data : BigInt64Array.from(data, BigInt),
    dims,
  );
}

/**
 * Raw session.run over recorded batches: the floor nothing above the runtime
 * can beat. The feeds are built before the clock starts (the gate builds
 * them inside its own timing, so the floor is the stricter side), and the
 * session is warmed up by one untimed run.
 */
async function floor(file, threads, batches) {
  if (batches.length === 0) return 0;
  const session = await ort.InferenceSession.create(file, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionProviders: ['cpu'],
    logSeverityLevel: 3,
  });
  const types = new Map(session.inputMetadata.map((m) => [m.name, m.type]));
  const feeds = batches.map((b) => {
    // The batch's named tensors, as the input format built them (ids, positions, masks).
    const named = {};
    for (const name of session.inputNames)
      named[name] = asGraphTensor(types.get(name), b.tensors[name]);
    return named;
  });
  // One untimed run first: the gate's sessions are warm when they score these
  // batches (the rows ran first), so the floor's one-time set-up is not its cost.
  await session.run(feeds[0]);
  const [ms] = await timed(async () => {
    for (const f of feeds) await session.run(f);
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
const ratios = { floor: [], torch: [], cached: [], checked: [] };
const failed = [];
async function benchSuite(suite, suiteLimit) {
  const file = path.resolve(root, suite);
  const overrides = suiteLimit === null ? [] : [['dataset.limit', suiteLimit]];
  const config = loadConfig(file, overrides);
  const dir = mkdtempSync(path.join(tmpdir(), 'metacompress-bench-'));
  const store = new Map();
  // The bench's own memory, written by this process: what it restores is vouched for, as a
  // pull request's run of the action restores what the default branch's manifest lists (no
  // live teacher). `checkedCache` restores the same entries unvouched, as the CLI's local
  // cache does: the live teacher spot-checks them.
  const teacherCache = {
    restore: async (k) => {
      const v = store.get(k);
      return v === undefined ? null : { ...v, vouchedBy: 'the bench, which saved them' };
    },
    save: async (k, v) => void store.set(k, v),
  };
  const checkedCache = {
    restore: async (k) => store.get(k) ?? null,
    save: async (k, v) => void store.set(k, v),
  };
  const cold = [];
  const cached = [];
  const checked = [];
  const floors = [];
  let report;
  let recorded;
  for (let r = 0; r < repeat; r += 1) {
    // Cold: nothing cached. Batches are recorded so the floor replays exactly them.
    const batches = { teacher: [], student: [] };
    const [coldMs, coldReport] = await timed(() =>
      evaluate(config, {
        log: quiet,
        onBatch: (what, b, phase) => {
          // An older library (--lib) passes no phase: all its batches are the rows'. The
          // timing rounds are model runs the gate cannot do without: the floor replays them too.
          if (phase === undefined || phase === 'rows' || phase === 'timing') batches[what].push(b);
        },
      }),
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
      const [checkedMs] = await timed(() =>
        evaluate(config, { log: quiet, teacherCache: checkedCache }),
      );
      checked.push(checkedMs);
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
  const checkedMs = checked.length === 0 ? null : median(checked);
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
    checkedMs,
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
  if (checkedMs !== null) ratios.checked.push(median(checked.map((ms, r) => ms / cold[r])));
  if (torchMs !== null) ratios.torch.push(e2e / torchMs);
}

/**
 * The robustness rows: for each part (the transformed evaluation, then each
 * attack method on its own), a cold run that records the batches the part
 * sent, the floor replaying exactly those (teacher and student apart), and a
 * run with the teacher's side cached (its outputs and robustness scores from
 * the cold run), whose time is set against the student's share of the floor.
 */
async function benchRobustness(suite, overrides, parts) {
  const file = path.resolve(root, suite);
  const base = loadConfig(file, overrides);
  if (base.transforms === null) throw new Error(`${suite} has no transforms section`);
  for (const part of parts) {
    const method = part === 'transformed' ? null : part;
    const transforms =
      method === null
        ? { ...base.transforms, attack: null }
        : method === 'all'
          ? base.transforms
          : { ...base.transforms, attack: { ...base.transforms.attack, methods: [method] } };
    const config = { ...base, transforms };
    const phase = method === null ? 'transformed' : 'attacks';
    // The part's own wall time: the whole robustness step for T(x), the method's for an attack.
    const partMs = (report) =>
      method === null
        ? report.robustness.elapsedMs
        : report.robustness.attacks.reduce((sum, a) => sum + a.elapsedMs, 0);
    const cold = [];
    const cached = [];
    const floors = [];
    const studentFloors = [];
    let last;
    let lastCached;
    let sent;
    // alert's substitutes and coda's reference similarities are computed once
    // per data set (a masked language model's work, neither model's): a first
    // run computes them, every timed run reads them, so the rows time the
    // method against its floor.
    const languageModelCache = memoryLanguageModelCache();
    const primed = [];
    for (const lmMethod of ['alert', 'coda']) {
      if (!(
        method === lmMethod ||
        (method === 'all' && transforms.attack.methods.includes(lmMethod))
      ))
        continue;
      // One query per input is enough: what is kept depends on the inputs and the language model
      // (and for coda on the references each model draws, which queries do not change).
      const run = await evaluate(
        {
          ...config,
          transforms: {
            ...transforms,
            limit: 1,
            attack: { ...transforms.attack, methods: [lmMethod], queries: 1 },
          },
        },
        { log: quiet, languageModelCache },
      );
      const a = run.robustness.attacks[0];
      primed.push(
        lmMethod === 'alert'
          ? `alert's substitutes computed once in ${f(a.substitutes?.computeMs)} ms`
          : `coda's ${a.references?.similarities?.computed ?? 0} reference similarities computed once (with a 1-query search) in ${f(a.elapsedMs)} ms`,
      );
    }
    for (let r = 0; r < repeat; r += 1) {
      const { teacherCache, robustnessData } = memoryCache();
      const batches = { teacher: [], student: [] };
      const report = await evaluate(config, {
        log: quiet,
        teacherCache,
        robustnessData,
        languageModelCache,
        onBatch: (what, b, p) => {
          if (p === phase) batches[what].push(b);
        },
      });
      cold.push(partMs(report));
      last = report;
      sent = batches;
      const teacherFloor = await floor(config.teacher.model, config.threads, batches.teacher);
      const studentFloor = await floor(config.student.model, config.threads, batches.student);
      floors.push(teacherFloor + studentFloor);
      studentFloors.push(studentFloor);
      const warm = await evaluate(config, {
        log: quiet,
        teacherCache,
        robustnessData,
        languageModelCache,
      });
      cached.push(partMs(warm));
      lastCached = warm;
    }
    const queries =
      method === null
        ? 2 * last.robustness.transformed.reduce((sum, k) => sum + k.transformed, 0)
        : last.robustness.attacks.reduce(
            (sum, a) => sum + (a.teacher?.queries ?? 0) + (a.student?.queries ?? 0),
            0,
          );
    const origins = lastCached.robustness.teacherScores;
    const o = origins[method === null ? 'transformed' : 'attacks'];
    // The teacher's searches the cached run skipped (its outcomes from the cache) and ran.
    const outcomes = origins.outcomes;
    robustnessRows.push({
      suite,
      part: method === null ? 'transformed' : method === 'all' ? 'attacks (all methods)' : method,
      queries,
      scored: ['teacher', 'student'].map((w) => sent[w].reduce((n, b) => n + b.size, 0)),
      batches: sent.teacher.length + sent.student.length,
      floorMs: median(floors),
      studentFloorMs: median(studentFloors),
      coldMs: median(cold),
      cachedMs: median(cached),
      ratio: median(cold.map((ms, r) => ms / floors[r])),
      cachedRatio: median(cached.map((ms, r) => ms / studentFloors[r])),
      fromCache: `${o.fromCache}/${o.fromCache + o.fromRun + o.computed}`,
      texts: (() => {
        const t = lastCached.robustness.transformedTexts;
        return t === undefined ? '—' : `${t.restored}/${t.restored + t.computed}`;
      })(),
      outcomes:
        outcomes === undefined
          ? '—'
          : `${outcomes.restored}/${outcomes.restored + outcomes.searched}`,
      primed,
    });
  }
}

/**
 * A teacher cache in memory (outputs and robustness side) and the run's JSON
 * cache (T(x)), as the Actions cache would hold them for a pull request's
 * run: vouched for (the bench wrote them), so no live teacher checks them.
 */
function memoryCache() {
  const store = new Map();
  const vouched = (k) => {
    const v = store.get(k);
    return v === undefined ? null : { ...v, vouchedBy: 'the bench, which saved them' };
  };
  return {
    // Saved as JSON, as a file would hold it.
    robustnessData: {
      restore: async (k) => store.get(k) ?? null,
      save: async (k, v) => void store.set(k, JSON.parse(JSON.stringify(v))),
    },
    teacherCache: {
      restore: async (k) => vouched(k),
      save: async (k, v) => void store.set(k, v),
      restoreScores: async (k) => vouched(k),
      saveScores: async (k, v) => void store.set(k, v),
      restoreOutcomes: async (k) => vouched(k),
      saveOutcomes: async (k, v) => void store.set(k, v),
    },
  };
}

/** The language model's work in memory (the examples' configs name a directory; the bench keeps its own). */
function memoryLanguageModelCache() {
  const store = new Map();
  return {
    restore: async (k) => store.get(k) ?? null,
    save: async (k, v) => void store.set(k, v),
  };
}

const robustnessRows = [];

for (const [suite, suiteLimit] of args.includes('--no-gate') ? [] : suites) {
  try {
    await benchSuite(suite, suiteLimit);
  } catch (error) {
    failed.push(suite);
    console.error(`bench: suite ${suite} failed: ${error?.stack ?? error}`);
  }
}
for (const [suite, overrides, parts] of robustnessSuites) {
  try {
    await benchRobustness(suite, overrides, parts);
  } catch (error) {
    failed.push(`${suite} (robustness)`);
    console.error(`bench: robustness suite ${suite} failed: ${error?.stack ?? error}`);
  }
}

const header = [
  'suite',
  'rows',
  'tokens',
  'floor ms',
  'e2e cold ms',
  'e2e cached ms',
  'e2e spot-checked ms',
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
    `| ${[r.suite.replace(/\/metacompress\.yml$/, ''), r.rows, r.tokens, f(r.floorMs), f(r.e2e), f(r.cachedMs), f(r.checkedMs), f(r.torchMs), f(r.tokensPerSecond), f(s.load), f(s.tokenize), f(s.infer), f(s.relations, 1), f(s.render, 1), f(r.rss1), f(r.rss10), f(r.floorRatio, 3)].join(' | ')} |`,
  );
  if (r.torchNote) console.log(`  torch: ${r.torchNote}`);
}
console.log(
  `machine: ${cpus()[0]?.model ?? 'unknown cpu'}, ${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB; node ${process.version}; onnxruntime-node ${ort.env.versions?.common ?? ''}; medians of ${repeat} runs`,
);
if (robustnessRows.length > 0) {
  const head = [
    'suite',
    'part',
    'queries',
    'scored (teacher/student)',
    'batches',
    'floor ms',
    'student floor ms',
    'cold ms',
    'cold/floor',
    'teacher-cached ms',
    'cached/student floor',
    'teacher scorings from cache',
    'teacher outcomes from cache',
    'T(x) from cache',
  ];
  console.log('');
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const r of robustnessRows) {
    console.log(
      `| ${[r.suite.replace(/\.yml$/, ''), r.part, r.queries, r.scored.join('/'), r.batches, f(r.floorMs), f(r.studentFloorMs), f(r.coldMs), f(r.ratio, 3), f(r.cachedMs), f(r.cachedRatio, 3), r.fromCache, r.outcomes, r.texts].join(' | ')} |`,
    );
  }
  for (const r of robustnessRows) {
    for (const line of r.primed)
      console.log(
        `  ${r.suite.replace(/\.yml$/, '')} ${r.part}: ${line} (masked language model; cached for the timed runs)`,
      );
  }
}
const mean = (xs) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);
const robustnessRatio = mean(robustnessRows.map((r) => r.ratio));
const cachedRobustnessRatio = mean(robustnessRows.map((r) => r.cachedRatio));
console.log(
  `ratio e2e/floor=${f(mean(ratios.floor), 3)} e2e/torch=${f(mean(ratios.torch), 3)} cached/cold=${f(mean(ratios.cached), 3)} spot-checked/cold=${f(mean(ratios.checked), 3)}` +
    ` robustness/floor=${f(robustnessRatio, 3)} teacher-cached-robustness/student-floor=${f(cachedRobustnessRatio, 3)}`,
);
// Task code-completion has its own sibling (windows of causal models, not rows of a classifier).
if (
  !quick &&
  !args.includes('--no-gate') &&
  existsSync(path.join(root, 'examples', 'completion'))
) {
  console.log('');
  const completion = spawnSync(
    process.execPath,
    [path.join(root, 'bench', 'completion.mjs'), '--lib', lib],
    { stdio: 'inherit' },
  );
  if (completion.status !== 0) failed.push('bench/completion.mjs');
}
if (failed.length > 0) {
  console.error(`bench: ${failed.length} suite(s) failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
