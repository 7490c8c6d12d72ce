import type { OutputKind } from '../config/names.js';
import type { Config } from '../config/types.js';
import { type GateOptions } from '../gate/index.js';
import type { HardLabelModels } from '../relations/types.js';
import type { RobustnessReport } from '../robustness/types.js';
import { type Report, type TimeLimitSummary } from '../report/types.js';
import type { Baseline } from './baseline.js';
import type { Scores } from './types.js';
/**
 * What the gate holds a run to: the config's gate section and, with a
 * transforms section, its robustness ceilings (the same values the
 * robustness section of the report prints).
 */
export declare function gateOptions(config: Config): GateOptions;
/**
 * The relations, the gate (every verdict, robustness included) and the
 * Report from scored rows, with this run's per-input violations (for a
 * later paired test) and, against a baseline, the paired regression test.
 * Pure: reading the baseline and running the robustness step happen before.
 * `commit` is the commit the run evaluated, when the caller knows it
 * (PipelineDeps.commit); `timeLimit` what the run's time limit left out (a
 * run it stopped fails, docs/spec.md §4.6).
 */
export declare function assembleReport(config: Config, scores: Scores, baseline: Baseline | null, robustness: RobustnessReport | null, commit?: string | null, today?: Date, timeLimit?: TimeLimitSummary | null): Report;
/** Which model gave predicted classes only (`output: labels`); null when both gave probabilities. */
export declare function hardLabelModels(models: {
    teacherModel: {
        output: OutputKind;
    };
    studentModel: {
        output: OutputKind;
    };
}): HardLabelModels | null;
