// Runs every example config on its demo set and records, beside each
// student's model card, the relations it produced with their 95% intervals
// (cards/<student>.fidelity.json). The example tests check later runs against
// these intervals. Rerun after retraining the examples: node scripts/record-fidelity.mjs [task ...]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, loadConfig } from '../dist/lib/index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_CONFIGS = {
  vulnerability: ['metacompress.yml', 'avatar.yml', 'morph.yml'],
  clone: ['metacompress.yml', 'avatar.yml', 'morph.yml'],
};

const only = process.argv.slice(2);
for (const [task, files] of Object.entries(DEMO_CONFIGS)) {
  if (only.length > 0 && !only.includes(task)) continue;
  for (const file of files) {
    const configPath = path.join(root, 'examples', task, file);
    const config = loadConfig(configPath);
    const report = await evaluate(config, { log: { info() {}, warning() {} } });
    const student = path.basename(config.student.model, '.onnx').replace(/^student-/, '');
    const r = report.relations;
    const rate = (m) => ({ violations: m.violations, n: m.n, rate: m.rate, ci95: m.ci95 });
    const record = {
      config: `examples/${task}/${file}`,
      dataset: {
        path: path.relative(root, config.dataset.path),
        sha256: report.dataset.sha256,
        rows: report.dataset.rowsUsed,
      },
      mr1: rate(r.mr1),
      mr2: { ...rate(r.mr2), klMean: r.mr2.klMean },
      mr3: rate(r.mr3),
      mr4: {
        ...rate(r.mr4),
        undecided: r.mr4.undecided,
        teacherEce: r.mr4.teacherEce,
        studentEce: r.mr4.studentEce,
      },
      accuracy: r.accuracy,
      passed: report.gate.passed,
    };
    const out = path.join(root, 'examples', task, 'cards', `${student}.fidelity.json`);
    writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`${out}: MR1 ${r.mr1.rate} MR2 ${r.mr2.rate} MR3 ${r.mr3.rate} MR4 ${r.mr4.rate}`);
  }
}
