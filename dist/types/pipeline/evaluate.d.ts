/**
 * The evaluate mode: one student's whole run (the rows scored, robustness
 * on the same open models, every verdict decided) and its Report.
 */
import type { Config } from '../config/types.js';
import type { Report, TimeLimitSummary } from '../report/types.js';
import { type Baseline } from './baseline.js';
import type { Deadline } from './deadline.js';
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
/** The report's account of the time limit: the limit, and what it left out (from `from` on). */
export declare function timeLimitSummary(deadline: Deadline, from?: number): TimeLimitSummary;
/** Logs the warnings the report adds to those logged while scoring (the regression test's). */
export declare function logged(deps: PipelineDeps, scores: Scores, report: Report): Report;
