import type { NoiseFloorReport } from '../report/types.js';
import type { Scored } from './score.js';
import type { Run } from './session.js';
import type { Scores, TeacherFloor } from './types.js';
/**
 * The teacher against itself on `inputs` of the scored rows (evenly
 * spaced): its outputs under the run's settings (the open model, scored
 * again here, so that both sides are this machine's), then under each other
 * setting. Precomputed outputs have no runtime to measure.
 */
export declare function teacherNoiseFloor(run: Run, { scores, examples: kept }: Scored, inputs: number): Promise<TeacherFloor>;
/** The report's noise floor: the teacher's, and the student's disagreement on the same rows beside it. */
export declare function noiseFloorReport(floor: TeacherFloor, scores: Scores): NoiseFloorReport;
/**
 * The noise floor of a run that asked for it (`noise-floor:`), measured on
 * the session's first student run and reused by the later ones (the teacher
 * and the rows are the same); undefined when not asked for, or when the
 * time limit has passed (it is reported, never gated, so it is left out).
 */
export declare function noiseFloorStep(run: Run, scored: Scored): Promise<NoiseFloorReport | undefined>;
