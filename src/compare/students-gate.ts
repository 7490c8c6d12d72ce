/**
 * `gate.students`: which students must pass for the step to pass. `all`
 * (the default): every one; `any`: at least one; a name: that student (the
 * others are reported, not gated). Pure.
 */
import type { StudentsRule } from '../config/types.js';
import type { StudentsReport, StudentsVerdict } from './types.js';

export function decideStudents(
  rule: StudentsRule,
  students: readonly { name: string; passed: boolean }[],
): StudentsVerdict {
  const passing = students.filter((s) => s.passed).map((s) => s.name);
  const failing = students.filter((s) => !s.passed).map((s) => s.name);
  if (rule === 'all') {
    return {
      rule,
      passed: failing.length === 0,
      passing,
      reasons: failing.length === 0 ? [] : [`${failing.join(', ')} failed`],
    };
  }
  if (rule === 'any') {
    return {
      rule,
      passed: passing.length > 0,
      passing,
      reasons: passing.length > 0 ? [] : ['no student passed'],
    };
  }
  const named = students.find((s) => s.name === rule.name);
  if (named === undefined) {
    throw new RangeError(`gate.students: ${rule.name} is not among the run's students`);
  }
  return {
    rule,
    passed: named.passed,
    passing,
    reasons: named.passed ? [] : [`${rule.name} failed`],
  };
}

/**
 * The step's verdict of a many-student run, in a single run's terms: the
 * `gate.students` verdict, and the failing and undecided checks of the
 * students it gates (every student for `all` and `any`, the named one
 * otherwise), each prefixed with the student's name. A passing step lists
 * no failures.
 */
export function studentsStepVerdict(report: StudentsReport): {
  passed: boolean;
  failures: string[];
  inconclusive: string[];
} {
  const { rule, passed, reasons } = report.gate;
  const gated = report.students.filter((s) => typeof rule === 'string' || s.name === rule.name);
  const named = (pick: (one: StudentsReport['students'][number]['report']) => string[]) =>
    gated.flatMap(({ name, report: one }) => pick(one).map((line) => `${name}: ${line}`));
  return {
    passed,
    failures: passed ? [] : [...reasons, ...named((one) => one.gate.failures)],
    inconclusive: named((one) => one.gate.inconclusive),
  };
}
