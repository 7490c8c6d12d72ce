/**
 * `gate.students`: which students must pass for the step to pass. `all`
 * (the default): every one; `any`: at least one; a name: that student (the
 * others are reported, not gated). Pure.
 */
import type { StudentsRule } from '../config/types.js';
import type { StudentsVerdict } from './types.js';

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
