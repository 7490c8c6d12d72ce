// The benchmark of task code-completion (npm run bench runs it when
// examples/completion exists): on the same batches of windows, the gate end
// to end against bare ONNX Runtime session.run of both models (the floor:
// nothing above the runtime can beat it; goal ≤ 1.15×), in tokens a second;
// the run with the teacher's compact side cached; and the peak RSS of whole
// runs in their own processes over 100 and 1,000 functions (it must not grow
// with the corpus beyond the per-position statistics). "loading s" is the
// part of the gate's time the floor has no counterpart of (hashing the files,
// reading the models' contracts, creating the sessions): the models' part of
// it is the same whatever the corpus.
// Functions come from
// ../shared/data/juliet-c (the test split), written as {"code"} rows.
// Usage: node bench/completion.mjs [--teacher F --student F --tokenizer F] [--max-length N]
//        [--stride N] [--batch-size N] [--sizes 100,1000] [--repeat N] [--lib FILE] [--rss-only]
// --rss-only: the peak RSS alone (one whole run a size), for the real-size shape's 1,000
// functions, where the ratio's runs would take hours.
// Prints one table and one line "completion ratio e2e/floor=<x> …"; exits 1 when it fails.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as ort from 'onnxruntime-node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const lib = path.resolve(flag('lib', path.join(root, 'dist', 'lib', 'index.js')));
const { evaluate, parseConfig } = await import(pathToFileURL(lib).href);
const example = path.join(root, 'examples', 'completion');
const teacher = path.resolve(flag('teacher', path.join(example, 'teacher.onnx')));
const student = path.resolve(flag('student', path.join(example, 'student-distilled.onnx')));
const tokenizer = path.resolve(flag('tokenizer', path.join(example, 'tokenizer.json')));
const maxLength = Number(flag('max-length', '256'));
const stride = Number(flag('stride', String(Math.floor(maxLength / 2))));
const batchSize = Number(flag('batch-size', '4'));
const sizes = flag('sizes', '100,1000').split(',').map(Number);
const repeat = Number(flag('repeat', '3'));
const rssOnly = args.includes('--rss-only');
const juliet = path.join(root, '..', 'shared', 'data', 'juliet-c', 'functions.jsonl');
const quiet = { info: () => {}, warning: () => {} };

for (const file of [teacher, student, tokenizer]) {
  if (!existsSync(file)) {
    console.log(`completion bench skipped: ${file} is absent`);
    process.exit(0);
  }
}
if (!existsSync(juliet)) {
  console.log(`completion bench skipped: ${juliet} (the shared data) is absent`);
  process.exit(0);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** The first `n` test functions of Juliet C as a rows file of {"idx", "code"}. */
async function rowsFile(dir, n) {
  const out = [];
  const lines = createInterface({ input: createReadStream(juliet) });
  for await (const line of lines) {
    const row = JSON.parse(line);
    if (row.split !== 'test') continue;
    out.push(JSON.stringify({ idx: row.idx, code: row.func }));
    if (out.length === n) break;
  }
  lines.close();
  const file = path.join(dir, `functions-${n}.jsonl`);
  writeFileSync(file, out.join('\n') + '\n');
  return file;
}

function configDocument(rows) {
  const model = (file) => ({
    model: file,
    tokenizer,
    'max-length': maxLength,
    'batch-size': batchSize,
  });
  return {
    task: 'code-completion',
    dataset: { path: rows },
    teacher: model(teacher),
    student: model(student),
    // The relations' scoring against its floor; the completions compared (generation) are not timed here.
    completion: { stride, completions: 'off' },
  };
}

/**
 * Bare session.run over the recorded batches (their ids, mask and positions;
 * an empty past for a "with past" export), feeds built before the clock
 * starts, after one untimed warm-up run.
 */
async function floor(file, threads, batches) {
  const session = await ort.InferenceSession.create(file, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionProviders: ['cpu'],
    logSeverityLevel: 3,
  });
  const past = session.inputMetadata.filter((m) => m.name.startsWith('past_key_values.'));
  const feeds = batches.map((b) => {
    const named = {};
    for (const name of session.inputNames) {
      const t = b.tensors[name];
      if (t !== undefined) named[name] = new ort.Tensor('int64', t.data, t.dims);
    }
    for (const m of past) {
      named[m.name] = new ort.Tensor('float32', new Float32Array(0), [
        b.size,
        m.shape[1],
        0,
        m.shape[3],
      ]);
    }
    return named;
  });
  await session.run(feeds[0], ['logits']);
  const start = performance.now();
  for (const f of feeds) await session.run(f, ['logits']);
  const ms = performance.now() - start;
  await session.release();
  return ms;
}

