/**
 * The many-student result assembled from each student's Report: the
 * candidates' table, the frontier and the `gate.students` verdict.
 */
import type { StudentsConfig } from '../config/types.js';
import { candidateOf, fidelityRate } from './candidates.js';
import { FIDELITY_AXIS, frontier, LATENCY_AXIS, SIZE_AXIS } from './frontier.js';
import { decideStudents } from './students-gate.js';
import {
  STUDENTS_REPORT_SCHEMA,
  type CandidateCost,
  type StudentEntry,
  type StudentsComparison,
  type StudentsReport,
} from './types.js';

export type * from './types.js';

/** The candidates and their frontier; latency is an axis only when every candidate has one. */
export function compareStudents(
  students: readonly StudentEntry[],
  fidelity: StudentsConfig['fidelity'],
): StudentsComparison {
  const candidates = students.map((s) => candidateOf(s.name, s.cost, s.report));
  const withLatency = candidates.every((c) => typeof c.cost.latencyMs === 'number');
  const axes = withLatency ? [SIZE_AXIS, LATENCY_AXIS, FIDELITY_AXIS] : [SIZE_AXIS, FIDELITY_AXIS];
  const points = candidates.map((c) => ({
    name: c.name,
    values: [
      c.cost.fileBytes,
      ...(withLatency ? [c.cost.latencyMs ?? null] : []),
      fidelityRate(c, fidelity),
    ],
  }));
  return {
    fidelity,
    candidates,
    frontier: frontier(points, axes),
    axes: axes.map((a) => (a === FIDELITY_AXIS ? fidelity.toUpperCase() : a.name)),
  };
}

export function studentsReport(
  students: StudentEntry[],
  config: Pick<StudentsConfig, 'mustPass' | 'fidelity'>,
  teacher: CandidateCost,
  notes: string[],
  commit: string | null,
  now: Date = new Date(),
): StudentsReport {
  return {
    schema: STUDENTS_REPORT_SCHEMA,
    version: 1,
    createdAt: now.toISOString(),
    commit,
    teacher: { cost: teacher },
    students,
    gate: decideStudents(
      config.mustPass,
      students.map((s) => ({ name: s.name, passed: s.report.gate.passed })),
    ),
    comparison: compareStudents(students, config.fidelity),
    notes,
  };
}
