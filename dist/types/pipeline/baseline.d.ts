import type { ViolationSets } from '../relations/paired/run-violations.js';
import type { Relations } from '../relations/types.js';
import type { BaselineSummary } from '../report/types.js';
export interface Baseline {
    relations: Relations;
    summary: BaselineSummary;
    /** The baseline's per-input violations; null when its report has none. */
    violations: ViolationSets | null;
}
/**
 * The base branch's report named by `gate.baseline`.
 *
 * @throws InputError when the file cannot be read or is not a Report of this version.
 */
export declare function readBaseline(file: string): Promise<Baseline>;
