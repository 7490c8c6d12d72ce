// The real-size cost of robustness (issue 21, docs/robustness.md): the published
// 3 MB Compressor student against a teacher of CodeBERT's shape (random weights,
// built by tools/build_real_size_teacher.py under /tmp, never committed), on
// BigCloneBench pairs, cold and with the teacher's side cached. Prints JSON.
//
//   nice -n 10 node tools/real_size_cost.mjs /tmp/metacompress-real-size/teacher.onnx \
//     [--pairs 20] [--kinds rename-locals] [--attack-inputs 2] [--queries 10] \
//     [--methods mhm,wir-random,alert,coda,greedy] [--out /tmp/metacompress-real-size/result.json]
// The cold run's figures are written to --out as soon as it ends (a long run
// cut short still leaves them), the teacher-cached run's after it.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const teacher = path.resolve(args[0] ?? '/tmp/metacompress-real-size/teacher.onnx');
const shared = path.resolve(root, '..', 'shared');
const student = path.join(shared, 'models', 'compressor-codebert-clone-3mb');
const pairs = Number(flag('pairs', '20'));
const kinds = flag('kinds', 'rename-locals').split(',');
const attackInputs = Number(flag('attack-inputs', '2'));
const queries = Number(flag('queries', '10'));
const methods = flag('methods', 'mhm,wir-random,alert,coda,greedy').split(',');
const outFile = flag('out', path.join('/tmp', 'metacompress-real-size', 'result.json'));
const mlm = path.join(root, 'examples', 'mlm');
const { evaluate, loadConfig, renderMarkdown } = await import(
  pathToFileURL(path.join(root, 'dist', 'lib', 'index.js')).href
);

// Both models read a pair as the published student does (concat-blocks, 400 per function).
const model = (file) => ({
  model: file,
  tokenizer: path.join(student, 'tokenizer.json'),
  'pair-mode': 'concat-blocks',
  'max-length': 400,
  'normalize-whitespace': true,
  output: 'softmax',
});
const config = {
  task: 'clone-detection',
  dataset: {
    format: 'codexglue-bcb',
    path: path.join(shared, 'data', 'bigclonebench', 'test_sampled.txt'),
    functions: path.join(shared, 'data', 'bigclonebench', 'functions.jsonl'),
    limit: pairs,
  },
  teacher: model(teacher),
  student: model(path.join(student, 'model.onnx')),
  transforms: {
    language: 'java',
    kinds,
    seed: 1,
    limit: pairs,
    attack: {
      methods,
      queries,
      'max-inputs': attackInputs,
      'time-budget-seconds': 3600,
      candidates: 200,
      // alert's substitutes from the examples' stand-in code masked language model.
      ...(methods.includes('alert')
        ? {
            'language-model': {
              model: path.join(mlm, 'code-mlm.onnx'),
              tokenizer: path.join(mlm, 'tokenizer.json'),
              'max-length': 256,
            },
          }
        : {}),
    },
  },
};
const file = path.join('/tmp', 'metacompress-real-size', 'config.json');
writeFileSync(file, JSON.stringify(config, null, 2));
const loaded = loadConfig(file);
const store = new Map();
const scoreStore = new Map();
const outcomeStore = new Map();
// In memory, as the Actions cache would hold them: outputs, robustness scores, attack outcomes.
const teacherCache = {
  restore: async (k) => store.get(k) ?? null,
  save: async (k, v) => void store.set(k, v),
  restoreScores: async (k) => scoreStore.get(k) ?? null,
  saveScores: async (k, v) => void scoreStore.set(k, v),
  restoreOutcomes: async (k) => outcomeStore.get(k) ?? null,
  saveOutcomes: async (k, v) => void outcomeStore.set(k, v),
};
const substitutes = new Map();
const robustnessData = {
  restore: async (k) => substitutes.get(k) ?? null,
  save: async (k, v) => void substitutes.set(k, v),
};
const log = {
  info: (m) => process.stderr.write(`${m}\n`),
  warning: (m) => process.stderr.write(`warning: ${m}\n`),
};

function summary(report, wallMs) {
  const r = report.robustness;
  return {
    wallMs,
    rows: report.dataset.rowsUsed,
    rowsTeacherMs: report.timings.teacherMs,
    rowsStudentMs: report.timings.studentMs,
    teacherFromCache: report.teacher.fromCache,
    robustnessMs: r.elapsedMs,
    transformed: r.transformed.map((k) => ({
      kind: k.kind,
      transformed: k.transformed,
      scoreMs: k.scoreMs,
      transformMs: k.transformMs,
    })),
    attacks: r.attacks.map((a) => ({
      method: a.method,
      evaluated: a.evaluated,
      elapsedMs: a.elapsedMs,
      modelMs: a.modelMs,
      teacher: a.teacher && {
        attacked: a.teacher.attacked,
        success: a.teacher.success,
        queries: a.teacher.queries,
        meanQueries: a.teacher.meanQueries,
      },
      student: a.student && {
        attacked: a.student.attacked,
        success: a.student.success,
        queries: a.student.queries,
        meanQueries: a.student.meanQueries,
      },
      adversarial: a.adversarial?.inputs ?? 0,
      referenceQueriesPerInput: a.referenceQueriesPerInput,
    })),
    teacherScores: r.teacherScores,
  };
}

const out = { teacher, pairs, kinds, attackInputs, queries, methods };
let started = performance.now();
const cold = await evaluate(loaded, { log, teacherCache, robustnessData });
out.cold = summary(cold, performance.now() - started);
writeFileSync(outFile, JSON.stringify(out, null, 2));
process.stderr.write(`cold: ${(out.cold.wallMs / 1000).toFixed(1)} s\n`);
started = performance.now();
const cached = await evaluate(loaded, { log, teacherCache, robustnessData });
out.cached = summary(cached, performance.now() - started);
out.cacheNote = cached.robustness.teacherScores && renderNote(cached);
writeFileSync(outFile, JSON.stringify(out, null, 2));
process.stderr.write(`cached: ${(out.cached.wallMs / 1000).toFixed(1)} s\n`);
console.log(JSON.stringify(out, null, 2));

/** The report's line of what came from the cache. */
function renderNote(report) {
  return renderMarkdown(report)
    .split('\n')
    .find((line) => line.includes('teacher side from the cache'));
}
