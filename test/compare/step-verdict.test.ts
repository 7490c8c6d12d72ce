/**
 * studentsStepVerdict: the action's step verdict of a students run, from
 * reports whose gate verdicts are set by hand. The gated students (all of
 * them for all and any, the named one otherwise) give their failing and
 * undecided checks, each under its name.
 */
import { describe, expect, it } from 'vitest';
import { studentsReport } from '../../src/compare/index.js';
import { studentsStepVerdict } from '../../src/compare/students-gate.js';
import type { StudentsRule } from '../../src/config/types.js';
import { tinyReport } from '../report/tiny-report.js';

function withGate(passed: boolean, failures: string[], inconclusive: string[]) {
  const report = tinyReport();
  return { ...report, gate: { ...report.gate, passed, failures, inconclusive } };
}

/** a passes with one undecided check; b fails one check with one undecided; c fails one. */
const run = (mustPass: StudentsRule) =>
  studentsReport(
    [
      { name: 'a', cost: { fileBytes: 1 }, report: withGate(true, [], ['a undecided']) },
      { name: 'b', cost: { fileBytes: 2 }, report: withGate(false, ['b over'], ['b undecided']) },
      { name: 'c', cost: { fileBytes: 3 }, report: withGate(false, ['c over'], []) },
    ],
    { mustPass, fidelity: 'mr1' },
    { fileBytes: 4 },
    [],
    null,
  );

describe('studentsStepVerdict', () => {
  it("all: the rule's reason, then every failing student's checks under its name", () => {
    expect(studentsStepVerdict(run('all'))).toEqual({
      passed: false,
      failures: ['b, c failed', 'b: b over', 'c: c over'],
      inconclusive: ['a: a undecided', 'b: b undecided'],
    });
  });
  it("any: a passes, so no failures; every student's undecided checks", () => {
    expect(studentsStepVerdict(run('any'))).toEqual({
      passed: true,
      failures: [],
      inconclusive: ['a: a undecided', 'b: b undecided'],
    });
  });
  it("a name: that student's checks alone", () => {
    expect(studentsStepVerdict(run({ name: 'b' }))).toEqual({
      passed: false,
      failures: ['b failed', 'b: b over'],
      inconclusive: ['b: b undecided'],
    });
    expect(studentsStepVerdict(run({ name: 'a' }))).toEqual({
      passed: true,
      failures: [],
      inconclusive: ['a: a undecided'],
    });
  });
});
