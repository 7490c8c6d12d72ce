/**
 * The regression verdict against the base branch: a paired test on the
 * per-input outcomes of the same inputs (McNemar's exact test per relation),
 * when the baseline carries them.
 */
import type { Config } from '../config/types.js';
import { type PairedVerdict } from '../gate/paired.js';
import { type ViolationSets } from '../relations/paired/index.js';
import type { Baseline } from './baseline.js';
export interface Regression {
    /** MR1-MR3 verdicts; null when the paired test did not run. */
    verdicts: PairedVerdict[] | null;
    /** Why it did not run (a baseline without per-input outcomes, or of other inputs); null when it ran or is off. */
    note: string | null;
    /** Lines for the report's warnings (the note, a baseline older than allowed). */
    warnings: string[];
}
/**
 * Pairs this run's violation sets with the baseline's. A baseline of other
 * inputs or one without per-input outcomes is not an error of this run: the
 * paired test is left out with a line saying why (the fixed-points check,
 * `gate.max-degradation`, still applies when set).
 */
export declare function pairedRegression(config: Config, now: ViolationSets, baseline: Baseline, today: Date): Regression;
