// Prints, per task, the tables of examples/README.md: the product's own comparison of
// the three example students (`metacompress run --config examples/<task>/students.yml`),
// on the project's demo set and (when ../shared is present) on the held-out test split
// (the test-split config with the students of students.yml). The teacher is scored once per
// data set by the run itself.
// Usage: node scripts/example-tables.mjs [--skip-test-split]   (after npm run bundle)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  comparisonMarkdown,
  evaluateStudents,
  parseConfig,
  readConfigDocument,
} from '../dist/lib/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared =
  existsSync(path.join(root, '..', 'shared', 'data')) &&
  !process.argv.includes('--skip-test-split');
const TASKS = { vulnerability: 'juliet-test.yml', clone: 'bigclonebench-test.yml' };

/** The students of students.yml against the data set of `configFile` (same folder). */
function config(task, configFile) {
  const dir = path.join(root, 'examples', task);
  const document = readConfigDocument(path.join(dir, configFile));
  const { students, gate, compare } = readConfigDocument(path.join(dir, 'students.yml'));
  delete document.student;
  return parseConfig({ ...document, students, gate, compare }, dir);
}

for (const [task, testConfig] of Object.entries(TASKS)) {
  const sets = [['metacompress.yml', 'demo set (examples/data)']];
  if (shared) sets.push([testConfig, 'held-out test split (../shared)']);
  for (const [file, label] of sets) {
    const report = await evaluateStudents(config(task, file), { log: { info() {}, warning() {} } });
    console.log(`\n### ${task}: ${label}\n\n${comparisonMarkdown(report)}`);
  }
}
