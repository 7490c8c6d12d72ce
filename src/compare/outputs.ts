/**
 * The action's step outputs of a many-student run: the `gate.students`
 * verdict, the students and the ones that passed, and each student's verdict
 * and relation rates under its name. Every value is of the outputs' safe
 * alphabet: student names are letters, digits, `.`, `_`, `-`
 * (config/students.ts), check ids and rates as in a single-student run.
 */
import { rateOutputs } from '../report/outputs.js';
import type { StudentsReport } from './types.js';

/**
 * `passed` (the `gate.students` verdict), `inconclusive` (`NAME:CHECK` of
 * every student's undecided check, comma-separated), `students` and
 * `passing` (names, comma-separated, in the config's order), `NAME-passed`
 * and `NAME-mr1-rate` … `NAME-mr4-rate` per student (empty when undefined),
 * and `report-json`. Only a student's outputs end in `-passed` or
 * `-mrK-rate`, so no two outputs share a name, whatever the students' names.
 */
export function studentsOutputs(
  report: StudentsReport,
  reportFile: string,
): Record<string, string> {
  const outputs: Record<string, string> = {
    passed: String(report.gate.passed),
    inconclusive: report.students
      .flatMap(({ name, report: one }) =>
        one.gate.checks.filter((c) => c.status === 'inconclusive').map((c) => `${name}:${c.id}`),
      )
      .join(','),
    students: report.students.map((s) => s.name).join(','),
    passing: report.gate.passing.join(','),
  };
  for (const { name, report: one } of report.students) {
    outputs[`${name}-passed`] = String(one.gate.passed);
    Object.assign(outputs, rateOutputs(one, `${name}-`));
  }
  outputs['report-json'] = reportFile;
  return outputs;
}
