/** The plan as the terminal shows it (pure). */
import type { Advice, Plan, PlanInput } from './projection.js';
/**
 * A duration for a reader: `0 s`, `4.2 s`, `12 min 5 s`, `3 h 20 min`, `2 d 4 h`.
 *
 * @example
 * formatDuration(725_000); // '12 min 5 s'
 */
export declare function formatDuration(ms: number): string;
export declare function table(rows: string[][]): string;
/** What the plan is asked to fit: --target-minutes, or the run's `time-limit`; null: nothing. */
export type PlanTarget = {
    minutes: number;
    from: 'flag' | 'time-limit';
} | null;
/**
 * The plan: per part on one machine (teacher and student apart, with the
 * queries per input each method spends), then the wall time for each shard
 * count and the number of shards that fits the target.
 */
export declare function renderPlan(input: PlanInput, plan: Plan, header: string[], targetFrom?: 'flag' | 'time-limit', advice?: readonly Advice[]): string;
/** What fitLines reads of a plan: each shard count's wall time, the fit, the target. */
interface ShardTotals {
    shards: {
        shards: number;
        totalMs: number;
    }[];
    fits: number | null;
    targetMinutes: number | null;
}
/**
 * The plan's wall time per shard count, the target it fits or not, and
 * when nothing fits each setting that alone would (`settings`: what the
 * advice varies, for the line that says none does).
 */
export declare function fitLines(plan: ShardTotals, targetFrom: 'flag' | 'time-limit', advice: readonly {
    key: string;
    value: number;
    shards: number;
}[], settings: string): string[];
export {};
