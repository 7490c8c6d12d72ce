/**
 * The merge mode: the Report of shards' partial reports, as one run computes
 * it, with no model opened (merge-partials.ts puts the partials together).
 */
import type { Config } from '../config/types.js';
import type { Report } from '../report/types.js';
import { type Baseline } from './baseline.js';
import { type MergedPartials } from './merge-partials.js';
import type { PipelineDeps } from './types.js';
/**
 * The Report of merged shards: the rows' scores, and with `transforms`, the
 * robustness report computed from the shards' per-input outcomes exactly as
 * one run computes it (robustnessReport); no model is opened. The examples
 * at the probes' positions are read from the data set again.
 */
export declare function reportFromMergedScores(config: Config, deps: PipelineDeps, merged: MergedPartials, studentBaseline?: Baseline | null): Promise<Report>;
