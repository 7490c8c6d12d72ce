/**
 * The result of a many-student run (`students:`): each student's Report as
 * a single-student run would give it, what each model costs, which students
 * must pass (`gate.students`) and whether the step passes, and the
 * comparison of the candidates (table and frontier) computed from them.
 */
import type { FidelityMeasure, StudentsRule } from '../config/types.js';
import type { Report } from '../report/types.js';
import type { RelationName, Ratio } from '../relations/types.js';
import type { FrontierPlace } from './frontier.js';

export const STUDENTS_REPORT_SCHEMA = 'metacompress-students-report';

/**
 * What a model costs. `fileBytes`: the model file's size (null for
 * precomputed outputs, which cost nothing to run). `latency`: the median
 * latency per input and its interval when the run timed the model (absent
 * otherwise; no interval in a report made before the timing rounds); when
 * every candidate has one, latency is an axis of the frontier.
 */
export interface CandidateCost {
  fileBytes: number | null;
  latency?: { medianMs: number; ci95: [number, number] | null } | null;
}

/** One row of the students' comparison, read from a student's Report (candidates.ts). */
export interface Candidate {
  name: string;
  cost: CandidateCost;
  accuracy: number | null;
  rates: Record<RelationName, number | null>;
  /** The largest student/teacher flip-rate ratio over the kinds; null without transforms or any ratio. */
  worstFlipRateRatio: Ratio;
  /** The largest relative degradation over the attack methods; null without attacks or any value. */
  worstAttackDegradation: Ratio;
  passed: boolean;
}

export interface StudentEntry {
  name: string;
  cost: CandidateCost;
  report: Report;
}

/** `gate.students` decided: the rule, the students that passed, whether the step passes, and why not. */
export interface StudentsVerdict {
  rule: StudentsRule;
  passed: boolean;
  passing: string[];
  reasons: string[];
}

export interface StudentsComparison {
  fidelity: FidelityMeasure;
  candidates: Candidate[];
  frontier: FrontierPlace[];
  /** The frontier's axes, in order (size, latency when every candidate has one, the fidelity measure). */
  axes: string[];
}

export interface StudentsReport {
  schema: typeof STUDENTS_REPORT_SCHEMA;
  version: 1;
  createdAt: string;
  commit: string | null;
  teacher: { cost: CandidateCost };
  students: StudentEntry[];
  gate: StudentsVerdict;
  comparison: StudentsComparison;
  /** What the run shared between the students (the teacher scored once). */
  notes: string[];
}
