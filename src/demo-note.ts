import path from 'node:path';
import type { Report } from './report/types.js';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/**
 * What `metacompress` prints after the report when it ran its bundled demo
 * (no --config and no metacompress.yml in the working directory): which config
 * and models ran, and why the run failed. A newcomer's first run ends with
 * exit status 1 on purpose, and should not read as a broken install.
 * Paths are shown relative to the package root, where the demo lives.
 */
export function demoNote(report: Report, configFile: string, packageRoot: string): string {
  const rel = (file: string): string => path.relative(packageRoot, file);
  const lines = [
    `This was the bundled demo: ${rel(configFile)}`,
    `  teacher  ${rel(report.teacher.path)}`,
    `  student  ${rel(report.student.path)}`,
    `  data     ${report.dataset.rowsUsed} rows of ${rel(report.dataset.path)}`,
  ];
  if (!report.gate.passed) {
    lines.push('Exit status 1 is the gate doing its job: it failed this student.');
    const { teacher, student, accuracyGap } = report.relations.accuracy;
    const disagreement = report.relations.mr1.rate;
    if (
      teacher.accuracy !== null &&
      student.accuracy !== null &&
      accuracyGap !== null &&
      disagreement !== null
    ) {
      // The demo's point in its own numbers: accuracy alone would have let the student through.
      lines.push(
        `  Accuracy ${pct(teacher.accuracy)} (teacher) vs ${pct(student.accuracy)} (student), ` +
          `a gap of ${(accuracyGap * 100).toFixed(1)} points,`,
        `  yet the two predict different classes on ${pct(disagreement)} of the inputs.`,
      );
    }
  }
  // The newcomer's next step: a config for their own models, and what a model must provide.
  lines.push(
    'Your own models: `metacompress init STUDENT --teacher TEACHER` writes a metacompress.yml for',
    'them; docs/models.md says what each model needs (inputs, tokenizer, outputs).',
  );
  return `${lines.join('\n')}\n`;
}
