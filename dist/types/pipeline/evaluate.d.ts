/**
 * The evaluate mode: one student's whole run (the rows scored, robustness
 * on the same open models, every verdict decided) and its Report.
 */
import type { Config } from '../config/types.js';
import type { Report, TimeLimitSummary } from '../report/types.js';
import type { RobustnessReport } from '../robustness/types.js';
import { type Baseline } from './baseline.js';
import type { Scored } from './score.js';
import { type Run } from './session.js';
import type { PipelineDeps, Scores } from './types.js';
/**
 * The whole gate: read the dataset once, run (or look up) both models,
 * evaluate robustness on the same open models when the config asks, decide
 * every verdict, and return the Report.
 */
export declare function evaluate(config: Config, deps: PipelineDeps): Promise<Report>;
/** One student's Report in its run; `scored` sees the rows' scores before robustness runs. */
export declare function evaluateRun(run: Run, baseline: Baseline | null, scored: (result: Scored) => void): Promise<Report>;
/**
 * The Report of a run or a merge, assembled now, with the warnings it adds
 * to those logged while scoring (the regression test's) logged.
 */
export declare function finishedReport(config: Config, deps: PipelineDeps, scores: Scores, { baseline, robustness }: {
    baseline: Baseline | null;
    robustness: RobustnessReport | null;
}, timeLimit: TimeLimitSummary): Report;
