// Prints, per task, the table of examples/README.md: every example model with
// its size and accuracy, and the four relations of each student against the
// teacher, on the project's demo set and (when ../shared is present) on the
// held-out test split. The teacher runs once per data set (its outputs are
// kept in memory across the students).
// Usage: node scripts/example-tables.mjs [--skip-test-split]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, loadConfig } from '../dist/lib/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared =
  existsSync(path.join(root, '..', 'shared', 'data')) &&
  !process.argv.includes('--skip-test-split');
const STUDENTS = ['compressor', 'avatar', 'morph'];
const TASKS = { vulnerability: 'juliet-test.yml', clone: 'bigclonebench-test.yml' };

const pct = (x) => (x === null || x === undefined ? '—' : `${(x * 100).toFixed(1)}%`);
const card = (task, model) =>
  JSON.parse(readFileSync(path.join(root, 'examples', task, 'cards', `${model}.json`), 'utf8'));
const mb = (task, file) =>
  `${(statSync(path.join(root, 'examples', task, file)).size / 1e6).toFixed(2)} MB`;

async function table(task, configFile, label) {
  const store = new Map();
  const teacherCache = {
    restore: async (k) => store.get(k) ?? null,
    save: async (k, v) => void store.set(k, v),
  };
  const rows = [];
  let teacherAccuracy = null;
  for (const student of STUDENTS) {
    const tokenizer = student === 'morph' ? 'compressor' : student;
    const config = loadConfig(path.join(root, 'examples', task, configFile), [
      ['student.model', `student-${student}.onnx`],
      ['student.tokenizer', `tokenizer-${tokenizer}.json`],
    ]);
    const started = performance.now();
    const report = await evaluate(config, { log: { info() {}, warning() {} }, teacherCache });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const r = report.relations;
    teacherAccuracy = r.accuracy.teacher;
    const c = card(task, student);
    rows.push(
      `| ${student} | ${c.architecture.parameters.toLocaleString('en-US')} | ${mb(task, `student-${student}.onnx`)} | ${pct(r.accuracy.student.accuracy)} | ${r.accuracy.student.f1?.toFixed(3) ?? '—'} | ` +
        `${pct(r.mr1.rate)} | ${pct(r.mr2.rate)} | ${pct(r.mr3.rate)} | ${pct(r.mr4.rate)} | ${report.gate.passed ? 'pass' : 'FAIL'} | ${seconds} s |`,
    );
  }
  const t = card(task, 'teacher');
  console.log(`\n### ${task}: ${label}\n`);
  console.log('| model | params | size | accuracy | F1 | MR1 | MR2 | MR3 | MR4 | gate | wall |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|');
  console.log(
    `| teacher | ${t.architecture.parameters.toLocaleString('en-US')} | ${mb(task, 'teacher.onnx')} | ${pct(teacherAccuracy.accuracy)} | ${teacherAccuracy.f1?.toFixed(3) ?? '—'} | | | | | | |`,
  );
  for (const row of rows) console.log(row);
}

for (const [task, testConfig] of Object.entries(TASKS)) {
  await table(task, 'metacompress.yml', 'demo set (examples/data)');
  if (shared) {
    await table(task, testConfig, 'held-out test split (../shared)');
  }
}
