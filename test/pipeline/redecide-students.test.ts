/**
 * A students report another job made, decided again (the action's `report`
 * mode for a sharded `students:` run): each student's verdict from its
 * counts, `gate.students` and the comparison from those verdicts, the
 * students the trusted config names and no others, every part it asks for.
 */
import { describe, expect, it } from 'vitest';
import { studentsReport } from '../../src/compare/index.js';
import type { StudentsReport } from '../../src/compare/types.js';
import { parseConfig } from '../../src/config/load.js';
import { DEFAULT_MAX_FLIP_RATE_RATIO, type Config } from '../../src/config/types.js';
import { InputError } from '../../src/errors.js';
import { redecideStudents } from '../../src/pipeline/redecide-students.js';
import { robustnessOf, transformedKind } from '../report/report-fixtures.js';
import { threeBinReport, tinyReport } from '../report/tiny-report.js';

/** The trusted config: students a and b over precomputed outputs, `gate.students` as given, default ceilings. */
function trusted(rule: string, names = ['a', 'b']): Config {
  const outputs = (name: string) => ({ outputs: `${name}.jsonl`, output: 'probabilities' });
  return parseConfig(
    {
      task: 'vulnerability-prediction',
      dataset: { path: 'data.jsonl' },
      teacher: outputs('teacher'),
      students: Object.fromEntries(names.map((name) => [name, outputs(name)])),
      gate: { students: rule },
    },
    '/data',
  );
}

/**
 * What the other job wrote, as JSON: a is the tiny report (teacher and student agree on its 4
 * rows: every relation 0, pass), 2 MB; b the three-bin report (MR4: 1 of its 3 bins decided apart,
 * 33.3% against the ceiling 25%, and the undecided bin can only raise it: fail), 1 MB.
 */
function madeElsewhere(): Record<string, unknown> & { students: Record<string, unknown>[] } {
  const report = studentsReport(
    [
      { name: 'a', cost: { fileBytes: 2_000_000 }, report: tinyReport() },
      { name: 'b', cost: { fileBytes: 1_000_000 }, report: threeBinReport() },
    ],
    { mustPass: 'all', fidelity: 'mr1' },
    { fileBytes: 4_000_000 },
    ['the teacher was scored once'],
    'c'.repeat(40),
    new Date('2026-01-02T00:00:00Z'),
  );
  return JSON.parse(JSON.stringify(report)) as ReturnType<typeof madeElsewhere>;
}

const MR4_FAILURE =
  'MR4 calibration-bin disagreement (δ4 = 0.1) 33.3% (1/3 bins) exceeds the ceiling 25.0%';

const source = 'report r.json';