/** Peak RSS of a whole run in its own process, MiB, and the windows it scored. */
function peakRss(document) {
  const child = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
      const { parseConfig, evaluate } = await import(${JSON.stringify(pathToFileURL(lib).href)});
      const report = await evaluate(parseConfig(JSON.parse(process.argv[1]), '/'), { log: { info() {}, warning() {} } });
      const { positions, windows } = report.completion.windows;
      process.stdout.write(JSON.stringify({ maxRSS: process.resourceUsage().maxRSS, positions, windows }));`,
      JSON.stringify(document),
    ],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (child.status !== 0) throw new Error(`RSS run failed: ${child.stderr}`);
  const { maxRSS, positions, windows } = JSON.parse(child.stdout);
  return { rssMiB: maxRSS / 1024, positions, windows };
}

const dir = mkdtempSync(path.join(tmpdir(), 'metacompress-completion-bench-'));
const results = [];
for (const n of sizes) {
  const document = configDocument(await rowsFile(dir, n));
  if (rssOnly) {
    results.push({ functions: n, ...peakRss(document) });
    continue;
  }
  const config = parseConfig(document, '/');
  const memory = new Map();
  const teacherCache = {
    restore: async () => null,
    save: async () => {},
    restoreNextTokens: async (k) => memory.get(k) ?? null,
    saveNextTokens: async (k, v) => void memory.set(k, v),
  };
  const ratios = [];
  const gates = [];
  const loads = [];
  const cached = [];
  let report;
  let floorMs;
  for (let r = 0; r < repeat; r++) {
    const batches = { teacher: [], student: [] };
    const start = performance.now();
    report = await evaluate(config, {
      log: quiet,
      // The timing rounds are model runs the gate cannot do without: the floor replays them too.
      onBatch: (role, batch, phase) =>
        (phase === 'rows' || phase === 'timing') && batches[role].push(batch),
    });
    const gateMs = performance.now() - start;
    floorMs =
      (await floor(teacher, config.threads, batches.teacher)) +
      (await floor(student, config.threads, batches.student));
    gates.push(gateMs);
    loads.push(report.timings.loadMs);
    ratios.push(gateMs / floorMs);
    memory.clear();
    await evaluate(config, { log: quiet, teacherCache });
    const warm = performance.now();
    await evaluate(config, { log: quiet, teacherCache });
    cached.push(performance.now() - warm);
  }
  const tokens = report.timings.tokens;
  const c = report.completion;
  results.push({
    functions: n,
    positions: c.windows.positions,
    windows: c.windows.windows,
    gateTokensPerSecond: (tokens / median(gates)) * 1000,
    floorTokensPerSecond: (tokens / floorMs) * 1000,
    ratio: median(ratios),
    gateMs: median(gates),
    loadMs: median(loads),
    cachedMs: median(cached),
    compactBytes: c.windows.positions * c.bytesPerPosition,
    rssMiB: peakRss(document).rssMiB,
  });
}

// A figure the run did not measure (--rss-only) prints as a dash.
const f = (x, d = 0) => (x === undefined ? '—' : x.toFixed(d));
const over = (x, by) => (x === undefined ? undefined : x / by);
console.log(
  `teacher ${path.relative(root, teacher)} · student ${path.relative(root, student)} · max-length ${maxLength} · stride ${stride} · batch ${batchSize}`,
);
console.log(
  'functions  positions  windows  gate tok/s  floor tok/s  gate/floor  gate s  loading s  cached s  compact MB  peak RSS MiB',
);
for (const r of results) {
  console.log(
    [
      String(r.functions).padStart(9),
      String(r.positions).padStart(9),
      String(r.windows).padStart(7),
      f(r.gateTokensPerSecond).padStart(10),
      f(r.floorTokensPerSecond).padStart(11),
      (r.ratio === undefined ? '—' : `${f(r.ratio, 2)}×`).padStart(10),
      f(over(r.gateMs, 1000), 1).padStart(6),
      f(over(r.loadMs, 1000), 1).padStart(9),
      f(over(r.cachedMs, 1000), 1).padStart(8),
      f(over(r.compactBytes, 1e6), 1).padStart(10),
      f(r.rssMiB).padStart(12),
    ].join('  '),
  );
}
console.log(
  `completion ratio e2e/floor=${results.map((r) => f(r.ratio, 2)).join(',')} peak-rss-mib=${results.map((r) => f(r.rssMiB)).join(',')}`,
);
