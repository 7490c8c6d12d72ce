/**
 * The many-student result assembled from each student's Report: the
 * candidates' table, the frontier and the `gate.students` verdict.
 */
import type { StudentsConfig } from '../config/types.js';
import { pairedComparison } from '../relations/paired/paired-comparison.js';
import { PAIRED_RELATIONS, type PairedRelationName } from '../relations/paired/per-input.js';
import { relationRate } from '../relations/names.js';
import type { RelationName } from '../relations/types.js';
import { candidateOf, fidelityRate } from './candidates.js';
import {
  exactMeasure,
  FIDELITY_AXIS,
  frontier,
  intervalMeasure,
  LATENCY_AXIS,
  SIZE_AXIS,
  type Interval,
  type Measure,
} from './frontier.js';
import { decideStudents } from './students-gate.js';
import {
  STUDENTS_REPORT_SCHEMA,
  type CandidateCost,
  type StudentEntry,
  type StudentsComparison,
  type StudentsReport,
} from './types.js';

export type * from './types.js';

/** Two rates differ only where McNemar's exact test on the same inputs says so at this level. */
const PAIRED_ALPHA = 0.05;

/**
 * The latency axis: each candidate's median interval. A latency without
 * one (a report made before latencies had rounds) can be told apart from
 * nothing, so it spans every value.
 */
function latencyMeasure(costs: readonly CandidateCost[]): Measure {
  return intervalMeasure(
    LATENCY_AXIS,
    costs.map(({ latency }): Interval | null =>
      latency === undefined || latency === null ? null : (latency.ci95 ?? [0, Infinity]),
    ),
  );
}

/**
 * The fidelity axis. Two students' violation rates were measured on the
 * same inputs, so where both reports keep the relation's per-input
 * violations (MR1–MR3), McNemar's exact test on the inputs where they
 * differ decides (0/100 against 1/100 is no difference); MR4, a rate over
 * bins, and reports without the sets fall back to disjoint Wilson intervals.
 */
function fidelityMeasure(
  students: readonly StudentEntry[],
  rates: readonly (number | null)[],
  measure: StudentsConfig['fidelity'],
): Measure {
  const relation = measure.toUpperCase() as RelationName;
  const byInterval = intervalMeasure(
    FIDELITY_AXIS,
    students.map((s, i) =>
      rates[i] === null ? null : relationRate(s.report.relations, relation).ci95,
    ),
  );
  const sets = students.map((s) =>
    PAIRED_RELATIONS.includes(relation as PairedRelationName)
      ? (s.report.violations?.[relation as PairedRelationName] ?? null)
      : null,
  );
  return {
    axis: FIDELITY_AXIS,
    known: (i) => rates[i] !== null && rates[i] !== undefined,
    compare(a, b) {
      const setA = sets[a];
      const setB = sets[b];
      if (
        setA === null ||
        setA === undefined ||
        setB === null ||
        setB === undefined ||
        setA.inputsDigest !== setB.inputsDigest ||
        setA.inputs !== setB.inputs
      ) {
        return byInterval.compare(a, b);
      }
      const paired = pairedComparison(relation as PairedRelationName, setA, setB);
      if (paired.pValue >= PAIRED_ALPHA) return 0;
      return Math.sign(paired.table.nowOnly - paired.table.beforeOnly);
    },
  };
}

/** The candidates and their frontier; latency is an axis only when every candidate has one. */
export function compareStudents(
  students: readonly StudentEntry[],
  fidelity: StudentsConfig['fidelity'],
): StudentsComparison {
  const candidates = students.map((s) => candidateOf(s.name, s.cost, s.report));
  const withLatency = candidates.every(
    (c) => c.cost.latency !== undefined && c.cost.latency !== null,
  );
  const measures = [
    exactMeasure(
      SIZE_AXIS,
      candidates.map((c) => c.cost.fileBytes),
    ),
    ...(withLatency ? [latencyMeasure(candidates.map((c) => c.cost))] : []),
    fidelityMeasure(
      students,
      candidates.map((c) => fidelityRate(c, fidelity)),
      fidelity,
    ),
  ];
  return {
    fidelity,
    candidates,
    frontier: frontier(
      candidates.map((c) => c.name),
      measures,
    ),
    axes: measures.map(({ axis }) => (axis === FIDELITY_AXIS ? fidelity.toUpperCase() : axis.name)),
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