describe('redecideStudents', () => {
  it('decides each student, gate.students and the comparison again with the trusted rule', () => {
    const decided = redecideStudents(madeElsewhere(), trusted('all'), source);
    expect(decided.students.map((s) => [s.name, s.report.gate.passed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(decided.students[1]!.report.gate.failures).toEqual([MR4_FAILURE]);
    expect(decided.gate).toEqual({
      rule: 'all',
      passed: false,
      passing: ['a'],
      reasons: ['b failed'],
    });
    expect(decided.comparison.candidates.map((c) => [c.name, c.cost.fileBytes, c.passed])).toEqual([
      ['a', 2_000_000, true],
      ['b', 1_000_000, false],
    ]);
    expect(decided.teacher.cost).toEqual({ fileBytes: 4_000_000 });
    expect(decided.createdAt).toBe('2026-01-02T00:00:00.000Z');
    expect(decided.commit).toBe('c'.repeat(40));
    expect(decided.notes).toEqual(['the teacher was scored once']);
    // The trusted rule, not the report's: with `any`, a passing is enough.
    expect(redecideStudents(madeElsewhere(), trusted('any'), source).gate).toMatchObject({
      rule: 'any',
      passed: true,
    });
  });

  it('believes none of the verdicts a forged report states', () => {
    const forged = madeElsewhere();
    forged.gate = { rule: 'any', passed: true, passing: ['a', 'b'], reasons: [] };
    for (const entry of forged.students) {
      (entry.report as { gate: { passed: boolean; failures: string[] } }).gate.passed = true;
      (entry.report as { gate: { passed: boolean; failures: string[] } }).gate.failures = [];
    }
    (forged.comparison as StudentsReport['comparison']).candidates.forEach((c) => {
      c.passed = true;
    });
    const decided = redecideStudents(forged, trusted('all'), source);
    expect(decided.gate).toMatchObject({ passed: false, passing: ['a'], reasons: ['b failed'] });
    expect(decided.students[1]!.report.gate.failures).toEqual([MR4_FAILURE]);
    expect(decided.comparison.candidates.map((c) => c.passed)).toEqual([true, false]);
  });

  it('keeps the config’s order of the students, whatever the report’s', () => {
    const swapped = madeElsewhere();
    swapped.students.reverse();
    expect(redecideStudents(swapped, trusted('all'), source).students.map((s) => s.name)).toEqual([
      'a',
      'b',
    ]);
  });

  it('keeps a timed latency as the report states it', () => {
    const timed = madeElsewhere();
    const latency = { medianMs: 2.5, ci95: [2.25, 2.75] };
    timed.students[0]!.cost = { fileBytes: 2_000_000, latency };
    const decided = redecideStudents(timed, trusted('all'), source);
    expect(decided.students[0]!.cost).toEqual({ fileBytes: 2_000_000, latency });
    expect(decided.comparison.candidates[0]!.cost.latency).toEqual(latency);
  });

  it('refuses a report that leaves out a student (the failing one, here)', () => {
    const forged = madeElsewhere();
    forged.students = forged.students.filter((s) => s.name !== 'b');
    expect(() => redecideStudents(forged, trusted('all'), source)).toThrow(
      new InputError(
        'report r.json: the report leaves out student b, which the config here names (students:): a report is decided again only on everything its config asks for',
      ),
    );
  });

  it('refuses a student the config does not name, and a student listed twice', () => {
    const extra = madeElsewhere();
    extra.students.push({ ...extra.students[0]!, name: 'title' });
    expect(() => redecideStudents(extra, trusted('any'), source)).toThrow(
      new InputError(
        'report r.json: the report has a student "title" that the config here does not name (students:): a, b',
      ),
    );
    const twice = madeElsewhere();
    twice.students.push(twice.students[0]!);
    expect(() => redecideStudents(twice, trusted('any'), source)).toThrow(
      new InputError('report r.json: student "a" is in the report twice'),
    );
  });

  it('refuses a student’s report that leaves out a transformation kind the config asks for', () => {
    const config: Config = {
      ...trusted('all'),
      transforms: {
        language: 'c',
        kinds: ['dead-code'],
        seed: 1,
        limit: null,
        maxFlipRateRatio: DEFAULT_MAX_FLIP_RATE_RATIO,
        minFlips: 0,
        attack: null,
      },
    };
    const made = madeElsewhere();
    // a ran dead-code (2 of 40 flips each, ratio 1); b's report has no robustness section.
    made.students[0]!.report = JSON.parse(
      JSON.stringify(tinyReport(robustnessOf([transformedKind('dead-code', 2, 2, 40)]))),
    );
    expect(() => redecideStudents(made, config, source)).toThrow(
      new InputError(
        'report r.json (student b): the report has no robustness section, but the config here asks for transformation kind dead-code (transforms): a report is decided again only on everything its config asks for',
      ),
    );
  });

  it('refuses text where the table prints a size, and a config without students', () => {
    const forged = madeElsewhere();
    forged.students[1]!.cost = { fileBytes: '<img src=x onerror=alert(1)>' };
    expect(() => redecideStudents(forged, trusted('all'), source)).toThrow(
      new InputError(
        'report r.json (student b): cost.fileBytes is "<img src=x onerror=alert(1)>", not a number of at least 0 or null',
      ),
    );
    const teacher = madeElsewhere();
    teacher.teacher = { cost: { fileBytes: 1, latency: { medianMs: -1, ci95: null } } };
    expect(() => redecideStudents(teacher, trusted('all'), source)).toThrow(
      new InputError(
        'report r.json: teacher.cost.latency.medianMs is -1, not a number of at least 0',
      ),
    );
    const interval = madeElsewhere();
    interval.students[0]!.cost = { fileBytes: 1, latency: { medianMs: 2, ci95: [3, '@org/team'] } };
    expect(() => redecideStudents(interval, trusted('all'), source)).toThrow(
      new InputError(
        'report r.json (student a): cost.latency.ci95 is [3,"@org/team"], not two numbers of at least 0, the lower first, or null',
      ),
    );
    const single = parseConfig(
      {
        task: 'vulnerability-prediction',
        dataset: { path: 'data.jsonl' },
        teacher: { outputs: 'teacher.jsonl', output: 'probabilities' },
        student: { outputs: 'student.jsonl', output: 'probabilities' },
      },
      '/data',
    );
    expect(() => redecideStudents(madeElsewhere(), single, source)).toThrow(
      new InputError(
        'report r.json: a students report, but the config here has no students: map to decide it with',
      ),
    );
  });

  it('refuses a student’s report that is not a complete report, naming the student', () => {
    const forged = madeElsewhere();
    delete (forged.students[0]!.report as { relations: Record<string, unknown> }).relations.mr2;
    expect(() => redecideStudents(forged, trusted('all'), source)).toThrow(
      new InputError(
        'report r.json (student a): not a complete report of version 2: relations.mr2 (MR2) is missing',
      ),
    );
  });
});
