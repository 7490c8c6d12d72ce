/**
 * The hard inputs of a run (`--export-hard`), in its session: the inputs to
 * distil the student on again.
 */
import type { Example } from '../data/types.js';
import { type HardInputsSummary, type StudentAttack } from '../export/hard-inputs.js';
import { type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';
/**
 * Writes the inputs to distil on again (`--export-hard`): the scored inputs
 * the rule keeps, read from the data set when the run did not keep them, and
 * the successful attacks on the student, both models scored on each
 * adversarial input (the student's search saw its scores, not the teacher's).
 */
export declare function exportHardInputs(run: Run, exportHard: NonNullable<PipelineDeps['exportHard']>, scores: Scores, kept: Example[], attacks: StudentAttack[]): Promise<HardInputsSummary>;
